import Foundation
import OverlayRender
import XCTest

/// The HUD and the key help over the scene, in the real window under Xvfb: at the top notch the HUD leaves the
/// card's grabber and header as the scene draws them, its notch labels sit on their own opaque pills (not under the
/// chart), and the help panel hides what is behind it.
final class HUDOverContentWindowTests: XvfbTestCase {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hud-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Drags the maps card's header from the lower notch to the top (its top then at 844 − 633 = 211 pt).
    private func dragToTheTop(_ window: String) throws {
        usleep(500_000)
        try xdotool(mouseDrag(in: window, pressAt: 660, moves: stride(from: 650, through: 120, by: -10)))
    }

    func testAtTheTopNotchTheHUDLeavesTheGrabberHeaderAndListTextAndItsLabelsOnPills() throws {
        let folder = try folder()
        let dump = folder.appendingPathComponent("frame.png").path, take = folder.appendingPathComponent("take.json").path
        let run = try runWindow(
            ["run", "--scenario", "maps", "--renderer", "software", "--hud", "--quit-after", "4", "--dump-frame", dump, "--record", take]
        ) { window in try dragToTheTop(window) }
        XCTAssertEqual(run.status, 0, run.stderr)
        let live = try PNGFile.read(path: dump)
        // The same state without the HUD: the recording replayed offscreen.
        let scene = try shot(trace: take, to: folder.appendingPathComponent("plain.png").path)
        XCTAssertEqual([live.width, live.height], [scene.width, scene.height])
        // The card from just under its top edge (where the notch 1 line runs) through the grabber and the header.
        XCTAssertEqual(differingPixels(live, scene, rows: 213..<281), 0, "the HUD covers none of the grabber and header")
        // Over the list, the notch 0 line crosses the rows (1 pt, translucent) but its label keeps off their text:
        // within 3 pt of every other pixel the HUD changed, the scene shows no text (dark, or the detail's grey).
        var changedByRow: [Int: [Int]] = [:]
        for y in 281..<844 {
            for x in 0..<390 where live.pixel(x: x, y: y) != scene.pixel(x: x, y: y) { changedByRow[y, default: []].append(x) }
        }
        let lineRows = Set(changedByRow.filter { $0.value.count > 300 }.keys.flatMap { [$0 - 1, $0, $0 + 1] })
        XCTAssertFalse(lineRows.isEmpty, "the notch 0 line runs over the list")
        var coveredText: [String] = []
        var labelPixels = 0
        for (y, xs) in changedByRow where !lineRows.contains(y) {
            for x in xs {
                labelPixels += 1
                let nearText = (-3...3).contains { dy in
                    (-3...3).contains { dx in
                        let near = scene.pixel(x: min(389, max(0, x + dx)), y: min(843, max(0, y + dy)))
                        return max(near.r, near.g, near.b) < 160
                    }
                }
                if nearText { coveredText.append("(\(x), \(y))") }
            }
        }
        XCTAssertGreaterThan(labelPixels, 200, "the notch 0 label is drawn over the list")
        XCTAssertEqual(coveredText.count, 0, "the notch 0 label is on or next to list text at \(coveredText.prefix(8))")
        // "notch 1" above its line at the right end, on an opaque pill: its padding is the pill's own colour.
        let pill = live.pixel(x: 331, y: 202)
        XCTAssertEqual([pill.r, pill.g, pill.b], [0x1C, 0x1C, 0x1E], "the label's pill, not under the chart")
    }

    func testTheKeyHelpIsOpaque() throws {
        let dump = try folder().appendingPathComponent("frame.png").path
        var help: RGBAImage?
        let run = try runWindow(["run", "--scenario", "maps", "--renderer", "software", "--quit-after", "3", "--dump-frame", dump]) {
            window in
            usleep(500_000)
            try press(["question"], in: window)
            usleep(700_000)
            help = try PNGFile.read(path: dump)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let frame = try XCTUnwrap(help)
        // The panel's left margin (the text starts 12 pt in) over the map and the card: nothing shows through.
        for y in stride(from: 300, through: 560, by: 4) {
            let pixel = frame.pixel(x: 17, y: y)
            XCTAssertEqual([pixel.r, pixel.g, pixel.b], [0x1C, 0x1C, 0x1E], "the help panel at (17, \(y))")
        }
    }
}
