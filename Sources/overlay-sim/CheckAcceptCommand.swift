import ArgumentParser
import Foundation
import OverlayCheck
import OverlayFiles

/// `overlay-sim check accept REPORT [CASE…]`: a check's actual results become the approved ones, whole cases.
struct CheckAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        _superCommandName: "overlay-sim check",
        abstract: "Makes the actual results of failed cases in a check's output the approved ones.",
        discussion: """
            REPORT is the output (or --report) folder of a `check` run, or its results.json or index.html. Each failed \
            case given (by name, SUITE/NAME, or output folder name; all failed cases when none is given) gets its \
            goldens folder rebuilt: the run's actual images and frame log where they failed, the approved files \
            where they passed, nothing the run no longer produced; it replaces the old folder at once. The HTML \
            report shows this command for each failed case. Review, then commit. Refused when CI=true.
            """
    )

    @Argument(help: "The check's output folder (or its results.json or index.html).")
    var report: String

    @Argument(help: "The cases to accept (default: every failed case).")
    var cases: [String] = []

    func run() throws {
        if let ci = ProcessInfo.processInfo.environment["CI"], ["true", "1", "yes"].contains(ci.lowercased()) {
            throw CommandFailure.usage("accept is refused when CI=\(ci): approved results are accepted on a developer's machine")
        }
        let folder = [".json", ".html"].contains(where: report.hasSuffix) ? (report as NSString).deletingLastPathComponent : report
        let output = folder.isEmpty ? "." : folder
        let results: CheckResults
        do {
            results = try CheckResults.load(path: (output as NSString).appendingPathComponent(CheckResults.fileName))
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        let failed = results.cases.indices.filter { results.cases[$0].status == .failed }
        var chosen: [Int] = []
        for name in cases {
            guard let index = results.cases.firstIndex(where: { $0.name == name || $0.id == name }) else {
                let names = failed.prefix(5).map { JSONWriter.quoted(results.cases[$0].name) }.joined(separator: ", ")
                throw CommandFailure(
                    status: 2,
                    message: "no case \(JSONWriter.quoted(name)) in \(output) (failed cases: \(names.isEmpty ? "none" : names))")
            }
            guard results.cases[index].status == .failed else {
                print("\(Printable.line(results.cases[index].name)): \(results.cases[index].status.rawValue), nothing to accept")
                continue
            }
            if !chosen.contains(index) { chosen.append(index) }
        }
        if cases.isEmpty { chosen = failed }
        TemporaryFiles.shared.removeOnSignals()
        var problems = 0
        for index in chosen {
            let result = results.cases[index]
            do {
                let accepted = try ResultAcceptance.accept(result, caseIndex: index, output: output)
                print(
                    "accepted \(Printable.line(result.name)): \(accepted.files.joined(separator: ", ")) in \(Printable.line(accepted.goldens))"
                )
            } catch {
                problems += 1
                FileHandle.standardError.write(Data("overlay-sim: \(Printable.line("\(result.name): \(error)"))\n".utf8))
            }
        }
        print("accept: \(chosen.count - problems) cases accepted, \(problems) not")
        if problems > 0 { throw CommandFailure.failed("\(problems) of \(chosen.count) cases could not be accepted") }
    }
}
