import Foundation

/// What a `check` run was given to cover: its shard (K of N), how many cases the whole run has, and which cases
/// were this run's. `check-report merge` reads it to refuse a merge with a shard (or a shard's case) missing.
public struct CheckSelection: Codable, Equatable, Sendable {
    /// The shard: `shard` of `shardCount` (1 of 1 for a run without `--shard`).
    public var shard: Int
    public var shardCount: Int
    /// The cases of the whole run, every shard together (after `--filter`).
    public var totalCases: Int
    /// The ids (output folder names) of the cases this run was given, in the run's order.
    public var cases: [String]

    public init(shard: Int, shardCount: Int, totalCases: Int, cases: [String]) {
        self.shard = shard
        self.shardCount = shardCount
        self.totalCases = totalCases
        self.cases = cases
    }

    /// `2/3`.
    public var shardName: String { "\(shard)/\(shardCount)" }
}

extension CheckResults {
    /// Why `shards` (each results file and the folder it came from) do not make one complete run: a shard without
    /// its selection, shards of different splits or runs, a shard missing or given twice, a case a shard was given
    /// that has no result. Nil when they are complete.
    public static func incompleteness(of shards: [(results: CheckResults, folder: String)]) -> String? {
        var groups: [Int: [(selection: CheckSelection, folder: String)]] = [:]
        for (results, folder) in shards {
            guard let selection = results.selection else {
                return "\(folder)/\(fileName) does not say which cases its run was given (written by an older overlay-sim); "
                    + "run the shards again"
            }
            let found = Set(results.cases.map(\.id))
            let lacking = selection.cases.filter { !found.contains($0) }
            if let first = lacking.first {
                return "\(folder)/\(fileName) (shard \(selection.shardName)) lacks the results of \(lacking.count) of its "
                    + "\(selection.cases.count) cases, first \(first)"
            }
            groups[selection.shardCount, default: []].append((selection, folder))
        }
        for (count, members) in groups.sorted(by: { $0.key < $1.key }) where count > 1 {
            for index in 1...count {
                let given = members.filter { $0.selection.shard == index }
                if given.isEmpty {
                    return "shard \(index)/\(count) is missing (given: "
                        + members.map(\.selection.shardName).sorted().joined(separator: ", ") + "); a merge needs every shard"
                }
                if given.count > 1 {
                    return "shard \(index)/\(count) is given twice (\(given.map(\.folder).joined(separator: " and ")))"
                }
            }
            let totals = Set(members.map(\.selection.totalCases))
            let covered = members.map(\.selection.cases.count).reduce(0, +)
            if totals.count > 1 || totals.first != covered {
                return "the \(count) shards cover \(covered) cases but their runs had "
                    + totals.sorted().map(String.init).joined(separator: " and ")
                    + " in all: they come from different runs (other suites, filter or version)"
            }
        }
        return nil
    }
}
