import OverlayDrawing

/// Where a notch line's label goes: on the line's own side of the card, clear of the HUD's panel and chart and of
/// every text the scene drew, so a label never hides a list row's words (the line itself, 1 pt and translucent,
/// may cross them).
struct NotchLabelPlacement {
    /// The boxes of the texts the scene drew, in window points, cut to the clip each was drawn under.
    private(set) var textBoxes: [DrawRect] = []

    /// Reads the scene's texts from `commands` (the frame so far, before the HUD), layers' contents included.
    init(scene commands: [DrawCommand]) {
        var clips: [DrawRect?] = []
        collect(commands, dx: 0, dy: 0, clips: &clips)
    }

    /// The label's pill for a line at `y` running from `left` to `right`: the first clear place among above the
    /// line at its right end, at its left end, below it at the right end, at the left end (the HUD's usual places),
    /// then sliding leftwards along the line, above and then below, in 4 pt steps; nil when every place covers
    /// something (the line is drawn without its label).
    func pill(width: Double, lineY y: Double, from left: Double, to right: Double, avoiding: [DrawRect]) -> DrawRect? {
        let above = y - 17, below = y + 2
        let rightX = right - 6 - width, leftX = left + 6
        var candidates = [(rightX, above), (leftX, above), (rightX, below), (leftX, below)]
        for row in [above, below] {
            for x in stride(from: rightX - 4, to: leftX, by: -4) { candidates.append((x, row)) }
        }
        for (x, top) in candidates {
            let pill = DrawRect(x: x, y: top, width: width, height: 15)
            if !avoiding.contains(where: { pill.overlaps($0) }) && !textBoxes.contains(where: { pill.overlaps($0) }) {
                return pill
            }
        }
        return nil
    }

    private mutating func collect(_ commands: [DrawCommand], dx: Double, dy: Double, clips: inout [DrawRect?]) {
        for command in commands {
            switch command {
            case let .text(string, origin, size, face, _, alignment, maxWidth):
                let measured = TextMetrics.width(of: string, size: size, face: face)
                let width = maxWidth.map { min($0, measured) } ?? measured
                let x: Double
                switch alignment {
                case .left: x = origin.x
                case .center: x = origin.x - width / 2
                case .right: x = origin.x - width
                }
                // Glyphs reach about 1.2 × the size below the text's top (descenders included).
                var box = DrawRect(x: x + dx, y: origin.y + dy, width: width, height: size * 1.2)
                if let clip = clips.last ?? nil { box = box.clipped(to: clip) }
                if !box.isEmpty { textBoxes.append(box) }
            case let .pushClip(rect):
                let moved = DrawRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
                clips.append((clips.last ?? nil).map { moved.clipped(to: $0) } ?? moved)
            case .popClip:
                _ = clips.popLast()
            case let .layer(_, origin, width, height, layerCommands):
                // A layer's commands are relative to it and cut to its size.
                let frame = DrawRect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
                var layerClips: [DrawRect?] = [(clips.last ?? nil).map { frame.clipped(to: $0) } ?? frame]
                collect(layerCommands, dx: origin.x + dx, dy: origin.y + dy, clips: &layerClips)
            case .fill, .roundedRect, .shadow, .line, .polygon, .circle, .image:
                continue
            }
        }
    }
}

extension DrawRect {
    /// The part of the rectangle inside `clip` (empty when they do not meet).
    func clipped(to clip: DrawRect) -> DrawRect {
        let x0 = max(x, clip.x), y0 = max(y, clip.y), x1 = min(maxX, clip.maxX), y1 = min(maxY, clip.maxY)
        return DrawRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
