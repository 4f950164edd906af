import Foundation
import XCTest

/// `scripts/lib/bench_verdicts.py`, which turns the harness's JMH exports into scripts/bench's figures, run on exports
/// shaped like the harness's: the animation step against RK4 is judged on each side's fastest tenth of iterations
/// (a busy neighbour on the core halves our step and hardly touches RK4's), the simulation against the base on the
/// interleaved benchmark's own ratio, every other ratio on medians.
final class BenchVerdictTests: XCTestCase {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/lib/bench_verdicts.py").path

    /// One benchmark as the harness exports it: throughput percentiles (iterations a second) as its primary metric,
    /// the wall clock's (microseconds) as a secondary one. `median` and `fastestTenth` are nanoseconds an iteration.
    private func element(_ name: String, median: Double, fastestTenth: Double) -> [String: Any] {
        [
            "benchmark": "package.benchmark.Target.\(name)",
            "primaryMetric": [
                "scoreUnit": "# / s",
                "scorePercentiles": ["0.0": 1e9 / (median * 3), "50.0": 1e9 / median, "90.0": 1e9 / fastestTenth],
            ],
            "secondaryMetrics": [
                "Time (wall clock)": ["scoreUnit": "μs", "scorePercentiles": ["0.0": fastestTenth / 1000 * 0.95, "50.0": median / 1000]]
            ],
        ]
    }

    /// A benchmark that times both sides of its ratio within each iteration (`simulate-interleaved`,
    /// `frame-rows-in-turn`) as the harness exports it: its custom metrics' percentiles (`metrics` gives their
    /// medians), the wall clock's and the throughput beside them.
    private func inTurn(_ name: String, _ metrics: [String: Double]) -> [String: Any] {
        var element = element(name, median: 100_000_000, fastestTenth: 90_000_000)
        var secondary = element["secondaryMetrics"] as? [String: Any] ?? [:]
        for (metric, p50) in metrics {
            secondary[metric] = ["scoreUnit": "#", "scorePercentiles": ["0.0": p50 * 0.7, "50.0": p50, "90.0": p50 * 1.2]]
        }
        element["secondaryMetrics"] = secondary
        return element
    }

    /// The figures for three runs whose animation step is slow at the median (a busy neighbour: 1.1 × RK4's) and
    /// fast in its fastest tenth (0.66 × RK4's), whose frame is `frameRatio` × its memcpy at the median, and whose
    /// in-process simulations and the million rows' frame, each measured one after the other with its other side, caught
    /// a slow spell (ours 1.5 × the base's time; the million rows 1.2 × the 100 rows' frame);
    /// `more(round)` adds that round's other benchmarks.
    private func verdicts(frameRatio: Double, more: (Int) -> [[String: Any]] = { _ in [] }) throws -> [[String: Any]] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("verdicts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 1...3 {
            let run = folder.appendingPathComponent("round-\(round)")
            try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
            let elements = [
                element("animation-step", median: 55_000 + Double(round), fastestTenth: 33_000),
                element("rk4-step", median: 50_000, fastestTenth: 50_000),
                element("euler-step", median: 9_000, fastestTenth: 8_900),
                // Fast in their fastest tenth, so that a ratio taken there would differ from the medians'.
                element("frame", median: 3_000_000 * frameRatio, fastestTenth: 1_000_000),
                element("frame-memcpy", median: 3_000_000, fastestTenth: 2_900_000),
                element("simulate-session", median: 660_000, fastestTenth: 650_000),
                // Slow in its 4 s, one after the other: 1.2 × the 100 rows' frame.
                element("frame-million-rows", median: 3_600_000 * frameRatio, fastestTenth: 1_100_000),
            ]
            // The base's in-process run is exported in a folder of its own.
            let base = run.appendingPathComponent("base")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: [element("simulate-session-base", median: 440_000, fastestTenth: 430_000)])
                .write(to: base.appendingPathComponent("Current_run.jmh.json"))
            try JSONSerialization.data(withJSONObject: elements + more(round)).write(to: run.appendingPathComponent("Current_run.jmh.json"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script, folder.path, "dc31005"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    private func figure(_ name: String, in figures: [[String: Any]]) throws -> [String: Any] {
        try XCTUnwrap(figures.first { $0["name"] as? String == name }, "\(name) in \(figures)")
    }

    /// Asserts that the figure `name` has `value`, is met or not, and that its note says each of `phrases`.
    private func assertFigure(
        _ name: String, in figures: [[String: Any]], is value: Double, met: Bool, saying phrases: [String],
        line: UInt = #line
    ) throws {
        let found = try figure(name, in: figures)
        XCTAssertEqual(try XCTUnwrap(found["value"] as? Double), value, accuracy: 1e-9, line: line)
        XCTAssertEqual(found["met"] as? Bool, met, line: line)
        let note = try XCTUnwrap(found["note"] as? String)
        for phrase in phrases { XCTAssertTrue(note.contains(phrase), note, line: line) }
    }

    func testTheStepIsJudgedOnEachSidesFastestTenth() throws {
        let step = try figure("animation-step-vs-rk4", in: verdicts(frameRatio: 4))
        XCTAssertEqual(try XCTUnwrap(step["value"] as? Double), 0.66, accuracy: 1e-9)
        XCTAssertEqual(step["met"] as? Bool, true)
        let note = try XCTUnwrap(step["note"] as? String)
        // The medians are reported beside it: 55.002 ns against 50 ns.
        XCTAssertTrue(note.contains("ours 33.00"), note)
        XCTAssertTrue(note.contains("at the median iteration ours 55.00, RK4 50.00, 1.100 ×"), note)
    }

    func testOtherRatiosStayOnMedians() throws {
        let met = try figure("frame-vs-memcpy", in: verdicts(frameRatio: 4))
        XCTAssertEqual(try XCTUnwrap(met["value"] as? Double), 4, accuracy: 1e-9)
        XCTAssertEqual(met["met"] as? Bool, true)
        // 7 × at the median is not met, though the fastest tenth (0.34 ×) would be.
        let unmet = try figure("frame-vs-memcpy", in: verdicts(frameRatio: 7))
        XCTAssertEqual(try XCTUnwrap(unmet["value"] as? Double), 7, accuracy: 1e-9)
        XCTAssertEqual(unmet["met"] as? Bool, false)
    }

    func testTheSimulationIsJudgedOnTheBuildsTimedInTurn() throws {
        // Each run's interleaved median: 1.020, 1.030, 0.990 × the base's speed; the in-process pair says 0.667.
        let figures = try verdicts(frameRatio: 4) { round in
            [
                self.inTurn(
                    "simulate-interleaved",
                    ["base-per-ours": [1020, 1030, 990][round - 1], "ours-microseconds": 430, "base-microseconds": 441])
            ]
        }
        try assertFigure(
            "simulate-vs-base", in: figures, is: 1.02, met: true,
            saying: ["ours 430, dc31005 441", "runs: 1.020, 1.030, 0.990", "one after the other 0.667 ×"])
    }

    func testWithoutTheTimersTheInProcessRatioIsTheVerdict() throws {
        let simulate = try figure("simulate-vs-base", in: verdicts(frameRatio: 4))
        XCTAssertEqual(try XCTUnwrap(simulate["value"] as? Double), 440.0 / 660.0, accuracy: 1e-9)
        XCTAssertEqual(simulate["met"] as? Bool, false)
        XCTAssertTrue(try XCTUnwrap(simulate["note"] as? String).hasPrefix("not interleaved"))
    }

    func testTheMillionRowsAreJudgedOnFramesDrawnInTurn() throws {
        let figures = try verdicts(frameRatio: 4) { round in
            [
                self.inTurn(
                    "frame-rows-in-turn",
                    [
                        "million-per-hundred": [1012, 1004, 1100][round - 1], "hundred-rows-microseconds": 3581,
                        "million-rows-microseconds": 3603,
                    ])
            ]
        }
        try assertFigure(
            "frame-million-rows", in: figures, is: 1.012, met: true,
            saying: ["median µs: 3,603 against 3,581", "one after the other 1.200 ×"])
        // Without it, the two benchmarks' own ratio is the verdict, and says so.
        let sequential = try figure("frame-million-rows", in: verdicts(frameRatio: 4))
        XCTAssertEqual(try XCTUnwrap(sequential["value"] as? Double), 1.2, accuracy: 1e-9)
        XCTAssertEqual(sequential["met"] as? Bool, false)
        XCTAssertTrue(try XCTUnwrap(sequential["note"] as? String).hasPrefix("not in turn"))
    }
}
