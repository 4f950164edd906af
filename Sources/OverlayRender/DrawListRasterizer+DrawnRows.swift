import CSDL2
import OverlayDrawing

extension DrawListRasterizer {
    /// Tells the rasterizer that something else may have changed the pixels of the target it last drew into with
    /// `draw(_:into:pixels:)` (a window's surface made anew at the same address, a frame copied into it): the next
    /// frame then puts back the whole copy of the frame's shared start, not only what the previous frame drew over it.
    public func targetPixelsMayHaveChanged() {
        prefix.knowsDrawn = false
        prefix.changedIsBounded = false
    }

    /// The share of the target's pixels (0…1) that the last `draw(_:into:pixels:)` put back from its copy of the
    /// frame's shared start: what the frame before drew over that start, less what this frame overwrites first. Nil
    /// when the frame was drawn from its clear (no shared start, another target, or not drawn into pixels).
    public var lastFramePutBack: Double? {
        guard let bytes = prefix.lastRestoredBytes, let setup = prefix.setup, setup.width > 0, setup.height > 0 else { return nil }
        return Double(bytes) / Double(setup.width * setup.height * 4)
    }

    /// Notes the pixels `command` may change, within the current clip, when the rows drawn are being tracked. The
    /// bounds are the shape's with its feather and a pixel to spare each side (a vertex snapped to a whole pixel);
    /// text is noted where it is copied (`noteDrawn(_:)`).
    func noteDrawn(by command: DrawCommand, scale: Double) {
        guard tracksDrawnRows else { return }
        switch command {
        case let .fill(rect, _):
            if let pixels = fillPixels(rect, scale: scale) { noteDrawn(pixels) }
        case let .roundedRect(rect, _, _):
            if let pixels = PixelRect(rect, scale: scale) { noteDrawn(pixels, spare: 2) }
        case let .shadow(rect, _, _, radius, dx, dy):
            let moved = DrawRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
            let blur = radius * scale
            let feather = blur.isFinite ? min(max(blur, 1), 4096) : 1
            if let pixels = PixelRect(moved, scale: scale) { noteDrawn(pixels, spare: feather + 2) }
        case let .line(from, to, width, _):
            let box = PixelRect(
                x0: min(from.x, to.x) * scale, y0: min(from.y, to.y) * scale, x1: max(from.x, to.x) * scale,
                y1: max(from.y, to.y) * scale)
            // NaN anywhere: `note` then takes the whole target.
            let nan = from.x.isNaN || from.y.isNaN || to.x.isNaN || to.y.isNaN
            noteDrawn(nan ? PixelRect(x0: .nan, y0: 0, x1: 0, y1: 0) : box, spare: abs(width * scale) + 3)
        case let .polygon(points, _):
            guard let first = points.first else { return }
            var box = PixelRect(x0: first.x, y0: first.y, x1: first.x, y1: first.y)
            for point in points {
                guard !point.x.isNaN, !point.y.isNaN else { return noteDrawn(PixelRect(x0: .nan, y0: 0, x1: 0, y1: 0)) }
                box = PixelRect(x0: min(box.x0, point.x), y0: min(box.y0, point.y), x1: max(box.x1, point.x), y1: max(box.y1, point.y))
            }
            noteDrawn(PixelRect(x0: box.x0 * scale, y0: box.y0 * scale, x1: box.x1 * scale, y1: box.y1 * scale), spare: 3)
        case let .circle(center, radius, _):
            let box = DrawRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
            if let pixels = PixelRect(box, scale: scale) { noteDrawn(pixels, spare: 2) }
        case let .layer(_, origin, width, height, _):
            if let pixels = PixelRect(DrawRect(x: origin.x, y: origin.y, width: width, height: height), scale: scale) {
                noteDrawn(pixels, spare: 1)
            }
        case let .image(_, rect, _):
            if let pixels = PixelRect(rect, scale: scale) { noteDrawn(pixels, spare: 1) }
        case .text, .pushClip, .popClip:
            break
        }
    }

    /// Notes the pixels of `rect` within the current clip, when the rows drawn are being tracked.
    func noteDrawn(_ rect: SDL_Rect) {
        guard tracksDrawnRows else { return }
        noteDrawn(
            PixelRect(x0: Double(rect.x), y0: Double(rect.y), x1: Double(rect.x) + Double(rect.w), y1: Double(rect.y) + Double(rect.h)))
    }

    /// Notes `rect` grown by `spare` pixels each side, cut to the current clip.
    private func noteDrawn(_ rect: PixelRect, spare: Double = 0) {
        var box = PixelRect(x0: rect.x0 - spare, y0: rect.y0 - spare, x1: rect.x1 + spare, y1: rect.y1 + spare)
        if clipStack.count > clipBase, let clip = clipStack.last, !box.x0.isNaN, !box.y0.isNaN, !box.x1.isNaN, !box.y1.isNaN {
            box = PixelRect(
                x0: max(box.x0, Double(clip.x)), y0: max(box.y0, Double(clip.y)),
                x1: min(box.x1, Double(clip.x) + Double(clip.w)), y1: min(box.y1, Double(clip.y) + Double(clip.h)))
        }
        prefix.drawn.note(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1)
    }
}
