import Foundation

/// A line of text, like a one-line `UILabel`: drawn by the renderer with DejaVu Sans.
open class Label: View {
    /// The typefaces a label can use.
    public enum Weight: String, Hashable, Sendable {
        case regular, bold, monospaced
    }

    /// Horizontal placement inside the bounds.
    public enum Alignment: String, Hashable, Sendable {
        case left, center, right
    }

    /// The text; empty draws nothing.
    public var text: String
    /// Font size in points.
    public var fontSize: CGFloat
    /// The typeface.
    public var weight: Weight
    /// The text colour.
    public var textColor: RGBAColor
    /// Where the line sits horizontally; vertically it is centred.
    public var alignment: Alignment

    /// Creates a label.
    public init(
        text: String, fontSize: CGFloat = 17, weight: Weight = .regular,
        textColor: RGBAColor = RGBAColor(hex: 0x1C1C1E), alignment: Alignment = .left, frame: CGRect = .zero
    ) {
        self.text = text
        self.fontSize = fontSize
        self.weight = weight
        self.textColor = textColor
        self.alignment = alignment
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Draws the text (Label+Drawing.swift): vertically centred, placed by `alignment`, cut with an ellipsis where
    /// wider than the label, scaled with a transform that scales the label; the glyphs may overhang the frame.
    open override func draw(in context: ViewDrawingContext) {
        drawText(in: context)
    }
}

/// A font as `UIFont` describes one: a size and a weight. Labels draw DejaVu Sans: semibold and heavier weights
/// draw bold, a monospaced font draws DejaVu Sans Mono.
public struct Font: Hashable, Sendable {
    /// A font weight, as `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The size in points.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// Whether every character has the same width.
    public var isMonospaced: Bool

    /// The system font of a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight, isMonospaced: false)
    }

    /// The bold system font of a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The monospaced system font of a size.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight, isMonospaced: true)
    }
}

extension Label {
    /// The label's font, as `UILabel.font`: its `fontSize` and `weight`.
    public var font: Font {
        get { Font(pointSize: fontSize, weight: weight == .bold ? .bold : .regular, isMonospaced: weight == .monospaced) }
        set {
            fontSize = newValue.pointSize
            weight = newValue.isMonospaced ? .monospaced : newValue.weight.rawValue >= Font.Weight.semibold.rawValue ? .bold : .regular
        }
    }

    /// Where the line sits horizontally, as `UILabel.textAlignment`.
    public var textAlignment: Alignment {
        get { alignment }
        set { alignment = newValue }
    }
}
