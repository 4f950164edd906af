import Foundation
import OverlayFiles
import Synchronization

/// Runs cases on up to `threads` threads of this process at once, each thread with a `CaseRunner` of its own (its own
/// offscreen canvas, fonts and caches): the cases share only what the renderer serialises. A thread takes the next
/// case nobody has taken, so cases start in the order given; `check-case --threads` runs a batch this way.
public struct CaseThreads: Sendable {
    /// One case to run.
    public struct Case: Sendable {
        /// The suite folder.
        public var suite: String
        /// The case file, relative to the suite.
        public var relativePath: String
        /// The case's output folder name.
        public var id: String
        /// The case's name for people.
        public var name: String

        public init(suite: String, relativePath: String, id: String, name: String) {
            self.suite = suite
            self.relativePath = relativePath
            self.id = id
            self.name = name
        }
    }

    /// How the cases are compared and whether goldens are recorded.
    public let settings: CheckSettings
    /// The output folder (it must exist).
    public let output: String
    /// The most cases under way at once (1: one after another on the calling thread).
    public let threads: Int

    public init(settings: CheckSettings, output: String, threads: Int) {
        self.settings = settings
        self.output = output
        self.threads = max(1, threads)
    }

    /// What the threads share: the next case to take and the first failure.
    private final class Progress: Sendable {
        let next = Mutex(0)
        let failure = Mutex<(any Error)?>(nil)
        let count: Int

        init(count: Int) {
            self.count = count
        }

        /// The next case to run, nil when all are taken or a thread failed.
        func take() -> Int? {
            next.withLock { next in
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        /// Keeps the first failure and stops every thread taking cases.
        func fail(_ error: any Error) {
            failure.withLock { if $0 == nil { $0 = error } }
            next.withLock { $0 = count }
        }
    }

    /// Runs `cases`. On the case's thread, `started(i)` is called just before case `i` runs and `finished(i, result)`
    /// once it has.
    /// - Throws: the first failure: a canvas that cannot start, or an error `finished` throws; cases not yet taken then
    ///   do not run.
    public func run(
        _ cases: [Case], started: @escaping @Sendable (Int) -> Void,
        finished: @escaping @Sendable (Int, CaseResult) throws -> Void
    ) throws {
        let progress = Progress(count: cases.count)
        let work: @Sendable () -> Void = { [self] in
            let runner: CaseRunner
            do {
                runner = try CaseRunner(settings: settings, output: ConfinedFolder(output, role: "the output folder"))
            } catch {
                progress.fail(error)
                return
            }
            while let index = progress.take() {
                let job = cases[index]
                started(index)
                let result = runner.run(
                    relativePath: job.relativePath, suite: ConfinedFolder(job.suite, role: "the suite"), id: job.id, name: job.name)
                do {
                    try finished(index, result)
                } catch {
                    progress.fail(error)
                }
            }
        }
        let count = min(threads, cases.count)
        if count <= 1 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<count {
                group.enter()
                let thread = Thread {
                    work()
                    group.leave()
                }
                // A replay recurses through view trees as deep as the main thread allows: give each the same stack.
                thread.stackSize = 8 << 20
                thread.start()
            }
            group.wait()
        }
        if let error = progress.failure.withLock({ $0 }) { throw error }
    }
}
