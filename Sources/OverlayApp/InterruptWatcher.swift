import Foundation
import OverlayFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into a request to quit that the window loop polls, so that Ctrl-C, `kill` or a
/// closed terminal ends the window the way Esc does: `finish()` runs and a recording (`--record`, `R`) is saved
/// atomically. SIGPIPE is ignored while it watches: a closed stdout is an `EPIPE` the frame log's writer handles
/// (`StandardStreamWriter`), not the end of the process.
///
/// The signals are taken by a `SignalWaiter` (so their default action, ending the process at once, no longer
/// applies, and SDL, which only installs its own handlers over the default action, leaves them alone), whose
/// thread sets a flag: nothing but a byte written to a pipe runs inside the signal handler, and a signal sent the
/// instant the watcher exists is not lost.
final class InterruptWatcher: Sendable {
    private struct Watching {
        var waiter: SignalWaiter
        /// SIGPIPE's disposition before, put back by `stop()`.
        var pipe: sighandler_t?
    }

    private let received = Mutex<Int32?>(nil)
    private let watching = Mutex<Watching?>(nil)

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
        let pipe = Glibc.signal(SIGPIPE, SIG_IGN)
        let waiter = SignalWaiter(signals: signals) { [weak self] number in self?.note(number) }
        watching.withLock { $0 = Watching(waiter: waiter, pipe: pipe) }
    }

    private func note(_ number: Int32) {
        received.withLock { if $0 == nil { $0 = number } }
    }

    /// The first signal received, if any.
    var receivedSignal: Int32? { received.withLock { $0 } }

    /// Stops watching and restores the previous dispositions.
    func stop() {
        let current = watching.withLock { watching in
            let current = watching
            watching = nil
            return current
        }
        guard let stopped = current else { return }
        stopped.waiter.stop()
        _ = Glibc.signal(SIGPIPE, stopped.pipe)
    }

    deinit { stop() }
}
