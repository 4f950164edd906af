import CSDL2
import OverlayDrawing

extension TriangleBatch {
    /// Adds a simple polygon (convex or not; `scale` converts its points to pixels) feathered over `feather`
    /// pixels. Fewer than 3 distinct points, zero area or any non-finite coordinate draws nothing.
    func addPolygon(_ points: [DrawPoint], scale: Double, color: DrawColor, feather: Double) {
        guard points.count >= 3, color.alpha > 0, feather.isFinite, feather > 0 else { return }
        scratchPoints.removeAll(keepingCapacity: true)
        let limit = Self.coordinateLimit
        for point in points {
            let x = point.x * scale, y = point.y * scale
            guard x.isFinite, y.isFinite else {
                scratchPoints.removeAll(keepingCapacity: true)
                return
            }
            let p = PixelPoint(x: min(max(x, -limit), limit), y: min(max(y, -limit), limit))
            // Repeated points give zero-length edges with no normal; drop them.
            if let last = scratchPoints.last, Self.isSame(last, p) { continue }
            scratchPoints.append(p)
        }
        while scratchPoints.count > 1, Self.isSame(scratchPoints[0], scratchPoints[scratchPoints.count - 1]) {
            scratchPoints.removeLast()
        }
        guard scratchPoints.count >= 3 else { return }
        let area = Self.signedArea(scratchPoints)
        guard abs(area) > 1e-6 else { return }
        if area < 0 { scratchPoints.reverse() }  // From here on the outline turns clockwise on screen.

        triangulateScratchPoints()
        guard !scratchTriangles.isEmpty else { return }

        let half = feather / 2
        let count = scratchPoints.count
        innerRing.removeAll(keepingCapacity: true)
        outerRing.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let previous = scratchPoints[(i + count - 1) % count], point = scratchPoints[i]
            let next = scratchPoints[(i + 1) % count]
            let n0 = Self.outwardNormal(previous, point), n1 = Self.outwardNormal(point, next)
            var mx = n0.x + n1.x, my = n0.y + n1.y
            let length = (mx * mx + my * my).squareRoot()
            var miter = 1.0
            if length < 1e-6 {
                // A 180° spike: offset along the next edge's normal.
                mx = n1.x
                my = n1.y
            } else {
                mx /= length
                my /= length
                // The miter grows as 1/cos(half the turn); cap it so sharp spikes don't throw long slivers.
                miter = 1 / max(mx * n1.x + my * n1.y, 0.25)
            }
            // No feather at a vertex on an axis-aligned edge: such edges often lie on whole pixels, where a 1 px
            // ramp between whole-pixel vertices (software renderer) would leave a 50 % fringe instead of a crisp edge.
            let axisAligned = previous.x == point.x || previous.y == point.y || point.x == next.x || point.y == next.y
            let offset = axisAligned ? 0 : half * miter
            innerRing.append(PixelPoint(x: point.x - mx * offset, y: point.y - my * offset))
            outerRing.append(PixelPoint(x: point.x + mx * offset, y: point.y + my * offset))
        }
        emitRings(color: color.sdl(), center: nil)
    }

    private static func isSame(_ a: PixelPoint, _ b: PixelPoint) -> Bool {
        abs(a.x - b.x) < 1.0 / 256 && abs(a.y - b.y) < 1.0 / 256
    }

    /// The shoelace area, positive when the outline runs clockwise on screen (y down).
    static func signedArea(_ points: [PixelPoint]) -> Double {
        var sum = 0.0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The unit normal of edge a→b pointing out of a positively oriented polygon.
    private static func outwardNormal(_ a: PixelPoint, _ b: PixelPoint) -> PixelPoint {
        let ex = b.x - a.x, ey = b.y - a.y
        let length = (ex * ex + ey * ey).squareRoot()
        guard length > 0 else { return PixelPoint(x: 0, y: 0) }
        return PixelPoint(x: ey / length, y: -ex / length)
    }

    private static func cross(_ a: PixelPoint, _ b: PixelPoint, _ c: PixelPoint) -> Double {
        (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
    }

    /// Ear clipping of `scratchPoints` (positively oriented) into `scratchTriangles`, O(n²). If no ear is found
    /// (self-intersecting or degenerate input) the rest is fanned, so it always terminates.
    private func triangulateScratchPoints() {
        scratchTriangles.removeAll(keepingCapacity: true)
        scratchIndices.removeAll(keepingCapacity: true)
        scratchIndices.append(contentsOf: 0..<scratchPoints.count)
        while scratchIndices.count > 3 {
            let m = scratchIndices.count
            var clipped = false
            for k in 0..<m {
                let ia = scratchIndices[(k + m - 1) % m], ib = scratchIndices[k], ic = scratchIndices[(k + 1) % m]
                let a = scratchPoints[ia], b = scratchPoints[ib], c = scratchPoints[ic]
                guard Self.cross(a, b, c) > 1e-12 else { continue }  // reflex or collinear: not an ear
                if containsOtherPoint(a, b, c, excluding: ia, ib, ic) { continue }
                scratchTriangles.append(Int32(ia))
                scratchTriangles.append(Int32(ib))
                scratchTriangles.append(Int32(ic))
                scratchIndices.remove(at: k)
                clipped = true
                break
            }
            if !clipped { break }
        }
        // The last triangle, or a fan of whatever degenerate remainder is left.
        let first = scratchIndices[0]
        for k in 1..<(scratchIndices.count - 1) {
            scratchTriangles.append(Int32(first))
            scratchTriangles.append(Int32(scratchIndices[k]))
            scratchTriangles.append(Int32(scratchIndices[k + 1]))
        }
    }

    /// Whether a remaining vertex other than the triangle's own lies inside or on triangle abc.
    private func containsOtherPoint(
        _ a: PixelPoint, _ b: PixelPoint, _ c: PixelPoint,
        excluding ia: Int, _ ib: Int, _ ic: Int
    ) -> Bool {
        for index in scratchIndices where index != ia && index != ib && index != ic {
            let p = scratchPoints[index]
            if Self.isSame(p, a) || Self.isSame(p, b) || Self.isSame(p, c) { continue }
            if Self.cross(a, b, p) >= 0 && Self.cross(b, c, p) >= 0 && Self.cross(c, a, p) >= 0 { return true }
        }
        return false
    }
}
