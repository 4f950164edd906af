import Foundation
import OverlayCheck
import OverlayFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Runs cases in parallel child processes (`overlay-sim check-case`), at most `jobs` at a time, each running its
/// batch of cases on up to `threads` threads. A process takes a small batch, so that start-up (loading, fonts, the
/// map's cached layer) is paid once per batch rather than once per case, and reports each case's start and end on a
/// pipe, so the pool knows which cases are under way and since when: each case has its own time limit, a case that
/// hangs or crashes fails alone, and the rest of its batch goes on in a new process (the rules: `WorkerBatch`).
struct CaseProcessPool {
    /// One case to run.
    struct Job {
        var entry: CheckSuite.Entry
        var suitePath: String
        var suiteLabel: String
        var id: String
        /// How long the case should take, relative to the others (``CaseRunner/Inputs/estimatedCost``; 0 unknown).
        var estimatedCost = 0.0
    }

    let jobs: Int
    /// The threads each process runs its cases on.
    var threads = 1
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

    /// A process working through a batch, and what it has reported.
    private struct Worker {
        var process: ChildProcess
        /// The read end (non-blocking) of the pipe that is the process's stdout; -1 once it reached its end.
        var reports: Int32
        /// Bytes read after the last whole line.
        var partial: [UInt8] = []
        /// Where the process's stderr goes (removed when it stays empty).
        var stderr: String
        var batch: WorkerBatch
    }

    /// Runs every job; `finished` is called as each ends (in the order they end). Results come back in `queue`'s order.
    func run(_ queue: [Job], finished: (CaseResult) -> Void) throws -> [CaseResult] {
        var results = [CaseResult?](repeating: nil, count: queue.count)
        var pending = WorkerBatchPlan.batches(
            count: queue.count, jobs: jobs, batchLimit: batchLimit, threads: threads, costs: queue.map(\.estimatedCost))
        var workers: [Worker] = []
        let environment = CaseProcessPool.environment()
        // Every case process reads this pipe as its stdin; only this process holds the write end, so when this
        // process ends, however it ends (SIGKILL included), they read its end and stop, removing their temporaries.
        let lifeline = try CaseProcessPool.makePipe()
        defer {
            close(lifeline.read)
            close(lifeline.write)
            for worker in workers where worker.reports >= 0 { close(worker.reports) }
        }
        func finish(_ place: Int, of worker: Worker, _ result: CaseResult?, timedOut: Bool = false) {
            let position = worker.batch.positions[place]
            var result =
                result
                ?? failure(
                    queue[position], worker: worker, seconds: worker.batch.seconds(of: place, at: CaseProcessPool.now()),
                    timedOut: timedOut)
            result.suite = queue[position].suiteLabel
            results[position] = result
            finished(result)
        }
        while !pending.isEmpty || !workers.isEmpty {
            while workers.count < jobs, !pending.isEmpty {
                let plan = pending.removeFirst()
                let stderr = output + "/cases/stderr-" + queue[plan.positions[0]].id + ".txt"
                // With the temporaries' lock held: once a signal's cleanup has begun, no process starts and no folder
                // is made in the output it removes.
                let (process, reports) = try TemporaryFiles.shared.withLock {
                    try spawn(plan, queue: queue, stderr: stderr, environment: environment, lifeline: lifeline.read)
                }
                let batch = WorkerBatch(positions: plan.positions, threads: plan.threads, spawnedAt: CaseProcessPool.now())
                workers.append(Worker(process: process, reports: reports, stderr: stderr, batch: batch))
            }
            CaseProcessPool.waitForReports(workers.map(\.reports))
            var index = 0
            while index < workers.count {
                var worker = workers[index]
                for place in read(&worker) { finish(place, of: worker, reported(queue[worker.batch.positions[place]])) }
                let aftermath: WorkerBatch.Aftermath
                if worker.batch.isDone {
                    _ = worker.process.wait(timeout: 5)
                    aftermath = WorkerBatch.Aftermath()
                } else if worker.reports < 0 || !worker.process.isRunning() {
                    // The process died. What it reported, or wrote without reporting, before it did counts.
                    _ = worker.process.wait(timeout: 5)
                    for place in read(&worker, draining: true) + collectUnreported(&worker, queue: queue) {
                        finish(place, of: worker, reported(queue[worker.batch.positions[place]]))
                    }
                    aftermath = worker.batch.afterDeath()
                    for position in aftermath.failed { finish(worker.batch.positions.firstIndex(of: position)!, of: worker, nil) }
                } else if case let overdue = worker.batch.overdue(at: CaseProcessPool.now(), timeout: timeout), !overdue.isEmpty {
                    worker.process.terminate()
                    for place in read(&worker, draining: true) + collectUnreported(&worker, queue: queue) {
                        finish(place, of: worker, reported(queue[worker.batch.positions[place]]))
                    }
                    let late = overdue.filter { !worker.batch.ended.contains($0) }
                    aftermath = worker.batch.afterHang(late)
                    for place in late { finish(place, of: worker, nil, timedOut: true) }
                } else {
                    workers[index] = worker
                    index += 1
                    continue
                }
                pending.insert(contentsOf: aftermath.requeued, at: 0)
                if worker.reports >= 0 { close(worker.reports) }
                if (try? FileManager.default.attributesOfItem(atPath: worker.stderr)[.size] as? Int) == 0 {
                    try? FileManager.default.removeItem(atPath: worker.stderr)
                }
                workers.remove(at: index)
            }
        }
        return results.compactMap { $0 }
    }

    /// A pipe whose ends close on exec (a case process gets one only as its stdin or stdout).
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw CommandFailure.failed("cannot make a pipe: \(String(cString: strerror(errno)))") }
        // This process starts its children from one thread: no child is spawned between `pipe` and these.
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return (ends[0], ends[1])
    }

    /// Waits until a worker reports something or its pipe ends, or 50 ms (a time limit may run out meanwhile).
    private static func waitForReports(_ descriptors: [Int32]) {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&polled, nfds_t(polled.count), 50)
    }

    /// Reads what the worker reported (all of it up to the pipe's end when `draining`, the process being gone) and
    /// returns the cases (places in the batch) that ended.
    private func read(_ worker: inout Worker, draining: Bool = false) -> [Int] {
        var ended: [Int] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while worker.reports >= 0 {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(worker.reports, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == EAGAIN && !draining { break }
            if count <= 0 {
                // The end of the pipe: every copy of its write end is closed, the process has ended.
                close(worker.reports)
                worker.reports = -1
                break
            }
            worker.partial += buffer[0..<count]
            while let newline = worker.partial.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: worker.partial[..<newline], as: UTF8.self)
                worker.partial.removeSubrange(...newline)
                let parts = line.split(separator: " ")
                guard parts.count == 2, let place = Int(parts[1]) else { continue }
                let now = CaseProcessPool.now()
                if parts[0] == "start" {
                    worker.batch.start(place, at: now)
                } else if parts[0] == "end", worker.batch.positions.indices.contains(place), !worker.batch.ended.contains(place) {
                    worker.batch.end(place, at: now)
                    ended.append(place)
                }
            }
        }
        return ended
    }

    /// The cases under way whose results the stopped worker wrote without reporting their end: ended now.
    private func collectUnreported(_ worker: inout Worker, queue: [Job]) -> [Int] {
        let now = CaseProcessPool.now()
        let written = worker.batch.underWay.filter { self.written(queue[worker.batch.positions[$0]]) != nil }
        for place in written { worker.batch.end(place, at: now) }
        return written
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

    /// Starts a process for `plan`, each case's output folder emptied first; returns it and the read end of its stdout.
    private func spawn(
        _ plan: WorkerBatchPlan, queue: [Job], stderr: String, environment: [String: String], lifeline: Int32
    ) throws -> (ChildProcess, Int32) {
        var caseArguments: [String] = []
        for job in plan.positions.map({ queue[$0] }) {
            let folder = output + "/cases/" + job.id
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // `--option=value`: a value from a file name (`-x.case.json`, a suite `-s`) is never taken for an option.
            caseArguments += [
                "--suite=" + job.suitePath, "--case=" + job.entry.relativePath, "--id=" + job.id, "--name=" + job.entry.name,
            ]
        }
        let reports = try CaseProcessPool.makePipe()
        // The child's copy is its stdout; this process keeps only the read end, so the pipe ends when the child does.
        defer { close(reports.write) }
        let threadCount = max(1, min(plan.threads, plan.positions.count))
        do {
            let process = try ChildProcess(
                executable: CaseProcessPool.executable,
                arguments: ["check-case", "--exit-with-parent", "--output=" + output, "--threads=\(threadCount)"] + caseArguments
                    + arguments,
                environment: environment, stdout: nil, stderr: stderr, stdin: lifeline, stdoutDescriptor: reports.write)
            _ = fcntl(reports.read, F_SETFL, fcntl(reports.read, F_GETFL) | O_NONBLOCK)
            return (process, reports.read)
        } catch {
            close(reports.read)
            throw error
        }
    }

    /// The result a case process wrote for `job`, once it is there.
    private func written(_ job: Job) -> CaseResult? {
        guard let data = FileManager.default.contents(atPath: output + "/cases/" + job.id + "/result.json") else { return nil }
        return try? JSONDecoder().decode(CaseResult.self, from: data)
    }

    /// The result of a case whose process reported its end (or was stopped after writing it).
    private func reported(_ job: Job) -> CaseResult {
        if let result = written(job) { return result }
        var result = CaseResult(id: job.id, name: job.entry.name, file: job.suitePath + "/" + job.entry.relativePath)
        result.error = "the case process reported the case's end, but its result (cases/\(job.id)/result.json) cannot be read"
        return result
    }

    /// Why `job` has no result: its time ran out, or its process ended without writing one.
    private func failure(_ job: Job, worker: Worker, seconds: Double, timedOut: Bool) -> CaseResult {
        var result = CaseResult(id: job.id, name: job.entry.name, file: job.suitePath + "/" + job.entry.relativePath, seconds: seconds)
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
