import Foundation
import OverlayCheck
import OverlayFiles

/// The cases a `check` run takes: found in the suites, filtered, sharded, each with a stable output folder name.
struct CheckPlan {
    let suites: [CheckSuite]
    var jobs: [CaseProcessPool.Job]
    /// The shard and cases of the run, recorded in results.json for `check-report merge`.
    let selection: CheckSelection

    /// Finds the cases; a missing suite is status 2.
    init(suites paths: [String], filter: String?, shard: Shard?) throws {
        do {
            let labels = CheckSuite.labels(for: paths)
            suites = try paths.enumerated().map { try CheckSuite(path: $1, index: $0, label: labels[$0]) }
        } catch let error as FileFormatError {
            throw CommandFailure.malformedFile(error)
        }
        // Positions count every case of every suite, so a case keeps its folder name whatever the shard or filter.
        var all: [CaseProcessPool.Job] = []
        for suite in suites {
            for entry in suite.entries {
                all.append(
                    CaseProcessPool.Job(
                        entry: entry, suitePath: suite.root.path, suiteLabel: suite.label,
                        id: CaseSelection.folderName(position: all.count + 1, name: entry.name)))
            }
        }
        if let filter { all = all.filter { CaseSelection.matches($0.entry.name, pattern: filter) } }
        let total = all.count
        if let shard { all = CaseSelection.shard(all, index: shard.index, count: shard.count) }
        jobs = all
        selection = CheckSelection(
            shard: shard?.index ?? 1, shardCount: shard?.count ?? 1, totalCases: total, cases: all.map(\.id))
    }

    /// The message for a run that selected no case (a typo in `--filter`, an empty or wrong folder, more shards
    /// than cases): such a run proves nothing, so it is an error unless `--pass-with-no-cases`.
    func noCasesMessage(paths: [String], filter: String?, shard: Shard?) -> String {
        let found = suites.map(\.entries.count).reduce(0, +)
        var message = "no cases found in " + paths.map { JSONWriter.quoted($0) }.joined(separator: ", ")
        if found == 0 {
            message += " (no NAME\(CheckCase.fileSuffix) file there)"
        } else {
            var why: [String] = []
            if let filter { why.append("--filter \(JSONWriter.quoted(filter)) matches \(selection.totalCases) of their \(found) cases") }
            if let shard { why.append("shard \(shard.index)/\(shard.count) of \(selection.totalCases) cases is empty") }
            message += " (" + why.joined(separator: "; ") + ")"
        }
        return message + "; pass --pass-with-no-cases if that is expected"
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

    /// Reads every case file and what it names before anything runs: a malformed one is not run but becomes an
    /// error result (status 2 in the end, after the other cases ran), keyed by its id; each problem is also
    /// printed on stderr at once. Each readable case's job gets its estimated cost (the longest start first).
    mutating func readCases(output: String) -> [String: CaseResult] {
        let outputFolder = ConfinedFolder(output, role: "the output folder")
        var broken: [String: CaseResult] = [:]
        for (index, job) in jobs.enumerated() {
            do {
                jobs[index].estimatedCost =
                    try CaseRunner.load(
                        relativePath: job.entry.relativePath, suite: suites[job.entry.suiteIndex].root, output: outputFolder
                    ).estimatedCost
            } catch let error as FileFormatError {
                FileHandle.standardError.write(Data("overlay-sim: \(Printable.line("\(error)"))\n".utf8))
                broken[job.id] = CaseResult(
                    id: job.id, name: job.entry.name, suite: job.suiteLabel, file: job.suitePath + "/" + job.entry.relativePath,
                    error: "\(error)", malformed: true)
            } catch {
                broken[job.id] = CaseResult(
                    id: job.id, name: job.entry.name, suite: job.suiteLabel, file: job.suitePath + "/" + job.entry.relativePath,
                    error: "\(error)")
            }
        }
        return broken
    }
}

/// Text from files on a terminal: control characters (an escape sequence in a case's file name) shown as `?`.
enum Printable {
    static func line(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}
