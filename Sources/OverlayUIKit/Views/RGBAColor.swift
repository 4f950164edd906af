import Foundation

/// A colour with straight alpha, components 0…1: what views are painted with (no renderer types in the core), and
/// the stand-in for `UIColor` (its named and system colours are the light-mode ones).
public struct RGBAColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from its components (0…1).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: `white` 0 is black, 1 is white, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from `0xRRGGBB` and an opacity.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Black at opacity 0.3: the usual dimming behind a pop-up.
    public static let dim = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)

    // MARK: - Named colours (`UIColor.black`, …)

    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let red = RGBAColor(red: 1, green: 0, blue: 0)
    public static let green = RGBAColor(red: 0, green: 1, blue: 0)
    public static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    public static let yellow = RGBAColor(red: 1, green: 1, blue: 0)
    public static let orange = RGBAColor(red: 1, green: 0.5, blue: 0)
    public static let purple = RGBAColor(red: 0.5, green: 0, blue: 0.5)
    public static let brown = RGBAColor(red: 0.6, green: 0.4, blue: 0.2)
    public static let cyan = RGBAColor(red: 0, green: 1, blue: 1)
    public static let magenta = RGBAColor(red: 1, green: 0, blue: 1)
    public static let gray = RGBAColor(white: 0.5)
    public static let lightGray = RGBAColor(white: 2.0 / 3)
    public static let darkGray = RGBAColor(white: 1.0 / 3)

    // MARK: - System colours (light mode)

    public static let systemBlue = RGBAColor(hex: 0x007AFF)
    public static let systemRed = RGBAColor(hex: 0xFF3B30)
    public static let systemGreen = RGBAColor(hex: 0x34C759)
    public static let systemOrange = RGBAColor(hex: 0xFF9500)
    public static let systemYellow = RGBAColor(hex: 0xFFCC00)
    public static let systemPink = RGBAColor(hex: 0xFF2D55)
    public static let systemPurple = RGBAColor(hex: 0xAF52DE)
    public static let systemTeal = RGBAColor(hex: 0x5AC8FA)
    public static let systemIndigo = RGBAColor(hex: 0x5856D6)
    public static let systemGray = RGBAColor(hex: 0x8E8E93)
    public static let systemGray2 = RGBAColor(hex: 0xAEAEB2)
    public static let systemGray3 = RGBAColor(hex: 0xC7C7CC)
    public static let systemGray4 = RGBAColor(hex: 0xD1D1D6)
    public static let systemGray5 = RGBAColor(hex: 0xE5E5EA)
    public static let systemGray6 = RGBAColor(hex: 0xF2F2F7)
    public static let systemBackground = RGBAColor.white
    public static let secondarySystemBackground = RGBAColor(hex: 0xF2F2F7)
    public static let tertiarySystemBackground = RGBAColor.white
    public static let systemGroupedBackground = RGBAColor(hex: 0xF2F2F7)
    public static let label = RGBAColor.black
    public static let secondaryLabel = RGBAColor(hex: 0x3C3C43, alpha: 0.6)
    public static let tertiaryLabel = RGBAColor(hex: 0x3C3C43, alpha: 0.3)
    public static let separator = RGBAColor(hex: 0x3C3C43, alpha: 0.29)
}
