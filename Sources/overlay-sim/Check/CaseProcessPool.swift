import Foundation
#if canImport(Glibc)
import Glibc
#endif
import OverlayCheck
import OverlayFiles

/// Runs cases in parallel child processes (`overlay-sim check-case`), at most `jobs` at a time, each with a
/// time limit: a case that hangs or crashes fails alone, and the others go on.
struct CaseProcessPool {
    /// One case to run.
    struct Job {
        var entry: CheckSuite.Entry
        var suitePath: String
        var id: String
    }

    let jobs: Int
    let timeout: Double
    /// The output folder, where each case process writes `cases/ID/result.json`.
    let output: String
    /// The options every case process gets (comparison and update settings).
    let arguments: [String]

    /// This program, for the case processes.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs every job; `finished` is called as each ends (in the order they end). Results come back in `jobs`' order.
    func run(_ queue: [Job], finished: (Int, CaseResult) -> Void) throws -> [CaseResult] {
        var results = [CaseResult?](repeating: nil, count: queue.count)
        var running: [(index: Int, process: ChildProcess, started: Double)] = []
        var next = 0, done = 0
        let environment = ProcessInfo.processInfo.environment
        while done < queue.count {
            while running.count < jobs, next < queue.count {
                let job = queue[next]
                let folder = output + "/cases/" + job.id
                try? FileManager.default.removeItem(atPath: folder)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let process = try ChildProcess(
                    executable: CaseProcessPool.executable,
                    arguments: ["check-case", "--suite", job.suitePath, "--case", job.entry.relativePath, "--id", job.id,
                                "--name", job.entry.name, "--output", output] + arguments,
                    environment: environment, stdout: nil, stderr: folder + "/stderr.txt")
                running.append((next, process, CaseProcessPool.now()))
                next += 1
            }
            usleep(2_000)
            var index = 0
            while index < running.count {
                let (position, process, started) = running[index]
                let elapsed = CaseProcessPool.now() - started
                if process.isRunning() && elapsed <= timeout {
                    index += 1
                    continue
                }
                if process.isRunning() { process.terminate() }
                let result = collect(queue[position], process: process, elapsed: elapsed)
                results[position] = result
                finished(position, result)
                running.remove(at: index)
                done += 1
            }
        }
        return results.compactMap { $0 }
    }

    /// The result the case process wrote, or a failure saying why there is none.
    private func collect(_ job: Job, process: ChildProcess, elapsed: Double) -> CaseResult {
        let folder = output + "/cases/" + job.id
        var result = CaseResult(id: job.id, name: job.entry.name, file: job.suitePath + "/" + job.entry.relativePath, seconds: elapsed)
        if elapsed > timeout {
            result.error = "timed out: still running after \(CaseProcessPool.seconds(timeout)) s (--case-timeout)"
            return result
        }
        if let data = FileManager.default.contents(atPath: folder + "/result.json"),
           let written = try? JSONDecoder().decode(CaseResult.self, from: data) {
            // The case's stderr is kept only when it said something.
            if (try? FileManager.default.attributesOfItem(atPath: folder + "/stderr.txt")[.size] as? Int) == 0 {
                try? FileManager.default.removeItem(atPath: folder + "/stderr.txt")
            }
            return written
        }
        let stderr = (try? String(contentsOfFile: folder + "/stderr.txt", encoding: .utf8)) ?? ""
        let status = process.exitStatus.map { $0 > 128 ? "signal \($0 - 128)" : "status \($0)" } ?? "an unknown status"
        let tail = stderr.split(separator: "\n").suffix(3).joined(separator: " / ")
        result.error = "the case process ended with \(status) and no result" + (tail.isEmpty ? "" : ": \(tail)")
        return result
    }

    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    static func seconds(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }
}
