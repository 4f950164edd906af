import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary files and folders this process has made and not yet renamed into place or removed, so that
/// whatever ends it (a signal it can catch, or its parent's death) leaves none behind.
///
/// The code that creates, fills and renames a temporary holds the registry's lock meanwhile; cleanup takes the
/// same lock, so it never races a rename: a temporary is either still registered (and removed) or already in
/// place. The watched signals are taken by a `SignalWaiter`'s thread, never handled inside a signal handler;
/// cleanup then ends the process with the same signal, so its parent sees how it ended. What a `SIGKILL` leaves,
/// the next run removes (`removeStale(in:)`).
// Unchecked Sendable, justified: every stored property is read and written only with `lock` held.
public final class TemporaryFiles: @unchecked Sendable {
    /// The one registry of the process.
    public static let shared = TemporaryFiles()

    private let lock = NSRecursiveLock()
    private var entries: [Int: (folder: DirectoryHandle, name: String)] = [:]
    private var nextToken = 0
    private var watched: [Int32] = []
    private var waiter: SignalWaiter?
    private var beforeCleanup: [@Sendable () -> Void] = []

    /// Registers `name` in `folder` as a temporary until `unregister` is called with the token returned.
    public func register(_ name: String, in folder: DirectoryHandle) -> Int {
        withLock {
            nextToken += 1
            entries[nextToken] = (folder, name)
            return nextToken
        }
    }

    /// Forgets a temporary (it has been renamed into place or removed).
    public func unregister(_ token: Int) {
        withLock { _ = entries.removeValue(forKey: token) }
    }

    /// Runs `body` with the lock held: cleanup waits until it is done.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Runs `body` (which creates `name` in `folder` and renames or removes it) with `name` registered and the
    /// lock held.
    public func whileHeld<T>(_ name: String, in folder: DirectoryHandle, _ body: () throws -> T) rethrows -> T {
        try withLock {
            let token = register(name, in: folder)
            defer { unregister(token) }
            return try body()
        }
    }

    /// Adds work done before the temporaries are removed when the process is ended (stopping child processes).
    public func onCleanup(_ work: @escaping @Sendable () -> Void) {
        withLock { beforeCleanup.append(work) }
    }

    /// Removes every registered temporary (after the `onCleanup` work), leaving the lock held so that nothing
    /// starts another; the caller ends the process next.
    func cleanUpForExit() {
        lock.lock()
        for work in beforeCleanup { work() }
        for (_, entry) in entries.sorted(by: { $0.key > $1.key }) { entry.folder.removeTree(entry.name) }
        entries.removeAll()
    }

    /// On SIGINT, SIGTERM, SIGHUP and SIGQUIT: clean up, then end the process by that signal. The signals are
    /// taken by a `SignalWaiter`, so one sent from the moment this returns is never lost.
    public func removeOnSignals(_ signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]) {
        withLock {
            guard watched.isEmpty, !signals.isEmpty else { return }
            watched = signals
            waiter = SignalWaiter(signals: signals) { [self] number in
                cleanUpForExit()
                TemporaryFiles.end(by: number)
            }
        }
    }

    /// Ends the process with `status`, or by a watched signal that has arrived and not been handled yet: a signal
    /// sent before the work finished ends the process by that signal, as it would have without the waiter. If the
    /// waiter is cleaning up, this waits on the lock it holds until the process ends.
    public func exit(_ status: Int32) -> Never {
        lock.lock()
        if let number = SignalWaiter.firstUnhandled(among: watched) {
            cleanUpForExit()
            TemporaryFiles.end(by: number)
        }
        Foundation.exit(status)
    }

    /// The signals the waiter takes, for a child to start with them at their default action.
    public var watchedSignals: [Int32] { withLock { watched } }

    /// Ends the process by `number` with its default action, so the parent sees the signal (dispatch's threads and
    /// a blocked caller would not take it, so it is unblocked here first).
    static func end(by number: Int32) -> Never {
        _ = signal(number, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, number)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(number)
        _exit(128 + number)
    }

    /// Ends the process, after cleaning up, when `descriptor` (the read end of a pipe whose write end only the
    /// parent holds) reaches its end: the parent has exited, even by `SIGKILL`.
    public func removeWhenClosed(_ descriptor: Int32) {
        let thread = Thread { [self] in
            var byte: UInt8 = 0
            while true {
                let count = read(descriptor, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
            }
            cleanUpForExit()
            _exit(128 + SIGHUP)
        }
        thread.start()
    }

    /// Removes the temporaries in `folder` that a process no longer running left (it was killed), putting back
    /// a folder that was moved aside (`role` "old") when nothing has its name since.
    public static func removeStale(in folder: DirectoryHandle) {
        for name in folder.names() where name.hasPrefix(DirectoryHandle.temporaryPrefix) {
            let parts = name.dropFirst(DirectoryHandle.temporaryPrefix.count).split(separator: "-", maxSplits: 3)
            guard parts.count == 4, let pid = pid_t(parts[0]), pid > 0 else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }
            let original = String(parts[3])
            if parts[2] == "old", folder.kind(of: original) == nil, (try? folder.rename(name, to: original)) != nil { continue }
            folder.removeTree(name)
        }
    }
}
