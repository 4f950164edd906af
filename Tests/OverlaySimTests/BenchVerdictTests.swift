import Foundation
import XCTest

/// `scripts/lib/bench_verdicts.py`, which turns the harness's JMH exports into scripts/bench's figures, run on exports
/// shaped like the harness's: the animation step against RK4 is judged on each side's fastest tenth of iterations
/// (a busy neighbour on the core halves our step and hardly touches RK4's), every other ratio on medians.
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

    /// The figures for three runs whose animation step is slow at the median (a busy neighbour: 1.1 × RK4's) and
    /// fast in its fastest tenth (0.66 × RK4's), and whose frame is `frameRatio` × its memcpy at the median.
    private func verdicts(frameRatio: Double) throws -> [[String: Any]] {
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
            ]
            try JSONSerialization.data(withJSONObject: elements).write(to: run.appendingPathComponent("Current_run.jmh.json"))
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
}
