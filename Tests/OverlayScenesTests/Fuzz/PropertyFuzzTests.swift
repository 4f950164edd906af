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
        // Each case is a tree of its own, confined to the thread that drives it, so the cases run on one thread per
        // core (the TreeRuntime article of OverlayUIKit); failures are reported in seed order whatever thread found
        // them, and the run stops after three.
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let outcome = Locked((steps: 0, failures: [(index: Int, shrunk: FuzzCase, failures: [InvariantFailure])]()))
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            Thread {
                defer { group.leave() }
                for index in stride(from: worker, to: count, by: workers) {
                    if outcome.withLock({ $0.failures.count }) >= 3 { break }
                    let fuzzCase = FuzzCaseGenerator.make(seed: FuzzSettings.baseSeed &+ UInt64(index))
                    let found = Self.check(fuzzCase)
                    outcome.withLock { outcome in
                        outcome.steps += fuzzCase.trace.events.count
                        if let (shrunk, failures) = found { outcome.failures.append((index, shrunk, failures)) }
                    }
                }
            }.start()
        }
        group.wait()
        let (steps, failures) = outcome.withLock { ($0.steps, $0.failures.sorted { $0.index < $1.index }) }
        for failure in failures.prefix(3) {
            XCTFail("case \(failure.shrunk)\n" + failure.failures.map(\.description).joined(separator: "\n"))
        }
        let failed = failures.count
        print(
            "fuzz: \(count) cases on \(workers) threads, \(steps) input events, \(failed) failing, \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
        )
    }
}
