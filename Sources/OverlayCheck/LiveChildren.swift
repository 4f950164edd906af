import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The child processes this process has started and not yet reaped, so that a signal ending it can end them
/// first: a CI job cancelled with one `SIGTERM` to `check` must not leave its case processes writing goldens.
// Unchecked Sendable, justified: `pids` is read and written only with `lock` held.
package final class LiveChildren: @unchecked Sendable {
    /// The one registry of the process.
    package static let shared = LiveChildren()

    private let lock = NSLock()
    private var pids: Set<pid_t> = []

    func add(_ pid: pid_t) {
        lock.lock()
        pids.insert(pid)
        lock.unlock()
    }

    func remove(_ pid: pid_t) {
        lock.lock()
        pids.remove(pid)
        lock.unlock()
    }

    /// Sends `SIGTERM` to every child (each removes its temporary files and ends), waits up to `grace` seconds
    /// for them, then `SIGKILL`s those left.
    package func terminateAll(grace: Double = 5) {
        lock.lock()
        let running = pids
        lock.unlock()
        for pid in running { kill(pid, SIGTERM) }
        var left = running
        let deadline = ChildProcess.monotonicNanoseconds() + UInt64(grace * 1e9)
        while !left.isEmpty && ChildProcess.monotonicNanoseconds() < deadline {
            for pid in left {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid || result < 0 { left.remove(pid) }
            }
            if !left.isEmpty { usleep(5_000) }
        }
        for pid in left {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}
