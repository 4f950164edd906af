import OverlayContainer
import OverlayContainerManager

/// One entry of a frame record's `events`: something that happened during a step, from one of the three sources
/// a simulation listens to, in the order they happened. The frame log writes each as its source's spelling
/// (`willMove:1`, `push:2`, `appear:toasts:3`); everything else matches on the cases.
public enum FrameLogEvent: Hashable, Sendable, CustomStringConvertible {
    /// A delegate callback of the scene's overlay container.
    case container(OverlayContainerEvent)
    /// The scene's own event.
    case scene(SceneEvent)
    /// An event of the scene's named containers (`ContainerManager`).
    case manager(ContainerEvent)

    /// The frame log's spelling: the source event's own.
    public var description: String {
        switch self {
        case let .container(event): return event.description
        case let .scene(event): return event.description
        case let .manager(event): return event.description
        }
    }
}
