// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayFiles
    import OverlayPresets
    import OverlayRender
    import OverlayScenes
    import OverlaySimulation
    import OverlaySnapshotTesting
    import OverlayTestSupport
    import SnapshotTesting
    import XCTest

    /// Renders built-in scenes offscreen and compares decoded pixels with the goldens in `__Snapshots__/GoldenTests`,
    /// through OverlaySnapshotTesting's `.image` strategy (what users of the library write). On a mismatch the actual
    /// image goes to swift-snapshot-testing's artifacts folder and the diff image's path is in the failure message.
    /// Goldens are re-recorded only by `scripts/record-goldens` (SNAPSHOT_TESTING_RECORD=all), never by a normal run.
    final class GoldenTests: XCTestCase {
        private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        /// The scene after replaying a shipped trace (or none), drawn at scale 1 to keep the goldens small.
        private func render(scenario: Scenario, trace: String?) throws -> RGBAImage {
            let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
            let drawer = ViewTreeDrawer()
            if let trace = trace {
                _ = simulation.run(trace: try load(trace), every: Int.max, observe: drawer.observe)
            }
            return try OffscreenCanvas().render(drawer.drawList(simulation, scale: 1))
        }

        private func load(_ trace: String) throws -> Trace {
            try Trace.load(path: Self.repository.appendingPathComponent("Assets/traces/\(trace)").path)
        }

        /// The scenario at the end of `trace` (at 0 without one), against the golden `NAME`.
        private func check(
            _ name: String, scenario: Scenario, trace: String?, file: StaticString = #filePath,
            testName: String = #function, line: UInt = #line
        ) throws {
            let replay = try trace.map(load) ?? Trace(events: [], until: 0)
            assertSnapshot(
                of: scenario, as: .image(scale: 1, trace: replay), named: name, record: GoldenImage.record,
                file: file, testName: testName, line: line)
        }

        func testMapsAtTheBottomNotch() throws {
            try check("maps-notch0", scenario: BuiltInScenarios.maps, trace: nil)
        }

        func testMapsAtTheTopNotch() throws {
            try check("maps-notch1", scenario: BuiltInScenarios.maps, trace: "maps-top.json")
        }

        func testMapsMidDrag() throws {
            try check("maps-middrag", scenario: BuiltInScenarios.maps, trace: "maps-middrag.json")
        }

        func testMapsScrolledWithIndicator() throws {
            try check("maps-scrolled", scenario: BuiltInScenarios.maps, trace: "maps-scrolled.json")
        }

        func testEveryExampleScene() throws {
            let cases: [(String, Scenario, String)] = [
                ("maps-landscape", BuiltInScenarios.maps, "maps-landscape.json"),
                ("shortcuts-split", BuiltInScenarios.shortcuts, "shortcuts-split.json"),
                ("backdrop-middle", BuiltInScenarios.backdrop, "backdrop-middle.json"),
                ("show-hide-shown", BuiltInScenarios.showHide, "show-hide-shown.json"),
                ("navigation-pushed", BuiltInScenarios.navigation, "navigation-pushed.json"),
                ("sheet-presented", BuiltInScenarios.sheet, "sheet-presented.json"),
                ("containers-shown", BuiltInScenarios.containers, "containers-shown.json"),
            ]
            for (name, scenario, trace) in cases {
                try check(name, scenario: scenario, trace: trace)
            }
        }

        /// The strategy's image is the one a plain replay and render give.
        func testTheSnapshotStrategyRendersWhatAReplayRenders() throws {
            let strategy = Snapshotting<Scenario, RGBAImage>.image(scale: 1, trace: try load("maps-middrag.json"))
            var image: RGBAImage?
            strategy.snapshot(BuiltInScenarios.maps).run { image = $0 }
            XCTAssertEqual(image, try render(scenario: BuiltInScenarios.maps, trace: "maps-middrag.json"))
        }

        func testRenderingIsDeterministic() throws {
            let a = try render(scenario: BuiltInScenarios.maps, trace: "maps-middrag.json")
            let b = try render(scenario: BuiltInScenarios.maps, trace: "maps-middrag.json")
            XCTAssertEqual(a, b)
            XCTAssertEqual(a.width, 390)
            XCTAssertEqual(a.height, 844)
        }

        func testTheOverlayIsWhereTheSimulationSaysAtScaleTwo() throws {
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            let image = try OffscreenCanvas().render(ViewTreeDrawer().drawList(simulation, scale: 2))
            XCTAssertEqual(image.width, 780)
            XCTAssertEqual(image.height, 1688)
            // Card top at y = 633 pt = 1266 px: white card below (away from the rounded corners), map above.
            let card = image.pixel(x: 390, y: 1266 + 200)
            XCTAssertEqual([card.r, card.g, card.b], [255, 255, 255])
            let grabber = image.pixel(x: 390, y: 1266 + 17)
            XCTAssertEqual([grabber.r, grabber.g, grabber.b], [0xC4, 0xC4, 0xC6], "grabber 6 pt below the top edge")
            let searchField = image.pixel(x: 700, y: 1266 + 2 * 21)
            XCTAssertEqual([searchField.r, searchField.g, searchField.b], [0xEE, 0xEE, 0xF0])
        }
    }
#endif
