/// A worker process's batch as `check` follows it: which cases have started (and when) and which have ended, from
/// the worker's `start I`/`end I` lines; and, when the worker hangs or dies, which cases fail and which run again.
/// The rule: only a case known to be at fault fails. A case under way past its time limit hung; a worker that died
/// with one case under way died of that case; one that died with several under way says nothing about which, so each
/// runs again alone (a batch of one, on one thread), where a crash can only be its own.
package struct WorkerBatch: Equatable {
    /// The cases, as positions in the queue of the whole run.
    package let positions: [Int]
    /// The threads the worker runs them on.
    package let threads: Int
    /// When each case under way or ended started (by place in the batch).
    package private(set) var startedAt: [Int: Double] = [:]
    /// The cases whose result is written.
    package private(set) var ended: Set<Int> = []
    /// Since when the worker has had no case under way (its start, or its last case's end).
    package private(set) var idleSince: Double

    package init(positions: [Int], threads: Int, spawnedAt: Double) {
        self.positions = positions
        self.threads = max(1, min(threads, positions.count))
        idleSince = spawnedAt
    }

    /// What to do once a worker has stopped: cases that fail (queue positions) and batches to run in new workers.
    package struct Aftermath: Equatable {
        package var failed: [Int] = []
        package var requeued: [WorkerBatchPlan] = []

        package init(failed: [Int] = [], requeued: [WorkerBatchPlan] = []) {
            self.failed = failed
            self.requeued = requeued
        }
    }

    /// The cases under way (started, not ended), by place in the batch.
    package var underWay: [Int] { startedAt.keys.filter { !ended.contains($0) }.sorted() }
    /// The cases not yet started, by place in the batch.
    package var waiting: [Int] { positions.indices.filter { startedAt[$0] == nil } }
    /// Whether every case has ended.
    package var isDone: Bool { ended.count == positions.count }

    package mutating func start(_ index: Int, at time: Double) {
        guard positions.indices.contains(index), startedAt[index] == nil else { return }
        startedAt[index] = time
    }

    package mutating func end(_ index: Int, at time: Double) {
        guard positions.indices.contains(index), !ended.contains(index) else { return }
        if startedAt[index] == nil { startedAt[index] = time }
        ended.insert(index)
        if underWay.isEmpty { idleSince = time }
    }

    /// The cases past `timeout` seconds at `now` (by place in the batch): those under way that long; or, with none
    /// under way and some waiting, the next one when the worker has started none for that long (it hangs before it).
    package func overdue(at now: Double, timeout: Double) -> [Int] {
        let late = underWay.filter { now - startedAt[$0]! > timeout }
        if !late.isEmpty { return late }
        if underWay.isEmpty, let next = waiting.first, now - idleSince > timeout { return [next] }
        return []
    }

    /// How long case `index` had run at `now` (or the worker idled before it).
    package func seconds(of index: Int, at now: Double) -> Double {
        now - (startedAt[index] ?? idleSince)
    }

    /// After the worker was stopped for the `overdue` cases: they fail, every other case not ended runs again.
    package func afterHang(_ overdue: [Int]) -> Aftermath {
        let rest = positions.indices.filter { !ended.contains($0) && !overdue.contains($0) }
        return Aftermath(failed: overdue.map { positions[$0] }, requeued: plan(rest))
    }

    /// After the worker died with cases not ended: the one under way fails; several under way each run again alone;
    /// with none under way, the next waiting one fails (the worker died before it, at its start say). The others wait
    /// for a new worker.
    package func afterDeath() -> Aftermath {
        let running = underWay
        var aftermath = Aftermath()
        var rest = waiting
        if running.count > 1 {
            aftermath.requeued = running.map { WorkerBatchPlan(positions: [positions[$0]], threads: 1) }
        } else if let culprit = running.first ?? rest.first {
            aftermath.failed = [positions[culprit]]
            rest.removeAll { $0 == culprit }
        }
        aftermath.requeued += plan(rest)
        return aftermath
    }

    private func plan(_ indices: [Int]) -> [WorkerBatchPlan] {
        indices.isEmpty ? [] : [WorkerBatchPlan(positions: indices.map { positions[$0] }, threads: threads)]
    }
}

/// A batch waiting for a worker: its cases (queue positions) and the threads to run them on.
package struct WorkerBatchPlan: Equatable {
    package var positions: [Int]
    package var threads: Int

    package init(positions: [Int], threads: Int) {
        self.positions = positions
        self.threads = threads
    }

    /// The batches of `count` cases for `jobs` processes of at most `batchLimit` cases each. Round robin, so that
    /// each process gets cases from all over the suite. Within a batch the costliest case comes first (`costs`, by
    /// position; equal costs keep their order): a thread that takes a long case last finishes after the others,
    /// which then have nothing left to do (the longest-first rule of scheduling). Without costs, in order.
    package static func batches(count: Int, jobs: Int, batchLimit: Int, threads: Int, costs: [Double] = []) -> [WorkerBatchPlan] {
        guard count > 0 else { return [] }
        let batchSize = max(1, min(batchLimit, (count + jobs - 1) / max(1, jobs)))
        let batchCount = (count + batchSize - 1) / batchSize
        return (0..<batchCount).map { first in
            var positions = Array(stride(from: first, to: count, by: batchCount))
            if costs.count == count {
                positions = positions.enumerated().sorted { a, b in
                    costs[a.element] != costs[b.element] ? costs[a.element] > costs[b.element] : a.offset < b.offset
                }.map(\.element)
            }
            return WorkerBatchPlan(positions: positions, threads: threads)
        }
    }
}
