import Foundation
import XCTest

/// Real panels through the real `overlay-sim`: evemu recordings, the clock options, forcing a device.
final class RealPanelCommandTests: XCTestCase {
    private static let flick = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Recordings/flick-evemu.events").path

    private var folder: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-panels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func write(_ text: String, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func finalLine(_ arguments: [String]) throws -> String {
        let result = try CommandLineTests.run(["simulate", "--scenario", "maps"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return String(result.stdout.split(separator: "\n").last ?? "")
    }

    func testImportEvemuWithOrWithoutADescriptionAndEventsFilesWhereATraceIs() throws {
        let out = folder.appendingPathComponent("flick.json").path
        let imported = try CommandLineTests.run(["import", "evemu", Self.flick, "--scenario", "maps", "--out", out])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(
            imported.stderr,
            "devices[0] \"Evemu Test Panel\": 1 contact (at most 1 at once), 26 events over 0.208 s\n"
                + "panel: 72.0 × 156.0 mm; a scenario of 390 × 845 pt has its aspect\n")
        // The .events file replays where a trace does, as its import does.
        let fromRecording = try finalLine(["--trace", Self.flick])
        XCTAssertEqual(fromRecording, try finalLine(["--trace", out]))
        XCTAssertEqual(fromRecording, "{\"final\":true,\"t\":2.208333,\"height\":633,\"notch\":1,\"position\":\"top\",\"contentOffset\":0}")
        // Events only, the device from evemu-describe's output.
        let lines = try String(contentsOfFile: Self.flick, encoding: .utf8).split(separator: "\n")
        let events = try write(lines.filter { $0.hasPrefix("E:") }.joined(separator: "\n") + "\n", "events-only.txt")
        let description = try write(lines.filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n", "panel.desc")
        let split = folder.appendingPathComponent("split.json").path
        let described = try CommandLineTests.run(["import", "evemu", events, "--desc", description, "--scenario", "maps", "--out", split])
        XCTAssertEqual(described.status, 0, described.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: split)), try Data(contentsOf: URL(fileURLWithPath: out)))
        let bare = try CommandLineTests.run(["import", "evemu", events, "--scenario", "maps", "--out", split + "2"])
        XCTAssertEqual(bare.status, 2)
        XCTAssertTrue(bare.stderr.hasPrefix("overlay-sim: \(events): has no device description"), bare.stderr)
        // A file written by the real libevemu (times from 0.000001, `%04d` values, commented events).
        let capture = URL(fileURLWithPath: Self.flick).deletingLastPathComponent().appendingPathComponent("two-fingers-libevemu.events")
            .path
        let real = try CommandLineTests.run(["import", "evemu", capture, "--scenario", "maps", "--out", split + "3"])
        XCTAssertEqual(real.status, 0, real.stderr)
        XCTAssertEqual(
            real.stderr,
            "devices[0] \"OverlaySim Test Touchscreen\": 2 contacts (at most 2 at once), 17 events over 0.092 s\n"
                + "panel: 67.5 × 146.2 mm; a scenario of 390 × 845 pt has its aspect\n")
    }

    func testBadEvemuLinesNameTheFileAndLine() throws {
        let text = try String(contentsOfFile: Self.flick, encoding: .utf8)
            .replacingOccurrences(of: "E: 1000.508333 0003 0036", with: "E: 1000.508333 0003 zz36")
        let bad = try write(text, "bad.events")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("zz36") }! + 1
        let result = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", bad])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "overlay-sim: \(bad): line \(line): expected an event code in hexadecimal, 0x0 to 0x2ff, found `zz36`\n")
    }

    /// The flick with each frame's stamp moved by `offset(frame)` µs, and with `doubleFrames` an extra frame 1 ms
    /// before each move (another finger's pressure), as a panel sends two frames per scan.
    private func variant(_ offset: (Int) -> Int, doubleFrames: Bool) throws -> String {
        var frame = 0
        var out: [String] = []
        for line in try String(contentsOfFile: Self.flick, encoding: .utf8).split(separator: "\n") {
            guard line.hasPrefix("E: ") else {
                out.append(String(line))
                continue
            }
            let fields = line.split(separator: " ")
            let parts = fields[1].split(separator: ".")
            let micros = Int(parts[0])! * 1_000_000 + Int(parts[1].prefix(6))! + offset(frame)
            let stamp = String(format: "%d.%06d", micros / 1_000_000, micros % 1_000_000)
            if doubleFrames, line.contains(" 0003 0036 ") {
                let early = String(format: "%d.%06d", (micros - 1000) / 1_000_000, (micros - 1000) % 1_000_000)
                out += ["E: \(early) 0003 003a 0040", "E: \(early) 0000 0000 0000"]
            }
            out.append((["E:", stamp] + fields[2...].map(String.init)).joined(separator: " "))
            if line.contains(" 0000 0000 0000") { frame += 1 }
        }
        return try write(out.joined(separator: "\n") + "\n", "variant-\(UUID().uuidString).events")
    }

    func testTheClockOptionsEndOnTheSameNotch() throws {
        let jittered = try variant({ ($0 * 37 % 21 - 10) * 100 }, doubleFrames: false)
        let doubled = try variant({ $0 % 3 * 150 }, doubleFrames: true)
        for path in [Self.flick, jittered, doubled] {
            let kernel = try finalLine(["--trace", path, "--clock", "kernel"])
            XCTAssertTrue(kernel.contains("\"notch\":1"), kernel)
            // The end time follows the last frame's time, which the panel clock may move by a fraction of a scan.
            let panel = try finalLine(["--trace", path, "--clock", "panel"])
            XCTAssertEqual(
                panel.replacingOccurrences(of: #""t":[0-9.]+,"#, with: "", options: .regularExpression),
                kernel.replacingOccurrences(of: #""t":[0-9.]+,"#, with: "", options: .regularExpression))
            XCTAssertEqual(try finalLine(["--trace", path]), kernel, "the kernel clock is the default")
        }
    }

    func testForceDeviceReplaysATouchpadAndNeedsADevice() throws {
        let both = URL(fileURLWithPath: Self.flick).deletingLastPathComponent().appendingPathComponent("touchpad-and-touchscreen.yml").path
        let forced = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", both, "--device", "0", "--force-device"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        let alone = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", both, "--force-device"])
        XCTAssertEqual(alone.status, 64, alone.stderr)
        XCTAssertTrue(alone.stderr.contains("--force-device needs --device N"), alone.stderr)
    }

    func testFilmAndPlotCollapseATwentyHourPause() throws {
        // A tap, 20 hours with no finger down, another tap (evemu: the device lines of the flick, then its events).
        let description = try String(contentsOfFile: Self.flick, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("E:") }
        let events = [
            "E: 5.000000 0003 0039 0001", "E: 5.000000 0003 0035 0720", "E: 5.000000 0003 0036 2400", "E: 5.000000 0000 0000 0000",
            "E: 5.100000 0003 0039 -001", "E: 5.100000 0000 0000 0000",
            "E: 72005.100000 0003 0039 0002", "E: 72005.100000 0000 0000 0000",
            "E: 72005.200000 0003 0039 -001", "E: 72005.200000 0000 0000 0000",
        ]
        let path = try write((description.map(String.init) + events).joined(separator: "\n") + "\n", "pause.events")
        let gif = folder.appendingPathComponent("pause.gif").path, png = folder.appendingPathComponent("pause.png").path
        let start = Date()
        let film = try CommandLineTests.run([
            "film", "--scenario", "maps", "--trace", path, "--fps", "10", "--scale", "0.25", "--out", gif,
        ])
        let plot = try CommandLineTests.run(["plot", "--scenario", "maps", "--trace", path, "--out", png])
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        for result in [film, plot] {
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(
                result.stderr.contains(
                    "warning: \(path): devices[0] \"Evemu Test Panel\": no finger down from 0.100 s to 72000.100 s (as recorded): "
                        + "this idle stretch of 72000.000 s is replayed as 2.000 s"), result.stderr)
        }
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int)
        XCTAssertLessThan(size, 2_000_000)

        // The same taps with a pause of exactly 2 s (nothing to shorten): the same replay, so the film's frames are
        // the same files but for the caption on the 20 frames taken in the shortened stretch (0.1 s to 2.1 s).
        let twoSeconds = try write(
            (description.map(String.init) + events.map { $0.replacingOccurrences(of: "E: 72005.", with: "E: 7.") }).joined(separator: "\n")
                + "\n", "two-seconds.events")
        var frames: [[Data]] = []
        for (name, recording) in [("cut", path), ("plain", twoSeconds)] {
            let out = folder.appendingPathComponent(name).path
            let result = try CommandLineTests.run([
                "film", "--scenario", "maps", "--trace", recording, "--fps", "10", "--scale", "0.25", "--out", out,
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            frames.append(try (1...43).map { try Data(contentsOf: URL(fileURLWithPath: out + String(format: "/frame-%04d.png", $0))) })
        }
        let captioned = (1...43).filter { frames[0][$0 - 1] != frames[1][$0 - 1] }
        XCTAssertEqual(captioned, Array(2...21))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cut/frame-0044.png").path))
    }

    func testARecordingWithoutTouchOrWithAFingerLeftDownIsSaid() throws {
        let description = try String(contentsOfFile: Self.flick, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("E:") }
            .map(String.init)
        let none = try write(
            (description + ["E: 1.000000 0004 0005 0001", "E: 1.000000 0000 0000 0000"]).joined(separator: "\n"), "none.events")
        let refused = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", none])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr, "overlay-sim: \(none): devices[0] \"Evemu Test Panel\" has no touch: there is nothing to replay\n")
        let held = try write(
            (description + [
                "E: 1.000000 0003 0039 0001", "E: 1.000000 0003 0035 0700", "E: 1.000000 0003 0036 2000", "E: 1.000000 0000 0000 0000",
            ])
            .joined(separator: "\n"), "held.events")
        let replayed = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", held])
        XCTAssertEqual(replayed.status, 0, replayed.stderr)
        XCTAssertEqual(
            replayed.stderr,
            "warning: \(held): devices[0] \"Evemu Test Panel\": the contact on pointer 0 never lifts (the recording ends with it down): "
                + "ended with a cancel at 0.0 s, the last frame\n")
    }
}
