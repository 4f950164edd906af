import Foundation
import XCTest

/// Signals sent to a real `check --update --report` at several moments: its case processes end with it (a CI
/// cancel signals one PID; a SIGKILL closes their lifeline pipe), no temporary file stays, each case's goldens are
/// all old or all new, the old report stays whole, and what a SIGKILL leaves the next run removes.
final class InterruptTests: XCTestCase {
    private var hostile: HostileSuite!
    private var trial = 0
    private var report: String { hostile.folder + "/report" }
    private static let cases = (0..<12).map { "case\($0)" }
    private static let goldenNames = ["framelog.jsonl", "t-0.300.png", "t-0.400.png"]

    /// When the signal goes: as the new report folder appears, while a case's new goldens are being written,
    /// or once the first case's goldens have been replaced.
    private enum Moment: CaseIterable { case reportStarted, goldensStaged, firstCaseReplaced }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        hostile = try HostileSuite(cases: [])
        for name in Self.cases {
            try hostile.write(
                "\(name).case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3, 0.4], "scale": 0.5}"#)
        }
        let recorded = try hostile.check(["--update-missing", "--report", report])
        XCTAssertEqual(recorded.status, 0, recorded.stdout + recorded.stderr)
    }

    override func tearDown() { hostile?.remove() }

    private func goldens(_ name: String) -> [Data?] {
        Self.goldenNames.map { FileManager.default.contents(atPath: hostile.suite + "/__goldens__/\(name)/\($0)") }
    }

    private func temporaries() -> [String] {
        HostileSuite.tree(hostile.folder).filter { $0.contains(".overlay-sim-tmp-") || $0.contains(".tmp-") }
    }

    /// Pids of running processes whose command line names the suite.
    private func processesOnTheSuite() -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(hostile.suite)
        }
    }

    /// Polls `condition` every millisecond for up to 30 s.
    private func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<30_000 {
            if condition() { return true }
            usleep(1000)
        }
        return false
    }

    /// The files `index.html` refers to.
    private func reportReferences() throws -> [String] {
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?:src|href)="(cases/[^"]+)""#)
        return pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range(at: 1), in: page).map { String(page[$0]) }
        }
    }

    /// Starts an update that changes every golden, sends `signal` at `moment`, and checks what is left.
    private func interrupt(with signal: Int32, at moment: Moment, file: StaticString = #filePath, line: UInt = #line) throws {
        // A motion starting at another instant each time, so that every golden differs from any recorded before.
        trial += 1
        let before = Dictionary(uniqueKeysWithValues: Self.cases.map { ($0, goldens($0)) })
        let start = 0.1 + 0.02 * Double(trial)
        try hostile.write("traces/move.json", #"{"until": 0.5, "events": [{"t": \#(start), "kind": "moveToNotch", "index": 1}]}"#)
        let referencesBefore = try reportReferences()
        XCTAssertFalse(referencesBefore.isEmpty, file: file, line: line)

        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["check", hostile.suite, "--update", "--report", report, "--jobs", "2"]
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reached = waitUntil {
            switch moment {
            case .reportStarted:
                return ((try? FileManager.default.contentsOfDirectory(atPath: hostile.folder)) ?? []).contains {
                    $0.contains("-new-report")
                }
            case .goldensStaged:
                return ((try? FileManager.default.contentsOfDirectory(atPath: hostile.suite + "/__goldens__")) ?? []).contains {
                    $0.hasPrefix(".overlay-sim-tmp-")
                }
            case .firstCaseReplaced:
                return Self.cases.contains { goldens($0)[1] != before[$0]?[1] }
            }
        }
        XCTAssertTrue(reached, "\(moment) never came", file: file, line: line)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, file: file, line: line)
        XCTAssertEqual(process.terminationStatus, signal, "ended by the signal it got", file: file, line: line)

        XCTAssertTrue(waitUntil { processesOnTheSuite().isEmpty }, "case processes outlived check", file: file, line: line)
        for name in Self.cases {
            let now = goldens(name)
            let changed = zip(now, before[name]!).map { $0 != $1 }
            XCTAssertTrue(changed.allSatisfy { $0 } || !changed.contains(true), "\(name) half updated: \(changed)", file: file, line: line)
            XCTAssertFalse(now.contains(nil), "\(name) lost a golden", file: file, line: line)
        }
        if signal == SIGKILL {
            // The killed parent's new report is left under a temporary name; the next run removes it.
            let next = try hostile.check(["--output", hostile.folder + "/next", "--filter", "nomatch", "--pass-with-no-cases"])
            XCTAssertEqual(next.status, 0, next.stderr, file: file, line: line)
        }
        XCTAssertEqual(temporaries(), [], file: file, line: line)
        let references = try reportReferences()
        XCTAssertEqual(references, referencesBefore, "the old report stands whole", file: file, line: line)
        for reference in references {
            XCTAssertTrue(FileManager.default.fileExists(atPath: report + "/" + reference), "\(reference) is gone", file: file, line: line)
        }
    }

    func testSIGTERMToTheParentAloneEndsItsWorkersAndLeavesNoDebris() throws {
        for moment in Moment.allCases { try interrupt(with: SIGTERM, at: moment) }
    }

    /// A signal sent the instant the new report folder appears, right after the watcher is installed, is never
    /// lost: with a dispatch signal source, which registers later on another thread, 8 of 20 such checks ignored
    /// the SIGTERM and ran to the end with exit 0 (this loop caught it in 1 of 8 trials).
    func testSIGTERMTheMomentCheckStartsIsNeverLost() throws {
        for _ in 0..<12 { try interrupt(with: SIGTERM, at: .reportStarted) }
    }

    func testSIGINTLeavesEachCaseAllOldOrAllNew() throws {
        try interrupt(with: SIGINT, at: .goldensStaged)
        try interrupt(with: SIGINT, at: .firstCaseReplaced)
    }

    func testSIGKILLOfTheParentEndsItsWorkersAndTheNextRunRemovesTheRest() throws {
        try interrupt(with: SIGKILL, at: .goldensStaged)
        try interrupt(with: SIGKILL, at: .firstCaseReplaced)
    }

    /// Temporary names never match what users are told to commit: `git add __goldens__` leaves them out.
    func testGitAddOfTheGoldensLeavesTemporaryNamesOut() throws {
        let git = "/usr/bin/git"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: git), "git is not installed")
        try hostile.write("__goldens__/case0/.overlay-sim-tmp-4194305-1-part-t-0.300.png", "debris")
        try hostile.write("__goldens__/.overlay-sim-tmp-4194305-2-new-b/t-0.300.png", "debris")
        func run(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: git)
            process.arguments = ["-C", hostile.suite] + arguments
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        _ = try run(["init", "-q"])
        _ = try run(["add", "__goldens__"])
        let staged = try run(["ls-files"]).split(separator: "\n")
        XCTAssertTrue(staged.contains("__goldens__/case0/t-0.300.png"), "\(staged)")
        XCTAssertTrue(staged.contains("__goldens__/.gitignore"))
        XCTAssertFalse(staged.contains { $0.contains("overlay-sim-tmp") }, "\(staged)")
    }
}
