import Foundation

extension View {
    /// The runtime of the tree this view is in (its root's, made when first asked for; a window makes its own).
    public var treeRuntime: ViewTreeRuntime {
        if let runtime = existingRuntime { return runtime }
        var root = self
        while let parent = root.superview { root = parent }
        let runtime = ViewTreeRuntime()
        _ = exchange(&root.runtimeLink, with: runtime)
        if root !== self { _ = exchange(&runtimeLink, with: runtime) }
        return runtime
    }

    /// The runtime of this view's tree if it has one yet (the link is cached on the way up: it is the root's).
    var existingRuntime: ViewTreeRuntime? {
        if let runtime = runtimeLink { return runtime }
        var ancestor = superview
        while let view = ancestor {
            if let runtime = view.runtimeLink {
                _ = exchange(&runtimeLink, with: runtime)
                return runtime
            }
            ancestor = view.superview
        }
        return nil
    }

    /// Gives this view, just made a subview of `parent` (a root a moment before), and every view under it the
    /// runtime of its new tree. A root without a link has none under it (links are cleared a whole subtree at a
    /// time, and a view gets one only from its own tree's root or an ancestor that has it), so a subtree built
    /// apart that joins another built apart is not walked: building a tree bottom-up would walk it at every level.
    func takeRuntimeLink(from parent: View) {
        let runtime = parent.existingRuntime
        if runtime == nil, runtimeLink == nil { return }
        setRuntimeLinkInSubtree(runtime)
    }

    /// Gives this view and every view under it `runtime` (they just joined a tree, or left one: nil).
    func setRuntimeLinkInSubtree(_ runtime: ViewTreeRuntime?) {
        _ = exchange(&runtimeLink, with: runtime)
        for subview in subviews { subview.setRuntimeLinkInSubtree(runtime) }
    }

    /// Tells the tree's runtime that a view moved, was marked for layout, or that the tree changed (a tree that
    /// nobody asked for its runtime yet has no stamp to change).
    @inline(__always)
    func noteLayoutChange() {
        if let runtime = runtimeLink { runtime.noteLayoutChange() } else { existingRuntime?.noteLayoutChange() }
    }
}
