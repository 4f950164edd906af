import Foundation

/// The animation that changes made right now belong to, as UIKit's animation blocks: inside an animator's
/// animations (`View.animate`, a property animator's blocks, an overlay's alongside block, a presentation's
/// alongside block) the changes of animatable view properties are animated with that animator; inside
/// `View.performWithoutAnimation` or outside any block they apply at once.
package struct AnimationContext {
    /// The animator of the block, nil inside `performWithoutAnimation`.
    package let animator: ViewPropertyAnimator?
    /// When, in the animator's time, the animations added in this block begin (0 before it starts; the
    /// current time for changes added while it runs).
    package let begin: Double

    /// The innermost context of the calling thread (the thread driving the tree of whatever view asks: a tree is
    /// confined to one thread at a time), nil outside every block.
    package static var current: AnimationContext? { AnimationThreadState.current.innermostContext }

    /// Runs `changes` with `animator` as the current animator (nil: the changes made inside apply at once).
    @discardableResult
    package static func perform<Result>(
        _ animator: ViewPropertyAnimator?, begin: Double = 0,
        _ changes: () throws -> Result
    ) rethrows -> Result {
        try AnimationThreadState.current.perform(AnimationContext(animator: animator, begin: begin), changes)
    }
}

/// What the animation blocks and hosts running on one thread have open right now: the innermost animation context
/// and the clock of the innermost host running code. Both only live for a synchronous call, so they belong to the
/// call stack, that is to the thread; a view tree is confined to the thread that drives it, so its views and its
/// runtime see only their own thread's.
package final class AnimationThreadState {
    /// The innermost open block's context, nil outside every block (read at every change of an animatable
    /// property).
    package var innermostContext: AnimationContext? { openContext }
    /// The clock of the innermost host running code now (`AnimationClock.withCurrent`), nil outside every host.
    package var innermostClock: AnimationClock? { runningClock }
    // Only the innermost of each is stored: the ones they hide wait in the frames of the calls that opened them
    // (`perform`, `withCurrent`), which put them back, so the stacks are the call stack. Private, and replaced
    // with `exchange(_:with:)`: see ExclusiveStorage.swift.
    private var openContext: AnimationContext?
    private var runningClock: AnimationClock?

    /// The clock of this thread's animators that animate no view and start outside every host.
    package private(set) final lazy var ownClock = AnimationClock()

    private init() {}

    /// The calling thread's state, made on first use and released with the thread.
    package static var current: AnimationThreadState {
        if let slot = pthread_getspecific(animationThreadStateKey) {
            return slot.assumingMemoryBound(to: AnimationThreadState.self).pointee
        }
        // A slot of its own per thread, holding the state (a strong reference); the key's destructor gives both back
        // when the thread ends. Only this type reads or writes the slot, always as this one type.
        let slot = UnsafeMutablePointer<AnimationThreadState>.allocate(capacity: 1)
        slot.initialize(to: AnimationThreadState())
        pthread_setspecific(animationThreadStateKey, slot)
        return slot.pointee
    }

    /// Runs `body` inside `context`.
    @inline(__always)
    package func perform<Result>(_ context: AnimationContext, _ body: () throws -> Result) rethrows -> Result {
        let outer = exchange(&openContext, with: context)
        defer { _ = exchange(&openContext, with: outer) }
        return try body()
    }

    /// Runs `body` with `clock` as the current clock.
    @inline(__always)
    package func withCurrent<Result>(_ clock: AnimationClock, _ body: () throws -> Result) rethrows -> Result {
        let outer = exchange(&runningClock, with: clock)
        defer { _ = exchange(&runningClock, with: outer) }
        return try body()
    }
}

/// The thread-specific slot of `AnimationThreadState.current` (a key made once, on first use; a `let` of an integer).
/// `Thread.threadDictionary` did the same at about a microsecond a lookup, too slow for a container's every step.
private let animationThreadStateKey: pthread_key_t = {
    var key = pthread_key_t()
    let made = pthread_key_create(&key) { slot in
        guard let state = slot?.assumingMemoryBound(to: AnimationThreadState.self) else { return }
        state.deinitialize(count: 1)
        state.deallocate()
    }
    precondition(made == 0, "no thread-specific key left for the animation state")
    return key
}()
