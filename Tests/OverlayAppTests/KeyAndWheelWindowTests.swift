import Foundation
import OverlayRender
import XCTest

/// Two small faults, in the real window under Xvfb: a notch key the scene lacks is named as the key pressed, and
/// the wheel over the map pans it as a drag does.
final class KeyAndWheelWindowTests: XvfbTestCase {
    func testKey5InTheSheetSceneNamesTheKeyNotANotchIndex() throws {
        let run = try runWindow(["run", "--scenario", "sheet", "--renderer", "software", "--quit-after", "2"]) { window in
            usleep(500_000)
            try press(["5"], in: window)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("no notch for key 5 in sheet: keys 1…3 move to its 3 notches"), run.stderr)
        XCTAssertFalse(run.stderr.contains("no notch 4"), run.stderr)
    }

    /// The share of pixels that differ between two frames in the rows `rows` (the map above the card).
    private func changedShare(_ a: RGBAImage, _ b: RGBAImage, rows: ClosedRange<Int>) -> Double {
        var changed = 0
        for y in rows {
            for x in 0..<min(a.width, b.width) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { changed += 1 }
        }
        return Double(changed) / Double(rows.count * min(a.width, b.width))
    }

    func testTheWheelOverTheMapPansIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wheel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("frame.png").path
        var before: RGBAImage?, after: RGBAImage?
        let run = try runWindow([
            "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--quit-after", "3", "--dump-frame", dump,
        ]) { window in
            usleep(800_000)
            before = try PNGFile.read(path: dump)
            // Over the map (the card's top is at 633 pt): three wheel steps down.
            try xdotool(["mousemove", "--window", window, "195", "300", "sleep", "0.1", "click", "5", "sleep", "0.05", "click", "5"])
            try xdotool(["sleep", "0.05", "click", "5"])
            usleep(600_000)
            after = try PNGFile.read(path: dump)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let (first, second) = (try XCTUnwrap(before), try XCTUnwrap(after))
        XCTAssertGreaterThan(changedShare(first, second, rows: 120...600), 0.2, "the map moved under the wheel")
        XCTAssertEqual(
            changedShare(first, second, rows: 720...830), 0, "the card and its list did not move")
        XCTAssertFalse(run.stdout.contains("\"contentOffset\":40"), "the list was not scrolled")
    }
}
