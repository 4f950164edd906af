import CSDL2

extension DrawListRasterizer {
    /// Rectangles of the target last drawn with `draw(_:into:pixels:)` outside which its pixels are as they were at
    /// the previous call, at most `limit` of them; nil when that cannot be bounded (a frame drawn from its clear, the
    /// whole copy of the frame's shared start put back, `targetPixelsMayHaveChanged()`, a frame drawn with
    /// `draw(_:into:)`): then any pixel may have changed. Call it when the target is shown: a window then hands the
    /// display only these rectangles instead of the whole frame.
    ///
    /// The rectangles hold what the frames since the previous call put back from the copy and drew after it; the
    /// commands a frame draws before its new copy point are the previous frame's, inside what that frame noted.
    public func takeChangedRectangles(limit: Int = 8) -> [SDL_Rect]? {
        let rectangles = prefix.changedIsBounded ? prefix.changed.rectangles(limit: limit) : nil
        if let setup = prefix.setup {
            prefix.changed.reset(width: setup.width, height: setup.height)
            prefix.changedIsBounded = true
        } else {
            prefix.changedIsBounded = false
        }
        return rectangles
    }
}
