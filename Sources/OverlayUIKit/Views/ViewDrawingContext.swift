import Foundation
import OverlayDrawing

/// What a view's `draw(in:)` appends its content to: draw-list commands in the view's own coordinates (points,
/// y down, (0, 0) at the top left of its bounds, `size` its bounds' size). The renderer then moves the commands
/// to where the view is on screen, clips them to its bounds and fades them with its alpha.
///
/// Any `DrawCommand` can be appended; the methods below spell the common ones in the view tree's own types.
/// The built-in views (labels, tables, the scenes' map and symbols) draw through the same context as a user's
/// views do; what they need beyond the size (the frame's pixel density, its instant, where the view is on screen
/// through its transforms) is here too.
public final class ViewDrawingContext {
    /// The size of the view's bounds, points.
    public private(set) var size: CGSize
    /// What has been drawn, in order, in the view's coordinates.
    public private(set) var commands: [DrawCommand] = []
    /// Pixels per point of the frame being drawn (content aligned to the pixel grid, hairlines).
    public private(set) var scale = 1.0
    /// The simulated instant of the frame, seconds (content that fades by itself, as a scroll indicator does).
    public private(set) var time = 0.0
    /// The alpha the view is drawn with: its presentation alpha times its superviews'. Commands appended with
    /// `append(_:)` are faded by it; `appendFaded(_:)` takes commands whose colours already include it (see
    /// `fadedColor(_:)`, which rounds a colour once instead of twice).
    public private(set) var opacity = 1.0
    /// Where the view is on screen, window points, through its and its superviews' presentation transforms: its
    /// bounds' top left is moved there, and a view whose transform scales it is drawn `frameInWindow.size` large.
    public private(set) var frameInWindow: CGRect = .zero
    /// Whether the view's content is clipped to its on-screen frame (the default). Content that may overhang,
    /// as a label's glyphs may, sets it to false in `draw(in:)`.
    public var clipsContent = true

    /// An empty context for a view of `size` (a renderer reuses one; a test makes its own).
    public init(size: CGSize) {
        self.size = size
        frameInWindow = CGRect(origin: .zero, size: size)
    }

    /// Empties the context for the next view, keeping its storage.
    public func reset(size: CGSize) {
        reset(size: size, frameInWindow: CGRect(origin: .zero, size: size), scale: 1, time: 0, opacity: 1)
    }

    /// Empties the context for the next view of a frame: its size, where it is on screen, the frame's pixel
    /// density and instant, and the view's accumulated alpha.
    public func reset(size: CGSize, frameInWindow: CGRect, scale: Double, time: Double, opacity: Double) {
        self.size = size
        self.frameInWindow = frameInWindow
        self.scale = scale
        self.time = time
        self.opacity = opacity
        clipsContent = true
        commands.removeAll(keepingCapacity: true)
    }

    /// The view's bounds, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Appends any draw-list command, faded by the view's `opacity`.
    public func append(_ command: DrawCommand) {
        commands.append(command.withOpacity(opacity))
    }

    /// Appends a command whose colours already include the view's `opacity` (made with `fadedColor(_:)`).
    public func appendFaded(_ command: DrawCommand) {
        commands.append(command)
    }

    /// `color` with the view's `opacity` applied before rounding to 8 bits a channel.
    public func fadedColor(_ color: RGBAColor) -> DrawColor {
        DrawColor(
            red: DrawColor.channel(color.red), green: DrawColor.channel(color.green), blue: DrawColor.channel(color.blue),
            alpha: DrawColor.channel(color.alpha * opacity))
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
