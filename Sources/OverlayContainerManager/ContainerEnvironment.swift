import Foundation
import OverlayUIKit

/// What a shown view may know about its container, and the way to dismiss itself (SwiftUIOverlayContainer's
/// `overlayContainer` environment value).
public struct ContainerEnvironment {
    /// The container's name.
    public let containerName: String
    /// The container's size, points (its attached view's or the window's).
    public let containerSize: CGSize
    /// How the container arranges its views.
    public let displayType: ContainerDisplayType
    /// How the container queues its views.
    public let queueType: ContainerQueueType
    /// Dismisses the view this environment belongs to.
    public let handle: ContainerViewHandle

    /// Dismisses the view this environment belongs to (animated).
    public func dismiss() {
        handle.dismiss()
    }
}

/// A view's own way to dismiss itself; holds its manager weakly, so it is safe to keep after removal.
public final class ContainerViewHandle {
    /// The view it dismisses.
    public let id: ContainerViewID
    /// The container the view belongs to.
    public let containerName: String
    private weak var manager: ContainerManager?

    init(id: ContainerViewID, containerName: String, manager: ContainerManager?) {
        self.id = id
        self.containerName = containerName
        self.manager = manager
    }

    /// Dismisses the view (a no-op once it is gone).
    public func dismiss(animated: Bool = true) {
        manager?.dismiss(id: id, in: containerName, animated: animated)
    }
}

/// Adopt on a shown `View` to receive its container environment when it is inserted and when the container
/// changes size.
public protocol ContainerEnvironmentReceiver: AnyObject {
    /// The view's container environment changed (or was first set).
    func containerEnvironmentDidChange(_ environment: ContainerEnvironment)
}
