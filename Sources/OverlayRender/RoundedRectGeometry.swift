import CSDL2
import Foundation
import OverlayDrawing
import Synchronization

/// A rectangle in pixels by its edges.
struct PixelRect: Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    var width: Double { x1 - x0 }
    var height: Double { y1 - y0 }
    var isFinite: Bool { x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite }

    /// `rect` (points) times `scale`; nil for NaN, infinite or negative sizes.
    init?(_ rect: DrawRect, scale: Double) {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width >= 0, rect.height >= 0
        else { return nil }
        x0 = rect.x * scale
        y0 = rect.y * scale
        x1 = (rect.x + rect.width) * scale
        y1 = (rect.y + rect.height) * scale
        guard isFinite else { return nil }
    }

    init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }
}

extension TriangleBatch {
    /// Segments per quarter circle for a corner whose outer radius is `radius` pixels: about one per 2 px,
    /// 8…64; a sharp corner's feather needs only a chamfer.
    static func cornerSegments(outerRadius radius: Double) -> Int {
        if radius < 1 { return 1 }
        return min(64, max(8, Int((radius / 2).rounded())))
    }

    /// Adds a rounded rectangle (`radii` in pixels, clockwise from the top left) whose outline is feathered over
    /// `feather` pixels, half inside and half outside. `bounds` is the area worth drawing: a huge rectangle is
    /// first cut to it (with a margin beyond its corners) so its vertices stay small.
    ///
    /// With `taperAtEdges` (anti-aliasing) the feather narrows to nothing where each corner arc meets a straight
    /// edge, so straight edges on whole pixels stay crisp even on SDL's software renderer, which truncates vertex
    /// positions to whole pixels (a 1 px ramp between whole pixels would leave a 50 % fringe). Shadows pass false.
    func addRoundedRect(
        _ input: PixelRect, radii: CornerRadii, color: DrawColor, feather: Double, taperAtEdges: Bool,
        bounds: PixelRect
    ) {
        guard input.isFinite, input.width > 0, input.height > 0, color.alpha > 0,
            feather.isFinite, feather > 0
        else { return }
        let limit = min(input.width, input.height) / 2
        func clampRadius(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        let tl = clampRadius(radii.topLeft), tr = clampRadius(radii.topRight)
        let br = clampRadius(radii.bottomRight), bl = clampRadius(radii.bottomLeft)
        // Cut away what lies far outside `bounds`; the margin exceeds any corner so no visible corner changes.
        let margin = max(tl, tr, br, bl) + feather + 16
        var rect = input
        rect.x0 = max(rect.x0, bounds.x0 - margin)
        rect.y0 = max(rect.y0, bounds.y0 - margin)
        rect.x1 = min(rect.x1, bounds.x1 + margin)
        rect.y1 = min(rect.y1, bounds.y1 + margin)
        guard rect.width > 0, rect.height > 0 else { return }

        // A shape thinner than the feather collapses to its centre line and fades by its coverage.
        let corner = CornerFeather(
            half: feather / 2, inset: min(feather / 2, rect.width / 2, rect.height / 2),
            taper: taperAtEdges)
        let coverage = taperAtEdges ? 1 : min(1, rect.width / feather) * min(1, rect.height / feather)
        innerRing.removeAll(keepingCapacity: true)
        outerRing.removeAll(keepingCapacity: true)
        appendCorner(x: rect.x0, y: rect.y0, signX: 1, signY: 1, radius: tl, quadrant: 0, corner)
        appendCorner(x: rect.x1, y: rect.y0, signX: -1, signY: 1, radius: tr, quadrant: 1, corner)
        appendCorner(x: rect.x1, y: rect.y1, signX: -1, signY: -1, radius: br, quadrant: 2, corner)
        appendCorner(x: rect.x0, y: rect.y1, signX: 1, signY: -1, radius: bl, quadrant: 3, corner)
        let center = PixelPoint(x: (rect.x0 + rect.x1) / 2, y: (rect.y0 + rect.y1) / 2)
        emitRings(color: color.sdl(coverage: coverage), center: center)
    }

    /// How a corner's feather is laid out: `half` outward, at most `inset` inward, optionally tapered.
    private struct CornerFeather {
        var half: Double
        var inset: Double
        var taper: Bool
    }

    /// Appends one corner's inner and outer arcs around the corner at (`x`, `y`). Where the feather is `w` wide
    /// (times the taper), the inner arc has radius r − w/2 (or is the inset rectangle's sharp corner once that is
    /// negative) and the outer arc radius r + w/2, about the same centre.
    private func appendCorner(
        x: Double, y: Double, signX: Double, signY: Double, radius: Double, quadrant: Int,
        _ feather: CornerFeather
    ) {
        let segments = Self.cornerSegments(outerRadius: radius + feather.half)
        let table = QuarterCircleTable.shared.table(segments: segments)
        let center = PixelPoint(x: x + signX * radius, y: y + signY * radius)
        for k in 0...segments {
            let c = table[k].cos, s = table[k].sin
            // 0 where the arc meets a straight edge, 1 from 15° into the arc on.
            let taper = feather.taper ? min(1, 4 * s * c) : 1
            let inward = feather.inset * taper, outward = feather.half * taper
            // Clockwise on screen: TL from left to up, TR from up to right, BR from right to down, BL down to left.
            let dx: Double, dy: Double
            switch quadrant {
            case 0: (dx, dy) = (-c, -s)
            case 1: (dx, dy) = (s, -c)
            case 2: (dx, dy) = (c, s)
            default: (dx, dy) = (-s, c)
            }
            let innerOffset = max(radius, inward), innerRadius = max(0, radius - inward)
            innerRing.append(
                PixelPoint(
                    x: x + signX * innerOffset + dx * innerRadius,
                    y: y + signY * innerOffset + dy * innerRadius))
            outerRing.append(PixelPoint(x: center.x + dx * (radius + outward), y: center.y + dy * (radius + outward)))
        }
    }

    /// The corners of a line's quad as (along, across) signs, in ring order.
    private static let lineCorners: [(Double, Double)] = [(-1, -1), (1, -1), (1, 1), (-1, 1)]

    /// Adds a straight line with butt ends, `width` pixels wide, feathered over `feather` pixels.
    func addLine(from a: PixelPoint, to b: PixelPoint, width: Double, color: DrawColor, feather: Double) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, width.isFinite, width > 0,
            color.alpha > 0
        else { return }
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9, length.isFinite else { return }
        let ux = dx / length, uy = dy / length
        let nx = -uy, ny = ux
        let mid = PixelPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        // An axis-aligned line is a rectangle: a feather would only blur its edges.
        let half = (dx == 0 || dy == 0) ? 0 : feather / 2
        let halfLength = length / 2, halfWidth = width / 2
        let innerLength = halfLength - min(half, halfLength), innerWidth = halfWidth - min(half, halfWidth)
        let outerLength = halfLength + half, outerWidth = halfWidth + half
        let coverage = half == 0 ? 1 : min(1, length / feather) * min(1, width / feather)
        innerRing.removeAll(keepingCapacity: true)
        outerRing.removeAll(keepingCapacity: true)
        for (along, across) in Self.lineCorners {
            innerRing.append(
                PixelPoint(
                    x: mid.x + ux * along * innerLength + nx * across * innerWidth,
                    y: mid.y + uy * along * innerLength + ny * across * innerWidth))
            outerRing.append(
                PixelPoint(
                    x: mid.x + ux * along * outerLength + nx * across * outerWidth,
                    y: mid.y + uy * along * outerLength + ny * across * outerWidth))
        }
        emitRings(color: color.sdl(coverage: coverage), center: mid)
    }
}

/// Cosines and sines of k·90°/n, computed once per segment count. Vertex snapping to 1/256 px makes any
/// last-bit libm difference invisible.
final class QuarterCircleTable: Sendable {
    static let shared = QuarterCircleTable()
    private let tables = Mutex<[Int: [(cos: Double, sin: Double)]]>([:])

    func table(segments: Int) -> [(cos: Double, sin: Double)] {
        tables.withLock { tables in
            if let table = tables[segments] { return table }
            let table = (0...segments).map { k -> (cos: Double, sin: Double) in
                if k == 0 { return (1, 0) }
                if k == segments { return (0, 1) }
                let angle = Double.pi / 2 * Double(k) / Double(segments)
                return (cos(angle), sin(angle))
            }
            tables[segments] = table
            return table
        }
    }
}
