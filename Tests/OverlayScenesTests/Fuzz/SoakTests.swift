import Foundation
import OverlayContainerManager
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport
import OverlayUIKit
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// One simulated hour of random use (`scripts/fuzz --soak`; skipped unless OVERLAYSIM_SOAK=1): bursts of random
/// gestures (drags, flicks, taps, wheel steps, cancels, overlapping pointers, as the property fuzzer makes them)
/// separated by idle pauses, on a random built-in scene that changes every 5 simulated minutes, all through
/// `Simulation` with `InvariantChecker`'s checks after every 60 Hz step. VmRSS is printed every 10 simulated
/// minutes; after the first 10 minutes it must not grow by more than `OVERLAYSIM_SOAK_RSS_MB` (default 4 MB).
/// `OVERLAYSIM_SOAK_SEED` changes the run, `OVERLAYSIM_SOAK_MINUTES` its length.
final class SoakTests: XCTestCase {
    private static let segmentMinutes = 5.0

    /// Resident memory in kB from /proc/self/status, nil where there is none.
    static func residentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }

    /// `minutes` of random use on `scenario`: bursts from the fuzz generator, shifted in time, each followed by
    /// an idle pause of 0.5–4 s once its last event is past (so every pointer is up before the next burst).
    static func session(_ rng: inout SplitMix64, scenario: Scenario, minutes: Double) -> Trace {
        var events: [TraceEvent] = []
        var time = 0.5
        let end = minutes * 60
        // Bursts last under 3 s (gestures under a second each, overlapping ones included): stop 5 s before the end
        // so that no pointer is left down and the segment settles within its minutes.
        while time < end - 5 {
            let burst = FuzzCaseGenerator.makeTrace(&rng, scenario: scenario, commands: false, duration: 0.2...1.5)
            for event in burst.events { events.append(TraceEvent(time: time + event.time, kind: event.kind)) }
            time = (events.last?.time ?? time) + rng.double(0.5...4)
        }
        return Trace(events: events, until: nil)
    }

    func testOneSimulatedHourOfRandomUse() throws {
        let environment = ProcessInfo.processInfo.environment
        try XCTSkipUnless(environment["OVERLAYSIM_SOAK"] == "1", "soak test: run by scripts/fuzz --soak (OVERLAYSIM_SOAK=1)")
        let seed = environment["OVERLAYSIM_SOAK_SEED"].flatMap { UInt64($0) } ?? 0x50AC
        let totalMinutes = environment["OVERLAYSIM_SOAK_MINUTES"].flatMap { Double($0) } ?? 60
        let allowedGrowth = (environment["OVERLAYSIM_SOAK_RSS_MB"].flatMap { Double($0) } ?? 4) * 1024
        var rng = SplitMix64(seed: seed)
        let scenes = BuiltInScenarios.all
        let start = Date()
        var simulated = 0.0
        var events = 0
        var failures: [String] = []
        var baseline: Int?
        var peakGrowth = 0
        var segment = 0
        print("soak: seed \(seed), \(Int(totalMinutes)) simulated minutes, scene change every \(Int(Self.segmentMinutes)) minutes")
        while simulated < totalMinutes * 60 - 1e-9 {
            let minutes = min(Self.segmentMinutes, totalMinutes - simulated / 60)
            let scenario = rng.pick(scenes)
            let trace = Self.session(&rng, scenario: scenario, minutes: minutes)
            // The checker replays up to the last event, then 2 s of settling checked every 0.1 s.
            let fuzzCase = FuzzCase(seed: seed, scenario: scenario, trace: trace, hasCommands: false)
            let found = InvariantChecker(fuzzCase).run()
            events += trace.events.count
            for failure in found {
                failures.append(
                    "segment \(segment) (\(scenario.name), minute \(Int(simulated / 60)) + \(String(format: "%.3f", failure.time)) s): \(failure.message)"
                )
            }
            simulated += minutes * 60
            segment += 1
            let mark = Int((simulated / 60 + 1e-9) / 10)
            if abs(simulated / 600 - Double(mark)) < 1e-9, let rss = Self.residentKilobytes() {
                if baseline == nil { baseline = rss }
                let growth = rss - (baseline ?? rss)
                peakGrowth = max(peakGrowth, growth)
                print(
                    String(
                        format: "soak: %3d simulated min, %6d events, VmRSS %.1f MB (%+.1f MB since minute 10), %.1f s wall",
                        mark * 10, events, Double(rss) / 1024, Double(growth) / 1024, Date().timeIntervalSince(start)))
            }
            if failures.count >= 10 { break }
        }
        let wall = Date().timeIntervalSince(start)
        print(
            String(
                format:
                    "soak: %.0f simulated s in %.1f s wall (%.0f× real time), %d events, %d invariant failures, RSS growth after minute 10: %.1f MB",
                simulated, wall, simulated / wall, events, failures.count, Double(peakGrowth) / 1024))
        XCTAssertTrue(failures.isEmpty, "seed \(seed) (replay: OVERLAYSIM_SOAK_SEED=\(seed)):\n" + failures.joined(separator: "\n"))
        XCTAssertLessThanOrEqual(Double(peakGrowth), allowedGrowth, "memory grew after the first 10 simulated minutes")
    }
}
