import Foundation

/// What one view tree shares, in place of process-wide state: the layout stamp, the way to the animation blocks
/// open on the thread driving the tree, and the time line that splits a step at the instants where animations
/// end (the TreeRuntime article).
///
/// A tree has one runtime, kept by its root view (a window makes its own); any view reaches it through
/// ``View/treeRuntime``. A tree is confined to the thread that drives it: nothing here is shared with another
/// tree, so trees driven on different threads at once never touch each other. A tree may be handed to another
/// thread between calls (made on one, driven on another): the runtime finds the new thread's animation state.
public final class ViewTreeRuntime {
    /// Changes whenever a view of this tree has its frame (model or animations) written, is marked for layout, or
    /// the tree changes (a view added or removed): while it stays the same, no view of the tree moved, became dirty
    /// or was added or removed, so a host may keep what it found in the tree.
    public var layoutStamp: Int { stamp }
    // Private storage behind public reads: see ExclusiveStorage.swift.
    private var stamp = 0

    /// The thread whose animation state `threadState` is, and that state.
    private var thread: pthread_t
    private var threadState: AnimationThreadState

    /// Creates a runtime (a root view makes one when first asked for; a window at once).
    public init() {
        thread = pthread_self()
        threadState = .current
    }

    /// Records that a view of the tree moved, was marked for layout, or that the tree changed.
    @inline(__always)
    package func noteLayoutChange() { stamp &+= 1 }

    /// The animation state of the calling thread (the thread driving the tree), looked up again only when the tree
    /// is driven from another thread than last time.
    package final var animationThreadState: AnimationThreadState {
        let current = pthread_self()
        if pthread_equal(current, thread) != 0 { return threadState }
        thread = current
        _ = exchange(&threadState, with: .current)
        return threadState
    }

    /// Runs `body` with `clock` as the clock of the host running code now (an overlay container of this tree
    /// during its layout passes, physics and gestures), which takes the animators that animate no view.
    @discardableResult
    public func withCurrentClock<Result>(_ clock: AnimationClock, _ body: () throws -> Result) rethrows -> Result {
        try animationThreadState.withCurrent(clock, body)
    }
}
