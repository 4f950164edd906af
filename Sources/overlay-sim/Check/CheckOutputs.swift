import Foundation
import OverlayCheck
import OverlayFiles

/// What `check` and `check-report merge` leave behind: results.json, the JUnit XML, the HTML report, and on
/// stdout the failures and the summary line.
enum CheckOutputs {
    /// Writes results.json into `staging` (the output folder's new contents), and the report when asked; then
    /// puts the folder in place and writes the JUnit XML (whose paths name the output folder's final place).
    static func write(_ results: CheckResults, staging: OutputStaging, report: Bool, junit: String?, started: Date = Date()) throws {
        try write(results, output: staging.stagingPath, shownAs: staging.finalPath, report: report)
        try staging.commit()
        if report {
            FileHandle.standardError.write(
                Data("report: \((staging.finalPath as NSString).appendingPathComponent(HTMLReport.fileName))\n".utf8))
        }
        if let junit {
            do {
                let xml = JUnitReport.xml(
                    results, outputFolder: staging.finalPath, timestamp: started, hostname: JUnitReport.hostname)
                try AtomicFile.write(xml, to: junit)
            } catch {
                throw CommandFailure.cannotWrite(junit, error)
            }
        }
    }

    /// Writes results.json and, when asked, index.html into `output`; messages name the files in `shownAs`.
    private static func write(_ results: CheckResults, output: String, shownAs: String, report: Bool) throws {
        let resultsPath = (output as NSString).appendingPathComponent(CheckResults.fileName)
        do {
            try AtomicFile.write(try results.encoded(), to: resultsPath)
        } catch {
            throw CommandFailure.cannotWrite((shownAs as NSString).appendingPathComponent(CheckResults.fileName), error)
        }
        if report {
            let page = (output as NSString).appendingPathComponent(HTMLReport.fileName)
            do {
                try AtomicFile.write(HTMLReport.page(results, outputFolder: shownAs), to: page)
            } catch {
                throw CommandFailure.cannotWrite((shownAs as NSString).appendingPathComponent(HTMLReport.fileName), error)
            }
        }
    }

    /// Prints every failure (one line each) and the summary on stdout; status 2 when a file was malformed,
    /// 1 when a case failed.
    static func finish(_ results: CheckResults) throws {
        var lines: [String] = []
        for result in results.cases {
            if let error = result.error { lines.append("FAIL \(result.name): \(error)") }
            for outcome in result.outcomes where outcome.status.isFailure {
                lines.append("FAIL \(result.name): \(outcome.message)")
            }
            for outcome in result.outcomes where outcome.status == .recorded {
                lines.append("RECORDED \(result.name): \(outcome.message)")
            }
        }
        // Said once for the run, not once per image: exact goldens follow the renderer and fonts they were made with.
        let environments = results.cases.compactMap(\.environment)
        for difference in Set(environments).sorted() {
            let count = environments.filter { $0 == difference }.count
            lines.append(
                "ENVIRONMENT: \(count) \(count == 1 ? "case's" : "cases'") approved images were recorded with another renderer "
                    + "(\(difference)): their image differences may come from it rather than from the code")
        }
        lines.append(results.summaryLine)
        print(lines.map(Printable.line).joined(separator: "\n"))
        if let malformed = results.cases.first(where: \.malformed), let error = malformed.error {
            throw CommandFailure(status: 2, message: Printable.line(error))
        }
        if results.failed > 0 {
            throw CommandFailure.failed("\(results.failed) of \(results.cases.count) cases differ from their approved results or lack them")
        }
    }
}
