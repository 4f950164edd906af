import Foundation

/// What one view tree shares, in place of process-wide state: the layout stamp, and the way to run code as the host
/// of one of the tree's clocks (the TreeRuntime article).
///
/// A tree has one runtime, kept by its root view (a window makes its own); any view reaches it through
/// ``View/treeRuntime``. A tree is confined to the thread that drives it: nothing here is shared with another
/// tree, so trees driven on different threads at once never touch each other. A tree may be handed to another
/// thread between calls (made on one, driven on another): the animation blocks open are the calling thread's.
public final class ViewTreeRuntime {
    /// Changes whenever a view of this tree has its frame (model or animations) written, is marked for layout, or
    /// the tree changes (a view added or removed): while it stays the same, no view of the tree moved, became dirty
    /// or was added or removed, so a host may keep what it found in the tree.
    public var layoutStamp: Int { stamp }
    // Private storage behind public reads: see ExclusiveStorage.swift.
    private var stamp = 0

    /// Creates a runtime (a root view makes one when first asked for; a window at once).
    public init() {}

    /// Records that a view of the tree moved, was marked for layout, or that the tree changed.
    @inline(__always)
    package func noteLayoutChange() { stamp &+= 1 }

    /// Runs `body` with `clock` as the clock of the host running code now (an overlay container of this tree
    /// during its layout passes, physics and gestures), which takes the animators that animate no view.
    @discardableResult
    public func withCurrentClock<Result>(_ clock: AnimationClock, _ body: () throws -> Result) rethrows -> Result {
        // The calling thread's state: the thread driving this tree (a tree is confined to one at a time).
        try AnimationThreadState.current.withCurrent(clock, body)
    }
}
