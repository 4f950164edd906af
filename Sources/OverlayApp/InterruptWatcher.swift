import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into a request to quit that the window loop polls, so that Ctrl-C, `kill` or a
/// closed terminal ends the window the way Esc does: `finish()` runs and a recording (`--record`, `R`) is saved
/// atomically. SIGPIPE is ignored while it watches: a closed stdout is an `EPIPE` the frame log's writer handles
/// (`StandardStreamWriter`), not the end of the process.
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

    /// The signals that end the window as a quit does.
    static let quitting: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The name of a signal the watcher reports ("SIGHUP").
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }

    /// Starts watching `signals` and ignoring SIGPIPE.
    init(signals: [Int32] = InterruptWatcher.quitting) {
        previous.append((SIGPIPE, Glibc.signal(SIGPIPE, SIG_IGN)))
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
