import Foundation
import OverlayFiles
import OverlayScenes
import XCTest

/// The tuning panel in the real window under Xvfb: real key presses through SDL change the live parameters, and E
/// saves them as a scenario file that `--params` loads back.
final class TuningPanelWindowTests: XvfbTestCase {

    /// Runs the maps scene, sends `keys` (xdotool key names) to the window, and returns the saved tuning files.
    private func session(keys: [String], arguments extra: [String] = [], folder: URL) throws -> (files: [String], stderr: String) {
        let app = overlaySim(
            [
                "run", "--scenario", "maps", "--renderer", "software", "--quit-after", "4",
                "--output-directory", folder.path,
            ] + extra)
        let err = Pipe()
        app.standardOutput = FileHandle.nullDevice
        app.standardError = err
        let collected = OutputBuffer()
        err.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try app.run()
        let window = try waitForWindow()
        XCTAssertFalse(window.isEmpty, "the window appeared")
        usleep(500_000)
        // Keyboard focus on the window first: SDL ignores synthetic key events sent to an unfocused window.
        var commands = ["windowfocus", "--sync", window]
        for key in keys { commands += ["sleep", "0.05", "key", key] }
        try xdotool(commands)
        app.waitUntilExit()
        err.fileHandleForReading.readabilityHandler = nil
        collected.append(err.fileHandleForReading.readDataToEndOfFile())
        XCTAssertEqual(app.terminationStatus, 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("overlay-sim-tuning-") }.sorted()
        return (files, String(decoding: collected.data, as: UTF8.self))
    }

    func testArrowKeysInThePanelChangeTheParametersAndESavesThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // → before T: the hidden panel leaves the parameters alone. Then T shows it; → → raises the spring response
        // (row 0) by 2 × 0.05 s; ↓ × 4 selects the minimum velocity, ← lowers it by 50 pt/s; E saves.
        let (files, stderr) = try session(
            keys: ["Right", "t", "Right", "Right", "Down", "Down", "Down", "Down", "Left", "e"],
            folder: folder)
        XCTAssertEqual(files.count, 1, "one tuning file saved: \(files) \(stderr)")
        guard let name = files.first else { return }
        let path = folder.appendingPathComponent(name).path
        XCTAssertTrue(stderr.contains("tuning saved: \(path)"), stderr)
        XCTAssertFalse(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix(".") },
            "no temporary file left")

        let saved = try Scenario.load(path: path)
        guard case let .spring(response, _, _, _, _, _) = saved.animation else { return XCTFail("\(saved.animation)") }
        XCTAssertEqual(response, 0.4, accuracy: 1e-9, "0.3 s + 2 × 0.05 s")
        guard case let .rushingForward(minimumVelocity, minimumDuration) = saved.targetPolicy else {
            return XCTFail("\(saved.targetPolicy)")
        }
        XCTAssertEqual(minimumVelocity, 350, accuracy: 1e-9, "400 pt/s − 50 pt/s")
        XCTAssertEqual(minimumDuration, 0.1, accuracy: 1e-9, "untouched")
        // Notches are saved of the scenario's kinds (fractions here), so the file resizes as the scene does.
        XCTAssertEqual(saved.notches, [.fraction(0.25), .fraction(0.75)], "notches untouched")
        XCTAssertEqual(saved.preset.rawValue, "reference")

        // --params loads the file back: saving again at once writes the same parameters.
        let again = folder.appendingPathComponent("again")
        try FileManager.default.createDirectory(at: again, withIntermediateDirectories: true)
        let (reloaded, stderr2) = try session(keys: ["e"], arguments: ["--params", path], folder: again)
        XCTAssertEqual(reloaded.count, 1, stderr2)
        guard let second = reloaded.first else { return }
        let resaved = try Scenario.load(path: again.appendingPathComponent(second).path)
        XCTAssertEqual(resaved.animation, saved.animation)
        XCTAssertEqual(resaved.targetPolicy, saved.targetPolicy)
    }

    func testTheArrowKeysAreRefusedWhileATakeIsRecordedAndWorkAgainAfterIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuning-take-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // R starts a take; T shows the panel; → → are refused (a take replays with the values it started with);
        // R saves the take; → then raises the spring response by 0.05 s; E saves: 0.35 s, not 0.45 s.
        let (files, stderr) = try session(keys: ["r", "t", "Right", "Right", "r", "Right", "e"], folder: folder)
        XCTAssertTrue(stderr.contains("tuning is locked while recording"), stderr)
        XCTAssertTrue(stderr.contains("recording saved: "), stderr)
        XCTAssertEqual(files.count, 1, "one tuning file saved: \(files) \(stderr)")
        guard let name = files.first else { return }
        let saved = try Scenario.load(path: folder.appendingPathComponent(name).path)
        guard case let .spring(response, _, _, _, _, _) = saved.animation else { return XCTFail("\(saved.animation)") }
        XCTAssertEqual(response, 0.35, accuracy: 1e-9, "only the change after the take")
    }

    func testAfterATuningChangeAResizeStillMovesTheNotches() throws {
        let run = try runWindow([
            "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--quit-after", "4",
        ]) { window in
            usleep(500_000)
            // T shows the panel, → raises the spring response (row 0); then the window becomes 390 pt tall.
            try press(["t", "Right"], in: window)
            usleep(200_000)
            try xdotool(["windowsize", window, "844", "390"])
            usleep(1_000_000)
            try press(["2"], in: window)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertTrue(lines.contains { ($0["events"] as? [String])?.contains("willMove:1") == true }, "key 2 moved the card")
        // Three quarters of 390 pt, not the 633 pt the tuning froze: the header stays on screen.
        XCTAssertEqual(lines.last?["height"] as? Double, 292.5, run.stdout.split(separator: "\n").suffix(2).joined())
        XCTAssertEqual(lines.last?["notch"] as? Int, 1)
    }
}
