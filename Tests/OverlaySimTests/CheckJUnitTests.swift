import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit XML as CI servers read it, through a real parser: the run's start and host on each suite, each
/// checkpoint's own time, attachments for the failure's images in `<system-out>`; `--junit` into a folder that
/// does not exist is status 2; a read-only `__goldens__` says "permission denied".
final class CheckJUnitTests: XCTestCase {
    private var folder: String!
    private var suite: String { folder + "/suite" }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-junit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: suite + "/traces", withIntermediateDirectories: true)
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
        try write("moving.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0, 0.3], "scale": 0.25}"#)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        let record = try CommandLineTests.run(
            ["check", suite, "--update=missing", "--output", folder + "/record"], environment: environment)
        XCTAssertEqual(record.status, 0, record.stderr)
    }

    override func tearDown() {
        guard let folder else { return }
        for path in [suite + "/__goldens__", suite + "/__goldens__/moving"] {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: suite + "/" + relative))
    }

    func testTheJUnitXMLCarriesTimesHostAndAttachments() throws {
        let goldens = suite + "/__goldens__/moving/"
        try FileManager.default.removeItem(atPath: goldens + "t-0.300.png")
        try FileManager.default.copyItem(atPath: goldens + "t-0.000.png", toPath: goldens + "t-0.300.png")
        let before = Date()
        let run = try CommandLineTests.run(["check", suite, "--output", folder + "/out", "--junit", folder + "/junit.xml"])
        XCTAssertEqual(run.status, 1, run.stderr)

        let reader = JUnitReader()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: folder + "/junit.xml")))
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")

        let attributes = try XCTUnwrap(reader.suites.first)
        XCTAssertEqual(attributes["hostname"], ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        let started = try XCTUnwrap(attributes["timestamp"].flatMap(formatter.date(from:)), attributes["timestamp"] ?? "none")
        XCTAssertEqual(started.timeIntervalSince(before), 0, accuracy: 2, "the run's start, in UTC")

        // Each testcase's time is its own comparison's, as results.json keeps it.
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/out/results.json")))
        let outcomes = try XCTUnwrap(((results as? [String: Any])?["cases"] as? [[String: Any]])?.first?["outcomes"] as? [[String: Any]])
        let own = outcomes.map { String(format: "%.3f", ($0["seconds"] as? Double) ?? -1) }
        XCTAssertEqual(reader.cases.map(\.name), ["t-0.000", "t-0.300", "framelog"])
        XCTAssertEqual(reader.cases.map(\.time), own)

        let failing = reader.cases[1]
        XCTAssertTrue(failing.failed)
        XCTAssertEqual(
            failing.output.split(separator: "\n").map(String.init),
            [
                "[[ATTACHMENT|\(folder!)/out/cases/0001-suite_moving/t-0.300.actual.png]]",
                "[[ATTACHMENT|\(folder!)/out/cases/0001-suite_moving/t-0.300.diff.png]]",
            ])
        for line in failing.output.split(separator: "\n") {
            let path = String(line.dropFirst("[[ATTACHMENT|".count).dropLast(2))
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
        }
        XCTAssertEqual(reader.cases[0].output, "", "a passing checkpoint attaches nothing")
    }

    func testJUnitIntoAMissingFolderIsStatus2() throws {
        let missing = folder + "/no/such/folder/junit.xml"
        let run = try CommandLineTests.run(["check", suite, "--output", folder + "/out", "--junit", missing])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "overlay-sim: cannot write \(missing): the folder \(folder!)/no/such/folder does not exist\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out"), "nothing ran")
        let merge = try CommandLineTests.run(["check-report", "merge", folder + "/record", "--report", folder + "/m", "--junit", missing])
        XCTAssertEqual(merge.status, 2)
    }

    func testReadOnlyGoldensSayPermissionDenied() throws {
        try write("moving.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.2], "scale": 0.25}"#)
        let goldens = suite + "/__goldens__"
        var arguments = ["check", suite, "--update", "--output", folder + "/writable/out"]
        try FileManager.default.createDirectory(atPath: folder + "/writable", withIntermediateDirectories: true)
        if geteuid() == 0 {
            // Root writes anywhere: run as nobody, for whom the suite (made by root, 0755) is read-only.
            try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv is missing")
            try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: folder + "/writable")
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", CommandLineTests.binary.path] + arguments
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: goldens)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: goldens + "/moving")
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: goldens + "/moving").sorted()
        let run = try CommandLineTests.run(arguments, program: geteuid() == 0 ? "/usr/bin/setpriv" : "overlay-sim")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(
            run.stdout.contains(
                "FAIL suite/moving: cannot write \(goldens): permission denied: the goldens are read-only to this user, "
                    + "so nothing was recorded"), run.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens + "/moving").sorted(), before)
    }
}

/// What a JUnit consumer reads: the suites' attributes, and each testcase's name, time, failure and output.
private final class JUnitReader: NSObject, XMLParserDelegate {
    struct TestCase {
        var name: String
        var time: String
        var failed = false
        var output = ""
    }

    var suites: [[String: String]] = []
    var cases: [TestCase] = []
    private var inOutput = false

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testsuite": suites.append(attributes)
        case "testcase": cases.append(TestCase(name: attributes["name"] ?? "", time: attributes["time"] ?? ""))
        case "failure": cases[cases.count - 1].failed = true
        case "system-out": inOutput = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "system-out" { inOutput = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inOutput { cases[cases.count - 1].output += string }
    }
}
