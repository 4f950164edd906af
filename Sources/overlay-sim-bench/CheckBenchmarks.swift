import Foundation
import OverlayCheck

/// `check`'s throughput: the example suite checked end to end (the real command, its case processes and their
/// threads as `check` sets them by default, start-up included) at its own scale (2 px/pt), in checkpoints compared
/// per second.
enum CheckBenchmarks {
    static let name = "check-throughput"
    static let title = "check of Assets/suites/maps, default --jobs and --threads, scale 2"
    static let target = "≥ 20 checkpoints/s"

    /// The median of `runs` runs of `check SUITE`, as a figure.
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
            // Its output is kept, so that a failure says what failed.
            let log = (stdout: scratch + "/check.out", stderr: scratch + "/check.err")
            try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            guard
                let process = try? ChildProcess(
                    executable: executable, arguments: ["check", suite, "--output", output],
                    environment: environment, stdout: log.stdout, stderr: log.stderr),
                process.wait(timeout: 120) == 0,
                let results = try? CheckResults.load(path: output + "/" + CheckResults.fileName)
            else {
                let said = [log.stdout, log.stderr].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                    .flatMap { $0.split(separator: "\n").suffix(2) }.joined(separator: " / ")
                return .notMeasured(
                    name, title, unit: "checkpoints/s", target: target, why: "check did not pass on the example suite: \(said)")
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
                format: "%d checkpoints and %d frame logs in %d cases on %d cores, median %.2f s of %d runs (%@ s)",
                checkpoints, cases, cases, ProcessInfo.processInfo.activeProcessorCount, median, seconds.count,
                seconds.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
    }
}
