import Foundation
import OverlayDrawing
import XCTest

@testable import OverlayScenes
@testable import OverlaySimulation

/// The map's world: the same numbers on every machine, one smooth river, and every feature drawn in every tile it
/// touches, so no tile cuts one off at its edge.
final class MapWorldTests: XCTestCase {
    private let world = MapWorld.standard

    func testTheWorldIsTheSameOnEveryMachine() {
        // Pinned values: integer hashing and + − × ÷ only, so any machine computes exactly these.
        XCTAssertEqual(world.node(0, 0), DrawPoint(x: 7, y: 15))
        XCTAssertEqual(world.node(3, -2), DrawPoint(x: 379, y: -332))
        XCTAssertEqual(world.riverY(atX: 0), 253.5944621387028)
        XCTAssertEqual(world.riverY(atX: 1000.5), 247.28885727025153)
        XCTAssertEqual(world.riverY(atX: -123_456), 313.40337359919863)
        XCTAssertEqual((0..<8).map(world.columnWidth), [7, 8, 8, 8, 11, 9, 9, 11])
        XCTAssertEqual((0..<8).map(world.rowWidth), [7, 7, 8, 11, 7, 11, 8, 7])
        let area = DrawRect(x: 0, y: 256, width: 256, height: 256)
        XCTAssertEqual(world.commands(in: area), MapWorld.standard.commands(in: area))
        XCTAssertNotEqual(world.commands(in: area), MapWorld(seed: 1).commands(in: area))
    }

    func testTheRiverIsOneSmoothCurve() {
        // Where one Catmull–Rom piece hands over to the next, the height and the slope carry on.
        for index in -3...3 {
            let x = Double(index) * MapWorld.riverControlSpacing
            let h = 1e-6
            XCTAssertEqual(world.riverY(atX: x - h), world.riverY(atX: x + h), accuracy: 1e-5, "height at x = \(x)")
            let slopeBefore = (world.riverY(atX: x) - world.riverY(atX: x - 1e-3)) / 1e-3
            let slopeAfter = (world.riverY(atX: x + 1e-3) - world.riverY(atX: x)) / 1e-3
            XCTAssertEqual(slopeBefore, slopeAfter, accuracy: 1e-3, "slope at x = \(x)")
            XCTAssertEqual(world.riverY(atX: x), world.riverControl(index), accuracy: 1e-9, "through its control point")
        }
        // Gentle everywhere: never steeper than 1 in 1, and within the swing of its baseline plus a little overshoot.
        for step in -2000...2000 {
            let x = Double(step) * 4
            let slope = (world.riverY(atX: x + 0.5) - world.riverY(atX: x - 0.5))
            XCTAssertLessThan(abs(slope), 1, "x = \(x)")
            XCTAssertLessThan(abs(world.riverY(atX: x) - MapWorld.riverBaseline), MapWorld.riverSwing * 1.25, "x = \(x)")
        }
    }

    func testEveryFeatureIsDrawnInEveryTileItTouches() {
        // The commands of a 3 × 3 block of tiles, in world coordinates: whatever one tile draws that reaches into a
        // neighbour, the neighbour draws too, identically.
        let size = 256.0
        var tiles: [DrawRect: [DrawCommand]] = [:]
        for row in -1...1 {
            for column in 2...4 {
                let area = DrawRect(x: Double(column) * size, y: Double(row) * size + 256, width: size, height: size)
                tiles[area] = world.commands(in: area).map { $0.offsetBy(dx: area.x, dy: area.y) }
            }
        }
        var shared = 0
        for (area, commands) in tiles {
            for command in commands.dropFirst() {  // the first is the tile's own land
                guard let reach = Self.bounds(of: command) else { continue }
                for (other, otherCommands) in tiles where other != area && MapWorld.intersects(reach, other) {
                    XCTAssertTrue(otherCommands.contains(command), "\(command) reaches from \(area) into \(other)")
                    shared += 1
                }
            }
        }
        XCTAssertGreaterThan(shared, 50, "roads, the river and labels cross tile edges")
    }

    func testLabelsParksAndTheRiverKeepApart() {
        for row in -6...6 {
            for column in -6...6 {
                guard let interior = world.blockInterior(column, row) else { continue }
                if world.blockUse(column, row) != .houses {
                    XCTAssertFalse(world.riverCrosses(interior), "block \(column), \(row) holds water or a park on the river")
                }
                if world.label(column, row) != nil {
                    XCTAssertEqual(world.blockUse(column, row), .houses, "block \(column), \(row)")
                }
                for neighbour in [column - 1, column + 1] where world.hasHorizontalSegment(neighbour, row) {
                    let a = world.node(neighbour, row), b = world.node(neighbour + 1, row)
                    XCTAssertFalse(
                        world.riverComesNear(from: a, to: b, within: MapWorld.riverWidth / 2 + world.rowWidth(row) / 2),
                        "east–west road \(row) runs along the river at column \(neighbour)")
                }
            }
        }
    }

    /// A box that surely contains what `command` draws (nil for the tile's own fill and anything unbounded).
    private static func bounds(of command: DrawCommand) -> DrawRect? {
        switch command {
        case let .line(from, to, width, _):
            let half = width / 2 + 0.5  // half the width and half the feather
            return DrawRect(
                x: min(from.x, to.x) - half, y: min(from.y, to.y) - half,
                width: abs(to.x - from.x) + 2 * half, height: abs(to.y - from.y) + 2 * half)
        case let .circle(center, radius, _):
            return DrawRect(x: center.x - radius - 0.5, y: center.y - radius - 0.5, width: 2 * radius + 1, height: 2 * radius + 1)
        case let .roundedRect(rect, _, _):
            return DrawRect(x: rect.x - 0.5, y: rect.y - 0.5, width: rect.width + 1, height: rect.height + 1)
        case let .polygon(points, _):
            // A reach of river: its ends are vertical edges, drawn without a feather, so it reaches no further in x.
            let xs = points.map(\.x), ys = points.map(\.y)
            return DrawRect(x: xs.min()!, y: ys.min()! - 0.5, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()! + 1)
        case let .text(string, origin, size, _, _, _, _):
            // No DejaVu Sans character is wider than 1 em.
            return DrawRect(x: origin.x, y: origin.y, width: Double(string.count) * size, height: size * 1.5)
        default:
            return nil
        }
    }
}
