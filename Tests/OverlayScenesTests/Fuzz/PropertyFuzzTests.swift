import Foundation
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainerManager
@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation
@testable import OverlayUIKit

/// Property-based tests: random notch sets and random input through the whole simulation, invariants after
/// every step (see `InvariantChecker`). `OVERLAYSIM_FUZZ_CASES` sets the number of cases (default 10 000),
/// `OVERLAYSIM_FUZZ_SEED` replays one case, `OVERLAYSIM_FUZZ_BASE` shifts the seeds of a run.
final class PropertyFuzzTests: XCTestCase {
    /// Runs one case; on failure, retries with fewer events to report the shortest failing prefix.
    static func check(_ fuzzCase: FuzzCase) -> (FuzzCase, [InvariantFailure])? {
        let failures = InvariantChecker(fuzzCase).run()
        guard !failures.isEmpty else { return nil }
        var smallest = (fuzzCase, failures)
        var count = fuzzCase.trace.events.count
        // Shrink: halve the number of events while it still fails, then step down one by one (bounded).
        while count > 1 {
            let candidate = fuzzCase.truncated(to: count / 2)
            let result = InvariantChecker(candidate).run()
            guard !result.isEmpty else { break }
            smallest = (candidate, result)
            count /= 2
        }
        var tries = 0
        while count > 1 && tries < 64 {
            tries += 1
            let candidate = fuzzCase.truncated(to: count - 1)
            let result = InvariantChecker(candidate).run()
            guard !result.isEmpty else { break }
            smallest = (candidate, result)
            count -= 1
        }
        return smallest
    }

    func testRandomNotchesAndInputKeepEveryInvariant() {
        if let seed = FuzzSettings.replaySeed {
            let fuzzCase = FuzzCaseGenerator.make(seed: seed)
            if ProcessInfo.processInfo.environment["OVERLAYSIM_FUZZ_LOG"] != nil {
                // The frame log of the case, as `overlay-sim simulate` prints it.
                let simulation = Simulation(scene: BuiltInScene(scenario: fuzzCase.scenario), stepsPerSecond: 60)
                for record in simulation.run(trace: fuzzCase.trace) { print(FrameLog.line(for: record)) }
                for table in simulation.scene!.scrollViews {
                    print(
                        "table", table.contentOffset.y, table.minimumContentOffsetY, table.maximumContentOffsetY, table.bounds,
                        table.contentSize, String(describing: table.motion))
                }
            }
            if let (shrunk, failures) = Self.check(fuzzCase) {
                XCTFail("case \(shrunk)\n" + failures.map(\.description).joined(separator: "\n"))
            }
            return
        }
        let count = FuzzSettings.caseCount
        let start = Date()
        // Each case is a tree of its own, confined to the thread that drives it, so the cases run on every core (the
        // TreeRuntime article of OverlayUIKit); failures are reported in seed order whatever thread found them, and
        // the cases not started once three failed are skipped.
        let failedSoFar = Locked(0)
        let outcomes = EveryCore.map(count) { index -> (events: Int, failure: (shrunk: FuzzCase, failures: [InvariantFailure])?) in
            guard failedSoFar.withLock({ $0 }) < 3 else { return (0, nil) }
            let fuzzCase = FuzzCaseGenerator.make(seed: FuzzSettings.baseSeed &+ UInt64(index))
            let found = Self.check(fuzzCase)
            if found != nil { failedSoFar.withLock { $0 += 1 } }
            return (fuzzCase.trace.events.count, found)
        }
        let steps = outcomes.reduce(0) { $0 + $1.events }
        let failures = outcomes.compactMap(\.failure)
        for failure in failures.prefix(3) {
            XCTFail("case \(failure.shrunk)\n" + failure.failures.map(\.description).joined(separator: "\n"))
        }
        let failed = failures.count
        print(
            "fuzz: \(count) cases on \(EveryCore.threads) threads, \(steps) input events, \(failed) failing, \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
        )
    }
}
