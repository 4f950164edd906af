import Foundation
import OverlayCheck

/// `check`'s throughput: the example suite checked end to end (the real command, its case processes, start-up
/// included) at its own scale (2 px/pt), in checkpoints compared per second.
enum CheckBenchmarks {
    static let name = "check-throughput"
    static let title = "check of Assets/suites/maps, --jobs 2, scale 2"
    static let target = "≥ 20 checkpoints/s"

    /// The median of `runs` runs of `check SUITE --jobs 2`, as a figure.
    static func figure(suite: String = "Assets/suites/maps", runs: Int, scratch: String) -> BenchFigure {
        guard FileManager.default.fileExists(atPath: suite) else {
            return .notMeasured(name, title, unit: "checkpoints/s", target: target, why: "\(suite) not found: run from the repository")
        }
        guard let executable = OverlaySimExecutable.path() else {
            return .notMeasured(name, title, unit: "checkpoints/s", target: target, why: OverlaySimExecutable.missing)
        }
        var seconds: [Double] = []
        var checkpoints = 0, cases = 0
        let output = scratch + "/check"
        for _ in 0..<max(1, runs) {
            try? FileManager.default.removeItem(atPath: output)
            let started = BenchClock.nanoseconds()
            var environment = ProcessInfo.processInfo.environment
            environment["CI"] = nil
            guard
                let process = try? ChildProcess(
                    executable: executable, arguments: ["check", suite, "--jobs", "2", "--output", output],
                    environment: environment, stdout: nil, stderr: nil),
                process.wait(timeout: 120) == 0,
                let results = try? CheckResults.load(path: output + "/" + CheckResults.fileName)
            else {
                return .notMeasured(name, title, unit: "checkpoints/s", target: target, why: "check did not pass on the example suite")
            }
            seconds.append(Double(BenchClock.nanoseconds() - started) / 1e9)
            checkpoints = results.cases.flatMap(\.outcomes).filter { $0.kind == .image }.count
            cases = results.cases.count
        }
        let median = seconds.sorted()[seconds.count / 2]
        let rate = Double(checkpoints) / median
        return BenchFigure(
            name: name, title: title, value: rate, unit: "checkpoints/s", target: target, met: rate >= 20,
            note: String(
                format: "%d checkpoints and %d frame logs in %d cases, median %.2f s of %d runs (%@ s)",
                checkpoints, cases, cases, median, seconds.count,
                seconds.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
    }
}
