import Foundation
import OverlayUIKit

/// Where a shown view sits in its container: one of nine positions (top/center/bottom × leading/center/trailing),
/// like SwiftUI's `Alignment`. Leading is left (the model is left-to-right).
public struct ContainerAlignment: Hashable, Sendable {
    /// Horizontal part of an alignment.
    public enum Horizontal: Hashable, Sendable { case leading, center, trailing }
    /// Vertical part of an alignment.
    public enum Vertical: Hashable, Sendable { case top, center, bottom }

    /// The horizontal part.
    public var horizontal: Horizontal
    /// The vertical part.
    public var vertical: Vertical

    /// Creates an alignment from its two parts.
    public init(horizontal: Horizontal, vertical: Vertical) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = ContainerAlignment(horizontal: .leading, vertical: .top)
    public static let top = ContainerAlignment(horizontal: .center, vertical: .top)
    public static let topTrailing = ContainerAlignment(horizontal: .trailing, vertical: .top)
    public static let leading = ContainerAlignment(horizontal: .leading, vertical: .center)
    public static let center = ContainerAlignment(horizontal: .center, vertical: .center)
    public static let trailing = ContainerAlignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = ContainerAlignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = ContainerAlignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = ContainerAlignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` placed in `rect` at this alignment (a view larger than the rect overflows evenly
    /// when centred, or past the far edge otherwise).
    public func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(
            x: Self.offset(horizontal: horizontal, length: size.width, in: rect.minX, rect.width),
            y: Self.offset(vertical: vertical, length: size.height, in: rect.minY, rect.height))
    }

    static func offset(horizontal: Horizontal, length: CGFloat, in start: CGFloat, _ available: CGFloat) -> CGFloat {
        switch horizontal {
        case .leading: return start
        case .center: return start + (available - length) / 2
        case .trailing: return start + available - length
        }
    }

    static func offset(vertical: Vertical, length: CGFloat, in start: CGFloat, _ available: CGFloat) -> CGFloat {
        switch vertical {
        case .top: return start
        case .center: return start + (available - length) / 2
        case .bottom: return start + available - length
        }
    }
}
