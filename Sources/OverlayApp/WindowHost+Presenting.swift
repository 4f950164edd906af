import CSDL2

extension WindowHost {
    /// Hands the frame the software renderer drew into the window's surface to the display: only the rectangles
    /// the rasterizer changed since the last present when it can bound them (a dragged overlay leaves the map above
    /// it as it was), else the whole surface, as `SDL_RenderPresent` does. On X11 the hand-over is the X server's copy
    /// of the pixels, on its own core; a window at scale 2 is 5 MB a frame. Returns the share of the
    /// `width`×`height` window handed over (`--report-frames`).
    func presentWindowSurface(_ renderer: OpaquePointer, width: Int32, height: Int32) -> Double {
        if let window, let rectangles = rasterizer.takeChangedRectangles(), !rectangles.isEmpty, width > 0, height > 0 {
            // SDL still holds the draw calls it queued since the rasteriser's last flush, if any.
            SDL_RenderFlush(renderer)
            if SDL_UpdateWindowSurfaceRects(window, rectangles, Int32(rectangles.count)) == 0 {
                let area = rectangles.reduce(0) { $0 + Int($1.w) * Int($1.h) }
                return min(Double(area) / (Double(width) * Double(height)), 1)
            }
        }
        SDL_RenderPresent(renderer)
        return 1
    }
}
