import Foundation
import OverlayPhysics
import OverlayUIKit

/// The single source of truth for the overlay's translation height: the container's one
/// `OverlayTranslationController` (<doc:DeferredTranslations>, <doc:TranslationPosition>, <doc:PanDriver>,
/// <doc:CallbackOrder>).
///
/// It holds the model height `h`, the last reached notch, the one deferred-translation slot and the dragging
/// flag, and keeps the running additive animators whose offsets make up the displayed height. It reports back
/// through its delegate (the container) and reads the notches and the delegate's answers from the configuration.
final class HeightOverlayTranslationController: OverlayTranslationController, LinkAnchored {
    /// What links to this controller hold (``WeakLink``).
    final var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
    private var anchorSlot = LinkAnchorSlot()
    deinit { anchorSlot.ownerIsGoing() }
    /// What a deferred translation aims at.
    enum TranslationType: Equatable {
        case toIndex(Int)
        case basedOnTargetPolicy
        case toLastReachedNotchIndex
    }

    private struct DeferredTranslation {
        var type: TranslationType
        var velocity: CGPoint
        var animated: Bool
    }

    /// The container (a weak link: it owns this controller), through its typed anchor: no cast, no side table.
    private var container: OverlayContainerViewController? { containerLink?.liveTarget }
    final var delegate: HeightOverlayTranslationControllerDelegate? {
        get { container }
        set { _ = exchange(&containerLink, with: (newValue as? OverlayContainerViewController)?.containerAnchor) }
    }
    // Replaced, not written over: proven exclusive rather than checked (the TreeRuntime article of OverlayUIKit).
    private var containerLink: TypedLinkAnchor<OverlayContainerViewController>?
    let configuration: OverlayContainerConfiguration

    /// The model height: during an animation it already equals the target.
    private(set) final var translationHeight: CGFloat = 0 {
        didSet { knownDisplayedHeight = nil }
    }
    /// The notch the overlay most recently started moving to.
    private(set) final var lastTranslationEndNotchIndex = 0
    /// True from the first drag step that changed the height until the next `startOverlayTranslation`.
    private(set) final var isDragging = false
    private var startHeight: CGFloat = 0

    private var pending: DeferredTranslation?
    private var pendingCompletions: [() -> Void] = []

    /// A running animator and the height it animates: the model height before its move minus its target.
    struct HeightAnimation {
        let animator: ViewPropertyAnimator
        let delta: Double
    }

    /// Running animations, oldest first; every removal forgets the folds. Changed only taken out and swapped back
    /// (`takeOut(_:)`): no animator is released while it is accessed, so reading it needs no run-time check.
    private(set) final var animations: [HeightAnimation] = []
    /// Sums of the displayed height by model height while no offset changes; used beyond `foldThreshold` animations.
    private var heightFolds: [(start: UInt64, count: Int, height: Double)] = []
    private static let foldThreshold = 16
    /// How many offsets the displayed height has added up so far (tests count its cost in them).
    private(set) var offsetsSummed = 0
    /// The displayed height as last summed; nil (sum again) once the model height, the animations or an offset changed.
    private var knownDisplayedHeight: CGFloat?
    /// The number of the latest animated translation; drags and instant moves keep it (<doc:CallbackOrder>).
    private var latestMove = 0
    private var moveCount = 0

    init(configuration: OverlayContainerConfiguration) {
        self.configuration = configuration
    }

    private var overlayViewController: ViewController? { delegate?.overlayViewController(for: self) }

    // MARK: - Derived state

    /// Model height plus every running animator's offset: what is on screen.
    final var displayedTranslationHeight: CGFloat {
        // Read several times a step; most steps run no animation.
        guard !animations.isEmpty else { return translationHeight }
        if let known = knownDisplayedHeight { return known }
        let height = animations.count > Self.foldThreshold ? CGFloat(foldedHeight()) : summedHeight()
        knownDisplayedHeight = height
        return height
    }

    /// The model height plus each running animator's offset, oldest first.
    private func summedHeight() -> CGFloat {
        var height = Double(translationHeight)
        for animation in animations { height += animation.animator.offset(forDelta: animation.delta) }
        offsetsSummed &+= animations.count
        return CGFloat(height)
    }

    /// Called by a running animator whenever its offset may change: the sums kept are forgotten.
    private func offsetsMayHaveChanged() {
        knownDisplayedHeight = nil
        if !heightFolds.isEmpty { forgetHeightFolds() }
    }

    /// Empties `heightFolds` by replacing it: `removeAll()` frees inside the access, so every access would be checked.
    private func forgetHeightFolds() { withExtendedLifetime(exchange(&heightFolds, with: [])) {} }

    /// The same sum (same order, same bits), resumed where it stopped while no offset changed (issue 25).
    private func foldedHeight() -> Double {
        let start = Double(translationHeight)
        let slot = heightFolds.firstIndex { $0.start == start.bitPattern }
        var count = slot.map { heightFolds[$0].count } ?? 0
        var height = slot.map { heightFolds[$0].height } ?? start
        if count > animations.count { (count, height) = (0, start) }
        offsetsSummed &+= animations.count - count
        // Each animator tells of a change of its offset (`offsetsMayHaveChanged()`, set when it started).
        for animation in animations[count...] { height += animation.animator.offset(forDelta: animation.delta) }
        let fold = (start: start.bitPattern, count: animations.count, height: height)
        var folds = takeOut(&heightFolds)  // changed outside the access, as above
        if let slot { folds[slot] = fold } else { folds = Array(folds.suffix(3)) + [fold] }
        swap(&folds, &heightFolds)
        return height
    }

    final var isAnimating: Bool { !animations.isEmpty }

    final var hasPendingTranslation: Bool { pending != nil }

    /// The range of <doc:NotchModel>: the reachable span widened to include the last reached notch, even if now
    /// disabled.
    func reachableRange() -> (minimum: CGFloat, maximum: CGFloat) {
        reachableRange(enabled: configuration.enabledNotchIndexBounds())
    }

    private func reachableRange(enabled: (first: Int, last: Int)?) -> (minimum: CGFloat, maximum: CGFloat) {
        let endHeight = configuration.heightForNotch(at: lastTranslationEndNotchIndex)
        let fallback = configuration.maximumNotchHeight
        let low = enabled.map { configuration.heightForNotch(at: $0.first) } ?? fallback
        let high = enabled.map { configuration.heightForNotch(at: $0.last) } ?? fallback
        return (min(endHeight, low), max(endHeight, high))
    }

    /// <doc:TranslationPosition>, with exact floating-point equality on purpose.
    final var translationPosition: OverlayTranslationPosition {
        position(in: reachableRange())
    }

    /// `translationPosition` for the container itself (no read of the weak link, which retains), asked as there.
    func translationPosition(in container: OverlayContainerViewController) -> OverlayTranslationPosition {
        position(in: reachableRange(enabled: configuration.enabledNotchIndexBounds(in: container)))
    }

    private func position(in range: (minimum: CGFloat, maximum: CGFloat)) -> OverlayTranslationPosition {
        let isAtTop = translationHeight == range.maximum
        let isAtBottom = translationHeight == range.minimum
        switch (isAtTop, isAtBottom) {
        case (true, true): return .stationary
        case (true, false): return .top
        case (false, true): return .bottom
        case (false, false): return .inFlight
        }
    }

    /// <doc:TranslationPosition>: some enabled notch has exactly the current height.
    func overlayHasReachedANotch() -> Bool {
        configuration.enabledNotchIndexes().contains { configuration.heightForNotch(at: $0) == translationHeight }
    }

    /// <doc:PanDriver>: false without an overlay, else the delegate's answer (or its default).
    func isDraggable(at point: CGPoint, in coordinateSpace: CoordinateSpace) -> Bool {
        guard let overlay = overlayViewController else { return false }
        return configuration.shouldStartDraggingOverlay(overlay, at: point, in: coordinateSpace)
    }

    // MARK: - Dragging (shared by the pan and scroll drivers)

    func startOverlayTranslation() {
        isDragging = false
        if delegate?.overlayDragStart(for: self) == .fromDisplayedHeight { interruptAnimations() }
        startHeight = translationHeight
    }

    /// A grab from the displayed height (`OverlayDragStart.fromDisplayedHeight`): stop every running animation
    /// where it is on screen (their coordinators read cancelled, no didMove; the views animated alongside keep
    /// their current values) and make that the model height, so the finger takes the overlay without a jump.
    func interruptAnimations() {
        guard !animations.isEmpty else { return }
        let displayed = displayedTranslationHeight
        let interrupted = takeOut(&animations)
        forgetHeightFolds()
        knownDisplayedHeight = nil
        latestMove = 0
        translationHeight = displayed
        for animation in interrupted { animation.animator.finish(at: .current) }
    }

    /// Moves the overlay to `startHeight − offset`, through the translation function or a hard clamp
    /// (<doc:PanDriver>).
    func dragOverlay(withOffset offset: CGFloat, usesFunction: Bool) {
        guard let overlay = overlayViewController, offset.isFinite else { return }
        let range = reachableRange()
        let translation = startHeight - offset
        var height: CGFloat
        if usesFunction {
            let parameters = TranslationParameters(minimumHeight: range.minimum, maximumHeight: range.maximum, translation: translation)
            height = configuration.translationFunction(for: overlay).overlayTranslationHeight(using: parameters)
        } else {
            height = min(max(translation, range.minimum), range.maximum)
        }
        // A custom function could answer NaN; keep the overlay where it is rather than poison the state.
        if !height.isFinite { height = translationHeight }
        if height != translationHeight && !isDragging {
            delegate?.translationControllerWillStartDraggingOverlay(self)
            isDragging = true
        }
        translateWithoutAnimation(to: max(height, 0), overlay: overlay, isDragging: true)
    }

    /// <doc:TranslationPosition>: willEndDragging if the drag moved the overlay, then a policy move when the height
    /// is ambiguous.
    func endOverlayTranslation(withVelocity velocity: CGPoint) {
        let velocity = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        if isDragging, overlayViewController != nil {
            delegate?.translationController(self, willEndDraggingAtVelocity: velocity)
        }
        let enabledHeights = configuration.enabledNotchIndexes().map(configuration.heightForNotch(at:))
        let isAmbiguous: Bool
        if let position = enabledHeights.firstIndex(of: translationHeight) {
            // [quirk] a position in the enabled list used as a raw notch index, as the reference does.
            isAmbiguous = configuration.heightForNotch(at: position) != configuration.heightForNotch(at: lastTranslationEndNotchIndex)
        } else {
            isAmbiguous = true
        }
        guard isAmbiguous else { return }
        scheduleOverlayTranslation(.basedOnTargetPolicy, velocity: velocity, animated: true)
        delegate?.translationControllerDidScheduleTranslations(self)
    }

    // MARK: - Deferred translations

    /// Overwrites the single pending slot; appends the completion, which is never dropped (<doc:DeferredTranslations>).
    func scheduleOverlayTranslation(_ type: TranslationType, velocity: CGPoint, animated: Bool, completion: (() -> Void)? = nil) {
        pending = DeferredTranslation(type: type, velocity: velocity, animated: animated)
        if let completion = completion { pendingCompletions.append(completion) }
    }

    /// Performs the pending translation if there is one and an overlay exists (<doc:DeferredTranslations>).
    func performDeferredTranslations() {
        guard let overlay = overlayViewController, let translation = pending else { return }
        pending = nil
        let completions = pendingCompletions
        pendingCompletions = []
        let target: Int
        switch translation.type {
        case let .toIndex(index):
            target = index
        case .toLastReachedNotchIndex:
            target = lastTranslationEndNotchIndex
        case .basedOnTargetPolicy:
            let context = makeContext(overlay: overlay, velocity: translation.velocity, target: 0)
            target = configuration.targetNotchPolicy(for: overlay).targetNotchIndex(using: context)
        }
        delegate?.translationController(self, willMoveOverlayToNotchAt: target)
        lastTranslationEndNotchIndex = target
        let targetHeight = configuration.heightForNotch(at: target)
        if translation.animated {
            animateTranslation(to: target, height: targetHeight, velocity: translation.velocity, overlay: overlay, completions: completions)
        } else {
            translateWithoutAnimation(to: targetHeight, overlay: overlay, isDragging: false)
            for completion in completions { completion() }
            delegate?.translationController(self, didMoveOverlayToNotchAt: target)
        }
    }

    // MARK: - Performing translations

    /// <doc:CallbackOrder>, a drag step or an instant move: set h, one non-animated willTranslate, its completions.
    private func translateWithoutAnimation(to height: CGFloat, overlay: ViewController, isDragging: Bool) {
        translationHeight = height
        let coordinator = TranslationCoordinator(
            overlayViewController: overlay,
            isDragging: isDragging,
            velocity: .zero,
            overlayTranslationHeight: height,
            targetTranslationHeight: height,
            notches: configuration.snapshot(),
            animator: nil
        )
        delegate?.translationController(self, willTranslateOverlayWith: coordinator)
        coordinator.flushCompletions()
    }

    /// <doc:CallbackOrder>, an animated move: the animator, willTranslate with the final state, the model, the offset.
    private func animateTranslation(to index: Int, height: CGFloat, velocity: CGPoint, overlay: ViewController, completions: [() -> Void]) {
        let context = makeContext(overlay: overlay, velocity: velocity, target: index)
        let animator = configuration.animator(for: overlay, using: context)
        let coordinator = TranslationCoordinator(
            overlayViewController: overlay,
            isDragging: false,
            velocity: velocity,
            overlayTranslationHeight: translationHeight,
            targetTranslationHeight: height,
            notches: context.notches,
            animator: animator
        )
        // The translation controller's own completion comes first (see the CallbackOrder article). It holds the
        // coordinator until the animator completes (the cycle ends when the animator drops its completions).
        moveCount += 1
        let move = moveCount
        animator.addCompletion { [link = WeakLink(self), coordinator] _ in
            guard let self = link.wrappedValue else { return }
            if self.latestMove == move {
                self.latestMove = 0
                self.delegate?.translationController(self, didMoveOverlayToNotchAt: index)
            } else {
                coordinator.isCancelled = true
            }
        }
        for completion in completions { animator.addCompletion { _ in completion() } }
        delegate?.translationController(self, willTranslateOverlayWith: coordinator)
        // UIKit's additive animation animates the *model* delta; earlier animators keep their own offsets.
        let previousModelHeight = translationHeight
        translationHeight = height
        var running = takeOut(&animations)
        running.append(HeightAnimation(animator: animator, delta: Double(previousModelHeight - height)))
        swap(&running, &animations)
        knownDisplayedHeight = nil
        latestMove = move
        animator.startDrivenByOwner()
        // From now on (its start changed nothing a sum kept: its offset is still its whole delta).
        animator.whenOffsetMayChange { [link = WeakLink(self)] in link.wrappedValue?.offsetsMayHaveChanged() }
    }

    private func makeContext(overlay: ViewController, velocity: CGPoint, target: Int) -> TranslationContext {
        TranslationContext(
            overlayViewController: overlay,
            isDragging: false,
            velocity: velocity,
            overlayTranslationHeight: translationHeight,
            notches: configuration.snapshot(),
            targetNotchIndex: target,
            targetNotchHeight: configuration.heightForNotch(at: target)
        )
    }

    // MARK: - Physics

    /// Seconds until the first running animator ends, or nil when none runs.
    final var timeUntilNextAnimationEnds: Double? {
        var first: Double?
        Self.forEachAnimator(in: animations) { animator in
            if let remaining = animator.timeRemaining { first = min(first ?? remaining, remaining) }
        }
        return first
    }

    /// Advances every running animator; finished ones leave the list, then complete, oldest first. Whether any did.
    @discardableResult
    func advanceAnimations(by time: Double) -> Bool {
        guard !animations.isEmpty else { return false }
        // An animator stopped from outside ends where it stopped. One pass: a finish runs completions, which may
        // finish animators already looked at, but a finish also makes `anyFinished` true, and the sweep below reads
        // every animator again.
        var anyFinished = false
        Self.forEachAnimator(in: animations) { animator in
            if animator.state == .stopped { animator.finish(at: .current) }
            anyFinished = anyFinished || animator.isFinished
        }
        if anyFinished {
            var running = takeOut(&animations)
            running.removeAll { $0.animator.isFinished }
            swap(&running, &animations)
            forgetHeightFolds()
            knownDisplayedHeight = nil
        }
        var finished: [ViewPropertyAnimator] = []
        var anyMoved = false
        Self.forEachAnimator(in: animations) { animator in
            anyMoved = anyMoved || animator.isRunning
            if animator.advance(by: time) { finished.append(animator) }
        }
        if anyMoved { offsetsMayHaveChanged() }  // driven by this controller, they do not call back as they advance
        guard !finished.isEmpty else { return false }
        // By identity through a set: thousands of moves started at one instant end together.
        let ended = Set(finished.map(ObjectIdentifier.init))
        var running = takeOut(&animations)
        running.removeAll { ended.contains(ObjectIdentifier($0.animator)) }
        swap(&running, &animations)
        forgetHeightFolds()
        knownDisplayedHeight = nil
        for animator in finished { animator.finish(at: .end) }
        return true
    }

    /// Calls `body` with each animator in order (the list, a copy held for the loop, keeps them alive).
    private static func forEachAnimator(in animations: [HeightAnimation], _ body: (ViewPropertyAnimator) -> Void) {
        for animation in animations { body(animation.animator) }
    }
}
