import Foundation

/// A small seeded generator (SplitMix64): the same seed gives the same cases on every machine, so a failure
/// printed with its seed can be replayed with `OVERLAYSIM_FUZZ_SEED`.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        double(0...1) < p
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[int(0...(values.count - 1))]
    }
}

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
