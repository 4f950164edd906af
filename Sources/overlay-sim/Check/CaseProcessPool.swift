import Foundation
import OverlayCheck
import OverlayFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Runs cases in parallel child processes (`overlay-sim check-case`), at most `jobs` at a time. Each process
/// takes a small batch of cases in turn, so that start-up (loading, fonts, the map's cached layer) is paid once
/// per batch rather than once per case; each case still has its own time limit: a case that hangs or crashes
/// fails alone, and the rest of its batch goes on in a new process.
struct CaseProcessPool {
    /// One case to run.
    struct Job {
        var entry: CheckSuite.Entry
        var suitePath: String
        var suiteLabel: String
        var id: String
    }

    let jobs: Int
    let timeout: Double
    /// The output folder, where each case process writes `cases/ID/result.json`.
    let output: String
    /// The options every case process gets (comparison and update settings).
    let arguments: [String]
    /// The most cases one process takes.
    var batchLimit = 8

    /// This program, for the case processes.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// A process working through a batch: the positions of its cases in the queue, the one under way and since when.
    private struct Worker {
        var process: ChildProcess
        /// Where the process's stderr goes (removed when it stays empty).
        var stderr: String
        var batch: [Int]
        var current = 0
        var caseStarted: Double
    }

    /// Runs every job; `finished` is called as each ends (in the order they end). Results come back in `queue`'s order.
    func run(_ queue: [Job], finished: (CaseResult) -> Void) throws -> [CaseResult] {
        var results = [CaseResult?](repeating: nil, count: queue.count)
        // Round-robin batches, so each process gets cases from all over the suite.
        let batchSize = max(1, min(batchLimit, (queue.count + jobs - 1) / max(1, jobs)))
        let batchCount = (queue.count + batchSize - 1) / batchSize
        var pending: [[Int]] = (0..<batchCount).map { first in Array(stride(from: first, to: queue.count, by: batchCount)) }
        var workers: [Worker] = []
        let environment = CaseProcessPool.environment()
        // Every case process reads this pipe as its stdin; only this process holds the write end, so when this
        // process ends, however it ends (SIGKILL included), they read its end and stop, removing their temporaries.
        var lifeline: [Int32] = [-1, -1]
        guard pipe(&lifeline) == 0 else { throw CommandFailure.failed("cannot make a pipe: \(String(cString: strerror(errno)))") }
        _ = fcntl(lifeline[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(lifeline[1], F_SETFD, FD_CLOEXEC)
        defer {
            close(lifeline[0])
            close(lifeline[1])
        }
        func finish(_ position: Int, _ result: CaseResult) {
            var result = result
            result.suite = queue[position].suiteLabel
            results[position] = result
            finished(result)
        }
        while !pending.isEmpty || !workers.isEmpty {
            while workers.count < jobs, !pending.isEmpty {
                let batch = pending.removeFirst()
                let stderr = output + "/cases/stderr-" + queue[batch[0]].id + ".txt"
                // With the temporaries' lock held: once a signal's cleanup has begun, no process starts and no folder
                // is made in the output it removes.
                let process = try TemporaryFiles.shared.withLock {
                    try spawn(batch.map { queue[$0] }, stderr: stderr, environment: environment, lifeline: lifeline[0])
                }
                workers.append(Worker(process: process, stderr: stderr, batch: batch, caseStarted: CaseProcessPool.now()))
            }
            usleep(2_000)
            var index = 0
            while index < workers.count {
                var worker = workers[index]
                let running = worker.process.isRunning()
                // Collect every case of the batch that has written its result.
                while worker.current < worker.batch.count, let result = written(queue[worker.batch[worker.current]]) {
                    finish(worker.batch[worker.current], result)
                    worker.current += 1
                    worker.caseStarted = CaseProcessPool.now()
                }
                let elapsed = CaseProcessPool.now() - worker.caseStarted
                if worker.current < worker.batch.count && running && elapsed <= timeout {
                    workers[index] = worker
                    index += 1
                    continue
                }
                if worker.current < worker.batch.count {
                    // The case under way hung or its process died: it fails; the rest of the batch starts afresh.
                    if running { worker.process.terminate() }
                    let position = worker.batch[worker.current]
                    finish(position, failure(queue[position], worker: worker, elapsed: elapsed, timedOut: running))
                    let rest = Array(worker.batch[(worker.current + 1)...])
                    if !rest.isEmpty { pending.insert(rest, at: 0) }
                } else if running {
                    _ = worker.process.wait(timeout: 5)
                }
                if (try? FileManager.default.attributesOfItem(atPath: worker.stderr)[.size] as? Int) == 0 {
                    try? FileManager.default.removeItem(atPath: worker.stderr)
                }
                workers.remove(at: index)
            }
        }
        return results.compactMap { $0 }
    }

    /// The environment of the case processes.
    private static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // A checkpoint allocates several 5 MB images (the render, its read-back, the approved PNG decoded); glibc
        // would map and unmap each afresh, and the page faults cost a tenth of the case. Keep them in the heap.
        if environment["GLIBC_TUNABLES"] == nil {
            environment["GLIBC_TUNABLES"] = "glibc.malloc.mmap_threshold=268435456:glibc.malloc.trim_threshold=536870912"
        }
        return environment
    }

    /// Starts a process for `batch`, each case's output folder emptied first.
    private func spawn(_ batch: [Job], stderr: String, environment: [String: String], lifeline: Int32) throws -> ChildProcess {
        var caseArguments: [String] = []
        for job in batch {
            let folder = output + "/cases/" + job.id
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // `--option=value`: a value from a file name (`-x.case.json`, a suite `-s`) is never taken for an option.
            caseArguments += [
                "--suite=" + job.suitePath, "--case=" + job.entry.relativePath, "--id=" + job.id, "--name=" + job.entry.name,
            ]
        }
        return try ChildProcess(
            executable: CaseProcessPool.executable,
            arguments: ["check-case", "--exit-with-parent", "--output=" + output] + caseArguments + arguments,
            environment: environment, stdout: nil, stderr: stderr, stdin: lifeline)
    }

    /// The result a case process wrote for `job`, once it is there.
    private func written(_ job: Job) -> CaseResult? {
        guard let data = FileManager.default.contents(atPath: output + "/cases/" + job.id + "/result.json") else { return nil }
        return try? JSONDecoder().decode(CaseResult.self, from: data)
    }

    /// Why `job` has no result: its time ran out, or its process ended without writing one.
    private func failure(_ job: Job, worker: Worker, elapsed: Double, timedOut: Bool) -> CaseResult {
        var result = CaseResult(id: job.id, name: job.entry.name, file: job.suitePath + "/" + job.entry.relativePath, seconds: elapsed)
        if timedOut {
            result.error = "timed out: still running after \(CaseProcessPool.seconds(timeout)) s (--case-timeout)"
            return result
        }
        let stderr = (try? String(contentsOfFile: worker.stderr, encoding: .utf8)) ?? ""
        let status = worker.process.exitStatus.map { $0 > 128 ? "signal \($0 - 128)" : "status \($0)" } ?? "an unknown status"
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
