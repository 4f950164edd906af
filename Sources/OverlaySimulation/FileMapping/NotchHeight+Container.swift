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

    /// The notch moved to `height` points when the overlay has `availableSpace` points, of the same kind, so that
    /// it stays relative to the space as this one is: a fraction stays a fraction (of the new height), a notch
    /// below the top stays that far below it, points stay points. A notch already at `height` is itself.
    public func retuned(to height: Double, availableSpace: Double) -> NotchHeight {
        guard abs(Double(self.height(availableSpace: CGFloat(availableSpace))) - height) > 1e-9 else { return self }
        switch self {
        case .points: return .points(height)
        case .fraction: return availableSpace > 0 ? .fraction(height / availableSpace) : .points(height)
        case .belowTop: return .belowTop(availableSpace - height)
        }
    }
}
