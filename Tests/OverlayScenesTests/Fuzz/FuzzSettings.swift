import Foundation

/// Where the number of cases and the replay seed come from: one place for scripts/test and scripts/fuzz.
enum FuzzSettings {
    /// The cases `scripts/test` runs; `OVERLAYSIM_FUZZ_CASES` overrides it (scripts/fuzz runs many more).
    static let defaultCaseCount = 10_000

    static var caseCount: Int {
        ProcessInfo.processInfo.environment["OVERLAYSIM_FUZZ_CASES"].flatMap { Int($0) }.map { max(1, $0) }
            ?? defaultCaseCount
    }

    /// The first case's seed; case `i` uses `baseSeed + i`. `OVERLAYSIM_FUZZ_SEED` replays one case (or starts
    /// a run elsewhere), `OVERLAYSIM_FUZZ_BASE` shifts the whole run.
    static var replaySeed: UInt64? {
        ProcessInfo.processInfo.environment["OVERLAYSIM_FUZZ_SEED"].flatMap { UInt64($0) }
    }

    static var baseSeed: UInt64 {
        ProcessInfo.processInfo.environment["OVERLAYSIM_FUZZ_BASE"].flatMap { UInt64($0) } ?? 0x0C5E_ED00
    }
}
