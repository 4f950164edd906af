import Foundation
import XCTest

/// The HTML report in a real headless browser (Debian's chromium): the page opens, shows the case list and a
/// failure, runs its own script (allowed by hash), and a case named like markup changes nothing: the title stays.
final class ReportBrowserTests: XCTestCase {
    var folder: String!
    private let hostileName = "<img src=x onerror=document.title='pwned'>"

    /// The browser, if one is installed.
    static var chromium: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path), "overlay-sim not built")
        try XCTSkipIf(Self.chromium == nil, "chromium is not installed (apt-get install chromium; scripts/test installs it)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-browser-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/suite/traces", withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/suite/" + relative))
    }

    /// Runs the browser headless on `page` with `arguments`; returns its stdout.
    func browse(_ page: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium!)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                "--user-data-dir=\(folder!)/profile", "--window-size=1280,1600",
            ] + arguments + ["file://" + page]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testTheReportOpensShowsTheFailureAndRunsNoInjectedMarkup() throws {
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
        let caseText = #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#
        try write("plain.case.json", caseText.replacingOccurrences(of: "[0.3]", with: "[0, 0.3]"))
        try write("\(hostileName).case.json", caseText)
        let binary = CommandLineTests.binary.path
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        XCTAssertEqual(
            try CommandLineTests.run(
                ["check", folder + "/suite", "--update-missing", "--output", folder + "/record"],
                environment: environment
            ).status, 0, binary)
        // The hostile case's approved image becomes the scene at 0 s, so it fails with actual and diff images.
        let goldens = folder + "/suite/__goldens__/"
        try FileManager.default.removeItem(atPath: goldens + "\(hostileName)/t-0.300.png")
        try FileManager.default.copyItem(atPath: goldens + "plain/t-0.000.png", toPath: goldens + "\(hostileName)/t-0.300.png")
        let result = try CommandLineTests.run(["check", folder + "/suite", "--report", folder + "/report"])
        XCTAssertEqual(result.status, 1, result.stderr)

        let page = folder + "/report/index.html"
        let dom = try browse(page, ["--dump-dom", "--virtual-time-budget=2000"])
        XCTAssertTrue(dom.contains("<title>overlay-sim check: 1 passed, 1 failed</title>"), dom)
        XCTAssertFalse(dom.contains("pwned</title>"))
        XCTAssertTrue(dom.contains("data-ready=\"yes\""), "the page's own script ran: the policy allows it by hash")
        XCTAssertTrue(dom.contains("<ul id=\"case-list\">"), dom)
        XCTAssertEqual(dom.components(separatedBy: "<li class=").count - 1, 2, "both cases listed")
        XCTAssertTrue(dom.contains("<section class=\"case failed\""))
        XCTAssertTrue(dom.contains("&lt;img src=x onerror=document.title='pwned'&gt;"), "the name shown as text")
        XCTAssertFalse(dom.contains("<img src=\"x\""), "and never as an element")
        XCTAssertTrue(dom.contains("class=\"diff-toggle\""), "the failure has the overlay slider and the diff toggle")

        let screenshot = folder + "/report.png"
        _ = try browse(page, ["--screenshot=\(screenshot)"])
        let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(png[16..<20].reduce(0) { $0 << 8 | Int($1) }, 1280, "a page 1280 px wide")
    }
}
