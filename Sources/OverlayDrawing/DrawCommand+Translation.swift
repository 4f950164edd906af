extension DrawPoint {
    /// The point moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> DrawPoint {
        DrawPoint(x: x + dx, y: y + dy)
    }
}

extension DrawRect {
    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> DrawRect {
        DrawRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

extension DrawCommand {
    /// The same command moved by (dx, dy) points; a layer's own commands stay relative to its origin.
    public func offsetBy(dx: Double, dy: Double) -> DrawCommand {
        switch self {
        case let .fill(rect, color):
            return .fill(rect.offsetBy(dx: dx, dy: dy), color)
        case let .roundedRect(rect, radii, color):
            return .roundedRect(rect.offsetBy(dx: dx, dy: dy), radii, color)
        case let .shadow(rect, radii, color, radius, sx, sy):
            return .shadow(rect.offsetBy(dx: dx, dy: dy), radii, color: color, radius: radius, dx: sx, dy: sy)
        case let .line(from, to, width, color):
            return .line(from: from.offsetBy(dx: dx, dy: dy), to: to.offsetBy(dx: dx, dy: dy), width: width, color: color)
        case let .polygon(points, color):
            return .polygon(points.map { $0.offsetBy(dx: dx, dy: dy) }, color)
        case let .circle(center, radius, color):
            return .circle(center: center.offsetBy(dx: dx, dy: dy), radius: radius, color: color)
        case let .text(string, origin, size, face, color, alignment, maxWidth):
            return .text(
                string, origin: origin.offsetBy(dx: dx, dy: dy), size: size, face: face, color: color,
                alignment: alignment, maxWidth: maxWidth)
        case let .pushClip(rect):
            return .pushClip(rect.offsetBy(dx: dx, dy: dy))
        case .popClip:
            return .popClip
        case let .layer(key, origin, width, height, commands):
            return .layer(key: key, origin: origin.offsetBy(dx: dx, dy: dy), width: width, height: height, commands: commands)
        case let .image(image, rect, opacity):
            return .image(image, in: rect.offsetBy(dx: dx, dy: dy), opacity: opacity)
        }
    }
}

extension DrawList {
    /// Appends another list's commands, moved by (dx, dy) and clipped to that list's canvas: how side-by-side
    /// comparisons are drawn in one frame.
    public mutating func append(_ other: DrawList, dx: Double, dy: Double) {
        commands.append(.pushClip(DrawRect(x: dx, y: dy, width: other.width, height: other.height)))
        commands.append(.fill(DrawRect(x: dx, y: dy, width: other.width, height: other.height), other.background))
        for command in other.commands { commands.append(command.offsetBy(dx: dx, dy: dy)) }
        commands.append(.popClip)
    }
}

extension DrawCommand {
    /// The same command with every colour's alpha multiplied by `opacity` (0…1): how a view's alpha reaches what
    /// it draws. A layer's commands are faded too, under a key that names the opacity (its cached texture is
    /// drawn at that opacity).
    public func withOpacity(_ opacity: Double) -> DrawCommand {
        guard opacity < 1 else { return self }
        switch self {
        case let .fill(rect, color):
            return .fill(rect, color.withOpacity(opacity))
        case let .roundedRect(rect, radii, color):
            return .roundedRect(rect, radii, color.withOpacity(opacity))
        case let .shadow(rect, radii, color, radius, dx, dy):
            return .shadow(rect, radii, color: color.withOpacity(opacity), radius: radius, dx: dx, dy: dy)
        case let .line(from, to, width, color):
            return .line(from: from, to: to, width: width, color: color.withOpacity(opacity))
        case let .polygon(points, color):
            return .polygon(points, color.withOpacity(opacity))
        case let .circle(center, radius, color):
            return .circle(center: center, radius: radius, color: color.withOpacity(opacity))
        case let .text(string, origin, size, face, color, alignment, maxWidth):
            return .text(
                string, origin: origin, size: size, face: face, color: color.withOpacity(opacity), alignment: alignment,
                maxWidth: maxWidth)
        case .pushClip, .popClip:
            return self
        case let .layer(key, origin, width, height, commands):
            let alpha = DrawColor.channel(opacity)
            return .layer(
                key: "\(key)@\(alpha)", origin: origin, width: width, height: height,
                commands: commands.map { $0.withOpacity(Double(alpha) / 255) })
        case let .image(image, rect, imageOpacity):
            return .image(image, in: rect, opacity: imageOpacity * max(0, opacity))
        }
    }
}
