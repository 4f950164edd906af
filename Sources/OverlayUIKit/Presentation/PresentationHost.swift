import Foundation
import OverlayPhysics

/// The window's modal presentation machinery, a simplified stand-in for UIKit's: presents view controllers
/// full-window above the app's content and slides them in and out.
///
/// The host owns `layerView`, a full-window pass-through view kept on top of the root view's subviews. Each
/// presentation gets its own full-window pass-through container view inside it (the presentation controller's
/// `containerView`), which is removed when the dismissal ends, together with whatever the controller put there.
///
/// Transitions follow UIKit's default modal animation: the presented view slides up from the bottom when presented
/// and back down when dismissed, over `transitionDuration` seconds with an ease-in-out curve (our choice of UIKit's
/// look; the reference does not pin it). It travels the presentation controller's
/// `distanceToHidePresentedView`: by default the window height (offset H → 0), for a sheet the overlay's visible
/// height. Nothing moves by itself: a window calls `advance(by:)` every frame and `layout()` after a resize.
public final class PresentationHost {
    /// The length of an animated presentation or dismissal, in seconds.
    public static let transitionDuration: Double = 0.45
    /// The timing curve of the slide.
    public static let transitionCurve: TimingCurve = .easeInOut

    /// The window's root view, which holds the app's content and the host's layer; nil once it went. A weak link:
    /// the window keeps its host, and a strong reference back would keep both (and the whole tree) alive after the
    /// window goes; a host kept longer than its window presents into nothing instead of trapping.
    @WeakLink public private(set) var rootView: View?
    /// The full-window layer above the app's content that holds every presentation's container view.
    public let layerView = PresentationLayerView()
    /// The live presentations, bottom to top.
    public private(set) var presentations: [ModalPresentation] = []
    /// Seconds advanced so far through `advance(by:)`.
    public private(set) var time: Double = 0

    /// Creates a host and puts its layer on top of `rootView`'s subviews.
    public init(rootView: View) {
        self.rootView = rootView
        layerView.identifier = "presentationLayer"
        layerView.host = self
        rootView.addSubview(layerView)
        layout()
    }

    /// The presentation that shows `viewController`, if it is presented.
    public func presentation(of viewController: ViewController) -> ModalPresentation? {
        presentations.first { $0.presentedViewController === viewController }
    }

    // MARK: - Presenting

    /// Presents `presented` full-window above everything, managed by `presentationController` (a plain
    /// `PresentationController` when nil, which must otherwise be made for `presented`).
    ///
    /// Order: `presentationRecord` set → `presentationTransitionWillBegin` → the presented view is added on top of
    /// the container view → its layout pass at the resting frame, inside the slide's animation (`layoutIfNeeded()`
    /// of the presented view controller) → the slide starts (alongside blocks) → the coordinator's completions →
    /// `presentationTransitionDidEnd(true)` → `completion`. Not animated: all of it at once.
    /// Ignored (no completion), as UIKit does, when `presented` is already presented or `presenting` already
    /// presents something or is being dismissed.
    public func present(
        _ presented: ViewController, from presenting: ViewController?,
        presentationController: PresentationController? = nil,
        animated: Bool, completion: (() -> Void)? = nil
    ) {
        guard presentation(of: presented) == nil, presented.presentationRecord.presentationController == nil else { return }
        if let presenting = presenting {
            guard presenting.presentationRecord.presentedViewController == nil,
                presentation(of: presenting)?.isBeingDismissed != true
            else { return }
        }
        let controller =
            presentationController
            ?? PresentationController(presentedViewController: presented, presenting: presenting)
        precondition(
            controller.presentedViewController === presented,
            "the presentation controller was made for another view controller")
        if let rootView, rootView.subviews.last !== layerView { rootView.addSubview(layerView) }

        let container = PassThroughView(frame: layerView.bounds)
        container.identifier = "presentationContainer"
        layerView.addSubview(container)
        let presentation = ModalPresentation(
            presented: presented, presenting: presenting,
            controller: controller, containerView: container)
        presentations.append(presentation)
        presented.presentationRecord.presentationController = controller
        presenting?.presentationRecord.presentedViewController = presented
        controller.containerView = container

        let transition = PresentationTransitionCoordinator(isPresenting: true, animator: animated ? Self.makeAnimator() : nil)
        presentation.transition = transition
        AnimationContext.perform(nil) { controller.presentationTransitionWillBegin() }
        let presentedView = presented.view
        beginAppearance(of: presentation, presenting: true, animated: animated)
        container.addSubview(presentedView)

        // As UIKit does, the presented view is laid out at its resting frame inside the presentation's animation:
        // what its layout pass changes (a container's deferred move and the callbacks it makes) follows the slide.
        presentation.modelOffset = 0
        AnimationContext.perform(transition.animator) {
            layout()
            presented.layoutIfNeeded()
        }
        if let animator = transition.animator {
            // Added after willBegin, so the coordinator's completions run first.
            animator.addCompletion { [weak self, weak presentation] _ in
                guard let presentation else { return }
                self?.presentationTransitionEnded(presentation, completion: completion)
            }
            // The slide starts hidden, the controller's distance below the resting frame, now that the layout
            // pass has put the presented content where it rests.
            presentation.slideDelta = 1
            animator.startDrivenByOwner()
            layout()
        } else {
            transition.performAnimationsNow()
            layout()
            transition.finishNow()
            presentationTransitionEnded(presentation, completion: completion)
        }
    }

    private func presentationTransitionEnded(_ presentation: ModalPresentation, completion: (() -> Void)?) {
        presentation.transition = nil
        presentation.phase = .presented
        presentation.presentationController.presentationTransitionDidEnd(true)
        endAppearance(of: presentation)
        completion?()
        if let pending = presentation.pendingDismissal {
            presentation.pendingDismissal = nil
            beginDismissal(presentation, animated: pending.animated, completions: pending.completions)
        }
    }

    // MARK: - Dismissing

    /// Dismisses `presented` (and first, at once, whatever is presented above it).
    ///
    /// Order: `dismissalTransitionWillBegin` → (the slide, alongside blocks) → the coordinator's completions →
    /// `dismissalTransitionDidEnd(true)` → the views leave the tree, `presentationRecord` is cleared →
    /// `completion`. A dismissal asked for while the presentation still slides in starts when that slide ends.
    /// Ignored (no completion) when `presented` is not presented or is already being dismissed.
    public func dismiss(_ presented: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let presentation = presentation(of: presented), !presentation.isBeingDismissed,
            presentation.phase != .dismissed
        else { return }
        if let index = presentations.firstIndex(where: { $0 === presentation }) {
            for above in presentations[(index + 1)...].reversed() { dismissImmediately(above) }
        }
        let completions = completion.map { [$0] } ?? []
        if presentation.phase == .presenting {
            presentation.pendingDismissal = (animated, completions)
        } else {
            beginDismissal(presentation, animated: animated, completions: completions)
        }
    }

    private func beginDismissal(_ presentation: ModalPresentation, animated: Bool, completions: [() -> Void]) {
        presentation.phase = .dismissing
        let transition = PresentationTransitionCoordinator(isPresenting: false, animator: animated ? Self.makeAnimator() : nil)
        presentation.transition = transition
        AnimationContext.perform(nil) { presentation.presentationController.dismissalTransitionWillBegin() }
        beginAppearance(of: presentation, presenting: false, animated: animated)
        presentation.modelOffset = 1
        if let animator = transition.animator {
            animator.addCompletion { [weak self, weak presentation] _ in
                guard let presentation else { return }
                self?.dismissalTransitionEnded(presentation, completions: completions)
            }
            presentation.slideDelta = -1
            animator.startDrivenByOwner()
            layout()
        } else {
            transition.performAnimationsNow()
            layout()
            transition.finishNow()
            dismissalTransitionEnded(presentation, completions: completions)
        }
    }

    private func dismissalTransitionEnded(_ presentation: ModalPresentation, completions: [() -> Void]) {
        presentation.transition = nil
        presentation.presentationController.dismissalTransitionDidEnd(true)
        let presented = presentation.presentedViewController
        presented.viewIfLoaded?.removeFromSuperview()
        presentation.containerView.removeFromSuperview()
        presented.presentationRecord.presentationController = nil
        if let presenting = presentation.presentingViewController,
            presenting.presentationRecord.presentedViewController === presented
        {
            presenting.presentationRecord.presentedViewController = nil
        }
        presentations.removeAll { $0 === presentation }
        presentation.phase = .dismissed
        endAppearance(of: presentation)
        for completion in completions { completion() }
    }

    /// The presented view controller appears (or disappears); a `.fullScreen` presentation also hides the
    /// presenting one, as UIKit's, where the sheet-like styles leave it on screen. The view controller leaving the
    /// screen hears first (the AppearanceLifecycle article).
    private func beginAppearance(of presentation: ModalPresentation, presenting: Bool, animated: Bool) {
        let presented = presentation.presentedViewController
        let below = presentation.presentingViewController
        if presenting, let below {
            presentation.hidesPresenting = presented.modalPresentationStyle == .fullScreen && below.isAppearingOrAppeared
        }
        let hidden = presentation.hidesPresenting ? below : nil
        if presenting { hidden?.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(presenting, animated: animated)
        if !presenting { hidden?.beginAppearanceTransition(true, animated: animated) }
    }

    private func endAppearance(of presentation: ModalPresentation) {
        let hidden = presentation.hidesPresenting ? presentation.presentingViewController : nil
        let presented = presentation.presentedViewController
        let leavingFirst = presentation.phase == .dismissed ? [presented, hidden] : [hidden, presented]
        for viewController in leavingFirst { viewController?.endAppearanceTransition() }
    }

    /// Ends whatever slide runs, then dismisses without animation.
    private func dismissImmediately(_ presentation: ModalPresentation) {
        while presentation.phase != .dismissed {
            if let animator = presentation.transition?.animator, animator.isRunning {
                animator.finish(at: .end)
            } else if presentation.phase == .presented {
                let pending = presentation.pendingDismissal?.completions ?? []
                presentation.pendingDismissal = nil
                beginDismissal(presentation, animated: false, completions: pending)
            } else {
                break
            }
        }
    }

    // MARK: - Time and layout

    /// Advances the running slides by `seconds`, splitting time where one ends so that its completions (and a
    /// dismissal waiting for it) happen at that exact instant, then lays out.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        // Nothing presented, nothing to slide or lay out (a window's host is advanced every step).
        guard !presentations.isEmpty else {
            time += seconds
            return
        }
        var remaining = seconds
        while remaining > 0 {
            let running = presentations.compactMap { $0.transition?.animator }.filter(\.isRunning)
            guard let next = running.compactMap(\.timeRemaining).min() else {
                time += remaining
                break
            }
            let step = min(remaining, next)
            let finished = running.filter { $0.advance(by: step) }
            time += step
            remaining -= step
            for animator in finished { animator.finish(at: .end) }
            if finished.isEmpty && step <= 0 { break }
            layout()
        }
        layout()
    }

    /// Keeps the layer and every container view filling the window, and each presented view filling its
    /// container, shifted down by its `verticalOffset`. Call it after the root view is resized. It sets frames
    /// only: the presented view controllers' own layout passes run at presentation time and in the window's
    /// layout phase.
    public func layout() {
        // The host places the views itself at every step (the slide is its own offset): never animated.
        AnimationContext.perform(nil) { layoutNow() }
    }

    private func layoutNow() {
        if let rootView { layerView.frame = CGRect(origin: .zero, size: rootView.bounds.size) }
        for presentation in presentations {
            let container = presentation.containerView
            container.frame = layerView.bounds
            (presentation.presentationController as? PresentationContainerLayout)?.containerViewWillLayoutSubviews()
            presentation.presentedViewController.viewIfLoaded?.frame =
                container.bounds.offsetBy(dx: 0, dy: presentation.verticalOffset)
        }
        layerView.layoutIfNeeded()
    }

    private static func makeAnimator() -> ViewPropertyAnimator {
        ViewPropertyAnimator(timing: .curve(transitionCurve, duration: transitionDuration))
    }
}

/// The host's full-window layer: passes touches through where nothing is presented, and lets view controllers
/// find their host by walking up the view tree (as UIKit finds a view's window).
public final class PresentationLayerView: PassThroughView {
    /// The host that owns this layer.
    public internal(set) weak var host: PresentationHost?
}
