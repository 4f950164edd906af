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
    public init(text: String, fontSize: CGFloat = 17, weight: Weight = .regular,
                textColor: RGBAColor = RGBAColor(hex: 0x1C1C1E), alignment: Alignment = .left, frame: CGRect = .zero) {
        self.text = text
        self.fontSize = fontSize
        self.weight = weight
        self.textColor = textColor
        self.alignment = alignment
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
