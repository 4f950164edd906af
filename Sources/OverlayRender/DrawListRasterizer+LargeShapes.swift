import CSDL2
import OverlayDrawing

extension DrawListRasterizer {
    /// Below this many pixels a shape is drawn as one batch of triangles; above it the interior is a plain fill.
    static let largeShapeArea = 96.0 * 96.0

    /// Draws a rounded rectangle (or a shadow, with a wide feather). A large one is split, because SDL's software
    /// renderer fills triangles pixel by pixel with colour interpolation, far slower than a plain rectangle fill:
    /// the interior box, which the triangles would paint in the flat colour anyway, becomes one
    /// `SDL_RenderFillRect`, and the same triangles are drawn four times clipped to the bands around it (top,
    /// bottom, left, right; they do not overlap each other or the box, so translucent colours blend once). Every
    /// edge is a whole pixel, so the pixels are the same as drawing the triangles alone.
    ///
    /// `covered` is a pixel rectangle the next command overwrites without blending (the opaque interior of the card
    /// a shadow lies under): the interior box leaves it out, since whatever it painted there would be replaced.
    func drawRoundedShape(
        _ pixels: PixelRect, radii: CornerRadii, color: DrawColor, feather: Double, taper: Bool,
        covered: SDL_Rect? = nil, renderer: OpaquePointer
    ) {
        guard splitsLargeShapes, let split = largeShapeSplit(pixels, radii: radii, feather: feather) else {
            batch.addRoundedRect(pixels, radii: radii, color: color, feather: feather, taperAtEdges: taper, bounds: targetBounds)
            return
        }
        let (left, right, top, bottom) = split
        batch.flush(into: renderer)
        let outer = PixelRect(
            x0: (pixels.x0 - feather - 2).rounded(.down), y0: (pixels.y0 - feather - 2).rounded(.down),
            x1: (pixels.x1 + feather + 2).rounded(.up), y1: (pixels.y1 + feather + 2).rounded(.up))
        let bands = [
            PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: top),
            PixelRect(x0: outer.x0, y0: bottom, x1: outer.x1, y1: outer.y1),
            PixelRect(x0: outer.x0, y0: top, x1: left, y1: bottom),
            PixelRect(x0: right, y0: top, x1: outer.x1, y1: bottom),
        ]
        batch.addRoundedRect(pixels, radii: radii, color: color, feather: feather, taperAtEdges: taper, bounds: targetBounds)
        let triangles = batch.indices
        for band in bands {
            // Each band in pieces of at most `bandPiece` pixels along it: SDL visits every pixel of a triangle's box
            // within the clip, and a fan's triangle from the shape's centre has a box as long as the band, though
            // it crosses only a corner of it. In pieces, it is drawn only in those it may touch.
            let along = band.width >= band.height
            let length = along ? band.width : band.height
            let piece = bandPiece.isFinite ? max(1, bandPiece.rounded()) : max(1, length)
            let count = max(1, Int((length / piece).rounded(.up)))
            for index in 0..<count {
                let start = (along ? band.x0 : band.y0) + Double(index) * piece
                let end = index == count - 1 ? (along ? band.x1 : band.y1) : start + piece
                let part =
                    along
                    ? PixelRect(x0: start, y0: band.y0, x1: end, y1: band.y1)
                    : PixelRect(x0: band.x0, y0: start, x1: band.x1, y1: end)
                guard let clip = withClip(part, renderer: renderer) else { continue }
                // Triangles that miss the part would draw nothing, but SDL would still set each one up.
                batch.replaceIndices(triangles)
                batch.keepTriangles(touching: clip)
                batch.draw(into: renderer)
            }
        }
        batch.removeAll()
        applyClip(renderer: renderer)
        guard color.alpha > 0, let box = interiorBox(left: left, right: right, top: top, bottom: bottom) else { return }
        guard let covered, skipsCoveredInteriors, let hole = Self.intersection(box, covered) else {
            var whole = box
            Self.fillRect(&whole, color: color, renderer: renderer)
            return
        }
        // The box less the hole: the strips above and below it, then left and right of it.
        var pieces = [
            SDL_Rect(x: box.x, y: box.y, w: box.w, h: hole.y - box.y),
            SDL_Rect(x: box.x, y: hole.y + hole.h, w: box.w, h: box.y + box.h - hole.y - hole.h),
            SDL_Rect(x: box.x, y: hole.y, w: hole.x - box.x, h: hole.h),
            SDL_Rect(x: hole.x + hole.w, y: hole.y, w: box.x + box.w - hole.x - hole.w, h: hole.h),
        ]
        for index in pieces.indices where pieces[index].w > 0 && pieces[index].h > 0 {
            Self.fillRect(&pieces[index], color: color, renderer: renderer)
        }
    }

    /// Where a large shape's interior box starts and ends (left, right, top, bottom pixel edges), or nil when the
    /// shape is drawn as triangles alone.
    func largeShapeSplit(_ pixels: PixelRect, radii: CornerRadii, feather: Double) -> (Double, Double, Double, Double)? {
        let limit = min(pixels.width, pixels.height) / 2
        func radius(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        let reach = feather / 2 + 1
        let left = (pixels.x0 + max(radius(radii.topLeft), radius(radii.bottomLeft)) + reach).rounded(.up)
        let right = (pixels.x1 - max(radius(radii.topRight), radius(radii.bottomRight)) - reach).rounded(.down)
        let top = (pixels.y0 + max(radius(radii.topLeft), radius(radii.topRight)) + reach).rounded(.up)
        let bottom = (pixels.y1 - max(radius(radii.bottomLeft), radius(radii.bottomRight)) - reach).rounded(.down)
        guard pixels.width * pixels.height >= Self.largeShapeArea, right - left >= 16, bottom - top >= 16 else { return nil }
        return (left, right, top, bottom)
    }

    /// The interior box of a large shape as SDL fills it, nil when empty.
    func interiorBox(left: Double, right: Double, top: Double, bottom: Double) -> SDL_Rect? {
        var box = SDL_Rect(x: Self.pixelEdge(left, in: targetBounds.x1), y: Self.pixelEdge(top, in: targetBounds.y1), w: 0, h: 0)
        box.w = Self.pixelEdge(right, in: targetBounds.x1) - box.x
        box.h = Self.pixelEdge(bottom, in: targetBounds.y1) - box.y
        return box.w > 0 && box.h > 0 ? box : nil
    }

    /// The pixels `command` writes without blending whatever lies below (an opaque large rounded rectangle's
    /// interior box), nil when it blends everywhere or is not drawn as such a box.
    func opaqueInterior(of command: DrawCommand, scale: Double) -> SDL_Rect? {
        guard splitsLargeShapes, case let .roundedRect(rect, radii, color) = command, color.alpha == 255,
            let pixels = PixelRect(rect, scale: scale),
            let (left, right, top, bottom) = largeShapeSplit(pixels, radii: Self.scaled(radii, scale), feather: 1)
        else { return nil }
        return interiorBox(left: left, right: right, top: top, bottom: bottom)
    }

    static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect? {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return x1 > x0 && y1 > y0 ? SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : nil
    }

    /// Sets SDL's clip to `band` intersected with the current clip and returns it; nil when that is empty.
    private func withClip(_ band: PixelRect, renderer: OpaquePointer) -> SDL_Rect? {
        var x0 = Self.pixelEdge(band.x0, in: targetBounds.x1), y0 = Self.pixelEdge(band.y0, in: targetBounds.y1)
        var x1 = Self.pixelEdge(band.x1, in: targetBounds.x1), y1 = Self.pixelEdge(band.y1, in: targetBounds.y1)
        x0 = max(x0, 0)
        y0 = max(y0, 0)
        x1 = min(x1, Int32(targetBounds.x1))
        y1 = min(y1, Int32(targetBounds.y1))
        if clipStack.count > clipBase, let current = clipStack.last {
            x0 = max(x0, current.x)
            y0 = max(y0, current.y)
            x1 = min(x1, current.x + current.w)
            y1 = min(y1, current.y + current.h)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        var rect = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
        SDL_RenderSetClipRect(renderer, &rect)
        return rect
    }
}
