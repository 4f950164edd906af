import OverlayDrawing

extension MapWorld {
    /// The height of the river's centre line at control point `index` (x = index × control spacing).
    func riverControl(_ index: Int) -> Double {
        MapWorld.riverBaseline + (unit(index, 0, .river) * 2 - 1) * MapWorld.riverSwing
    }

    /// The river's centre line at `x`: a Catmull–Rom curve through the control points, so it is smooth and has the
    /// same value whichever tile asks.
    func riverY(atX x: Double) -> Double {
        let position = x / MapWorld.riverControlSpacing
        let index = position.rounded(.down)
        let t = position - index
        let i = Int(index)
        let p0 = riverControl(i - 1), p1 = riverControl(i), p2 = riverControl(i + 1), p3 = riverControl(i + 2)
        let a = 2 * p1, b = p2 - p0, c = 2 * p0 - 5 * p1 + 4 * p2 - p3, d = 3 * p1 - p0 - 3 * p2 + p3
        return (a + t * (b + t * (c + t * d))) / 2
    }

    /// The river's outline along reach `index`, the stretch from x = index × reach length to the next: its banks
    /// half the river's width either side of the centre line (perpendicular to it), sampled at fixed world x
    /// positions and cut off square at both ends; nil when it misses `shown`.
    ///
    /// The river is drawn as these fixed pieces, not as one outline per tile, so every tile (and any other area)
    /// hands the rasteriser the very same polygons, whose triangulation (and so every edge pixel) is then the same
    /// wherever they are drawn. The square ends are vertical edges, which the rasteriser leaves unfeathered, so
    /// neighbouring pieces meet without a seam; a point 1 pt inside each end keeps the banks' anti-aliasing up to it.
    func riverOutline(reach index: Int, shown: DrawRect) -> [DrawPoint]? {
        let spacing = MapWorld.riverSampleSpacing, half = MapWorld.riverWidth / 2
        let start = Double(index) * MapWorld.riverReachLength, end = start + MapWorld.riverReachLength
        let first = Int((start / spacing).rounded(.down)) - 1, last = Int((end / spacing).rounded(.up)) + 1
        var upper: [DrawPoint] = [], lower: [DrawPoint] = []
        var touches = false
        for sample in first...last {
            let x = Double(sample) * spacing
            let y = riverY(atX: x)
            let slope = (riverY(atX: x + spacing) - riverY(atX: x - spacing)) / (2 * spacing)
            let length = (1 + slope * slope).squareRoot()
            // The unit normal is (−slope, 1) / length; the banks lie half the width along it either way.
            let nx = -slope / length * half, ny = half / length
            upper.append(DrawPoint(x: x - nx, y: y - ny))
            lower.append(DrawPoint(x: x + nx, y: y + ny))
            if x >= start - spacing, x <= end + spacing, y + half > shown.y, y - half < shown.maxY { touches = true }
        }
        guard touches, start < shown.maxX, end > shown.x else { return nil }
        let top = MapWorld.cut(upper, from: start, to: end), bottom = MapWorld.cut(lower, from: start, to: end)
        return top + bottom.reversed()
    }

    /// The part of a bank (points in increasing x) between x = `from` and x = `to`: the points strictly inside,
    /// plus the bank's own points (interpolated) at both ends and 1 pt inside them.
    private static func cut(_ bank: [DrawPoint], from: Double, to: Double) -> [DrawPoint] {
        func at(_ x: Double) -> DrawPoint {
            var index = 1
            while index < bank.count - 1, bank[index].x < x { index += 1 }
            let a = bank[index - 1], b = bank[index]
            let t = (x - a.x) / (b.x - a.x)
            return DrawPoint(x: x, y: a.y + (b.y - a.y) * t)
        }
        var points = [at(from), at(from + 1)]
        points.append(contentsOf: bank.filter { $0.x > from + 1 && $0.x < to - 1 })
        points.append(at(to - 1))
        points.append(at(to))
        return points
    }
}
