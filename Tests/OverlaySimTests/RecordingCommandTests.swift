import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// libinput recordings through the real `overlay-sim`: `import libinput`, and `.yml` files wherever a trace is taken;
/// untrusted recordings refused quickly, in little memory.
final class RecordingCommandTests: XCTestCase {
    private static var recordings: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recordings")
    }

    private var folder: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("recordings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func recording(_ name: String) -> String { Self.recordings.appendingPathComponent(name).path }

    func testImportWritesATraceThatReplaysLikeTheRecording() throws {
        let out = folder.appendingPathComponent("two.json").path
        let imported = try CommandLineTests.run(["import", "libinput", recording("two-fingers.yml"), "--scenario", "maps", "--out", out])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout, out + "\n")
        XCTAssertEqual(
            imported.stderr,
            "devices[0] \"Goodix Capacitive TouchScreen\": 3 contacts (at most 2 at once), 124 events over 1.008 s\n"
                + "panel: 72.0 × 156.0 mm; a scenario of 390 × 845 pt has its aspect\n")
        let trace = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(
            trace.hasPrefix("{\"events\": [\n  {\"t\": 0, \"kind\": \"down\", \"x\": 249.708, \"y\": 669.79, \"source\": \"touch\"},\n"),
            trace)
        XCTAssertTrue(
            trace.contains("{\"t\": 0.15, \"kind\": \"down\", \"x\": 89.917, \"y\": 259.963, \"pointer\": 1, \"source\": \"touch\"}"))
        // The overlay follows the header finger to the top notch, the same from the trace file as from the recording.
        let fromTrace = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", out])
        let fromRecording = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", recording("two-fingers.yml")])
        XCTAssertEqual(fromRecording.status, 0, fromRecording.stderr)
        XCTAssertEqual(fromTrace.stdout, fromRecording.stdout)
        XCTAssertTrue(
            fromRecording.stdout.hasSuffix(
                "{\"final\":true,\"t\":3.008333,\"height\":633,\"notch\":1,\"position\":\"top\",\"contentOffset\":0}\n"))
    }

    func testShotAndFilmTakeARecordingAndShowTouches() throws {
        let plain = folder.appendingPathComponent("plain.png").path, touches = folder.appendingPathComponent("touches.png").path
        for (out, extra) in [(plain, [String]()), (touches, ["--show-touches"])] {
            let shot = try CommandLineTests.run(
                [
                    "shot", "--scenario", "maps", "--trace", recording("two-fingers.yml"), "--at", "0.4",
                    "--scale", "1", "--out", out,
                ] + extra)
            XCTAssertEqual(shot.status, 0, shot.stderr)
        }
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: plain)), try Data(contentsOf: URL(fileURLWithPath: touches)))
        let gif = folder.appendingPathComponent("flick.gif").path
        let film = try CommandLineTests.run([
            "film", "--scenario", "maps", "--trace", recording("flick-one-finger.yml"), "--fps", "10",
            "--scale", "0.25", "--show-touches", "--out", gif,
        ])
        XCTAssertEqual(film.status, 0, film.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: gif))
    }

    func testACheckCaseReplaysARecording() throws {
        let suite = folder.appendingPathComponent("suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: recording("flick-one-finger.yml"), toPath: suite.appendingPathComponent("flick.yml").path)
        try Data(#"{"scenario": "maps", "trace": "flick.yml", "checkpoints": [0.1, 1], "scale": 0.5}"#.utf8)
            .write(to: suite.appendingPathComponent("flick.case.json"))
        // Recording approved results is refused under CI=true, and this test may itself run in CI.
        var outsideCI = ProcessInfo.processInfo.environment
        outsideCI["CI"] = nil
        let first = try CommandLineTests.run(
            ["check", suite.path, "--update-missing", "--output", folder.appendingPathComponent("one").path],
            environment: outsideCI)
        XCTAssertEqual(first.status, 0, first.stderr + first.stdout)
        let log = try String(contentsOf: suite.appendingPathComponent("__goldens__/flick/framelog.jsonl"), encoding: .utf8)
        XCTAssertTrue(log.contains("\"willEndDragging\""), "the recorded flick is replayed")
        let again = try CommandLineTests.run(["check", suite.path, "--output", folder.appendingPathComponent("two").path])
        XCTAssertEqual(again.status, 0, again.stderr + again.stdout)
    }

    func testDeviceAndFitOptions() throws {
        let both = recording("touchpad-and-touchscreen.yml")
        let touchpad = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", both, "--device", "0"])
        XCTAssertEqual(touchpad.status, 2)
        XCTAssertEqual(touchpad.stdout, "")
        XCTAssertTrue(
            touchpad.stderr.hasPrefix("overlay-sim: \(both): devices[0] \"SynPS/2 Synaptics TouchPad\" is a touchpad, not a touchscreen"),
            touchpad.stderr)
        let screen = try CommandLineTests.run([
            "simulate", "--scenario", "maps", "--trace", both, "--device", "1", "--fit", "aspect", "--every", "1000",
        ])
        XCTAssertEqual(screen.status, 0, screen.stderr)
        let badFit = try CommandLineTests.run(["simulate", "--scenario", "maps", "--trace", both, "--fit", "zoom"])
        XCTAssertEqual(badFit.status, 64, badFit.stderr)
    }

    /// Runs overlay-sim with `arguments`, measuring the wall time and the child's peak resident memory (wait4).
    private func measured(_ arguments: [String]) throws -> (status: Int32, stderr: String, seconds: Double, peakKB: Int) {
        let errPath = folder.appendingPathComponent("stderr-\(UUID().uuidString)").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([CommandLineTests.binary.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = Date()
        guard posix_spawn(&pid, CommandLineTests.binary.path, &actions, nil, argv, environ) == 0 else {
            throw NSError(domain: "spawn", code: 1)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Date().timeIntervalSince(start)
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "", seconds, usage.ru_maxrss)
    }

    /// This process's peak resident memory (VmHWM), in KB.
    private static func ownPeakKB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    func testUntrustedRecordingsAreRefusedWithinASecondInLittleMemory() throws {
        var laughs = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            laughs.append("\(name): [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        let bomb = folder.appendingPathComponent("billion-laughs.yml").path
        try (laughs.joined(separator: "\n") + "\nz: {? *i : 1}\n").write(toFile: bomb, atomically: true, encoding: .utf8)
        let deep = folder.appendingPathComponent("deep.yml").path
        try ("version: 1\ndevices: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
            .write(toFile: deep, atomically: true, encoding: .utf8)
        let huge = folder.appendingPathComponent("huge.yml").path
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: Data("version: 1\n".utf8)))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 100 * 1_048_576)  // sparse: 100 MB reported, nothing written
        try handle.close()
        let cases = [
            (bomb, "line 1, column 4: a YAML anchor (`&…`) is refused"),
            (deep, "line 2, column 41: nesting deeper than 32 levels (a libinput recording needs 6)"),
            (huge, "file is 100.0 MB; the limit is 16 MB"),
        ]
        for (path, expected) in cases {
            for command in [["simulate", "--scenario", "maps", "--trace", path], ["import", "libinput", path, "--out", path + ".json"]] {
                let result = try measured(command)
                let context = "\(command[0]) \((path as NSString).lastPathComponent): \(result.stderr)"
                XCTAssertEqual(result.status, 2, context)
                XCTAssertTrue(result.stderr.hasPrefix("overlay-sim: \(path): \(expected)"), context)
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, context)
                XCTAssertLessThan(result.seconds, 1, context)
                // glibc's posix_spawn runs the child in the test's memory until exec, and the kernel keeps that peak as
                // the child's: the bound is the larger of 96 MB and this process's own peak.
                XCTAssertLessThanOrEqual(result.peakKB, max(96 * 1024, Self.ownPeakKB()), context)
                XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".json"))
            }
        }
    }
}
