import CSignalRelay
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Takes signals on a thread instead of in a signal handler, and never loses one, whichever thread the kernel
/// picks and however soon after `init` the signal comes.
///
/// `init` installs, before it returns, a handler (in C, CSignalRelay, so that it never enters the Swift runtime,
/// which can deadlock on a lock the interrupted thread holds) that only records the signal (an atomic bit) and
/// writes its number to a pipe; one reader thread for the process takes it from there and calls the waiter's
/// `handler`. The usual way, a dispatch signal source over an ignored disposition, registers later on another
/// thread: a `SIGTERM` sent in between met `SIG_IGN` and was dropped (8 of 20 sent as `check` began, every one
/// sent as the window's watcher was made). Blocking the signals instead works only in threads started after the
/// block, and a process has others (SDL's, a test runner's). A library that installs its handlers only over the
/// default action (SDL) leaves these alone. Interrupted system calls restart (`SA_RESTART`).
public final class SignalWaiter: Sendable {
    private let signals: [Int32]
    /// The dispositions and routes replaced, put back by `stop()`; nil once stopped.
    private let replaced: Mutex<[(number: Int32, action: sigaction, route: SignalRoutes.Route?)]?>

    /// Starts taking `signals`, calling `handler` on the reader thread for each one.
    public init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        let routes = SignalRoutes.shared
        var replaced: [(number: Int32, action: sigaction, route: SignalRoutes.Route?)] = []
        for number in signals {
            let previousRoute = routes.route(number, to: handler)
            var previous = sigaction()
            overlaysim_signal_relay_install(number, &previous)
            replaced.append((number, previous, previousRoute))
        }
        self.replaced = Mutex(replaced)
    }

    /// Stops taking the signals: their dispositions are what they were before. One that arrives meanwhile is
    /// raised again under the disposition put back.
    public func stop() {
        let current = replaced.withLock { replaced in
            let current = replaced
            replaced = nil
            return current
        }
        guard let replaced = current else { return }
        for var entry in replaced.reversed() {
            sigaction(entry.number, &entry.action, nil)
            SignalRoutes.shared.restore(entry.number, to: entry.route)
        }
    }

    deinit { stop() }

    /// The first of `signals` received and not yet handled (its handler has not returned), if any.
    public static func firstUnhandled(among signals: [Int32]) -> Int32? {
        let received = overlaysim_signal_relay_received()
        return signals.first { $0 > 0 && $0 < 64 && received & (1 << UInt64($0)) != 0 }
    }

    /// A `sigset_t` holding `signals`.
    public static func set(of signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        return set
    }
}

/// The process's one pipe from the signal handler to the reader thread, and which handler each signal goes to.
final class SignalRoutes: Sendable {
    typealias Route = @Sendable (Int32) -> Void

    /// Made before any handler is installed (the first `SignalWaiter` makes it), so the handler finds it ready.
    static let shared = SignalRoutes()

    let readEnd: Int32
    let writeEnd: Int32
    private let routes = Mutex<[Int32: Route]>([:])

    private init() {
        var ends: [Int32] = [-1, -1]
        // Non-blocking writes: a full pipe (a flood of signals) drops the byte, not the handler's thread; the bit in
        // `received` still says the signal came.
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        overlaysim_signal_relay_set_fd(writeEnd)
        let thread = Thread { [self] in readForever() }
        thread.start()
    }

    /// Sends `number` to `handler`; returns the route it replaces.
    func route(_ number: Int32, to handler: @escaping Route) -> Route? {
        routes.withLock { routes in
            let previous = routes[number]
            routes[number] = handler
            return previous
        }
    }

    /// Puts back the route `stop()` found (none: the signal has no waiter).
    func restore(_ number: Int32, to route: Route?) {
        routes.withLock { $0[number] = route }
    }

    private func readForever() {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return }
            let number = Int32(byte)
            if let handler = routes.withLock({ $0[number] }) {
                handler(number)
            } else {
                // No waiter any more: the disposition was put back, so the signal acts as if never caught.
                kill(getpid(), number)
            }
            overlaysim_signal_relay_clear(number)
        }
    }
}
