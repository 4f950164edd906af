import Foundation
import OverlayFiles
import OverlayRender
import XCTest

/// The window's own text in the real window under Xvfb: nothing of the HUD or the key help is cut at non-integer
/// scales (`--report-cut-text` lists what the rasteriser had to cut with "…"), and the launch hint shows, fades and
/// goes at the first key.
final class TextFitWindowTests: XvfbTestCase {
    /// Tall enough for the maps scene at scale 1.21 (472 × 1021 px) without fitting it to the screen.
    override class var screen: String { "1024x1100x24" }

    func testNeitherTheHUDNorTheHelpIsCutAtNonIntegerScales() throws {
        for scale in ["1.21", "0.8"] {
            let run = try runWindow(
                [
                    "run", "--scenario", "maps", "--renderer", "software", "--hud", "--scale", scale, "--quit-after", "2.5",
                    "--report-cut-text",
                ]
            ) { window in
                usleep(800_000)
                try press(["question"], in: window)
                usleep(500_000)
            }
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertFalse(run.stderr.contains("does not fit"), "drawn at scale \(scale): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("text cut: 0\n"), "at scale \(scale): \(run.stderr)")
        }
    }

    /// The hint's pill at the bottom (13 pt text in a 31 pt pill 16 pt above the bottom edge) over the list.
    private func hintShows(_ frame: RGBAImage) -> Bool {
        let pixel = frame.pixel(x: 25, y: 812)
        return Int(pixel.r) < 90 && Int(pixel.g) < 90 && Int(pixel.b) < 90
    }

    func testTheLaunchHintShowsThenFades() throws {
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("hint-\(UUID().uuidString).png").path
        var first: RGBAImage?
        let run = try runWindow(["run", "--scenario", "maps", "--renderer", "software", "--quit-after", "5.5", "--dump-frame", dump]) { _ in
            usleep(800_000)
            first = try PNGFile.read(path: dump)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(hintShows(try XCTUnwrap(first)), "the hint at the start")
        XCTAssertFalse(hintShows(try PNGFile.read(path: dump)), "faded out by 4.8 s")
    }

    func testTheFirstKeyPutsTheLaunchHintAway() throws {
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("hint-\(UUID().uuidString).png").path
        var afterKey: RGBAImage?
        let run = try runWindow(["run", "--scenario", "maps", "--renderer", "software", "--quit-after", "2.5", "--dump-frame", dump]) {
            window in
            usleep(800_000)
            try press(["h"], in: window)
            usleep(500_000)
            afterKey = try PNGFile.read(path: dump)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(hintShows(try XCTUnwrap(afterKey)), "gone at the first key")
    }

    /// A scripted press (`--script`, as the bench's drag) is the user's press played back: the hint goes with it.
    func testAScriptedPressPutsTheLaunchHintAway() throws {
        let folder = try temporaryFolder()
        let script = folder.appendingPathComponent("press.json").path, dump = folder.appendingPathComponent("frame.png").path
        // At 2 s: the frame read 0.6 s after the window appears (its clock starts as it opens) comes well before it.
        let press = [
            TraceEvent(time: 2.0, kind: .pointer(phase: .down, x: 195, y: 668, pointer: 0, source: .mouse)),
            TraceEvent(time: 2.1, kind: .pointer(phase: .up, x: 195, y: 668, pointer: 0, source: .mouse)),
        ]
        try Trace(events: press, until: 3).encodeJSON().write(toFile: script, atomically: true, encoding: .utf8)
        var beforePress: RGBAImage?
        let run = try runWindow(
            ["run", "--scenario", "maps", "--renderer", "software", "--script", script, "--quit-after", "3", "--dump-frame", dump]
        ) { _ in
            usleep(600_000)
            beforePress = try PNGFile.read(path: dump)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(hintShows(try XCTUnwrap(beforePress)), "the hint before the scripted press")
        XCTAssertFalse(hintShows(try PNGFile.read(path: dump)), "gone after it")
    }
}
