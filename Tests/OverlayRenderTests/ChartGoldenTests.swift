// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import CGIF
    import Foundation
    import OverlayDrawing
    import OverlayFiles
    import OverlayLab
    import OverlayPresets
    import OverlayRender
    import OverlayScenes
    import OverlaySimulation
    import OverlaySnapshotTesting
    import OverlayTestSupport
    import SnapshotTesting
    import XCTest

    /// The tuning lab's images: the plot, the decision map and the film. Goldens for one plot and one map are
    /// snapshot references in `__Snapshots__/ChartGoldenTests` (recorded by scripts/record-goldens, compared by decoded pixels).
    final class ChartGoldenTests: XCTestCase {
        private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        private func trace(_ name: String) throws -> Trace {
            try Trace.load(path: Self.repository.appendingPathComponent("Assets/traces/\(name)").path)
        }

        private func plot() throws -> RGBAImage {
            let recording = ReplayRecording.record(scenario: BuiltInScenarios.maps, trace: try trace("maps-flicks.json"))
            return try OffscreenCanvas().render(TrajectoryPlot.drawList(recording))
        }

        func testPlotGolden() throws {
            let image = try plot()
            XCTAssertEqual(image.width, 900)
            XCTAssertEqual(image.height, 600)
            assertSnapshot(of: image, as: .image(), named: "plot-maps-flicks", record: GoldenImage.record)
        }

        func testPlotReadsTheReleaseVelocitiesFromTheContainer() throws {
            let recording = ReplayRecording.record(scenario: BuiltInScenarios.maps, trace: try trace("maps-flicks.json"))
            XCTAssertEqual(recording.releases.count, 2)
            XCTAssertLessThan(recording.releases[0].velocity, -500, "the first flick goes up")
            XCTAssertGreaterThan(recording.releases[1].velocity, 500, "the second goes down")
            XCTAssertEqual(recording.samples.count, 181, "t = 0 and 180 steps at 60 Hz")
            XCTAssertTrue(recording.samples.contains { $0.events.contains(.container(.didMove(notch: 1))) })
        }

        func testMapGolden() throws {
            let setup = DecisionMap.Setup(scenario: BuiltInScenarios.maps)
            let image = try OffscreenCanvas().render(DecisionMap.drawList(presets: OverlayBehaviorPreset.all, setup: setup))
            XCTAssertEqual(image.width, Int(DecisionMap.panelWidth) * 5)
            XCTAssertEqual(image.height, Int(DecisionMap.panelHeight))
            assertSnapshot(of: image, as: .image(), named: "map-maps-all", record: GoldenImage.record)
        }

        /// Reads the rendered map back at every cell's centre and compares it with `targetNotchIndex` (and, for the
        /// sheet, the dismissal rule) computed here.
        private func assertMapMatchesThePolicy(_ scenario: Scenario, scale: Double) throws {
            let setup = DecisionMap.Setup(scenario: scenario)
            let presets = OverlayBehaviorPreset.all
            let image = try OffscreenCanvas().render(DecisionMap.drawList(presets: presets, setup: setup, scale: scale))
            let heights = setup.notchHeights.map { CGFloat($0) }
            var mismatches = 0, dismissals = 0
            for (panel, preset) in presets.enumerated() {
                for row in 0..<DecisionMap.rows {
                    let height = setup.availableHeight * (Double(DecisionMap.rows - row) - 0.5) / Double(DecisionMap.rows)
                    for column in 0..<DecisionMap.columns {
                        let velocity = -4000 + (Double(column) + 0.5) * 100
                        let index = targetNotchIndex(
                            preset: preset, releaseHeight: CGFloat(height), releaseVelocity: CGFloat(velocity),
                            notchHeights: heights, reachable: scenario.reachable)
                        var expected = ChartPalette.notch(index)
                        if scenario.scene == .sheet && (velocity > 2400 || heights[index] < heights[1]) {
                            expected = ChartPalette.dismissal
                            dismissals += 1
                        }
                        let x =
                            (DecisionMap.panelWidth * Double(panel) + DecisionMap.gridOrigin.x + (Double(column) + 0.5)
                                * DecisionMap.cellSize)
                            * scale
                        let y = (DecisionMap.gridOrigin.y + (Double(row) + 0.5) * DecisionMap.cellSize) * scale
                        let pixel = image.pixel(x: Int(x), y: Int(y))
                        if [pixel.r, pixel.g, pixel.b] != [expected.red, expected.green, expected.blue] {
                            mismatches += 1
                            if mismatches <= 5 {
                                XCTFail(
                                    "\(scenario.name) \(preset.name.rawValue): cell row \(row) column \(column) (height \(height), velocity \(velocity)) is \(pixel), expected notch \(index)"
                                )
                            }
                        }
                    }
                }
            }
            XCTAssertEqual(mismatches, 0)
            if scenario.scene == .sheet { XCTAssertGreaterThan(dismissals, 0) }
        }

        func testMapMatchesThePolicyCellByCell() throws {
            try assertMapMatchesThePolicy(BuiltInScenarios.maps, scale: 1)
            try assertMapMatchesThePolicy(BuiltInScenarios.shortcuts, scale: 2)
            try assertMapMatchesThePolicy(BuiltInScenarios.sheet, scale: 1)
        }

        func testAnimatedGIFIsWrittenByGiflibAndReadsBack() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-sim-gif-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("film.gif").path
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            let drawer = ViewTreeDrawer()
            let canvas = try OffscreenCanvas()
            let writer = try AnimatedGIFWriter(path: path, width: 195, height: 422)
            var frames: [RGBAImage] = []
            let replay = try trace("maps-flicks.json")
            var failure: Error?
            _ = simulation.run(trace: replay) { simulation in
                drawer.observe(simulation)
                guard simulation.stepIndex % 15 == 0 else { return }
                do {
                    let image = try canvas.render(drawer.drawList(simulation, scale: 0.5))
                    frames.append(image)
                    try writer.addFrame(image, delay: 0.25)
                } catch {
                    failure = failure ?? error
                }
            }
            if let failure = failure { throw failure }
            try writer.finish()
            XCTAssertEqual(frames.count, 12)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["film.gif"], "no temporary file left")

            var error: Int32 = 0
            let gif = try XCTUnwrap(DGifOpenFileName(path, &error))
            defer { DGifCloseFile(gif, &error) }
            XCTAssertEqual(DGifSlurp(gif), GIF_OK)
            XCTAssertEqual(gif.pointee.SWidth, 195)
            XCTAssertEqual(gif.pointee.SHeight, 422)
            XCTAssertEqual(gif.pointee.ImageCount, 12)
            let first = gif.pointee.SavedImages[0]
            let blocks = (0..<Int(first.ExtensionBlockCount)).map { first.ExtensionBlocks[$0] }
            let application = blocks.first { $0.Function == APPLICATION_EXT_FUNC_CODE }
            let identifier = application.map { Array(UnsafeBufferPointer(start: $0.Bytes, count: Int($0.ByteCount))) }
            XCTAssertEqual(identifier, Array("NETSCAPE2.0".utf8), "the loop extension")
            // The palette keeps the card white and the map's land close.
            let map = try XCTUnwrap(gif.pointee.SColorMap)
            let raster = try XCTUnwrap(first.RasterBits)
            let original = frames[0]
            for (x, y) in [(100, 400), (20, 20)] {
                let entry = map.pointee.Colors[Int(raster[y * 195 + x])]
                let pixel = original.pixel(x: x, y: y)
                XCTAssertLessThanOrEqual(
                    abs(Int(entry.Red) - Int(pixel.r)) + abs(Int(entry.Green) - Int(pixel.g)) + abs(Int(entry.Blue) - Int(pixel.b)), 60)
            }
        }

        func testContactSheetSize() {
            let frame = RGBAImage(width: 100, height: 200, red: 255, green: 255, blue: 255, alpha: 255)
            let sheet = ContactSheet.make(Array(repeating: frame, count: 30))
            XCTAssertEqual(sheet.width, 8 + 6 * (50 + 8))
            XCTAssertEqual(sheet.height, 8 + 4 * (100 + 8), "24 frames at most, 6 a row")
        }
    }
#endif
