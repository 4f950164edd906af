import Foundation
import OverlayCheck
import OverlayFiles

/// The cases a `check` run takes: found in the suites, filtered, sharded, each with a stable output folder name.
struct CheckPlan {
    let suites: [CheckSuite]
    var jobs: [CaseProcessPool.Job]

    /// Finds the cases; a missing suite is status 2.
    init(suites paths: [String], filter: String?, shard: Shard?) throws {
        do {
            suites = try paths.enumerated().map { try CheckSuite(path: $1, index: $0) }
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        // Positions count every case of every suite, so a case keeps its folder name whatever the shard or filter.
        var all: [CaseProcessPool.Job] = []
        for suite in suites {
            for entry in suite.entries {
                all.append(
                    CaseProcessPool.Job(
                        entry: entry, suitePath: suite.root.path,
                        id: CaseSelection.folderName(position: all.count + 1, name: entry.name)))
            }
        }
        if let filter { all = all.filter { CaseSelection.matches($0.entry.name, pattern: filter) } }
        if let shard { all = CaseSelection.shard(all, index: shard.index, count: shard.count) }
        jobs = all
    }

    /// Removes the temporaries a killed run left in the goldens folders of the cases (putting back a goldens
    /// folder that was moved aside and not replaced), before anything reads them.
    func removeStaleTemporaries() {
        for job in jobs {
            guard let root = try? suites[job.entry.suiteIndex].root.handle() else { continue }
            var components = job.entry.relativePath.split(separator: "/").map(String.init)
            let name = String(components.removeLast().dropLast(CheckCase.fileSuffix.count))
            guard let goldens = try? root.subfolder(components: components + [CheckCase.goldensFolder]) else { continue }
            TemporaryFiles.removeStale(in: goldens)
            if let folder = try? goldens.subfolder(name) { TemporaryFiles.removeStale(in: folder) }
        }
    }

    /// Reads every case file and what it names before anything runs: a malformed one is status 2, with every
    /// problem found listed (one a line) and the first as the message.
    func validateCases(output: String) throws {
        let outputFolder = ConfinedFolder(output, role: "the output folder")
        var problems: [String] = []
        for job in jobs {
            do {
                _ = try CaseRunner.load(
                    relativePath: job.entry.relativePath, suite: suites[job.entry.suiteIndex].root, output: outputFolder)
            } catch let error as FileFormatError {
                problems.append("\(error)")
            }
        }
        guard let first = problems.first else { return }
        for problem in problems.dropFirst() { FileHandle.standardError.write(Data("overlay-sim: \(Printable.line(problem))\n".utf8)) }
        throw CommandFailure(status: 2, message: Printable.line(first))
    }
}

/// Text from files on a terminal: control characters (an escape sequence in a case's file name) shown as `?`.
enum Printable {
    static func line(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}
