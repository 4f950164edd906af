import CSDL2
import OverlayDrawing

/// A point in pixels (y down), in Double so geometry is computed in one precision before it is snapped.
struct PixelPoint: Equatable {
    var x: Double
    var y: Double
}

/// Collects coloured triangles for one SDL_RenderGeometry call. Its arrays keep their capacity between frames, so
/// a warm rasteriser does not allocate for geometry.
///
/// Anti-aliasing: SDL has none for geometry, so every shape is an opaque body plus a feather ring whose inner
/// vertices have the shape's colour and whose outer vertices have the same RGB with alpha 0; the ring straddles the
/// true outline (half the feather inside, half outside), so an edge on a pixel boundary stays crisp.
final class TriangleBatch {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    /// Scratch outlines reused by the shape builders.
    var innerRing: [PixelPoint] = []
    var outerRing: [PixelPoint] = []
    var scratchPoints: [PixelPoint] = []
    var scratchIndices: [Int] = []
    var scratchTriangles: [Int32] = []

    /// SDL's software renderer truncates vertex positions to whole pixels (SW_QueueGeometry casts to int); for it
    /// vertices are rounded to the nearest pixel instead, so shapes do not shift up-left by up to a pixel.
    var snapsToWholePixels = false
    /// Whether runs of opaque triangles (every vertex at alpha 255) are drawn without blending. SDL's software
    /// renderer draws a blended triangle into a temporary surface the size of its box and blends that over the
    /// target; unblended, it writes the pixels straight in. An opaque triangle blended gives each pixel it covers
    /// its own colour, as unblended, so only the time changes; the triangles keep their order.
    var drawsOpaqueRunsUnblended = false
    /// Coordinates are clamped to ±`coordinateLimit` pixels so absurd input cannot overflow SDL's fixed-point
    /// triangle setup.
    static let coordinateLimit: Double = 32_768

    var isEmpty: Bool { indices.isEmpty }

    /// Draws and empties the batch. Returns false when SDL refused the geometry.
    @discardableResult
    func flush(into renderer: OpaquePointer) -> Bool {
        defer { removeAll() }
        return draw(into: renderer)
    }

    /// Appends a vertex, snapped to 1/256 px (or whole pixels) so the same input always yields identical floats.
    func addVertex(_ point: PixelPoint, _ color: SDL_Color) -> Int32 {
        let index = Int32(vertices.count)
        vertices.append(
            SDL_Vertex(
                position: SDL_FPoint(x: snap(point.x), y: snap(point.y)),
                color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        return index
    }

    /// Draws the batch and keeps it: the same triangles can then be drawn again under another clip
    /// (`replaceIndices(_:)` picks which). Expects the renderer to blend (`SDL_BLENDMODE_BLEND`) and leaves it so.
    /// Returns false when SDL refused the geometry.
    @discardableResult
    func draw(into renderer: OpaquePointer) -> Bool {
        guard !indices.isEmpty else { return true }
        guard drawsOpaqueRunsUnblended, indices.count % 3 == 0 else { return drawTriangles(0..<indices.count, into: renderer) }
        var drawn = true, start = 0
        while start < indices.count {
            let opaque = isOpaque(triangleAt: start)
            var end = start + 3
            while end < indices.count && isOpaque(triangleAt: end) == opaque { end += 3 }
            if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
            drawn = drawTriangles(start..<end, into: renderer) && drawn
            if opaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
            start = end
        }
        return drawn
    }

    /// Whether the triangle whose indices start at `start` has all three vertices opaque.
    private func isOpaque(triangleAt start: Int) -> Bool {
        vertices[Int(indices[start])].color.a == 255 && vertices[Int(indices[start + 1])].color.a == 255
            && vertices[Int(indices[start + 2])].color.a == 255
    }

    /// One geometry call for the triangles of `range` (indices into `indices`, whole triangles).
    private func drawTriangles(_ range: Range<Int>, into renderer: OpaquePointer) -> Bool {
        let result = vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                SDL_RenderGeometry(
                    renderer, nil, vertexBuffer.baseAddress, Int32(vertexBuffer.count),
                    indexBuffer.baseAddress.map { $0 + range.lowerBound }, Int32(range.count))
            }
        }
        return result == 0
    }

    /// Sets the triangles to draw (three vertex indices each) among the vertices added.
    func replaceIndices(_ triangles: [Int32]) {
        indices = triangles
    }

    /// Empties the batch without drawing it.
    func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Drops the triangles that miss `clip` (with two pixels to spare), so that clipped to it they would draw no
    /// pixel: those whose bounding box misses it, and those with the whole rectangle beyond one of their edges (a
    /// long thin triangle, such as a fan's from a shape's centre, whose box alone would touch every clip around it).
    func keepTriangles(touching clip: SDL_Rect) {
        let left = Float(clip.x) - 2, top = Float(clip.y) - 2
        let right = Float(clip.x + clip.w) + 2, bottom = Float(clip.y + clip.h) + 2
        let x0 = Double(left), y0 = Double(top), x1 = Double(right), y1 = Double(bottom)
        /// Whether every corner lies strictly on the far side of the line from `p` to `q` from `inside`'s sign.
        func beyond(_ p: SDL_FPoint, _ q: SDL_FPoint, _ inside: Double) -> Bool {
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
            func outside(_ x: Double, _ y: Double) -> Bool { (dx * (y - Double(p.y)) - dy * (x - Double(p.x))) * inside < 0 }
            return outside(x0, y0) && outside(x1, y0) && outside(x0, y1) && outside(x1, y1)
        }
        var kept = 0
        vertices.withUnsafeBufferPointer { vertex in
            indices.withUnsafeMutableBufferPointer { index in
                var start = 0
                while start + 2 < index.count {
                    let a = vertex[Int(index[start])].position, b = vertex[Int(index[start + 1])].position
                    let c = vertex[Int(index[start + 2])].position
                    var misses =
                        max(a.x, b.x, c.x) < left || min(a.x, b.x, c.x) > right
                        || max(a.y, b.y, c.y) < top || min(a.y, b.y, c.y) > bottom
                    // Twice the signed area: its sign says which side of each edge is inside (none when flat).
                    let area = Double(b.x - a.x) * Double(c.y - a.y) - Double(b.y - a.y) * Double(c.x - a.x)
                    if !misses, area != 0 {
                        misses = beyond(a, b, area) || beyond(b, c, area) || beyond(c, a, area)
                    }
                    if !misses {
                        index[kept] = index[start]
                        index[kept + 1] = index[start + 1]
                        index[kept + 2] = index[start + 2]
                        kept += 3
                    }
                    start += 3
                }
            }
        }
        indices.removeLast(indices.count - kept)
    }

    func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Rounds half up (not away from zero), so a shape moved by whole pixels snaps to the same grid: a map tile's
    /// shape that starts at −3.5 px in one tile and at 252.5 px in its neighbour lands on the same pixel in both.
    func snap(_ value: Double) -> Float {
        let clamped = min(max(value, -Self.coordinateLimit), Self.coordinateLimit)
        return Float(snapsToWholePixels ? (clamped + 0.5).rounded(.down) : (clamped * 256 + 0.5).rounded(.down) / 256)
    }

    /// Emits `innerRing` (solid) and `outerRing` (transparent) as a feather strip, plus the body: a fan from
    /// `center` when given (convex outlines), otherwise `scratchTriangles` (indices into the inner ring).
    /// Both rings must have the same count and order.
    func emitRings(color: SDL_Color, center: PixelPoint?) {
        let count = innerRing.count
        guard count >= 3, outerRing.count == count else { return }
        let transparent = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
        let first = Int32(vertices.count)
        for point in innerRing { _ = addVertex(point, color) }
        let hasRim = innerRing != outerRing
        if hasRim {
            for point in outerRing { _ = addVertex(point, transparent) }
        }
        if let center {
            let c = addVertex(center, color)
            for j in 0..<count {
                addTriangle(c, first + Int32(j), first + Int32((j + 1) % count))
            }
        } else {
            for index in scratchTriangles { indices.append(first + index) }
        }
        guard hasRim else { return }
        emitRim(first: first, count: count)
    }

    /// The feather strip between the inner ring (from `first`) and the outer ring (right after it).
    private func emitRim(first: Int32, count: Int) {
        let outer = first + Int32(count)
        for j in 0..<count {
            let next = (j + 1) % count
            let i0 = first + Int32(j), i1 = first + Int32(next)
            let o0 = outer + Int32(j), o1 = outer + Int32(next)
            addTriangle(i0, o0, o1)
            addTriangle(i0, o1, i1)
        }
    }
}

extension DrawColor {
    /// The SDL colour, with alpha multiplied by `coverage` (0…1).
    func sdl(coverage: Double = 1) -> SDL_Color {
        let a = coverage >= 1 ? alpha : UInt8((Double(alpha) * max(0, coverage)).rounded())
        return SDL_Color(r: red, g: green, b: blue, a: a)
    }
}
