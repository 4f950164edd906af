import Foundation
import OverlayUIKit
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles

/// A procedurally drawn map for the ground content: land, a park, a river and a lake, a grid of roads with
/// casings and a few street labels. Fully determined by the size (fixed seed, no randomness at run time); the
/// drawer sends it as a cached layer, so it costs one texture copy per frame.
enum MapDrawing {
    static func commands(width: Double, height: Double) -> [DrawCommand] {
        var out: [DrawCommand] = [.fill(DrawRect(x: 0, y: 0, width: width, height: height), Palette.land)]
        var random = SplitMix(seed: 0x0_5EED_1234)
        // A park and a lake, placed by fractions of the size so the layout scales with the window.
        out.append(.roundedRect(DrawRect(x: width * 0.08, y: height * 0.10, width: width * 0.34, height: height * 0.16),
                                CornerRadii(all: 18), Palette.park))
        out.append(.polygon([
            DrawPoint(x: width * 0.58, y: height * 0.36), DrawPoint(x: width * 0.86, y: height * 0.33),
            DrawPoint(x: width * 0.94, y: height * 0.45), DrawPoint(x: width * 0.78, y: height * 0.52),
            DrawPoint(x: width * 0.60, y: height * 0.47),
        ], Palette.park))
        out.append(.circle(center: DrawPoint(x: width * 0.28, y: height * 0.62), radius: min(width, height) * 0.11, color: Palette.water))
        // A river crossing the map diagonally, as a wide line.
        out.append(.line(from: DrawPoint(x: -20, y: height * 0.78), to: DrawPoint(x: width + 20, y: height * 0.66),
                         width: 26, color: Palette.water))
        // The road grid: casings first, then the white surface on top.
        var roads: [(DrawPoint, DrawPoint, Double)] = []
        var x = 24.0 + random.next(below: 30)
        while x < width {
            roads.append((DrawPoint(x: x, y: 0), DrawPoint(x: x + random.next(below: 40) - 20, y: height), 7 + random.next(below: 5)))
            x += 90 + random.next(below: 70)
        }
        var y = 40.0 + random.next(below: 30)
        while y < height {
            roads.append((DrawPoint(x: 0, y: y), DrawPoint(x: width, y: y + random.next(below: 60) - 30), 7 + random.next(below: 5)))
            y += 110 + random.next(below: 80)
        }
        for (from, to, w) in roads { out.append(.line(from: from, to: to, width: w + 2, color: Palette.roadCasing)) }
        for (from, to, w) in roads { out.append(.line(from: from, to: to, width: w, color: Palette.road)) }
        let names = ["Market St", "Hill Ave", "Park Rd", "Bay St", "Oak Ln", "Pier Rd", "Elm St", "Mill Rd"]
        for (index, road) in roads.enumerated() where index % 2 == 0 {
            let name = names[(index / 2) % names.count]
            let midX = (road.0.x + road.1.x) / 2, midY = (road.0.y + road.1.y) / 2
            out.append(.text(name, origin: DrawPoint(x: midX + 6, y: midY + 6), size: 11, face: .regular,
                             color: Palette.mapLabel, alignment: .left, maxWidth: nil))
        }
        return out
    }
}

/// A tiny deterministic generator (SplitMix64), so the map is the same on every machine.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func nextUInt64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number of points in 0..<bound, as a Double.
    mutating func next(below bound: Int) -> Double {
        Double(nextUInt64() % UInt64(max(1, bound)))
    }
}
