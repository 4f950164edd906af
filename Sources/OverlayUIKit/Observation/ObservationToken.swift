/// Keeps one observer registered: the observer hears events until `cancel()` is called or the token is
/// deinitialised, whichever comes first. Returned by the `addObserver(_:)` methods of the container, the container
/// manager and the scenes; keep it for as long as the observer should listen.
public final class ObservationToken {
    private var removal: (() -> Void)?

    /// Wraps the action that unregisters the observer (run at most once).
    package init(removal: @escaping () -> Void) {
        self.removal = removal
    }

    /// Whether the observer has been removed.
    public var isCancelled: Bool { removal == nil }

    /// Removes the observer now; it hears no further event, not even the rest of one being delivered. Calling it
    /// again does nothing.
    public func cancel() {
        let removal = self.removal
        self.removal = nil
        removal?()
    }

    deinit {
        cancel()
    }
}
