/// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel.
public struct DrawColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB` and an opacity 0…1.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
            alpha: DrawColor.channel(opacity))
    }

    /// The same colour with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> DrawColor {
        var copy = self
        copy.alpha = DrawColor.channel(Double(alpha) / 255 * opacity)
        return copy
    }

    /// An opacity 0…1 (clamped; NaN is 0) as a channel value, rounded.
    public static func channel(_ opacity: Double) -> UInt8 {
        guard opacity.isFinite else { return 0 }
        return UInt8((min(max(opacity, 0), 1) * 255).rounded())
    }

    public static let black = DrawColor(red: 0, green: 0, blue: 0)
    public static let white = DrawColor(red: 255, green: 255, blue: 255)
    public static let clear = DrawColor(red: 0, green: 0, blue: 0, alpha: 0)
}
