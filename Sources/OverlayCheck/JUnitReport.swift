import Foundation

/// JUnit XML for CI systems: one `<testsuite>` per suite (named by its label, its path), one `<testcase>` per
/// checkpoint and per frame log, a `<failure>` with the one-line reason and the files' paths (and, in `<system-out>`,
/// `[[ATTACHMENT|PATH]]` lines for the images, which Jenkins and GitLab show with the test), an `<error>` for a case
/// that could not run; each testcase's own time, and the suites' start and host. Every string from a file (case
/// names, paths, messages) is escaped.
public enum JUnitReport {
    /// The document for `results`; artifact paths are given inside `outputFolder`; `timestamp` (the run's start)
    /// and `hostname` become the suites' attributes when given.
    public static func xml(_ results: CheckResults, outputFolder: String, timestamp: Date? = nil, hostname: String? = nil) -> String {
        var suites: [(String, [CaseResult])] = []
        for result in results.cases {
            // Suites are named by their path (`x/card`), so two suites of the same folder name stay apart.
            let suite = result.suite ?? String(result.name.split(separator: "/", maxSplits: 1).first ?? "suite")
            if let index = suites.firstIndex(where: { $0.0 == suite }) {
                suites[index].1.append(result)
            } else {
                suites.append((suite, [result]))
            }
        }
        func path(_ relative: String?) -> String? {
            relative.map { (outputFolder as NSString).appendingPathComponent($0) }
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let totals = counts(results.cases)
        lines.append(
            "<testsuites name=\"overlay-sim check\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
                + "errors=\"\(totals.errors)\" time=\"\(seconds(results.cases.map(\.seconds).reduce(0, +)))\">")
        for (name, cases) in suites {
            let count = counts(cases)
            lines.append(
                "  <testsuite name=\"\(escape(name))\" tests=\"\(count.tests)\" failures=\"\(count.failures)\" "
                    + "errors=\"\(count.errors)\" time=\"\(seconds(cases.map(\.seconds).reduce(0, +)))\""
                    + runAttributes(timestamp: timestamp, hostname: hostname) + ">")
            for result in cases {
                let className = escape(result.name)
                if let error = result.error {
                    lines.append("    <testcase classname=\"\(className)\" name=\"case\" time=\"\(seconds(result.seconds))\">")
                    lines.append(
                        "      <error message=\"\(escape(error))\" type=\"\(result.malformed ? "malformed" : "error")\">"
                            + "\(escape("case file: \(result.file)"))</error>")
                    lines.append("    </testcase>")
                    continue
                }
                let share = result.outcomes.isEmpty ? 0 : result.seconds / Double(result.outcomes.count)
                for outcome in result.outcomes {
                    let open =
                        "    <testcase classname=\"\(className)\" name=\"\(escape(outcome.name))\" time=\"\(seconds(outcome.seconds ?? share))\""
                    guard outcome.status.isFailure else {
                        lines.append(open + "/>")
                        continue
                    }
                    var details = ["approved: \(outcome.golden)"]
                    if let actual = path(outcome.actual) { details.append("actual: \(actual)") }
                    if let diff = path(outcome.diff) { details.append("diff: \(diff)") }
                    if let plot = path(outcome.plot) { details.append("trajectory plot: \(plot)") }
                    lines.append(open + ">")
                    lines.append(
                        "      <failure message=\"\(escape(outcome.message))\" type=\"\(outcome.status.rawValue)\">"
                            + escape(details.joined(separator: "\n")) + "</failure>")
                    lines.append(attachments([path(outcome.actual), path(outcome.diff), path(outcome.plot)]))
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func counts(_ cases: [CaseResult]) -> (tests: Int, failures: Int, errors: Int) {
        var tests = 0, failures = 0, errors = 0
        for result in cases {
            if result.error != nil {
                tests += 1
                errors += 1
            } else {
                tests += result.outcomes.count
                failures += result.outcomes.filter(\.status.isFailure).count
            }
        }
        return (tests, failures, errors)
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Text for an attribute or element: the five markup characters as entities, and the characters XML 1.0
    /// cannot hold (most control characters) as U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            default:
                let value = scalar.value
                out.unicodeScalars.append(value < 0x20 || value == 0xFFFE || value == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
