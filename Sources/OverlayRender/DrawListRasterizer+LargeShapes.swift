import CSDL2
import OverlayDrawing

extension DrawListRasterizer {
    /// Below this many pixels a shape is drawn as one batch of triangles; above it the interior is a plain fill.
    static let largeShapeArea = 96.0 * 96.0

    /// Draws a rounded rectangle (or a shadow, with a wide feather). A large one is split, because SDL's software
    /// renderer fills triangles pixel by pixel with colour interpolation, far slower than a plain rectangle fill.
    /// What the triangles would paint in the flat colour becomes `SDL_RenderFillRect`s (`LargeShapeSplit.boxes`: for
    /// an opaque shape a cross of three boxes, the shape less its corners and a thin ring along its outline; for a
    /// translucent one the box inside its corners), and the same triangles are drawn clipped to the regions around
    /// them (`LargeShapeSplit.regions`). None of these overlap, so translucent colours blend once, and every edge is
    /// a whole pixel, so the pixels are the same as drawing the triangles alone.
    ///
    /// `covered` are pixel rectangles the next command overwrites without blending (the opaque boxes of the card a
    /// shadow lies under): neither the triangles nor the boxes paint them, since whatever they painted there would
    /// be replaced.
    func drawRoundedShape(
        _ pixels: PixelRect, radii: CornerRadii, color: DrawColor, feather: Double, taper: Bool,
        covered: [SDL_Rect] = [], renderer: OpaquePointer
    ) {
        guard splitsLargeShapes, let split = largeShapeSplit(pixels, radii: radii, feather: feather, opaque: color.alpha == 255)
        else {
            batch.addRoundedRect(pixels, radii: radii, color: color, feather: feather, taperAtEdges: taper, bounds: targetBounds)
            return
        }
        batch.flush(into: renderer)
        batch.addRoundedRect(pixels, radii: radii, color: color, feather: feather, taperAtEdges: taper, bounds: targetBounds)
        let triangles = batch.indices
        // What the next command overwrites needs neither triangles nor fills.
        let holes = skipsCoveredInteriors ? covered : []
        for region in split.regions(outer: Self.outerBounds(of: pixels, feather: feather)) {
            // Each region in pieces of at most `bandPiece` pixels along it: SDL visits every pixel of a triangle's
            // box within the clip, and a fan's triangle from the shape's centre has a box as long as the shape's
            // side, though it crosses only a corner of the region. In pieces, it is drawn only in those it may
            // touch.
            let along = region.width >= region.height
            let length = along ? region.width : region.height
            let piece = bandPiece.isFinite ? max(1, bandPiece.rounded()) : max(1, length)
            let count = max(1, Int((length / piece).rounded(.up)))
            for index in 0..<count {
                let start = (along ? region.x0 : region.y0) + Double(index) * piece
                let end = index == count - 1 ? (along ? region.x1 : region.y1) : start + piece
                let part =
                    along
                    ? PixelRect(x0: start, y0: region.y0, x1: end, y1: region.y1)
                    : PixelRect(x0: region.x0, y0: start, x1: region.x1, y1: end)
                guard let whole = clipRect(part) else { continue }
                for var clip in Self.subtracting(holes, from: whole) {
                    SDL_RenderSetClipRect(renderer, &clip)
                    // Triangles that miss the clip would draw nothing, but SDL would still set each one up.
                    batch.replaceIndices(triangles)
                    batch.keepTriangles(touching: clip)
                    batch.draw(into: renderer)
                }
            }
        }
        batch.removeAll()
        applyClip(renderer: renderer)
        guard color.alpha > 0 else { return }
        for box in split.boxes {
            guard let box = sdlRect(box) else { continue }
            for var piece in Self.subtracting(holes, from: box) {
                Self.fillRect(&piece, color: color, renderer: renderer)
            }
        }
    }

    /// `rect` less `holes`: each hole cuts what is left into at most four rectangles (above the hole, below it,
    /// then left and right of it).
    static func subtracting(_ holes: [SDL_Rect], from rect: SDL_Rect) -> [SDL_Rect] {
        var left = [rect]
        for hole in holes {
            left = left.flatMap { piece -> [SDL_Rect] in
                guard let cut = intersection(piece, hole) else { return [piece] }
                return [
                    SDL_Rect(x: piece.x, y: piece.y, w: piece.w, h: cut.y - piece.y),
                    SDL_Rect(x: piece.x, y: cut.y + cut.h, w: piece.w, h: piece.y + piece.h - cut.y - cut.h),
                    SDL_Rect(x: piece.x, y: cut.y, w: cut.x - piece.x, h: cut.h),
                    SDL_Rect(x: cut.x + cut.w, y: cut.y, w: piece.x + piece.w - cut.x - cut.w, h: cut.h),
                ].filter { $0.w > 0 && $0.h > 0 }
            }
        }
        return left
    }

    /// Where a large shape's triangles may paint: its rectangle grown by the feather and two pixels, on whole
    /// pixels.
    static func outerBounds(of pixels: PixelRect, feather: Double) -> PixelRect {
        PixelRect(
            x0: (pixels.x0 - feather - 2).rounded(.down), y0: (pixels.y0 - feather - 2).rounded(.down),
            x1: (pixels.x1 + feather + 2).rounded(.up), y1: (pixels.y1 + feather + 2).rounded(.up))
    }

    /// How a large shape is split between flat boxes and triangles, or nil when it is drawn as triangles alone
    /// (too small, or too narrow between its corners for the split to pay).
    func largeShapeSplit(_ pixels: PixelRect, radii: CornerRadii, feather: Double, opaque: Bool) -> LargeShapeSplit? {
        let limit = min(pixels.width, pixels.height) / 2
        func radius(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        // Past half the feather inside the outline the triangles are the flat colour; one pixel more allows for
        // SDL truncating vertex positions to whole pixels.
        let reach = feather / 2 + 1
        let edge = PixelRect(
            x0: (pixels.x0 + reach).rounded(.up), y0: (pixels.y0 + reach).rounded(.up),
            x1: (pixels.x1 - reach).rounded(.down), y1: (pixels.y1 - reach).rounded(.down))
        let corner = PixelRect(
            x0: (pixels.x0 + max(radius(radii.topLeft), radius(radii.bottomLeft)) + reach).rounded(.up),
            y0: (pixels.y0 + max(radius(radii.topLeft), radius(radii.topRight)) + reach).rounded(.up),
            x1: (pixels.x1 - max(radius(radii.topRight), radius(radii.bottomRight)) - reach).rounded(.down),
            y1: (pixels.y1 - max(radius(radii.bottomLeft), radius(radii.bottomRight)) - reach).rounded(.down))
        guard pixels.width * pixels.height >= Self.largeShapeArea, corner.width >= 16, corner.height >= 16 else { return nil }
        return LargeShapeSplit(edge: opaque ? edge : corner, corner: corner)
    }

    /// The pixels SDL fills for `rect` (whole-pixel edges, clamped to the target), nil when empty.
    func sdlRect(_ rect: PixelRect) -> SDL_Rect? {
        var box = SDL_Rect(x: Self.pixelEdge(rect.x0, in: targetBounds.x1), y: Self.pixelEdge(rect.y0, in: targetBounds.y1), w: 0, h: 0)
        box.w = Self.pixelEdge(rect.x1, in: targetBounds.x1) - box.x
        box.h = Self.pixelEdge(rect.y1, in: targetBounds.y1) - box.y
        return box.w > 0 && box.h > 0 ? box : nil
    }

    /// The pixels `command` writes without blending whatever lies below: the boxes of an opaque large rounded
    /// rectangle (the middle one, the largest, first); none when it blends everywhere or is not drawn in boxes.
    func opaqueBoxes(of command: DrawCommand, scale: Double) -> [SDL_Rect] {
        guard splitsLargeShapes, case let .roundedRect(rect, radii, color) = command, color.alpha == 255,
            let pixels = PixelRect(rect, scale: scale),
            let split = largeShapeSplit(pixels, radii: Self.scaled(radii, scale), feather: 1, opaque: true)
        else { return [] }
        let boxes = split.boxes
        return [boxes[1], boxes[0], boxes[2]].compactMap(sdlRect)
    }

    /// The largest box of pixels `command` writes without blending (`opaqueBoxes(of:)`' first), nil when none.
    func opaqueInterior(of command: DrawCommand, scale: Double) -> SDL_Rect? {
        opaqueBoxes(of: command, scale: scale).first
    }

    static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect? {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return x1 > x0 && y1 > y0 ? SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : nil
    }

    /// `part` on whole pixels intersected with the target and the current clip; nil when that is empty.
    private func clipRect(_ part: PixelRect) -> SDL_Rect? {
        var x0 = Self.pixelEdge(part.x0, in: targetBounds.x1), y0 = Self.pixelEdge(part.y0, in: targetBounds.y1)
        var x1 = Self.pixelEdge(part.x1, in: targetBounds.x1), y1 = Self.pixelEdge(part.y1, in: targetBounds.y1)
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
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }
}
