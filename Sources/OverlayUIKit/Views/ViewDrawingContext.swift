import Foundation
import OverlayDrawing

/// What a view's `draw(in:)` appends its content to: draw-list commands in the view's own coordinates (points,
/// y down, (0, 0) at the top left of its bounds, `size` its bounds' size). The renderer then moves the commands
/// to where the view is on screen, clips them to its bounds and fades them with its alpha.
///
/// Any `DrawCommand` can be appended; the methods below spell the common ones in the view tree's own types.
public final class ViewDrawingContext {
    /// The size of the view's bounds, points.
    public private(set) var size: CGSize
    /// What has been drawn, in order, in the view's coordinates.
    public private(set) var commands: [DrawCommand] = []

    /// An empty context for a view of `size` (a renderer reuses one; a test makes its own).
    public init(size: CGSize) {
        self.size = size
    }

    /// Empties the context for the next view, keeping its storage.
    public func reset(size: CGSize) {
        self.size = size
        commands.removeAll(keepingCapacity: true)
    }

    /// The view's bounds, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Appends any draw-list command.
    public func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// Fills a rectangle; with `cornerRadius`, its corners rounded.
    public func fill(_ rect: CGRect, color: RGBAColor, cornerRadius: CGFloat = 0) {
        let drawRect = Self.rect(rect)
        append(
            cornerRadius > 0
                ? .roundedRect(drawRect, CornerRadii(all: Double(cornerRadius)), Self.color(color))
                : .fill(drawRect, Self.color(color)))
    }

    /// Fills a circle.
    public func fillCircle(center: CGPoint, radius: CGFloat, color: RGBAColor) {
        append(.circle(center: Self.point(center), radius: Double(radius), color: Self.color(color)))
    }

    /// Fills a polygon through `points`.
    public func fillPolygon(_ points: [CGPoint], color: RGBAColor) {
        append(.polygon(points.map(Self.point), Self.color(color)))
    }

    /// A straight line `width` points wide.
    public func strokeLine(from start: CGPoint, to end: CGPoint, width: CGFloat = 1, color: RGBAColor) {
        append(.line(from: Self.point(start), to: Self.point(end), width: Double(width), color: Self.color(color)))
    }

    /// One line of text, its top at `origin.y`, placed around `origin.x` by `alignment`, cut with an ellipsis when
    /// wider than `maxWidth`.
    public func drawText(
        _ text: String, at origin: CGPoint, fontSize: CGFloat = 17, weight: Label.Weight = .regular,
        color: RGBAColor, alignment: Label.Alignment = .left, maxWidth: CGFloat? = nil
    ) {
        let face: FontFace = weight == .bold ? .bold : weight == .monospaced ? .monospaced : .regular
        let textAlignment: TextAlignment = alignment == .left ? .left : alignment == .center ? .center : .right
        append(
            .text(
                text, origin: Self.point(origin), size: Double(fontSize), face: face, color: Self.color(color),
                alignment: textAlignment, maxWidth: maxWidth.map(Double.init)))
    }

    /// An image stretched over `rect`.
    public func drawImage(_ image: DrawImage, in rect: CGRect, opacity: Double = 1) {
        append(.image(image, in: Self.rect(rect), opacity: opacity))
    }

    // MARK: - Conversions

    /// A rectangle as the draw list writes it.
    public static func rect(_ rect: CGRect) -> DrawRect {
        DrawRect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// A point as the draw list writes it.
    public static func point(_ point: CGPoint) -> DrawPoint {
        DrawPoint(x: Double(point.x), y: Double(point.y))
    }

    /// A colour as the draw list writes it (8 bits a channel, rounded).
    public static func color(_ color: RGBAColor) -> DrawColor {
        DrawColor(
            red: DrawColor.channel(color.red), green: DrawColor.channel(color.green), blue: DrawColor.channel(color.blue),
            alpha: DrawColor.channel(color.alpha))
    }
}
