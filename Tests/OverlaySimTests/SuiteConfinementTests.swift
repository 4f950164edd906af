import Foundation
import OverlayTestSupport
import XCTest

/// A suite is untrusted: its goldens, traces and folders are opened without following links, so a link to an
/// outside file (absolute or `../`), a FIFO or a device is a malformed case (status 2, naming the case file and
/// the field), never read into stderr, reason.txt, results.json, index.html or the JUnit XML, and never planted in
/// the report; a folder swapped for a link during `--update` cannot make the run write outside.
final class SuiteConfinementTests: XCTestCase {
    private var hostile: HostileSuite!
    private var out: String { hostile.folder + "/report" }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        hostile = try HostileSuite()
        XCTAssertEqual(try hostile.check(["--update-missing", "--output", hostile.folder + "/record"]).status, 0)
    }

    override func tearDown() { hostile?.remove() }

    /// Runs a reporting check and asserts status 2, the message, and that the secret reached no output.
    private func assertRefused(
        _ expected: String, imageRefused: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let outsideBefore = HostileSuite.tree(hostile.outside)
        let junit = hostile.folder + "/junit.xml"
        let result = try hostile.check(["--report", out, "--junit", junit, "--case-timeout", "20"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(expected), "\(result.stderr)\nexpected: \(expected)", file: file, line: line)
        let everything =
            result.stdout + result.stderr + HostileSuite.everything(under: out)
            + ((try? String(contentsOfFile: junit, encoding: .utf8)) ?? "")
        XCTAssertFalse(everything.contains(HostileSuite.secret), "the outside file's content leaked", file: file, line: line)
        XCTAssertFalse(everything.contains(HostileSuite.linkMarker), "a link was planted in the report", file: file, line: line)
        if imageRefused {
            XCTAssertFalse(
                HostileSuite.tree(out).contains { $0.hasSuffix("b/t-0.300.expected.png") }, "the refused golden was copied",
                file: file, line: line)
        }
        XCTAssertEqual(HostileSuite.tree(hostile.outside), outsideBefore, "nothing written outside", file: file, line: line)
    }

    func testAGoldenFrameLogLinkedOutsideIsRefusedUnread() throws {
        try hostile.link("__goldens__/b/framelog.jsonl", to: hostile.outside + "/secret.jsonl")
        try assertRefused(
            "\(hostile.suite)/b.case.json: field `goldens/framelog.jsonl`: \(hostile.suite)/__goldens__/b/framelog.jsonl "
                + "is a symbolic link, not a regular file")
        try hostile.link("__goldens__/b/framelog.jsonl", to: "../../../outside/secret.jsonl")
        try assertRefused("field `goldens/framelog.jsonl`")
    }

    func testAGoldenImageLinkedOutsideIsNeitherComparedNorCopied() throws {
        // A real PNG outside: followed, it would be compared, copied into the report, and pass.
        try FileManager.default.copyItem(atPath: hostile.suite + "/__goldens__/b/t-0.300.png", toPath: hostile.outside + "/secret.png")
        try hostile.link("__goldens__/b/t-0.300.png", to: hostile.outside + "/secret.png")
        try assertRefused(
            "field `goldens/t-0.300.png`: \(hostile.suite)/__goldens__/b/t-0.300.png is a symbolic link", imageRefused: true)
        try hostile.link("__goldens__/b/t-0.300.png", to: "../../../outside/secret.png")
        try assertRefused("is a symbolic link", imageRefused: true)
    }

    func testADevZeroLinkAndAFIFOAreRefusedAtOnce() throws {
        try hostile.link("__goldens__/b/framelog.jsonl", to: "/dev/zero")
        try assertRefused("framelog.jsonl is a symbolic link")
        try FileManager.default.removeItem(atPath: hostile.suite + "/__goldens__/b/framelog.jsonl")
        XCTAssertEqual(mkfifo(hostile.suite + "/__goldens__/b/framelog.jsonl", 0o644), 0)
        try assertRefused("\(hostile.suite)/__goldens__/b/framelog.jsonl is a FIFO, not a regular file; it is not read")
    }

    func testALinkedGoldensFolderAndALinkedTraceAreRefused() throws {
        try FileManager.default.moveItem(atPath: hostile.suite + "/__goldens__/b", toPath: hostile.outside + "/b")
        try hostile.link("__goldens__/b", to: hostile.outside + "/b")
        try assertRefused("its goldens folder __goldens__/b: \"__goldens__/b\" passes through the symbolic link b")
        // A link that stays inside passes the path check, and is refused when opened (it could change in between).
        try FileManager.default.moveItem(atPath: hostile.outside + "/b", toPath: hostile.suite + "/elsewhere")
        try hostile.link("__goldens__/b", to: "../elsewhere")
        try assertRefused("field `goldens`: \(hostile.suite)/__goldens__/b is a symbolic link, not a folder")
        try FileManager.default.removeItem(atPath: hostile.suite + "/__goldens__/b")
        try FileManager.default.moveItem(atPath: hostile.suite + "/elsewhere", toPath: hostile.suite + "/__goldens__/b")
        try hostile.write("traces/real.json", #"{"until": 0.5, "events": []}"#)
        try hostile.link("traces/move.json", to: "real.json")
        try assertRefused("\(hostile.suite)/a.case.json: field `trace`: \(hostile.suite)/traces/move.json is a symbolic link")
    }

    /// `__goldens__` swapped back and forth for a link to an outside folder while `--update` records every case:
    /// whichever moment the swap hits, nothing is written outside.
    func testAGoldensFolderSwappedForALinkDuringUpdateNeverLeadsOutside() throws {
        try hostile.write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.15, "kind": "moveToNotch", "index": 1}]}"#)
        let target = hostile.outside + "/planted"
        try FileManager.default.createDirectory(atPath: target + "/a", withIntermediateDirectories: true)
        let goldens = hostile.suite + "/__goldens__", aside = hostile.suite + "/aside"
        let stop = Locked(false)
        let swapper = Thread {
            while !stop.withLock({ $0 }) {
                if rename(goldens, aside) == 0 {
                    symlink(target, goldens)
                    usleep(300)
                    unlink(goldens)
                    rename(aside, goldens)
                }
                usleep(700)
            }
        }
        swapper.start()
        var recorded = 0
        for round in 0..<6 {
            let result = try hostile.check(["--update", "--output", hostile.folder + "/out\(round)", "--jobs", "3"])
            // A swap seen when a folder is opened is a refused link (status 2); one that has taken `__goldens__` away
            // (renamed, its link not made yet) when a file is written in it is a case that cannot write there
            // (status 1, the path inside the suite named); otherwise the goldens are recorded.
            let cannotWrite = result.status == 1 && result.stdout.contains("cannot write \(goldens)/")
            XCTAssertTrue([0, 2].contains(result.status) || cannotWrite, result.stdout + result.stderr)
            recorded += result.stdout.components(separatedBy: "RECORDED").count - 1
            try hostile.write(
                "traces/move.json",
                #"{"until": 0.5, "events": [{"t": \#(0.15 + 0.02 * Double(round + 1)), "kind": "moveToNotch", "index": 1}]}"#)
        }
        stop.withLock { $0 = true }
        while swapper.isExecuting { usleep(1000) }
        XCTAssertEqual(HostileSuite.tree(target), ["a"], "nothing written through the link")
        XCTAssertGreaterThan(recorded, 0, "some goldens were recorded while the swaps went on")
    }
}
