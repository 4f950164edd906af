import Foundation
import OverlayContainerManager
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport
import OverlayUIKit
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// The draw list a scene produces: what is drawn where, and only what is visible.
final class SceneDrawerTests: XCTestCase {
    private func texts(_ list: DrawList, inLayers: Bool = true) -> [String] {
        var found: [String] = []
        func walk(_ commands: [DrawCommand]) {
            for command in commands {
                if case let .text(string, _, _, _, _, _, _) = command { found.append(string) }
                if inLayers, case let .layer(_, _, _, _, inner) = command { walk(inner) }
            }
        }
        walk(list.commands)
        return found
    }

    func testCardGrabberAndHeaderFollowTheOverlay() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let list = ViewTreeDrawer().drawList(simulation, scale: 2)
        XCTAssertEqual(list.pixelWidth, 780)
        XCTAssertEqual(list.pixelHeight, 1688)
        guard case .fill(DrawRect(x: 0, y: 0, width: 390, height: 844), _) = list.commands[0],
            case .pushClip(DrawRect(x: 0, y: 0, width: 390, height: 844)) = list.commands[1],
            case let .layer(key, DrawPoint(x: 0, y: 0), 256, 256, _) = list.commands[2], key.hasPrefix("map ")
        else {
            return XCTFail("the window's background, then the map as cached 256 pt tiles: \(list.commands.prefix(3))")
        }
        XCTAssertTrue(
            list.commands.contains(
                .shadow(
                    DrawRect(x: 0, y: 633, width: 390, height: 633), .top(12),
                    color: DrawColor(hex: 0, opacity: 0.2), radius: 3, dx: 0, dy: 1)))
        XCTAssertTrue(list.commands.contains(.roundedRect(DrawRect(x: 0, y: 633, width: 390, height: 633), .top(12), .white)))
        XCTAssertTrue(
            list.commands.contains(
                .roundedRect(
                    DrawRect(x: 177, y: 639, width: 36, height: 5), CornerRadii(all: 2.5),
                    DrawColor(hex: 0xC4C4C6))), "grabber 36×5, 6 pt below the top edge")
        XCTAssertTrue(texts(list).contains("Search Maps"))
    }

    func testOnlyVisibleRowsAreDrawnWhateverTheRowCount() {
        func rowTexts(rows: Int, offset: CGFloat) -> [String] {
            var scenario = BuiltInScenarios.maps
            scenario.scrollView?.rows = rows
            let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
            simulation.apply(TraceEvent(time: 0, kind: .moveToNotch(index: 1, animated: false)))
            simulation.scene!.tables[0].contentOffset = CGPoint(x: 0, y: offset)
            return texts(ViewTreeDrawer().drawList(simulation, scale: 1), inLayers: false).filter {
                $0.contains(" ") && !$0.contains("km") && $0 != "Search Maps"
            }
        }
        let small = rowTexts(rows: 100, offset: 0)
        let huge = rowTexts(rows: 1_000_000, offset: 44 * 500_000)
        // The table is 633 − 70 = 563 pt tall: 13 rows of 44 pt intersect it.
        XCTAssertEqual(small.count, 13)
        XCTAssertEqual(huge.count, 13)
        XCTAssertEqual(small.first, "Coffee 1")
        XCTAssertTrue(huge.first!.hasSuffix(" 500001"), huge.first!)
    }

    func testScrollIndicatorShowsWhileScrollingThenFades() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let drawer = ViewTreeDrawer()
        func indicatorAlpha() -> UInt8? {
            for command in drawer.drawList(simulation, scale: 1).commands {
                if case let .roundedRect(rect, _, color) = command, rect.width == 3 { return color.alpha }
            }
            return nil
        }
        XCTAssertNil(indicatorAlpha(), "not shown before any scrolling")
        simulation.apply(TraceEvent(time: 0.1, kind: .wheel(x: 195, y: 800, dy: 200)))
        simulation.step()
        XCTAssertEqual(indicatorAlpha(), DrawColor(hex: 0, opacity: 0.35).alpha)
        while simulation.currentTime < 0.1 + TableView.indicatorHold + TableView.indicatorFade / 2 {
            simulation.step()
            drawer.observe(simulation)
        }
        let half = indicatorAlpha()
        XCTAssertNotNil(half)
        XCTAssertLessThan(half!, DrawColor(hex: 0, opacity: 0.35).alpha)
        for _ in 0..<60 {
            simulation.step()
            drawer.observe(simulation)
        }
        XCTAssertNil(indicatorAlpha(), "faded out")
    }

    func testHUDDrawsNotchLinesAndItsLines() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let list = ViewTreeDrawer().drawList(simulation, scale: 1, hud: ViewTreeDrawer.HUD(lines: ["maps 60 Hz", "height 211.0"]))
        XCTAssertTrue(
            list.commands.contains(
                .line(
                    from: DrawPoint(x: 0, y: 633), to: DrawPoint(x: 390, y: 633), width: 1,
                    color: DrawColor(hex: 0xFF9500, opacity: 0.9))))
        XCTAssertTrue(
            list.commands.contains(
                .line(
                    from: DrawPoint(x: 0, y: 211), to: DrawPoint(x: 390, y: 211), width: 1,
                    color: DrawColor(hex: 0xFF9500, opacity: 0.9))))
        XCTAssertTrue(texts(list).contains("height 211.0"))
        XCTAssertTrue(texts(list).contains("notch 1"))
    }

    func testDrawListStorageIsReused() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let drawer = ViewTreeDrawer()
        var list = DrawList(width: 0, height: 0, scale: 1)
        drawer.draw(simulation, scale: 1, into: &list)
        let capacity = list.commands.capacity
        let count = list.commands.count
        drawer.draw(simulation, scale: 1, into: &list)
        XCTAssertEqual(list.commands.count, count)
        XCTAssertEqual(list.commands.capacity, capacity)
    }
}
