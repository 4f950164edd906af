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

    // The view tree is single-threaded, like UIKit's main thread; the stack only lives for a synchronous call.
    @exclusivity(unchecked) nonisolated(unsafe) private static var stack: [AnimationContext] = []

    /// The innermost context, nil outside every block.
    package static var current: AnimationContext? { stack.last }

    /// Runs `changes` with `animator` as the current animator (nil: the changes made inside apply at once).
    @discardableResult
    package static func perform<Result>(
        _ animator: ViewPropertyAnimator?, begin: Double = 0,
        _ changes: () throws -> Result
    ) rethrows -> Result {
        stack.append(AnimationContext(animator: animator, begin: begin))
        defer { stack.removeLast() }
        return try changes()
    }
}
