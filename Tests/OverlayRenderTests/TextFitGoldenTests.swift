// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayApp
    import OverlayFiles
    import OverlayRender
    import OverlayScenes
    import OverlaySnapshotTesting
    import OverlayTestSupport
    import SnapshotTesting
    import XCTest

    /// The window's own text at sizes where it used to be cut with "…": the HUD at scale 1.21 (a 12 pt line is drawn
    /// in 15 px there, 3 % wider than 12 × 1.21) and the key help in a 390 pt wide window (half its descriptions did
    /// not fit one line). Each is drawn as the window draws it, by the offscreen rasteriser; nothing is cut, and the
    /// goldens in `__Snapshots__/TextFitGoldenTests` show it (recorded by scripts/record-goldens; review the PNGs).
    final class TextFitGoldenTests: XCTestCase {
        /// The first frame of the maps scene's window at `scale`, as the window renders it, and the texts cut.
        private func windowFrame(scale: Double, keys: [String] = [], hud: Bool = false) throws -> (image: RGBAImage, cut: [String]) {
            var options = WindowOptions(scenario: BuiltInScenarios.maps, scale: scale, showsHUD: hud)
            options.outputDirectory = FileManager.default.temporaryDirectory.path
            let session = WindowSession(options: options)
            session.advanceFrame(real: 0)
            for key in keys { session.receive(.key(try XCTUnwrap(KeyCommand(keyName: key))), at: 0) }
            let canvas = try OffscreenCanvas()
            let image = try canvas.render(session.drawList(outputWidth: 390 * scale))
            return (image, canvas.rasterizer.cutTexts)
        }

        func testTheHUDAtScale1Point21Golden() throws {
            let frame = try windowFrame(scale: 1.21, hud: true)
            XCTAssertEqual(frame.cut, [], "no HUD line is cut")
            XCTAssertEqual([frame.image.width, frame.image.height], [472, 1021])
            assertSnapshot(of: frame.image, as: .image(), named: "hud-scale-1.21", record: GoldenImage.record)
        }

        func testTheKeyHelpAt390PointsGolden() throws {
            let frame = try windowFrame(scale: 1, keys: ["?"])
            XCTAssertEqual(frame.cut, [], "every description wraps instead")
            assertSnapshot(of: frame.image, as: .image(), named: "help-390pt", record: GoldenImage.record)
        }
    }
#endif
