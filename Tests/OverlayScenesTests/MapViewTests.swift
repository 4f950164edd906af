import Foundation
import OverlayDrawing
import OverlayFiles
import XCTest

@testable import OverlayScenes
@testable import OverlaySimulation

/// Panning the map beside the landscape panel: the offset follows the finger step by step, and so does every map
/// tile drawn, with no jump at a tile's edge or anywhere else.
final class MapViewTests: XCTestCase {
    private func landscapeMaps() -> Simulation {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 120)
        simulation.apply(TraceEvent(time: 0, kind: .moveToNotch(index: 1, animated: false)))
        simulation.apply(TraceEvent(time: 0.1, kind: .resize(width: 844, height: 390)))
        simulation.advance(to: 0.2)
        return simulation
    }

    /// Applies a pointer event just before the next step, then steps.
    private func step(_ simulation: Simulation, _ phase: PointerPhase, x: Double, y: Double) {
        simulation.apply(
            TraceEvent(
                time: simulation.nextStepTime - 0.001,
                kind: .pointer(phase: phase, x: x, y: y, pointer: 0, source: .touch)))
        simulation.step()
    }

    /// Where each map tile is drawn (by its layer key), in points.
    private func tileOrigins(_ list: DrawList) -> [String: DrawPoint] {
        var origins: [String: DrawPoint] = [:]
        for command in list.commands {
            if case let .layer(key, origin, _, _, _) = command, origins[key] == nil { origins[key] = origin }
        }
        return origins
    }

    func testThePanMovesTheMapOffsetContinuouslyAcrossTileEdges() throws {
        let simulation = landscapeMaps()
        let map = try XCTUnwrap((simulation.scene!.behavior as? MapsSceneBehavior)?.map)
        let drawer = ViewTreeDrawer()
        var previous = tileOrigins(drawer.drawList(simulation, scale: 2))
        var previousOffset = map.mapOffset
        /// After each step: every tile still in view moved exactly as far as the offset did.
        func checkTilesFollow(_ label: String) {
            let origins = tileOrigins(drawer.drawList(simulation, scale: 2))
            XCTAssertLessThanOrEqual(origins.count, 15, "a landscape window shows at most 5 × 3 tiles")
            let dx = Double(map.mapOffset.x - previousOffset.x), dy = Double(map.mapOffset.y - previousOffset.y)
            for (key, origin) in origins {
                guard let before = previous[key] else { continue }
                XCTAssertEqual(origin.x - before.x, dx, accuracy: 1e-9, "tile \(key) at \(label)")
                XCTAssertEqual(origin.y - before.y, dy, accuracy: 1e-9, "tile \(key) at \(label)")
            }
            XCTAssertFalse(Set(origins.keys).isDisjoint(with: previous.keys), "tiles stay in view from one step to the next")
            previous = origins
            previousOffset = map.mapOffset
        }
        // Twice, a finger goes down beside the panel and moves left 4 pt a step for 150 steps; each pan begins once
        // the finger is 10 pt from where it went down. 1180 pt in all: past four tile edges, and past the window's
        // width (where a map that repeated itself would start again).
        for pan in 0..<2 {
            step(simulation, .down, x: 800, y: 200)
            checkTilesFollow("pan \(pan) down")
            for index in 1...150 {
                step(simulation, .move, x: 800 - 4 * Double(index), y: 200)
                let expected = -590 * Double(pan) - (index < 3 ? 0 : 4 * Double(index) - 10)
                XCTAssertEqual(Double(map.mapOffset.x), expected, accuracy: 1e-9, "pan \(pan) step \(index)")
                XCTAssertEqual(map.mapOffset.y, 0)
                checkTilesFollow("pan \(pan) step \(index)")
            }
            step(simulation, .up, x: 200, y: 200)
            checkTilesFollow("pan \(pan) up")
        }
        XCTAssertEqual(Double(map.mapOffset.x), -1180, accuracy: 1e-9, "twice 600 pt less the slop")
        // A third pan, down and to the right, starts from where the others left the map.
        step(simulation, .down, x: 500, y: 100)
        for index in 1...25 {
            step(simulation, .move, x: 500 + 3 * Double(index), y: 100 + 4 * Double(index))
            checkTilesFollow("diagonal step \(index)")
        }
        step(simulation, .up, x: 575, y: 200)
        XCTAssertEqual(map.mapOffset.x, -1180 + 75 - 6, accuracy: 1e-9, "75 pt less 3/5 of the slop")
        XCTAssertEqual(map.mapOffset.y, 100 - 8, accuracy: 1e-9, "100 pt less 4/5 of the slop")
    }

    func testTheOffsetCanBeSetAndAnyOffsetShowsMap() {
        let simulation = landscapeMaps()
        let map = (simulation.scene!.behavior as? MapsSceneBehavior)!.map
        let drawer = ViewTreeDrawer()
        for offset in [CGPoint(x: 1e7, y: -3e6), CGPoint(x: -257.25, y: 0.5), CGPoint(x: CGFloat.nan, y: .infinity)] {
            map.mapOffset = offset
            let tiles = drawer.drawList(simulation, scale: 2).commands.filter {
                if case .layer = $0 { return true }
                return false
            }
            // The map fills the 844 × 390 pt window (the panel floats over it): 4 × 2 tiles of 256 pt at least.
            XCTAssertGreaterThanOrEqual(tiles.count, 4 * 2, "offset \(offset)")
            XCTAssertLessThanOrEqual(tiles.count, 5 * 3, "offset \(offset)")
        }
    }
}
