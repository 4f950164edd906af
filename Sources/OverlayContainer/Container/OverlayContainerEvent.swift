import Foundation
import OverlayPhysics
import OverlayUIKit

/// Where the overlay stands relative to its reachable range (<doc:TranslationPosition>, exact equality).
public enum OverlayTranslationPosition: String, Hashable, Sendable {
    /// At the highest reachable height only.
    case top
    /// At the lowest reachable height only.
    case bottom
    /// Neither (including rubber-banding past either end).
    case inFlight
    /// At a height that is both the lowest and the highest reachable (a single reachable notch).
    case stationary
}

/// A delegate callback as it fired, for frame logs and tests (an OverlaySim addition).
public enum OverlayContainerEvent: Hashable, Sendable, CustomStringConvertible {
    case willStartDragging
    case willEndDragging(velocity: CGPoint)
    case willMove(notch: Int)
    case didMove(notch: Int)
    case willTranslate(isAnimated: Bool, isDragging: Bool, targetHeight: CGFloat)

    /// The frame log's spelling: `willStartDragging`, `willTranslate`, `willEndDragging`, `willMove:2`, `didMove:2`.
    public var description: String {
        switch self {
        case .willStartDragging: return "willStartDragging"
        case .willEndDragging: return "willEndDragging"
        case let .willMove(notch): return "willMove:\(notch)"
        case let .didMove(notch): return "didMove:\(notch)"
        case .willTranslate: return "willTranslate"
        }
    }
}
