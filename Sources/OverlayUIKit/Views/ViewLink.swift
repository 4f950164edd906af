import Foundation

/// A link to a view that behaves as a weak reference (nil once the view is gone) without being one: any weak
/// reference gives its target a side table, and from then on every retain and release of that view takes the
/// runtime's atomic slow path. The link holds the view unowned and the view keeps the link (weakly: a link is not
/// hot), clearing it when it deinitialises; a new target (or nil) takes the link off the previous one.
package final class ViewLink<Target: View> {
    @exclusivity(unchecked) private unowned var storage: Target?

    package init(_ target: Target? = nil) {
        self.target = target
    }

    /// The view, nil once it went away.
    package var target: Target? {
        get { storage }
        set {
            guard newValue !== storage else { return }
            storage?.removeDeinitLink(self)
            storage = newValue
            newValue?.addDeinitLink(self)
        }
    }
}

extension ViewLink: ViewDeinitLink {
    func viewWillGoAway() { storage = nil }
}

/// What a view clears when it deinitialises (`ViewLink`).
protocol ViewDeinitLink: AnyObject {
    func viewWillGoAway()
}

/// A view's entry for one of its links; weak, so that a link whose owner is gone leaves nothing behind.
struct WeakDeinitLink {
    weak var link: ViewDeinitLink?
}
