import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns SIGINT and SIGTERM into a request to quit that the window loop polls, so that Ctrl-C or `kill` ends the
/// window the way Esc does: `finish()` runs and a recording (`--record`, `R`) is saved atomically.
///
/// The signals are ignored first (so their default action, ending the process at once, no longer applies, and SDL,
/// which only installs its own handlers over the default action, leaves them alone), then delivered to dispatch
/// sources on a background queue, which set a flag. No code runs inside a signal handler.
// Unchecked Sendable, justified: the only state the signal queue touches (`received`) is guarded by `lock`; the
// sources and dispositions are used by the thread that made the watcher (init, `stop()`, deinit) only.
final class InterruptWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var received: Int32?
    private var sources: [DispatchSourceSignal] = []
    private var previous: [(Int32, sighandler_t?)] = []

    /// Starts watching SIGINT and SIGTERM.
    init(signals: [Int32] = [SIGINT, SIGTERM]) {
        let queue = DispatchQueue(label: "overlay-sim.signals")
        for number in signals {
            previous.append((number, Glibc.signal(number, SIG_IGN)))
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in self?.note(number) }
            source.resume()
            sources.append(source)
        }
    }

    private func note(_ number: Int32) {
        lock.lock()
        if received == nil { received = number }
        lock.unlock()
    }

    /// The first signal received, if any.
    var receivedSignal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Stops watching and restores the previous dispositions.
    func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for (number, handler) in previous { _ = Glibc.signal(number, handler) }
        previous.removeAll()
    }

    deinit { stop() }
}
