import Foundation
import XCTest

/// Runs the real `overlay-sim` binary (built next to the test bundle) on files.
final class CommandLineTests: XCTestCase {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        // The test bundle lives in the build folder, next to the executable products.
        var url = Bundle(for: CommandLineTests.self).bundleURL
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" { url.deleteLastPathComponent() }
        return url.appendingPathComponent("overlay-sim")
    }

    /// This process's environment without `CI`: the tool refuses to record goldens when `CI` is set, and a
    /// test that wants that behaviour says so by passing its own environment.
    static var outsideCI: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        return environment
    }

    /// Runs `program` (overlay-sim, or another product of the same build; or the tool at the absolute path
    /// `program`) with `arguments`, in `directory` if given.
    static func run(
        _ arguments: [String], environment: [String: String]? = nil, program: String = "overlay-sim", directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL =
            program.hasPrefix("/") ? URL(fileURLWithPath: program) : binary.deletingLastPathComponent().appendingPathComponent(program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = environment ?? Self.outsideCI
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    private func temporaryFile(_ contents: String, name: String = "file.json") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-sim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    private static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Self.binary.path), "overlay-sim not built at \(Self.binary.path)")
    }

    func testSimulatePrintsOneLinePerStepAndAFinalLine() throws {
        let trace = try temporaryFile(
            """
            {"events": [
              {"t": 0.1, "kind": "down", "x": 195, "y": 650},
              {"t": 0.15, "kind": "move", "x": 195, "y": 550},
              {"t": 0.2, "kind": "move", "x": 195, "y": 400},
              {"t": 0.21, "kind": "up", "x": 195, "y": 390}
            ], "until": 1}
            """)
        let result = try Self.run(["simulate", "--scenario", "maps", "--trace", trace])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 61, "60 steps of 1/60 s and the final line")
        XCTAssertTrue(lines[0].hasPrefix("{\"t\":0.016667,\"height\":211,"))
        XCTAssertTrue(lines[0].contains("\"events\":[\"willMove:0\",\"willTranslate\",\"didMove:0\"]"))
        XCTAssertEqual(lines.last, "{\"final\":true,\"t\":1,\"height\":633,\"notch\":1,\"position\":\"top\",\"contentOffset\":0}")
        for line in lines {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), line)
        }
        let every = try Self.run(["simulate", "--scenario", "maps", "--trace", trace, "--hz", "120", "--every", "2"])
        XCTAssertEqual(every.stdout, result.stdout, "120 Hz sampled every 2 steps prints the same bytes")
    }

    func testShippedExampleReplays() throws {
        let scenario = Self.repository.appendingPathComponent("Assets/scenarios/maps.json").path
        let trace = Self.repository.appendingPathComponent("Assets/traces/maps-handover.json").path
        let result = try Self.run(["simulate", "--scenario", scenario, "--trace", trace, "--every", "10"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"final\":true"))
    }

    func testMalformedTraceExitsTwoNamingFileAndFieldWithNoOutput() throws {
        let trace = try temporaryFile(
            """
            {"events": [{"t": 0.1, "kind": "down", "x": "left", "y": 650}]}
            """, name: "bad-trace.json")
        let result = try Self.run(["simulate", "--scenario", "maps", "--trace", trace])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "", "no partial output")
        XCTAssertTrue(result.stderr.contains("bad-trace.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("events[0].x"), result.stderr)
    }

    func testMalformedScenarioExitsTwo() throws {
        let scenario = try temporaryFile(
            """
            {"notches": [100, {"fraction": "half"}]}
            """, name: "bad-scenario.json")
        let trace = try temporaryFile("{\"events\": []}")
        let result = try Self.run(["simulate", "--scenario", scenario, "--trace", trace])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("bad-scenario.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("notches[1].fraction"), result.stderr)
    }

    func testUnknownSceneAndMissingFileExitTwo() throws {
        let trace = try temporaryFile("{\"events\": []}")
        let unknown = try Self.run(["simulate", "--scenario", "nowhere", "--trace", trace])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("built-in scenes: maps"), unknown.stderr)
        let missing = try Self.run(["simulate", "--scenario", "maps", "--trace", "/nonexistent/trace.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("/nonexistent/trace.json"), missing.stderr)
    }

    func testOutOfOrderEventsAndScreenshotsOnRequestAreRefused() throws {
        let unordered = try temporaryFile(
            """
            {"events": [{"t": 0.5, "kind": "moveToNotch", "index": 1}, {"t": 0.2, "kind": "moveToNotch", "index": 0}]}
            """)
        let result = try Self.run(["simulate", "--scenario", "maps", "--trace", unordered])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("events[1].t"), result.stderr)
        let shot = try temporaryFile(
            """
            {"events": [{"t": 0.5, "kind": "screenshot", "path": "a.png"}]}
            """)
        let refused = try Self.run(["simulate", "--refuse-screenshots", "--scenario", "maps", "--trace", shot])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("events[0].kind"), refused.stderr)
    }

    func testRunWithoutADisplaySaysSoAndSuggestsTheHeadlessCommands() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let result = try Self.run(["run", "--quit-after", "1"], environment: environment)
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("no display"), result.stderr)
        XCTAssertTrue(result.stderr.contains("overlay-sim shot") && result.stderr.contains("overlay-sim simulate"), result.stderr)
    }

    func testShotWritesAPNGAtomically() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("maps.png").path
        let result = try Self.run(["shot", "--scenario", "maps", "--scale", "1", "--out", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["maps.png"], "no temporary file left")
        let missing = try Self.run(["shot", "--scenario", "maps", "--out", "/nonexistent-folder/x.png"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("/nonexistent-folder"), missing.stderr)
    }

    func testShotWritesTheTracesScreenshotEvents() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let first = dir.appendingPathComponent("during.png").path
        // Relative to the folder of --out, where the screenshots go.
        let trace = try temporaryFile(
            """
            {"events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}, {"t": 0.2, "kind": "screenshot", "path": "during.png"}], "until": 1}
            """)
        let result = try Self.run([
            "shot", "--scenario", "maps", "--trace", trace, "--scale", "1", "--out", dir.appendingPathComponent("end.png").path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: first))
        XCTAssertTrue(result.stderr.contains("screenshot: \(first)"))
    }

    func testCompareWritesPanesSideBySideAndPresetsAreChecked() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("cmp.png").path
        let result = try Self.run(["compare", "--scenario", "maps", "--presets", "reference,fluid,pulley", "--scale", "0.5", "--out", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        // PNG IHDR: width and height, big-endian, at bytes 16…23: 3 panes of 195 px by 422 px.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 585)
        XCTAssertEqual(height, 422)
        let bad = try Self.run(["compare", "--presets", "reference,bouncy", "--out", out])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("bouncy"), bad.stderr)
        let trace = try temporaryFile("{\"events\": []}")
        let badPreset = try Self.run(["simulate", "--scenario", "maps", "--preset", "wobbly", "--trace", trace])
        XCTAssertEqual(badPreset.status, 64)
        XCTAssertTrue(badPreset.stderr.contains("The value 'wobbly' is invalid for '--preset <preset>'"), badPreset.stderr)
        XCTAssertTrue(badPreset.stderr.contains("'reference', 'fluid', 'floatingpanel', 'pulley' or 'sheet'"), badPreset.stderr)
        let fluid = try Self.run(["simulate", "--scenario", "maps", "--preset", "fluid", "--trace", trace])
        XCTAssertEqual(fluid.status, 0, fluid.stderr)
    }

    func testScenesListsEveryExample() throws {
        let result = try Self.run(["scenes"])
        let names = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        XCTAssertEqual(names, ["maps", "shortcuts", "backdrop", "show-hide", "navigation", "sheet", "containers"])
    }

    func testBadHzIsAUsageError() throws {
        let trace = try temporaryFile("{\"events\": []}")
        let result = try Self.run(["simulate", "--scenario", "maps", "--trace", trace, "--hz", "90"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(
            result.stderr.contains("The value '90' is invalid for '--hz <hz>'. Please provide one of '60' and '120'."),
            result.stderr)
    }

    func testIntegratorsPrintsTheErrorTableAndChartsTheMove() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("integrators-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("integrators.png").path
        let result = try Self.run(["integrators", "--out", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // One row per move, ours first: 3e-14 pt, Euler 41.0 / 19.7 pt, Advance 0.22 pt at both rates.
        let headline = try XCTUnwrap(lines.first { $0.hasPrefix("0.3 s ζ 0.7, from rest") }, result.stdout)
        let cells = headline.dropFirst("0.3 s ζ 0.7, from rest".count).components(separatedBy: " pt").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        XCTAssertEqual(cells.count, 6, headline)
        XCTAssertTrue(cells.prefix(2).allSatisfy { (Double($0) ?? 1) < 1e-12 }, headline)
        XCTAssertEqual(Array(cells.dropFirst(2)), ["41.0", "19.7", "0.22", "0.22"], headline)
        XCTAssertEqual(lines.filter { $0.contains(" pt/s ") || $0.contains(" from rest ") }.count, 10, result.stdout)
        XCTAssertEqual(lines.last, out)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        let refused = try Self.run(["integrators", "--out", dir.appendingPathComponent("chart.txt").path])
        XCTAssertEqual(refused.status, 64, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--out must name a .png file"), refused.stderr)
    }

    /// `overlay-sim-bench --quick --json` runs every window figure and prints each in a JSON list (times are not
    /// checked: this is a debug build in quick mode). A figure is either measured (a number) or says why it is not;
    /// the micro-benchmarks are not its business any more (they are in the Benchmarks package).
    func testBenchQuickRunsEveryWindowFigure() throws {
        let result = try Self.run(["--quick", "--json"], program: "overlay-sim-bench")
        XCTAssertEqual(result.status, 0, result.stderr)
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let names = list.compactMap { $0["name"] as? String }
        XCTAssertEqual(
            names,
            [
                "run-peak-rss", "run-rss-growth", "first-frame", "window-idle-cpu", "window-frame-p99-120hz", "window-input-latency",
                "window-frame-p99-60hz",
                "machine",
            ])
        for figure in list {
            for key in ["name", "value", "unit", "target", "met", "note"] {
                XCTAssertTrue(figure.keys.contains(key), "\(figure) lacks \(key)")
            }
            guard figure["name"] as? String != "machine" else { continue }
            let measured = figure["value"] is NSNumber && figure["met"] is NSNumber
            let said = (figure["note"] as? String ?? "").hasPrefix("not measured (") && figure["value"] is NSNull
            XCTAssertTrue(measured != said, "\(figure): a number, or why not")
        }
        // On the bench's X display every launch of `run` draws its first frame while its window opens.
        if let first = list.first(where: { $0["name"] as? String == "first-frame" }), first["value"] is NSNumber,
            let note = first["note"] as? String, let launches = note.range(of: "medians of ")
        {
            let count = note[launches.upperBound...].prefix { $0.isNumber }
            XCTAssertTrue(note.hasSuffix("while its window opened in \(count) of \(count)"), note)
        }
        // Beside each pacing figure, how evenly a loop with nothing to draw kept the same deadlines just before.
        for figure in list where (figure["name"] as? String ?? "").hasPrefix("window-frame-p99") && figure["value"] is NSNumber {
            let note = figure["note"] as? String ?? ""
            let pattern =
                #"; \d+ of \d+ intervals over 1\.01 steps; a loop keeping the same deadlines with nothing to draw, just before: "#
                + #"p99 \d\.\d{3} × the step, \d+ of \d+ over 1\.01 steps"#
            XCTAssertNotNil(note.range(of: pattern, options: .regularExpression), note)
        }
        let machine = try XCTUnwrap(list.last?["note"] as? String)
        XCTAssertTrue(machine.contains("cpu: ") && machine.contains("cores: ") && machine.contains("window renderer: "), machine)
    }

    /// `overlay-sim-bench --bare-pacing HZ` keeps deadlines 1/HZ s apart with nothing to draw and prints the instants
    /// it reached them: the first a step after it starts, most within a millisecond after their deadline, a step
    /// apart at the median (late wakes on a busy machine move single instants, not the medians).
    func testBarePacingKeepsDeadlinesAStepApart() throws {
        let result = try Self.run(["--bare-pacing", "120", "--bare-pacing-seconds", "0.5"], program: "overlay-sim-bench")
        XCTAssertEqual(result.status, 0, result.stderr)
        let instants = result.stdout.split(separator: "\n").map { Double($0) }
        XCTAssertTrue(instants.allSatisfy { $0 != nil }, result.stdout)
        let times = instants.compactMap { $0 }, step = 1.0 / 120
        // 60 deadlines in 0.5 s; a wake past a deadline skips it, as the window presents once for the steps it missed.
        guard (30...60).contains(times.count) else { return XCTFail("\(times.count) deadlines kept: \(result.stdout)") }
        // The instants are printed to the microsecond, so one reached just after its deadline may print just before.
        let printing = 1e-6
        XCTAssertGreaterThanOrEqual(times[0], step - printing, "the first deadline is a step after the start")
        // Each instant's place within its step is how late it came: most come within a millisecond of the deadline.
        let lateness = times.map { $0 - (($0 + printing) / step).rounded(.down) * step }.sorted()
        XCTAssertLessThan(lateness[lateness.count / 2], 0.001, "median lateness")
        let intervals = zip(times.dropFirst(), times).map { $0 - $1 }.sorted()
        XCTAssertEqual(intervals[intervals.count / 2], step, accuracy: step * 0.05, "median interval")
        XCTAssertTrue(zip(times.dropFirst(), times).allSatisfy { $0 > $1 }, "instants in order")

        let seconds = "--bare-pacing-seconds must be more than 0 and at most 600, not "
        for (arguments, message) in [
            (["--bare-pacing", "0"], "--bare-pacing must be from 1 to 1000 deadlines a second, not 0"),
            (["--bare-pacing", "60", "--bare-pacing-seconds", "nan"], seconds + "nan"),
            (["--bare-pacing", "60", "--bare-pacing-seconds", "0"], seconds + "0.0"),
        ] {
            let refused = try Self.run(arguments, program: "overlay-sim-bench")
            XCTAssertEqual(refused.status, 64, "\(arguments): \(refused.stderr)")
            XCTAssertTrue(refused.stderr.contains(message), "\(arguments): \(refused.stderr)")
            XCTAssertTrue(refused.stdout.isEmpty, "\(arguments): \(refused.stdout)")
        }
    }
}
