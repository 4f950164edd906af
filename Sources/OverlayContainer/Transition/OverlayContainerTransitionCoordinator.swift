import Foundation
import OverlayPhysics
import OverlayUIKit

/// Handed to `willTranslateOverlay` once per translation; lets the receiver animate alongside and be told when
/// the translation ends.
public protocol OverlayContainerTransitionCoordinator: OverlayContainerTransitionCoordinatorContext {
    /// Runs `animation` alongside the translation and `completion` after it.
    ///
    /// Not animated (drag steps, instant moves): `animation` runs at once; `completion` runs right after every
    /// willTranslate handler has returned. A closure registered after that never completes (as in the reference).
    /// Animated: `animation` runs when the animator starts (after the model height jumps to the target), as one
    /// of its animations: the view properties it changes animate additively with the overlay's own timing (a
    /// backdrop's alpha follows the spring). `completion` runs when the animator finishes, after the container's
    /// own completion.
    func animate(
        alongsideTransition animation: ((OverlayContainerTransitionCoordinatorContext) -> Void)?,
        completion: ((OverlayContainerTransitionCoordinatorContext) -> Void)?
    )
}

/// The one concrete coordinator: a snapshot of the translation plus the closures registered on it.
final class TranslationCoordinator: OverlayContainerTransitionCoordinator, LinkAnchored {
    /// What links to this coordinator hold (``WeakLink``).
    final var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
    private var anchorSlot = LinkAnchorSlot()
    deinit { anchorSlot.ownerIsGoing() }
    let overlayViewController: ViewController
    let isDragging: Bool
    let isAnimated: Bool
    let velocity: CGPoint
    let overlayTranslationHeight: CGFloat
    let targetTranslationHeight: CGFloat
    let notchIndexes: Range<Int>
    let reachableIndexes: [Int]
    private let heights: [CGFloat]
    final var isCancelled = false

    /// The animator for an animated coordinator; nil when not animated.
    let animator: ViewPropertyAnimator?
    private var pendingCompletions: [(OverlayContainerTransitionCoordinatorContext) -> Void] = []
    private var hasFlushedCompletions = false

    init(
        overlayViewController: ViewController,
        isDragging: Bool,
        velocity: CGPoint,
        overlayTranslationHeight: CGFloat,
        targetTranslationHeight: CGFloat,
        notches: NotchSnapshot,
        animator: ViewPropertyAnimator?
    ) {
        self.overlayViewController = overlayViewController
        self.isDragging = isDragging
        self.isAnimated = animator != nil
        self.velocity = velocity
        self.overlayTranslationHeight = overlayTranslationHeight
        self.targetTranslationHeight = targetTranslationHeight
        self.notchIndexes = 0..<notches.heights.count
        self.reachableIndexes = notches.reachableIndexes
        self.heights = notches.heights
        self.animator = animator
    }

    func height(forNotchAt index: Int) -> CGFloat {
        heights.indices.contains(index) ? heights[index] : 0
    }

    func animate(
        alongsideTransition animation: ((OverlayContainerTransitionCoordinatorContext) -> Void)?,
        completion: ((OverlayContainerTransitionCoordinatorContext) -> Void)?
    ) {
        if let animator = animator {
            if let animation = animation {
                animator.addAnimations { [link = WeakLink(self)] in if let self = link.wrappedValue { animation(self) } }
            }
            if let completion = completion {
                animator.addCompletion { [link = WeakLink(self)] _ in if let self = link.wrappedValue { completion(self) } }
            }
        } else {
            animation?(self)
            if let completion = completion, !hasFlushedCompletions {
                // Taken out and swapped back (ExclusiveStorage.swift in OverlayUIKit): an append in place may call
                // into the standard library to grow the list, which would keep every access to it checked.
                var completions = takeOut(&pendingCompletions)
                completions.append(completion)
                swap(&completions, &pendingCompletions)
            }
        }
    }

    /// Runs the completions queued by a non-animated coordinator, once, after all willTranslate handlers.
    func flushCompletions() {
        hasFlushedCompletions = true
        for completion in takeOut(&pendingCompletions) { completion(self) }
    }
}

/// Immutable notch data captured for a context.
struct NotchSnapshot {
    var heights: [CGFloat]
    var reachableIndexes: [Int]
}

/// The policy and animation-controller contexts.
struct TranslationContext: OverlayContainerContextTargetNotchPolicy, OverlayContainerContextTransitioning {
    let overlayViewController: ViewController
    var isDragging: Bool
    var velocity: CGPoint
    var overlayTranslationHeight: CGFloat
    var notches: NotchSnapshot
    var targetNotchIndex: Int
    var targetNotchHeight: CGFloat

    var notchIndexes: Range<Int> { 0..<notches.heights.count }
    var reachableIndexes: [Int] { notches.reachableIndexes }

    func height(forNotchAt index: Int) -> CGFloat {
        notches.heights.indices.contains(index) ? notches.heights[index] : 0
    }
}

/// The parameters handed to a translation function.
struct TranslationParameters: OverlayTranslationParameters {
    var minimumHeight: CGFloat
    var maximumHeight: CGFloat
    var translation: CGFloat
}
