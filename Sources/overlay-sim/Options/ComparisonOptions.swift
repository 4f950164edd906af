import ArgumentParser
import OverlayCheck

/// How `check` (and its case processes) decide that a result differs from the approved one.
struct ComparisonOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "A pixel differs when a channel differs by more than this (0…255; 0: exact, the default).")
    var tolerance: Int = 0

    @Option(parsing: .unconditional, help: "A checkpoint passes when at most this fraction of its pixels differ (0…1; 0 by default).")
    var maxDiffFraction: Double = 0

    @Option(parsing: .unconditional, help: "Numbers in the frame log may differ by this much (points, seconds).")
    var frameLogTolerance: Double = 0.001

    func validate() throws {
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be between 0 and 255, got \(tolerance)") }
        guard maxDiffFraction.isFinite, (0...1).contains(maxDiffFraction) else {
            throw ValidationError("--max-diff-fraction must be between 0 and 1, got \(maxDiffFraction)")
        }
        guard frameLogTolerance.isFinite, frameLogTolerance >= 0 else {
            throw ValidationError("--frame-log-tolerance must be a finite number ≥ 0, got \(frameLogTolerance)")
        }
    }

    /// The settings of a run with `update` and, for a report, copies of the approved images.
    func settings(update: GoldenUpdate, copiesExpected: Bool) -> CheckSettings {
        CheckSettings(
            channelTolerance: tolerance, maximumDifferingFraction: maxDiffFraction,
            frameLogTolerance: frameLogTolerance, update: update, copiesExpected: copiesExpected)
    }

    /// The same options as arguments, for the case processes.
    var arguments: [String] {
        ["--tolerance", String(tolerance), "--max-diff-fraction", "\(maxDiffFraction)", "--frame-log-tolerance", "\(frameLogTolerance)"]
    }
}

/// `--update[=all|changed|missing]` / `--update-missing`: whether `check` records approved results.
struct GoldenUpdateOptions: ParsableArguments {
    /// What `--update=MODE` records.
    enum Mode: String, CaseIterable, ExpressibleByArgument {
        case all, changed, missing
    }

    @Option(
        help: ArgumentHelp(
            "Record approved results (refused when CI=true): changed (a bare --update) rewrites the failing cases whole, "
                + "missing records what is missing, all rewrites every case.",
            valueName: "mode"))
    var update: Mode?

    @Flag(help: "The same as --update=missing.")
    var updateMissing = false

    func validate() throws {
        guard !(update != nil && updateMissing) else { throw ValidationError("give --update or --update-missing, not both") }
    }

    /// The update mode; recording is refused in CI, where a missing golden must fail rather than be written.
    func mode(environment: [String: String]) throws -> GoldenUpdate {
        let mode: GoldenUpdate
        switch update {
        case .all?: mode = .all
        case .changed?: mode = .changed
        case .missing?: mode = .missing
        case nil: mode = updateMissing ? .missing : .never
        }
        if mode != .never, let ci = environment["CI"], ["true", "1", "yes"].contains(ci.lowercased()) {
            throw CommandFailure.usage(
                "--\(update.map { "update=\($0.rawValue)" } ?? "update-missing") is refused when CI=\(ci): approved results "
                    + "are recorded on a developer's machine, reviewed and committed, never written by CI")
        }
        return mode
    }

    /// `check … --update` with no value means `--update=changed`: ArgumentParser has no option whose value may be
    /// left out, so the bare flag is given its value before parsing (`--update MODE` and `--update=MODE` stay).
    static func normalized(_ arguments: [String]) -> [String] {
        guard arguments.first == "check" else { return arguments }
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return result + arguments[index...] }
            let next = index + 1 < arguments.count ? arguments[index + 1] : ""
            result.append(argument == "--update" && Mode(rawValue: next) == nil ? "--update=changed" : argument)
        }
        return result
    }
}

/// `--shard K/N`: the K-th of N deterministic parts of the cases.
struct Shard: ExpressibleByArgument, Equatable {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
