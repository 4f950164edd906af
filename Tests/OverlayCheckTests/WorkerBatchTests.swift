import Foundation
import OverlayCheck
import OverlayFiles
import XCTest

/// What `check` makes of a worker process that hangs or dies while running a batch on threads: only the case at
/// fault fails; when several were under way at a death, each runs again alone.
final class WorkerBatchTests: XCTestCase {
    /// A batch of queue positions 10, 11, 12, 13 on two threads, spawned at 100 s.
    private func batch() -> WorkerBatch {
        WorkerBatch(positions: [10, 11, 12, 13], threads: 2, spawnedAt: 100)
    }

    func testReportsTrackWhatIsUnderWayAndWhatWaits() {
        var batch = batch()
        batch.start(0, at: 101)
        batch.start(1, at: 101.5)
        XCTAssertEqual(batch.underWay, [0, 1])
        XCTAssertEqual(batch.waiting, [2, 3])
        batch.end(0, at: 102)
        batch.start(2, at: 102)
        XCTAssertEqual(batch.underWay, [1, 2])
        XCTAssertEqual(batch.waiting, [3])
        XCTAssertFalse(batch.isDone)
        for place in [1, 2] { batch.end(place, at: 103) }
        batch.start(3, at: 103)
        batch.end(3, at: 104)
        XCTAssertTrue(batch.isDone)
    }

    func testACaseOverItsTimeFailsAndTheRestRunAgain() {
        var batch = batch()
        batch.start(0, at: 101)
        batch.start(1, at: 104)
        XCTAssertEqual(batch.overdue(at: 110, timeout: 10), [], "9 s and 6 s: both within 10 s")
        XCTAssertEqual(batch.overdue(at: 111.5, timeout: 10), [0], "case 0 has run 10.5 s, case 1 only 7.5 s")
        XCTAssertEqual(batch.seconds(of: 0, at: 111.5), 10.5)
        let aftermath = batch.afterHang([0])
        XCTAssertEqual(aftermath.failed, [10])
        XCTAssertEqual(aftermath.requeued, [WorkerBatchPlan(positions: [11, 12, 13], threads: 2)])
    }

    func testAWorkerThatStartsNothingForTooLongFailsTheNextCase() {
        var batch = batch()
        XCTAssertEqual(batch.overdue(at: 109, timeout: 10), [])
        XCTAssertEqual(batch.overdue(at: 110.5, timeout: 10), [0], "hung at its start")
        batch.start(0, at: 101)
        batch.end(0, at: 102)
        XCTAssertEqual(batch.overdue(at: 111, timeout: 10), [], "idle since its last case ended, 9 s ago")
        XCTAssertEqual(batch.overdue(at: 112.5, timeout: 10), [1])
        XCTAssertEqual(
            batch.afterHang([1]), WorkerBatch.Aftermath(failed: [11], requeued: [WorkerBatchPlan(positions: [12, 13], threads: 2)]))
    }

    func testADeathWithOneCaseUnderWayFailsThatCase() {
        var batch = batch()
        batch.start(0, at: 101)
        batch.start(1, at: 101)
        batch.end(0, at: 102)
        XCTAssertEqual(
            batch.afterDeath(), WorkerBatch.Aftermath(failed: [11], requeued: [WorkerBatchPlan(positions: [12, 13], threads: 2)]))
    }

    func testADeathWithSeveralCasesUnderWayRunsEachAgainAlone() {
        var batch = batch()
        batch.start(0, at: 101)
        batch.start(1, at: 101)
        XCTAssertEqual(
            batch.afterDeath(),
            WorkerBatch.Aftermath(
                failed: [],
                requeued: [
                    WorkerBatchPlan(positions: [10], threads: 1), WorkerBatchPlan(positions: [11], threads: 1),
                    WorkerBatchPlan(positions: [12, 13], threads: 2),
                ]))
    }

    func testADeathBeforeAnyCaseFailsTheFirstWaitingOne() {
        XCTAssertEqual(
            batch().afterDeath(), WorkerBatch.Aftermath(failed: [10], requeued: [WorkerBatchPlan(positions: [11, 12, 13], threads: 2)]))
        let alone = WorkerBatch(positions: [7], threads: 4, spawnedAt: 0)
        XCTAssertEqual(alone.threads, 1, "never more threads than cases")
        XCTAssertEqual(alone.afterDeath(), WorkerBatch.Aftermath(failed: [7], requeued: []))
    }

    func testBatchesAreRoundRobinWithTheCostliestCaseFirstInEach() {
        XCTAssertEqual(
            WorkerBatchPlan.batches(count: 10, jobs: 2, batchLimit: 8, threads: 2),
            [WorkerBatchPlan(positions: [0, 2, 4, 6, 8], threads: 2), WorkerBatchPlan(positions: [1, 3, 5, 7, 9], threads: 2)])
        XCTAssertEqual(
            WorkerBatchPlan.batches(count: 5, jobs: 1, batchLimit: 2, threads: 1).map(\.positions), [[0, 3], [1, 4], [2]])
        // Costs by position; equal costs keep their order.
        let costs: [Double] = [1, 5, 3, 5, 9, 2]
        XCTAssertEqual(
            WorkerBatchPlan.batches(count: 6, jobs: 1, batchLimit: 8, threads: 2, costs: costs).map(\.positions), [[4, 1, 3, 2, 5, 0]])
        XCTAssertEqual(
            WorkerBatchPlan.batches(count: 6, jobs: 2, batchLimit: 8, threads: 2, costs: costs).map(\.positions), [[4, 2, 0], [1, 3, 5]])
        XCTAssertEqual(WorkerBatchPlan.batches(count: 0, jobs: 2, batchLimit: 8, threads: 2), [])
    }

    /// The maps suite's cases by their estimated cost: the two of five full-size checkpoints first.
    func testTheLongestCasesOfTheMapsSuiteAreEstimatedCostliest() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let suite = try CheckSuite(path: repository.appendingPathComponent("Assets/suites/maps").path)
        let output = ConfinedFolder(FileManager.default.temporaryDirectory.path, role: "out")
        var costs: [String: Double] = [:]
        for entry in suite.entries {
            costs[entry.name] = try CaseRunner.load(relativePath: entry.relativePath, suite: suite.root, output: output).estimatedCost
        }
        let order = costs.sorted { $0.value > $1.value }.map(\.key)
        XCTAssertEqual(Set(order.prefix(2)), ["maps/flicks", "maps/sheet"], "\(costs)")
        XCTAssertEqual(order.last, "maps/scrolled-fluid", "\(costs)")
    }
}
