import Foundation
import OverlayTestSupport
import XCTest

/// Runs every malformed file of `Corpus/` through the real `overlay-sim` (simulate, shot and, for scenarios, run):
/// each must exit with status 2, print nothing on stdout and name the file and the field (or the line and column of
/// a syntax error) on stderr. `Corpus/expected.tsv` lists the files, the commands and the expected substring; a
/// 50 MB file and seeded binary garbage are generated into a temporary folder here (never committed).
final class BadFileCorpusTests: XCTestCase {
    private static var corpus: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    }

    private struct Entry {
        var path: String
        var isScenario: Bool
        var commands: [String]
        var expected: String
    }

    private var folder: URL!
    private var emptyTrace: String!

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path),
            "overlay-sim not built at \(CommandLineTests.binary.path)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        emptyTrace = folder.appendingPathComponent("no-events.json").path
        try Data(#"{"events": []}"#.utf8).write(to: URL(fileURLWithPath: emptyTrace))
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func manifest() throws -> [Entry] {
        let text = try String(contentsOf: Self.corpus.appendingPathComponent("expected.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Entry(
                path: Self.corpus.appendingPathComponent(fields[0]).path, isScenario: fields[0].hasPrefix("scenarios/"),
                commands: fields[1].split(separator: " ").map(String.init), expected: fields[2])
        }
    }

    /// The arguments that make `command` read `entry`'s file; `out` is a PNG path that must not appear.
    private static func arguments(_ command: String, _ entry: Entry, emptyTrace: String, out: String) -> [String] {
        let files = entry.isScenario ? ["--scenario", entry.path] : ["--scenario", "maps", "--trace", entry.path]
        switch command {
        case "simulate": return ["simulate"] + files + (entry.isScenario ? ["--trace", emptyTrace] : [])
        case "simulate-refusing-screenshots": return ["simulate", "--refuse-screenshots"] + files
        case "shot": return ["shot"] + files + ["--scale", "0.25", "--out", out]
        default: return ["run"] + files + ["--quit-after", "0"]
        }
    }

    /// Runs every entry's commands, one process per core at a time (each is a separate `overlay-sim` reading its
    /// own file), and fails for what any of them did wrong, in the entries' order.
    private func assertRefused(_ entries: [Entry], file: StaticString = #filePath, line: UInt = #line) {
        let (folder, emptyTrace) = (folder!, emptyTrace!)
        let problems = EveryCore.map(entries.count) { index in
            Self.problems(entries[index], emptyTrace: emptyTrace, out: folder.appendingPathComponent("out-\(index).png").path)
        }
        for problem in problems.joined() { XCTFail(problem, file: file, line: line) }
    }

    /// What `entry`'s commands did wrong: each must exit with status 2, print nothing on stdout, name the file and
    /// the expected field in one line on stderr, and write no PNG at `out`.
    private static func problems(_ entry: Entry, emptyTrace: String, out: String) -> [String] {
        var environment = ProcessInfo.processInfo.environment
        // `run` must refuse the file before it looks for a display: never open a window here.
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let name = (entry.path as NSString).lastPathComponent
        var problems: [String] = []
        for command in entry.commands {
            let result: CommandLineTests.Result
            do {
                result = try CommandLineTests.run(arguments(command, entry, emptyTrace: emptyTrace, out: out), environment: environment)
            } catch {
                problems.append("\(command) \(name): could not run overlay-sim: \(error)")
                continue
            }
            let context = "\(command) \(name): status \(result.status), stderr: \(result.stderr)"
            if result.status != 2 { problems.append("status 2 expected: \(context)") }
            if !result.stdout.isEmpty { problems.append("nothing on stdout expected, got \(result.stdout.debugDescription): \(context)") }
            if !result.stderr.contains(entry.path) { problems.append("does not name the file: \(context)") }
            if !result.stderr.contains(entry.expected) { problems.append("does not name `\(entry.expected)`: \(context)") }
            if result.stderr.split(separator: "\n").count != 1 { problems.append("not one line: \(context)") }
            if FileManager.default.fileExists(atPath: out) { problems.append("a PNG was written: \(context)") }
        }
        return problems
    }

    func testEveryCorpusFileIsRefusedWithItsFieldAndStatusTwo() throws {
        let entries = try manifest()
        let listed = Set(entries.map { ($0.path as NSString).lastPathComponent + ($0.isScenario ? "@s" : "@t") })
        for (kind, tag) in [("scenarios", "@s"), ("traces", "@t"), ("recordings", "@t")] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent(kind).path)
            for file in files where file.hasSuffix(".json") || file.hasSuffix(".yml") {
                XCTAssertTrue(listed.contains(file + tag), "\(kind)/\(file) has no line in expected.tsv")
            }
        }
        XCTAssertGreaterThanOrEqual(entries.count, 79)
        assertRefused(entries)
    }

    func testAFiftyMegabyteFileIsRefusedBeforeItIsRead() throws {
        var entries: [Entry] = []
        for isScenario in [true, false] {
            let path = folder.appendingPathComponent(isScenario ? "huge-scenario.json" : "huge-trace.json").path
            // A valid start followed by 50 MB of spaces: only the size is wrong.
            var data = Data((isScenario ? #"{"notches": [100]}"# : #"{"events": []}"#).utf8)
            data.append(Data(repeating: 0x20, count: 50 * 1_048_576 - data.count))
            try data.write(to: URL(fileURLWithPath: path))
            entries.append(
                Entry(
                    path: path, isScenario: isScenario,
                    commands: isScenario ? ["simulate", "shot", "run"] : ["simulate", "shot"],
                    expected: "file is 50.0 MB; the limit is \(isScenario ? 4 : 32) MB"))
        }
        assertRefused(entries)
    }

    func testSeededBinaryGarbageIsRefused() throws {
        var entries: [Entry] = []
        // SplitMix64 bytes: a fixed seed per file, so a failure reproduces.
        for seed: UInt64 in [1, 2, 3, 42, 0x5EED] {
            var state = seed
            var bytes: [UInt8] = []
            bytes.reserveCapacity(4096)
            while bytes.count < 4096 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                z ^= z >> 31
                withUnsafeBytes(of: z.littleEndian) { bytes.append(contentsOf: $0) }
            }
            for isScenario in [true, false] {
                let path = folder.appendingPathComponent("garbage-\(seed)-\(isScenario ? "scenario" : "trace").json").path
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                entries.append(
                    Entry(
                        path: path, isScenario: isScenario,
                        commands: isScenario ? ["simulate", "run"] : ["simulate"], expected: "line "))
            }
        }
        assertRefused(entries)
    }
}
