import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayRender
import XCTest

@testable import OverlayScenes
@testable import OverlaySimulation

/// The map is one continuous world: panned across tile edges (and across where the old single map layer used to
/// repeat) the ground joins without a seam, and the same world point is drawn with the same pixels wherever the
/// pan puts it.
final class MapTilesTests: XCTestCase {
    private static let water = (r: UInt8(0xAA), g: UInt8(0xD3), b: UInt8(0xF5))

    /// The maps scene in a landscape window (844×390): the container is a 375 pt panel on the leading side, the map
    /// beside it.
    private func landscapeMaps() -> Simulation {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        simulation.apply(TraceEvent(time: 0, kind: .moveToNotch(index: 1, animated: false)))
        simulation.apply(TraceEvent(time: 0.1, kind: .resize(width: 844, height: 390)))
        simulation.advance(to: 0.2)
        return simulation
    }

    /// Pans the map by exactly `offset` with finger drags on the map beside the panel, at most 200 × 150 pt each.
    /// Each drag first moves (12, 16), 20 pt, so the pan begins with exactly (6, 8) beyond the 10 pt slop.
    private func pan(_ simulation: Simulation, by offset: CGPoint) {
        var left = offset
        while left != .zero {
            let dx = min(max(left.x, -200), 200), dy = min(max(left.y, -150), 150)
            left.x -= dx
            left.y -= dy
            let start = simulation.currentTime + 0.02
            let x = 600.0, y = 200.0
            let moves = [(x, y), (x + 12, y + 16), (x + 6 + Double(dx), y + 8 + Double(dy))]
            for (index, point) in moves.enumerated() {
                let phase: PointerPhase = index == 0 ? .down : .move
                simulation.apply(
                    TraceEvent(
                        time: start + Double(index) * 0.02,
                        kind: .pointer(phase: phase, x: point.0, y: point.1, pointer: 0, source: .touch)))
            }
            simulation.apply(
                TraceEvent(
                    time: start + 0.1,
                    kind: .pointer(
                        phase: .up, x: moves[2].0, y: moves[2].1, pointer: 0,
                        source: .touch)))
            simulation.advance(to: start + 0.15)
        }
    }

    private func render(_ simulation: Simulation, scale: Double = 1) throws -> RGBAImage {
        try OffscreenCanvas().render(ViewTreeDrawer().drawList(simulation, scale: scale))
    }

    private func isWater(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r == Self.water.r && p.g == Self.water.g && p.b == Self.water.b
    }

    /// The centres of the vertical runs of water in column `x` that are at least `minimum` pixels long.
    private func waterRuns(_ image: RGBAImage, x: Int, minimum: Int) -> [Double] {
        var centres: [Double] = [], start: Int?
        for y in 0...image.height {
            let wet = y < image.height && isWater(image, x, y)
            if wet, start == nil { start = y }
            if !wet, let first = start {
                if y - first >= minimum { centres.append(Double(first + y - 1) / 2) }
                start = nil
            }
        }
        return centres
    }

    /// Follows the river from column `from` to column `to` of an image drawn at `scale`: its centre moves at most
    /// 2 px from one column to the next (the river is never steeper than 1 in 1), and it is stepped over where a
    /// bridge covers it (at most 16 pt, the widest road with its casing and anti-aliasing).
    private func followRiver(_ image: RGBAImage, from: Int, to: Int, scale: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard var centre = waterRuns(image, x: from, minimum: 20 * scale).first else {
            return XCTFail("no river in column \(from)", file: file, line: line)
        }
        var covered = 0
        for x in (from + 1)...to {
            let runs = waterRuns(image, x: x, minimum: 20 * scale)
            if let next = runs.min(by: { abs($0 - centre) < abs($1 - centre) }), abs(next - centre) <= Double(2 + covered) {
                centre = next
                covered = 0
                continue
            }
            covered += 1
            if covered > 16 * scale {
                return XCTFail(
                    "the river jumps at x = \(x): its centre was at y = \(centre) up to x = \(x - covered), "
                        + "then no water near it (water runs centred at \(runs))", file: file, line: line)
            }
        }
    }

    func testTheRiverHasNoJumpWhereTheMapUsedToRepeat() throws {
        // Panned 300 pt left: where a single 844 pt wide map layer would have ended and started again (at x = 544),
        // and where the world's tiles meet (x = 468 and 724).
        let simulation = landscapeMaps()
        pan(simulation, by: CGPoint(x: -300, y: 0))
        let map = try XCTUnwrap((simulation.scene!.behavior as? MapsSceneBehavior)?.map)
        XCTAssertEqual(map.mapOffset, CGPoint(x: -300, y: 0))
        let image = try render(simulation)
        followRiver(image, from: 400, to: 840, scale: 1)
        let scaled = try render(simulation, scale: 2)
        followRiver(scaled, from: 800, to: 1680, scale: 2)
    }

    func testTheSameWorldAtTwoPanOffsetsDrawsTheSamePixels() throws {
        // Offsets that put different tile edges in view; the world region both show is compared pixel for pixel.
        for scale in [1.0, 2.0] {
            let first = landscapeMaps(), second = landscapeMaps()
            pan(first, by: CGPoint(x: -100, y: -40))
            pan(second, by: CGPoint(x: -357, y: -91))
            let a = try render(first, scale: scale), b = try render(second, scale: scale)
            // World point (wx, wy) is at view (wx − 100, wy − 40) in the first and (wx − 357, wy − 91) in the second.
            // The shared region, kept 10 pt clear of the panel's shadow: view x 385… in the second.
            let s = Int(scale)
            var differing = 0
            for by in 0..<(339 * s) {
                for bx in (385 * s)..<(844 * s - 257 * s) {
                    let ax = bx + 257 * s, ay = by + 51 * s
                    if a.pixel(x: ax, y: ay) != b.pixel(x: bx, y: by) { differing += 1 }
                }
            }
            XCTAssertEqual(differing, 0, "pixels that differ at scale \(scale)")
        }
    }

    func testTheWorldDoesNotDependOnTheWindowSize() throws {
        // The world's square (0…390, 0…390) is at the top-left of a portrait window, and beside the landscape panel
        // once the map is panned 375 pt right.
        let portrait = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let landscape = landscapeMaps()
        pan(landscape, by: CGPoint(x: 375, y: 0))
        let a = try render(portrait), b = try render(landscape)
        var differing = 0
        for y in 0..<390 {
            for x in 10..<390 where a.pixel(x: x, y: y) != b.pixel(x: x + 375, y: y) {
                differing += 1
            }
        }
        XCTAssertEqual(differing, 0)
    }

    func testTilesJoinAsIfTheWorldWereDrawnInOnePiece() throws {
        // A 256 pt square around the corner where four tiles meet, drawn as tiles and drawn directly.
        for (scale, corner) in [(1.0, DrawPoint(x: 256, y: 256)), (2.0, DrawPoint(x: 768, y: 256)), (1.5, DrawPoint(x: 0, y: 512))] {
            let area = DrawRect(x: corner.x - 128, y: corner.y - 128, width: 256, height: 256)
            var direct = DrawList(width: 256, height: 256, scale: scale)
            direct.append(
                .layer(
                    key: "whole", origin: DrawPoint(x: 0, y: 0), width: 256, height: 256,
                    commands: MapWorld.standard.commands(in: area)))
            var tiled = DrawList(width: 256, height: 256, scale: scale)
            MapTiles().append(
                viewport: DrawRect(x: 0, y: 0, width: 256, height: 256),
                offset: CGPoint(x: -area.x, y: -area.y), scale: scale, into: &tiled)
            XCTAssertEqual(tiled.commands.count, 4, "four tiles meet in the middle")
            let canvas = try OffscreenCanvas()
            let result = ImageComparison.compare(
                try canvas.render(tiled), try canvas.render(direct), channelTolerance: 0,
                maximumDifferingFraction: 0)
            XCTAssertTrue(
                result.passed, "scale \(scale): \(result.differingPixels) pixels differ, by up to \(result.maximumChannelDifference)")
        }
    }

    func testTilesCoverTheViewOnWholePixelsAtAnyScale() {
        // Pixel pitch = 256 pt × scale: whole at 0.25, 0.5, 1, 1.5, 2 and 3, fractional at 1.7 and 2.3.
        for scale in [0.25, 0.5, 1, 1.5, 1.7, 2, 2.3, 3] {
            for offset in [CGPoint(x: 0, y: 0), CGPoint(x: -300.3, y: 77.7), CGPoint(x: 1e6 + 0.5, y: -1e6 - 0.25)] {
                let viewport = DrawRect(x: 375, y: 0, width: 469, height: 390)
                var list = DrawList(width: 844, height: 390, scale: scale)
                MapTiles().append(viewport: viewport, offset: offset, scale: scale, into: &list)
                var columns: Set<Double> = [], rows: Set<Double> = [], side = 0.0
                for command in list.commands {
                    guard case let .layer(_, origin, width, _, _) = command else { continue }
                    let x = origin.x * scale, y = origin.y * scale
                    XCTAssertEqual(x, x.rounded(), accuracy: 1e-6, "scale \(scale): tiles sit on whole pixels")
                    XCTAssertEqual(y, y.rounded(), accuracy: 1e-6, "scale \(scale)")
                    columns.insert(x.rounded())
                    rows.insert(y.rounded())
                    side = (width * scale).rounded()
                }
                XCTAssertEqual(list.commands.count, columns.count * rows.count, "scale \(scale): a full grid of tiles")
                XCTAssertEqual(side, (256 * scale).rounded(.up), "scale \(scale)")
                // Neighbours overlap by at most a pixel (none at a whole pitch) and leave no gap; the first and last
                // reach past the viewport's edges.
                for starts in [columns.sorted(), rows.sorted()] {
                    for (a, b) in zip(starts, starts.dropFirst()) {
                        XCTAssertLessThanOrEqual(b - a, side, "scale \(scale): no gap")
                        XCTAssertGreaterThanOrEqual(b - a, side - 1, "scale \(scale): at most a pixel of overlap")
                    }
                }
                let xs = columns.sorted(), ys = rows.sorted()
                XCTAssertLessThanOrEqual(xs.first!, (viewport.x * scale).rounded(.down), "scale \(scale), offset \(offset)")
                XCTAssertGreaterThanOrEqual(xs.last! + side, (viewport.maxX * scale).rounded(.up), "scale \(scale), offset \(offset)")
                XCTAssertLessThanOrEqual(ys.first!, (viewport.y * scale).rounded(.down), "scale \(scale), offset \(offset)")
                XCTAssertGreaterThanOrEqual(ys.last! + side, (viewport.maxY * scale).rounded(.up), "scale \(scale), offset \(offset)")
                XCTAssertGreaterThan(xs.first! + side, (viewport.x * scale).rounded(.down), "no tile wholly outside")
                XCTAssertLessThan(xs.last!, (viewport.maxX * scale).rounded(.up), "no tile wholly outside")
            }
        }
    }
}
