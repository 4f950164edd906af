import Foundation

/// The HTML report of a check: one self-contained page (inline style and script, images in the folder beside
/// it, no network), every case with its status, each checkpoint's approved, actual and diff images side by side
/// with an overlay slider and a pixel-diff toggle, the trajectory plot of frame-log failures, and the totals.
///
/// Everything that comes from a file (case names, paths, messages) is escaped, and the page's
/// Content-Security-Policy allows only its own script and style sheet, by hash, and images from its folder.
public enum HTMLReport {
    /// The page's name in the report folder.
    public static let fileName = "index.html"

    /// The Content-Security-Policy of every report.
    public static var contentSecurityPolicy: String {
        "default-src 'none'; img-src 'self'; style-src 'sha256-\(SHA256.base64Digest(of: HTMLReportAssets.style))'; "
            + "script-src 'sha256-\(SHA256.base64Digest(of: HTMLReportAssets.script))'; base-uri 'none'; form-action 'none'"
    }

    /// The page for `results`; image paths are relative to the report folder, `outputFolder` (the report folder
    /// as the user named it) goes into the accept command shown for each failed case.
    public static func page(_ results: CheckResults, outputFolder: String = "check-results") -> String {
        let title = "overlay-sim check: \(results.passed + results.recorded) passed, \(results.failed) failed"
        var html = """
            <!DOCTYPE html>
            <html lang="en" class="no-js">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(escape(contentSecurityPolicy))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(HTMLReportAssets.style)</style>
            </head>
            <body>
            <header>
            <h1>overlay-sim check</h1>
            <p class="totals" id="totals"><span class="passed">\(results.passed) passed</span><span class="failed">\(results.failed) failed</span>\
            <span class="recorded">\(results.recorded) recorded</span><span>\(results.cases.count) cases</span></p>
            <p class="settings">\(escape(results.settings))</p>
            <label class="needs-js"><input type="checkbox" id="only-failures"> failures only</label>
            <noscript><p class="noscript">The overlay slider, the pixel-diff toggle and the failures-only filter need JavaScript; \
            the images are all here without it.</p></noscript>
            </header>
            <nav><ul id="case-list">

            """
        for result in results.cases {
            let status = result.status.rawValue
            html += "<li class=\"\(status)\"><a href=\"#\(escape(anchor(result)))\">\(escape(result.name))</a></li>\n"
        }
        html += "</ul></nav>\n<main>\n"
        for result in results.cases { html += section(result, outputFolder: outputFolder) }
        html += "</main>\n<script>\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"
        return html
    }

    private static func anchor(_ result: CaseResult) -> String { "case-" + result.id }

    private static func section(_ result: CaseResult, outputFolder: String) -> String {
        let status = result.status.rawValue
        let badge = result.status == .failed ? "FAIL" : (result.status == .recorded ? "RECORDED" : "PASS")
        var html = "<section class=\"case \(status)\" id=\"\(escape(anchor(result)))\" data-status=\"\(status)\">\n"
        html += "<h2><span class=\"badge \(status)\">\(badge)</span><span class=\"case-name\">\(escape(result.name))</span></h2>\n"
        html += "<p class=\"file\">\(escape(result.file)) · \(String(format: "%.2f", result.seconds)) s</p>\n"
        if let error = result.error { html += "<p class=\"message failed\">\(escape(error))</p>\n" }
        if result.status == .failed, result.error == nil { html += acceptLine(result, outputFolder: outputFolder) + motion(result) }
        html += "<div class=\"checks\">\n"
        for outcome in result.outcomes { html += check(outcome) }
        return html + "</div>\n</section>\n"
    }

    private static func check(_ outcome: CheckOutcome) -> String {
        let status = outcome.status.rawValue
        var html = "<div class=\"check \(status)\" data-kind=\"\(outcome.kind.rawValue)\">\n"
        html += "<h3>\(escape(outcome.name)) — <span class=\"\(outcome.status.isFailure ? "failed" : status)\">\(status)</span></h3>\n"
        html += "<p class=\"message\">\(escape(outcome.message))</p>\n"
        switch outcome.kind {
        case .image:
            var panes: [(String, String)] = []
            if let expected = source(outcome.expectedCopy) { panes.append(("approved", expected)) }
            if let actual = source(outcome.actual) { panes.append(("actual", actual)) }
            if let diff = source(outcome.diff) { panes.append(("diff", diff)) }
            if !panes.isEmpty {
                html += "<div class=\"panes\">\n"
                for (caption, path) in panes {
                    html +=
                        "<figure><figcaption>\(caption)</figcaption><img src=\"\(path)\" alt=\"\(caption) \(escape(outcome.name))\"></figure>\n"
                }
            }
            if let expected = source(outcome.expectedCopy), let actual = source(outcome.actual), let diff = source(outcome.diff) {
                html += """
                    <div class="compare needs-js"><figure><figcaption>approved under actual: drag the slider</figcaption>
                    <div class="stack"><img src="\(expected)" alt="approved"><div class="over">\
                    <img src="\(actual)" data-actual="\(actual)" data-diff="\(diff)" alt="actual"></div></div></figure>
                    <input type="range" class="slider" min="0" max="100" value="50" aria-label="overlay position">
                    <label><input type="checkbox" class="diff-toggle"> pixel diff</label></div>

                    """
            }
            if !panes.isEmpty { html += "</div>\n" }
        case .frameLog:
            if let plot = source(outcome.plot) {
                html +=
                    "<figure class=\"plot\"><figcaption>approved (pale, wide) against actual trajectory</figcaption>"
                    + "<img src=\"\(plot)\" alt=\"trajectory plot\"></figure>\n"
            }
            if let actual = source(outcome.actual) {
                html += "<p class=\"golden\">actual frame log: <a href=\"\(actual)\">\(actual)</a></p>\n"
            }
        }
        html += "<p class=\"golden\">approved: \(escape(outcome.golden))</p>\n"
        return html + "</div>\n"
    }

    /// A relative path inside the report folder as a URL: percent-encoded, and nothing at all for a path that is
    /// absolute, climbs out, or could be read as a scheme (results files from shards are files too).
    static func source(_ relative: String?) -> String? {
        guard let relative, !relative.isEmpty, !relative.hasPrefix("/"),
            !relative.split(separator: "/").contains("..")
        else { return nil }
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        // Percent-encoding leaves no ':' (so no scheme), no quote and no '<' in the attribute.
        return relative.addingPercentEncoding(withAllowedCharacters: allowed)
    }

    /// Text for HTML content and attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character.value == 0 ? "\u{FFFD}" : character)
            }
        }
        return out
    }
}
