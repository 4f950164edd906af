/// A point in drawing coordinates (points, y down).
public struct DrawPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An axis-aligned rectangle in points.
public struct DrawRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    /// Whether the rectangle has no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }
}

/// Corner radii in points, clockwise from the top left.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    /// The same radius on every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
    /// Only the two top corners rounded (the overlay card).
    public static func top(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
    }
    public static let zero = CornerRadii(all: 0)
}

/// The typefaces OverlaySim draws with (DejaVu, from fonts-dejavu-core).
public enum FontFace: String, Hashable, Sendable, CaseIterable {
    case regular
    case bold
    case monospaced
}

/// Horizontal placement of text relative to its anchor.
public enum TextAlignment: String, Hashable, Sendable {
    /// The anchor is the text's left edge.
    case left
    /// The anchor is the text's horizontal centre.
    case center
    /// The anchor is the text's right edge.
    case right
}

/// One drawing operation, in points; the rasteriser multiplies by the list's scale. Plain values only: nothing
/// here knows SDL, so the scene's drawing can be tested and compared without a renderer.
public indirect enum DrawCommand: Hashable, Sendable {
    /// Fills a rectangle (no anti-aliasing needed: it is axis-aligned; edges are rounded to whole pixels).
    case fill(DrawRect, DrawColor)
    /// Fills a rectangle with rounded corners, anti-aliased.
    case roundedRect(DrawRect, CornerRadii, DrawColor)
    /// The soft shadow of a rounded rectangle: `color` (with its alpha as the opacity), blurred over `radius`
    /// points, offset by (`dx`, `dy`). Drawn under the shape, not clipped by it.
    case shadow(DrawRect, CornerRadii, color: DrawColor, radius: Double, dx: Double, dy: Double)
    /// A straight line `width` points wide with butt ends, anti-aliased.
    case line(from: DrawPoint, to: DrawPoint, width: Double, color: DrawColor)
    /// A filled polygon (simple, convex or not), anti-aliased edges.
    case polygon([DrawPoint], DrawColor)
    /// A filled circle, anti-aliased.
    case circle(center: DrawPoint, radius: Double, color: DrawColor)
    /// One line of text, `size` points tall (font size), its top at `origin.y`, placed by `alignment` around
    /// `origin.x`. Text wider than `maxWidth` (when given) is cut with an ellipsis.
    case text(String, origin: DrawPoint, size: Double, face: FontFace, color: DrawColor, alignment: TextAlignment, maxWidth: Double?)
    /// Restricts the following commands to a rectangle (intersected with any enclosing clip) until `popClip`.
    case pushClip(DrawRect)
    /// Ends the innermost `pushClip`.
    case popClip
    /// Commands drawn once into an offscreen layer of `width`×`height` points (their coordinates are relative to
    /// the layer), cached by `key` with the size and scale, then copied at `origin` every time the command appears:
    /// for content that does not change from frame to frame (the map's tiles).
    case layer(key: String, origin: DrawPoint, width: Double, height: Double, commands: [DrawCommand])
    /// A bitmap stretched over a rectangle (smoothly filtered), its alpha multiplied by `opacity` (0…1). The
    /// renderer decodes a PNG image once and keeps its texture (``DrawImage``).
    case image(DrawImage, in: DrawRect, opacity: Double)
}

/// An ordered list of drawing commands for a canvas of `width`×`height` points rendered at `scale` pixels per point.
public struct DrawList: Equatable, Sendable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The colour the canvas is cleared to.
    public var background: DrawColor
    /// The commands, back to front.
    public var commands: [DrawCommand]

    /// An empty list.
    public init(width: Double, height: Double, scale: Double, background: DrawColor = .black) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        commands = []
    }

    /// Empties the list for the next frame, keeping its storage (no allocation per frame once warm).
    public mutating func reset(width: Double, height: Double, scale: Double, background: DrawColor) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        commands.removeAll(keepingCapacity: true)
    }

    /// Appends a command.
    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// The canvas width in whole pixels; 0 for a size that is not finite or not positive, capped at 32768.
    public var pixelWidth: Int { DrawList.pixels(width * scale) }
    /// The canvas height in whole pixels; 0 for a size that is not finite or not positive, capped at 32768.
    public var pixelHeight: Int { DrawList.pixels(height * scale) }

    private static func pixels(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value, 32768).rounded())
    }
}
