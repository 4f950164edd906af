import Foundation
import XCTest

/// The report's controls and a failed case's parts in headless chromium, with its script and without: failed cases
/// coloured in the list, the accept command, the motion strip of approved above actual images, and the controls
/// that need JavaScript hidden without it.
extension ReportBrowserTests {
    /// Every `attribute="…"` value of the elements `<tag …>` in `html`, in order.
    private func values(of attribute: String, in tag: String, _ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "<\(tag)\\b[^>]*\\b\(attribute)=\"([^\"]*)\"")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
            Range($0.range(at: 1), in: html).map { String(html[$0]) }
        }
    }

    func testTheFailedCaseAndTheControlsWithAndWithoutJavaScript() throws {
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
        try write("moving.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0, 0.2, 0.4], "scale": 0.25}"#)
        try write("still.case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0], "scale": 0.25}"#)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        let record = try CommandLineTests.run(
            ["check", folder + "/suite", "--update=missing", "--output", folder + "/record"], environment: environment)
        XCTAssertEqual(record.status, 0, record.stderr)
        // The middle checkpoint's approved image becomes the scene at rest: the motion parts there.
        let goldens = folder + "/suite/__goldens__/moving/"
        try FileManager.default.removeItem(atPath: goldens + "t-0.200.png")
        try FileManager.default.copyItem(atPath: goldens + "t-0.000.png", toPath: goldens + "t-0.200.png")
        let report = folder + "/report"
        XCTAssertEqual(try CommandLineTests.run(["check", folder + "/suite", "--report", report]).status, 1)
        let page = report + "/index.html"

        let on = try browse(page, ["--dump-dom", "--virtual-time-budget=2000"])
        XCTAssertTrue(on.contains("<html lang=\"en\" class=\"js\" data-ready=\"yes\">"), String(on.prefix(300)))
        XCTAssertEqual(values(of: "class", in: "li", on), ["failed", "passed"], "the case list marks the failed case")
        let style = try XCTUnwrap(on.range(of: "<style>").map { String(on[$0.upperBound...].prefix(while: { $0 != "<" })) })
        XCTAssertTrue(style.contains("#case-list li.failed a { color: #d70015; background: #ffeef0;"), "failed cases in red")
        XCTAssertTrue(style.contains(".no-js .needs-js { display: none; }"))
        XCTAssertTrue(
            on.contains("<code class=\"accept-command\">overlay-sim check accept '\(report)' 'suite/moving'</code>"),
            "the exact command, once, for the failed case")

        // The motion strip: approved above actual for each checkpoint in time order, the failing one framed.
        let strip = try XCTUnwrap(on.range(of: "<table class=\"strip\">").map { String(on[$0.lowerBound...]) })
            .components(separatedBy: "</table>")[0]
        XCTAssertEqual(
            values(of: "alt", in: "img", strip),
            ["approved t-0.000", "approved t-0.200", "approved t-0.400", "actual t-0.000", "actual t-0.200", "actual t-0.400"])
        XCTAssertEqual(values(of: "class", in: "td", strip), ["passed", "failed", "passed", "passed", "failed", "passed"])
        for source in values(of: "src", in: "img", strip) {
            XCTAssertTrue(FileManager.default.fileExists(atPath: report + "/" + source), source)
        }
        XCTAssertEqual(values(of: "src", in: "img", strip)[3], "cases/0001-suite_moving/t-0.000.actual.png")

        // Whether each control is shown, read in the browser by a probe script added to copies of the page (their
        // policy removed so that the probe may run): with the page's own script, and without it, as with
        // JavaScript off (where the page keeps its `no-js` class).
        let source = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(source.contains("<noscript><p class=\"noscript\">"), "the page says what needs JavaScript")
        let policy = try XCTUnwrap(source.range(of: "<meta http-equiv=\"Content-Security-Policy\"[^>]*>", options: .regularExpression))
        var open = source
        open.removeSubrange(policy)
        let ownScript = try XCTUnwrap(open.range(of: "<script>[^<]*</script>", options: .regularExpression))
        var closed = open
        closed.removeSubrange(ownScript)
        XCTAssertEqual(try probe(open, report: report), "only-failures:shown slider:shown diff-toggle:shown")
        XCTAssertEqual(try probe(closed, report: report), "only-failures:hidden slider:hidden diff-toggle:hidden")
    }

    /// Where the page `html` (written into `report`) shows its controls: `NAME:shown` or `NAME:hidden` each.
    private func probe(_ html: String, report: String) throws -> String {
        let script = """
            <script>(function () {
              var out = [];
              document.querySelectorAll('#only-failures, .slider, .diff-toggle').forEach(function (e) {
                out.push((e.id || e.className) + ':' + (e.offsetParent === null ? 'hidden' : 'shown'));
              });
              document.body.setAttribute('data-probe', out.join(' '));
            })();</script>
            """
        let path = report + "/probe-\(UUID().uuidString).html"
        try html.replacingOccurrences(of: "</body>", with: script + "</body>").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try browse(path, ["--dump-dom", "--virtual-time-budget=2000"])
        return values(of: "data-probe", in: "body", result).first ?? "no probe in \(result.prefix(200))"
    }
}
