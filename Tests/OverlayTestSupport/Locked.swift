import Foundation

/// A value shared by a test's threads behind an `NSLock` (a pthread mutex, which ThreadSanitizer follows;
/// Synchronization's `Mutex` waits on futexes it does not see, and it reports the guarded value as raced).
// Unchecked Sendable, justified: every access to `value` takes `lock`.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value with the lock held.
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
