extension View {
    /// Whether this view is `view` or lies inside it, as UIKit's `isDescendant(of:)`.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}
