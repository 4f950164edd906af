import Foundation

/// A view's drop shadow: colour and opacity, blur radius and offset in points.
public struct ViewShadow: Hashable, Sendable {
    public var color: RGBAColor
    public var radius: CGFloat
    public var offset: CGSize

    /// Creates a shadow.
    public init(
        color: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: CGFloat = 3,
        offset: CGSize = CGSize(width: 0, height: 1)
    ) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
