import Foundation
import OverlayUIKit

/// Wraps the delegate: caches the notch heights between reloads and supplies every default (<doc:NotchModel>).
final class OverlayContainerConfiguration {
    /// Notch counts above this are cut to it (a defence against a runaway delegate, not a reference rule).
    static let maximumNotchCount = 4096

    /// Set by the container right after it is made (it makes this first); weak: the container owns this.
    final var container: OverlayContainerViewController? {
        get { containerLink?.liveTarget }
        set { _ = exchange(&containerLink, with: newValue?.containerAnchor) }
    }
    // The container's typed anchor (read without a cast), replaced, not written over: read at every question to
    // the delegate, so proven exclusive rather than checked (the TreeRuntime article of OverlayUIKit).
    private var containerLink: TypedLinkAnchor<OverlayContainerViewController>?
    private(set) final var notchHeights: [CGFloat] = []
    private(set) final var needsReload = false
    /// Problems found in the delegate's answers at the last reload, in plain words.
    private(set) final var issues: [String] = []

    private let defaultTranslationFunction = RubberBandOverlayTranslationFunction()
    private let defaultPolicy = RushingForwardTargetNotchPolicy()
    private let defaultAnimationController: SpringOverlayTranslationAnimationController

    init(style: OverlayContainerViewController.OverlayStyle) {
        defaultAnimationController = SpringOverlayTranslationAnimationController(style: style)
    }

    /// The container and its delegate, nil when either is gone.
    private var delegating: (container: OverlayContainerViewController, delegate: OverlayContainerViewControllerDelegate)? {
        guard let container, let delegate = container.delegate else { return nil }
        return (container, delegate)
    }

    // MARK: - Notch metrics

    /// Only flags a reload; it happens at the next layout pass.
    func invalidateOverlayMetrics() {
        needsReload = true
    }

    /// Asks the delegate for the count and the heights if flagged, and sanitises what it answers.
    func requestOverlayMetricsIfNeeded(availableSpace: CGFloat) {
        guard needsReload else { return }
        needsReload = false
        var found: [String] = []
        guard let (container, delegate) = delegating else {
            notchHeights = []
            issues = []
            return
        }
        var count = delegate.numberOfNotches(in: container)
        if count < 0 {
            found.append("numberOfNotches returned \(count); treated as 0")
            count = 0
        } else if count > Self.maximumNotchCount {
            found.append("numberOfNotches returned \(count); cut to \(Self.maximumNotchCount)")
            count = Self.maximumNotchCount
        }
        var heights: [CGFloat] = []
        heights.reserveCapacity(count)
        for index in 0..<count {
            let height = delegate.overlayContainerViewController(container, heightForNotchAt: index, availableSpace: availableSpace)
            if !height.isFinite || height < 0 {
                found.append("notch \(index) height \(height) is not a finite non-negative number; treated as 0")
                heights.append(0)
            } else {
                heights.append(height)
            }
        }
        // The reference only asserts the order (a crash in debug builds); we keep the order and report it.
        for index in heights.indices.dropFirst() where heights[index] < heights[index - 1] {
            found.append(
                "notch \(index) height \(heights[index]) is below notch \(index - 1) height \(heights[index - 1]); heights must not decrease"
            )
        }
        notchHeights = heights
        issues = found
    }

    final var numberOfNotches: Int { notchHeights.count }

    /// The cached height, 0 for any index out of range.
    func heightForNotch(at index: Int) -> CGFloat {
        notchHeights.indices.contains(index) ? notchHeights[index] : 0
    }

    final var maximumNotchIndex: Int { max(numberOfNotches - 1, 0) }
    final var maximumNotchHeight: CGFloat { heightForNotch(at: maximumNotchIndex) }
    final var minimumNotchHeight: CGFloat { heightForNotch(at: 0) }

    /// Enabled indexes, ascending; asked afresh on every call (<doc:NotchModel>).
    func enabledNotchIndexes() -> [Int] {
        container.map { enabledNotchIndexes(in: $0) } ?? []
    }

    /// `enabledNotchIndexes()` for a caller that holds the container: each read of the weak link is a retain
    /// and a release (a plain loop: a drag step builds this list for its coordinator).
    func enabledNotchIndexes(in container: OverlayContainerViewController) -> [Int] {
        guard let overlay = container.topViewController else { return [] }
        let count = numberOfNotches
        guard let delegate = container.delegate else { return Array(0..<count) }
        var enabled: [Int] = []
        enabled.reserveCapacity(count)
        for index in 0..<count where delegate.overlayContainerViewController(container, canReachNotchAt: index, forOverlay: overlay) {
            enabled.append(index)
        }
        return enabled
    }

    /// The lowest and highest enabled indexes, nil when none is: the delegate is asked about every notch, in
    /// order, as `enabledNotchIndexes()` asks, without building the list (the range is read at every step).
    func enabledNotchIndexBounds() -> (first: Int, last: Int)? {
        container.flatMap { enabledNotchIndexBounds(in: $0) }
    }

    /// `enabledNotchIndexBounds()` for a caller that holds the container (the container's own
    /// `translationPosition`, read at every frame record): no read of the weak link, which retains.
    func enabledNotchIndexBounds(in container: OverlayContainerViewController) -> (first: Int, last: Int)? {
        guard let overlay = container.topViewController else { return nil }
        let count = numberOfNotches
        guard let delegate = container.delegate else { return count > 0 ? (0, count - 1) : nil }
        var first: Int?, last = 0
        for index in 0..<count where delegate.overlayContainerViewController(container, canReachNotchAt: index, forOverlay: overlay) {
            if first == nil { first = index }
            last = index
        }
        return first.map { ($0, last) }
    }

    func snapshot() -> NotchSnapshot {
        NotchSnapshot(heights: notchHeights, reachableIndexes: enabledNotchIndexes())
    }

    // MARK: - Delegate answers with defaults

    func shouldStartDraggingOverlay(_ overlay: ViewController, at point: CGPoint, in space: CoordinateSpace) -> Bool {
        guard let (container, delegate) = delegating else { return true }
        return delegate.overlayContainerViewController(container, shouldStartDraggingOverlay: overlay, at: point, in: space)
    }

    func translationFunction(for overlay: ViewController) -> OverlayTranslationFunction {
        delegating.flatMap { $0.delegate.overlayContainerViewController($0.container, overlayTranslationFunctionForOverlay: overlay) }
            ?? defaultTranslationFunction
    }

    func targetNotchPolicy(for overlay: ViewController) -> OverlayTranslationTargetNotchPolicy {
        transitioningDelegate(for: overlay)?.overlayTargetNotchPolicy(for: overlay) ?? defaultPolicy
    }

    func animationController(for overlay: ViewController) -> OverlayAnimatedTransitioning {
        transitioningDelegate(for: overlay)?.animationController(for: overlay) ?? defaultAnimationController
    }

    /// The animator of a move: the animation controller's, when it is a fresh `ViewPropertyAnimator` (the container
    /// must advance it, so it cannot drive another class); otherwise the default controller's.
    func animator(for overlay: ViewController, using context: OverlayContainerContextTransitioning) -> ViewPropertyAnimator {
        let made = animationController(for: overlay).interruptibleAnimator(using: context)
        if let animator = made as? ViewPropertyAnimator, animator.state == .inactive, !animator.isFinished {
            return animator
        }
        return defaultAnimationController.propertyAnimator(using: context)
    }

    func scrollViewDrivingOverlay(_ overlay: ViewController) -> ScrollView? {
        delegating.flatMap { $0.delegate.overlayContainerViewController($0.container, scrollViewDrivingOverlay: overlay) }
    }

    func overlayDragStart(for overlay: ViewController) -> OverlayDragStart {
        transitioningDelegate(for: overlay)?.overlayDragStart(for: overlay) ?? .fromTargetHeight
    }

    private func transitioningDelegate(for overlay: ViewController) -> OverlayTransitioningDelegate? {
        delegating.flatMap { $0.delegate.overlayContainerViewController($0.container, transitioningDelegateForOverlay: overlay) }
    }
}
