import CSDL2
import OverlayDrawing

extension DrawListRasterizer {
    /// Whether the current clip is empty, so drawing commands can be skipped.
    var clipIsEmpty: Bool {
        guard clipStack.count > clipBase, let top = clipStack.last else { return false }
        return top.w <= 0 || top.h <= 0
    }

    /// Intersects `rect` (points, rounded outward to whole pixels) with the current clip and applies it.
    /// A rectangle with NaN or infinite values leaves the clip unchanged; a negative size clips everything.
    func pushClip(_ rect: DrawRect, scale: Double, renderer: OpaquePointer) {
        var next =
            clipStack.count > clipBase
            ? clipStack[clipStack.count - 1]
            : SDL_Rect(x: 0, y: 0, w: Int32(targetBounds.x1), h: Int32(targetBounds.y1))
        if let pixels = PixelRect(
            DrawRect(x: rect.x, y: rect.y, width: max(rect.width, 0), height: max(rect.height, 0)),
            scale: scale)
        {
            if rect.width < 0 || rect.height < 0 {
                next.w = 0
                next.h = 0
            } else {
                // Outward rounding: a pixel any part of which is inside the clip may be drawn.
                let x0 = max(Int32(next.x), Self.pixelEdge(pixels.x0.rounded(.down), in: targetBounds.x1))
                let y0 = max(Int32(next.y), Self.pixelEdge(pixels.y0.rounded(.down), in: targetBounds.y1))
                let x1 = min(next.x + next.w, Self.pixelEdge(pixels.x1.rounded(.up), in: targetBounds.x1))
                let y1 = min(next.y + next.h, Self.pixelEdge(pixels.y1.rounded(.up), in: targetBounds.y1))
                next = SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
            }
        }
        clipStack.append(next)
        applyClip(renderer: renderer)
    }

    /// Ends the innermost clip of the current target; an unmatched pop is ignored.
    func popClip(renderer: OpaquePointer) {
        guard clipStack.count > clipBase else { return }
        clipStack.removeLast()
        applyClip(renderer: renderer)
    }

    /// Sets SDL's clip rectangle to the top of the current target's stack (none when the stack is empty).
    func applyClip(renderer: OpaquePointer) {
        if clipStack.count > clipBase, var top = clipStack.last, top.w > 0, top.h > 0 {
            SDL_RenderSetClipRect(renderer, &top)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }
}
