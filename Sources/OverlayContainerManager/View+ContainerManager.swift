import OverlayUIKit

/// The view a registered container puts its shown views in (``ManagedOverlayContainer/hostView``): touches outside
/// them fall through, and it links its tree to the container's manager.
public final class ContainerHostView: PassThroughView {
    /// The manager of the container this view hosts; nil once the manager is gone.
    // Plain `weak`: a manager is not a view, and the tree must not keep it (its owner does).
    public private(set) weak var manager: ContainerManager?

    init(manager: ContainerManager) {
        self.manager = manager
        super.init(frame: .zero)
    }
}

extension View {
    /// The container manager of this view's tree, as SwiftUIOverlayContainer's views reach theirs through the
    /// environment: the manager of a container this view is inside, else of the first container registered
    /// anywhere in its tree (depth first from the root). Nil when the tree has no registered container.
    ///
    /// There is no process-wide manager (SwiftUIOverlayContainer's `ContainerManager.share`): a manager belongs to
    /// the tree its containers are attached to, so two windows never share one.
    public var containerManager: ContainerManager? {
        var root: View = self
        var current: View? = self
        while let view = current {
            if let host = view as? ContainerHostView, let manager = host.manager { return manager }
            root = view
            current = view.superview
        }
        return Self.firstManager(under: root)
    }

    private static func firstManager(under view: View) -> ContainerManager? {
        if let host = view as? ContainerHostView, let manager = host.manager { return manager }
        for subview in view.subviews {
            if let manager = firstManager(under: subview) { return manager }
        }
        return nil
    }
}
