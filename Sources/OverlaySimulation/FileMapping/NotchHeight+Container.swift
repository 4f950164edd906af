import Foundation
import OverlayFiles

/// A scenario file's notch as the height a container delegate returns for it.
extension NotchHeight {
    /// The notch's height in points when the overlay has `availableSpace` points to move in.
    public func height(availableSpace: CGFloat) -> CGFloat {
        switch self {
        case let .points(points): return CGFloat(points)
        case let .fraction(fraction): return CGFloat(fraction) * availableSpace
        case let .belowTop(points): return availableSpace - CGFloat(points)
        }
    }
}
