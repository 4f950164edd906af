import Foundation

/// Runs a test's independent pieces (separate view trees, processes or files) on one thread per core, so that a
/// test of thousands of them takes half the time on a two-core CI machine.
public enum EveryCore {
    /// The threads a run uses: one per active core, at least one and at most eight.
    public static var threads: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) }

    /// `body(index)` for every index of `0..<count`, in index order; each thread takes every `threads`-th index. Give
    /// `body` only what it may share with the other threads (it is `@Sendable`), and report failures from the
    /// results, on the calling thread.
    public static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let threads = threads
        let results = Locked([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in stride(from: thread, to: count, by: threads) {
                let result = body(index)
                results.withLock { $0[index] = result }
            }
        }
        // concurrentPerform returns once every thread has finished, so every index has its result.
        return results.withLock { $0 }.compactMap { $0 }
    }
}
