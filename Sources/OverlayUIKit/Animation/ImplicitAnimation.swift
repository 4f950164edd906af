import Foundation

/// The animator that changes made right now should follow, the way UIKit animates any property set inside an
/// animation block.
///
/// Presentation transitions run their alongside blocks inside `perform(animatedBy:_:)`, and the sheet runs its
/// dimming hooks inside it with the overlay's animator, so a view such as
/// `TransparentOverlayContainerSheetDimmingView` can animate its `AnimatedValue`s without taking an animator
/// argument (its hooks keep the reference's signatures).
public enum ImplicitAnimation {
    // The view tree is single-threaded, like UIKit's main thread; the stack only lives for a synchronous call.
    nonisolated(unsafe) private static var animators: [OverlayAnimator?] = []

    /// The animator of the innermost `perform(animatedBy:_:)` call, or nil outside one (changes jump).
    public static var currentAnimator: OverlayAnimator? {
        animators.last ?? nil
    }

    /// Runs `changes` with `animator` as the current animator (nil: changes made inside jump).
    @discardableResult
    public static func perform<Result>(animatedBy animator: OverlayAnimator?, _ changes: () throws -> Result) rethrows -> Result {
        animators.append(animator)
        defer { animators.removeLast() }
        return try changes()
    }
}
