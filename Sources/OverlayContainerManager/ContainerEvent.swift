import Foundation
import OverlayUIKit

/// The identity of a view given to `show`: sequential integers per manager, starting at 1.
public struct ContainerViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The sequence number.
    public let rawValue: Int

    /// Wraps a sequence number.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ContainerViewID, rhs: ContainerViewID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { String(rawValue) }
}

/// What happened to a container's views, reported to the observers of `ContainerManager.addObserver(_:)`.
/// Descriptions are compact strings for logs and tests, e.g. "appear:toast:3".
public enum ContainerEvent: Hashable, Sendable, CustomStringConvertible {
    /// The view was inserted into the container (its appearing transition starts; appear action already ran).
    case appear(container: String, id: ContainerViewID)
    /// The view's dismissal started (its disappearing transition starts).
    case dismiss(container: String, id: ContainerViewID)
    /// The view was removed after its disappearing transition (its disappear action already ran).
    case disappear(container: String, id: ContainerViewID)
    /// The view waits in the container's queue.
    case queued(container: String, id: ContainerViewID)
    /// The view waits for the debounce interval (`.debounce` containers).
    case pending(container: String, id: ContainerViewID)
    /// A pending view was replaced by a later show call within the debounce interval and will never show.
    case debounced(container: String, id: ContainerViewID)
    /// A view that never appeared was dropped (dismissed while waiting or pending).
    case discarded(container: String, id: ContainerViewID)
    /// A call named a container that is not registered; nothing happened.
    case unknownContainer(String)

    public var description: String {
        switch self {
        case .appear(let name, let id): return "appear:\(name):\(id)"
        case .dismiss(let name, let id): return "dismiss:\(name):\(id)"
        case .disappear(let name, let id): return "disappear:\(name):\(id)"
        case .queued(let name, let id): return "queued:\(name):\(id)"
        case .pending(let name, let id): return "pending:\(name):\(id)"
        case .debounced(let name, let id): return "debounced:\(name):\(id)"
        case .discarded(let name, let id): return "discarded:\(name):\(id)"
        case .unknownContainer(let name): return "unknownContainer:\(name)"
        }
    }
}
