import Foundation
import OverlayFiles
import OverlayRender
import OverlayScenes
import XCTest

/// The window faults a new user met, each driven through the real window under Xvfb: keys for missing notches, Tab
/// during a take, the key help and the HUD, messages and the recording badge, a window taller than the screen, the
/// compare window's labels, and a window that sits still.
final class WindowFixesTests: XvfbTestCase {
    private func frameLog(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// Waits until the dumped frame exists and the window has presented at least one more frame after `since`.
    private func frame(at path: String, newerThan since: Date = .distantPast) throws -> RGBAImage {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let modified = attributes[.modificationDate] as? Date, modified > since
            {
                usleep(100_000)
                return try PNGFile.read(path: path)
            }
            usleep(50_000)
        }
        return try PNGFile.read(path: path)
    }

    /// The dumped frame once `shows` holds for it, else the last one read after 8 s: a loaded machine can take
    /// seconds to handle a key, so a test waits for what it expects rather than for a fixed time.
    private func frame(at path: String, showing shows: (RGBAImage) -> Bool) throws -> RGBAImage {
        let deadline = Date().addingTimeInterval(8)
        var last = try frame(at: path)
        while !shows(last) && Date() < deadline {
            usleep(100_000)
            if let image = try? PNGFile.read(path: path) { last = image }
        }
        return last
    }

    private func isDark(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), below limit: Int = 90) -> Bool {
        Int(pixel.r) < limit && Int(pixel.g) < limit && Int(pixel.b) < limit
    }

    /// The share of dark pixels in a rectangle of the image (a dark panel with light text is mostly dark).
    private func darkShare(_ image: RGBAImage, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Double {
        var dark = 0
        for row in y { for column in x where isDark(image.pixel(x: column, y: row)) { dark += 1 } }
        return Double(dark) / Double(x.count * y.count)
    }

    func testAKeyForAMissingNotchIsIgnoredAndSaysSo() throws {
        let dump = try temporaryFolder().appendingPathComponent("frame.png").path
        let run = try runWindow([
            "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--quit-after", "3",
            "--dump-frame", dump,
        ]) { window in
            usleep(500_000)
            try press(["5"], in: window)
            usleep(600_000)
            let image = try frame(at: dump)
            // The message pill sits at the bottom in the middle of the window, over the white card.
            XCTAssertGreaterThan(darkShare(image, x: 60...330, y: 790...826), 0.6, "a message at the bottom")
        }
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("no notch for key 5 in maps: keys 1…2 move to its 2 notches"), run.stderr)
        let log = frameLog(run.stdout)
        XCTAssertFalse(log.contains { ($0["events"] as? [String])?.contains("willMove:4") == true }, "the key never reached the container")
        XCTAssertEqual(log.last?["height"] as? Double, 211, "the card did not vanish")
    }

    func testTabDuringATakeIsRecordedAndTheTakeReplaysWhole() throws {
        let folder = try temporaryFolder()
        let record = folder.appendingPathComponent("take.json").path
        let run = try runWindow([
            "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--quit-after", "4",
            "--record", record,
        ]) { window in
            usleep(500_000)
            try press(["Tab"], in: window)
            usleep(400_000)
            // Shortcuts' overlay rests at H/4 = 211 pt: drag its header (top edge at 633 pt) up.
            let drag = mouseDrag(in: window, pressAt: 660, moves: stride(from: 640, through: 300, by: -20), pressPause: nil)
            try xdotool(drag + ["sleep", "0.3", "key", "2"])
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let trace = try Trace.load(path: record)
        XCTAssertTrue(trace.events.contains { $0.kind == .scene(.shortcuts) }, "the switch is in the take")
        XCTAssertTrue(
            trace.events.contains {
                if case .pointer(.down, _, _, _, _) = $0.kind { return true }
                return false
            },
            "and so is what came after it")
        XCTAssertTrue(run.stdout.contains("\"scene:shortcuts\""))
        try assertReplayPrintsTheLiveLog(run.stdout, record: record)
    }

    func testTheHelpTheHUDAndTheBadgeShowInTheWindowWithoutCoveringTheButtons() throws {
        let folder = try temporaryFolder()
        let dump = folder.appendingPathComponent("frame.png").path
        let run = try runWindow([
            // Q ends the run once everything was seen; the time limit only stops a window that never saw it.
            "run", "--scenario", "containers", "--renderer", "software", "--quit-after", "30",
            "--output-directory", folder.path, "--dump-frame", dump,
        ]) { window in
            usleep(500_000)
            let before = try frame(at: dump)
            // The containers scene's three buttons are 40 pt tall at y 100; their middles are button-coloured.
            let buttonPixel = before.pixel(x: 16 + 50, y: 120)
            try press(["h"], in: window)
            let withHUD = try frame(at: dump) { self.isDark($0.pixel(x: 16, y: 160)) }
            XCTAssertTrue(isDark(withHUD.pixel(x: 16, y: 160)), "the HUD panel at the top left, below the buttons")
            XCTAssertEqual(withHUD.pixel(x: 16 + 50, y: 120).r, buttonPixel.r, "the HUD leaves the buttons visible")
            try press(["question"], in: window)
            // The panel's left margin (its text, wrapped, may cover the middle).
            let help = try frame(at: dump) { self.isDark($0.pixel(x: 17, y: 422), below: 60) }
            XCTAssertTrue(isDark(help.pixel(x: 17, y: 422), below: 60), "the key help in the middle")
            try press(["question", "r"], in: window)
            let recording = try frame(at: dump) {
                $0.pixel(x: 390 - 8 - 10, y: 8 + 11).r > 150 && $0.pixel(x: 390 - 8 - 10, y: 8 + 11).g < 80
            }
            let badge = recording.pixel(x: 390 - 8 - 10, y: 8 + 11)
            XCTAssertGreaterThan(Int(badge.r), 150, "a red recording badge at the top right: \(badge)")
            XCTAssertLessThan(Int(badge.g), 80)
            try press(["q"], in: window)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("recording (the scene restarted); R saves the take"), run.stderr)
        XCTAssertTrue(run.stderr.contains("recording saved: \(folder.path)/overlay-sim-recording-"), run.stderr)
    }

    func testAWindowTallerThanTheScreenIsFittedAndSaysSo() throws {
        // Xvfb's screen here is 1024×900; the maps scene at scale 2 would be 780×1688 px.
        var geometry = ""
        let run = try runWindow(["run", "--scenario", "maps", "--renderer", "software", "--scale", "2", "--quit-after", "2"]) { window in
            usleep(300_000)
            geometry = try xdotool(["getwindowgeometry", window])
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("does not fit the display's usable 1024×900 px; using scale 1.06"), run.stderr)
        XCTAssertTrue(geometry.contains("Geometry: 413x895"), geometry)
    }

    func testTheCompareWindowLabelsEachPaneAndDividesThem() throws {
        let dump = try temporaryFolder().appendingPathComponent("frame.png").path
        let run = try runWindow([
            "compare", "--scenario", "maps", "--presets", "reference,fluid", "--quit-after", "2",
            "--dump-frame", dump,
        ]) { _ in usleep(800_000) }
        XCTAssertEqual(run.status, 0, run.stderr)
        let image = try PNGFile.read(path: dump)
        XCTAssertEqual(image.width, 780)
        XCTAssertTrue(isDark(image.pixel(x: 390, y: 400), below: 40), "a divider between the panes")
        for paneMiddle in [195, 585] {
            XCTAssertGreaterThan(
                darkShare(image, x: (paneMiddle - 20)...(paneMiddle + 20), y: 814...830), 0.5,
                "a label at the bottom of the pane at \(paneMiddle)")
        }
    }

    func testAWindowWhereNothingMovesPresentsAlmostNothing() throws {
        let run = try runWindow(["run", "--scenario", "maps", "--renderer", "software", "--quit-after", "3", "--report-frames"]) { _ in }
        XCTAssertEqual(run.status, 0, run.stderr)
        guard let line = run.stderr.split(separator: "\n").first(where: { $0.hasPrefix("frames: presented") }),
            let presented = Int(line.split(separator: " ")[2])
        else { return XCTFail(run.stderr) }
        XCTAssertLessThanOrEqual(presented, 5, "the first frame, not one per loop: \(line)")
        let iterations = Int(line.split(separator: " ")[4]) ?? 0
        XCTAssertLessThanOrEqual(iterations, 3 * 70, "the loop waits for the display's rate instead of spinning: \(line)")
    }
}
