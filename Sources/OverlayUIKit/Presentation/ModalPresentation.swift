import Foundation

/// One modal presentation kept by a `PresentationHost`: what is shown, by which controller, where it is on screen.
public final class ModalPresentation {
    /// Where a presentation is in its life.
    public enum Phase: String, Hashable, Sendable {
        /// Sliding in.
        case presenting
        /// On screen, at rest.
        case presented
        /// Sliding out.
        case dismissing
        /// Gone: the dismissal has ended.
        case dismissed
    }

    /// The view controller shown.
    public let presentedViewController: ViewController
    /// The view controller it was presented from, if any.
    @WeakLink public private(set) var presentingViewController: ViewController?
    /// The controller of this presentation (a plain `PresentationController` when none was given).
    public let presentationController: PresentationController
    /// The full-window view the presentation happens in: the controller's views, then the presented view on top.
    public let containerView: PassThroughView

    /// Where the presentation is in its life.
    public internal(set) var phase: Phase = .presenting

    /// The running transition's coordinator, from `…TransitionWillBegin` until the transition ends.
    public internal(set) var transition: PresentationTransitionCoordinator?

    /// The resting offset as a share of the controller's `distanceToHidePresentedView`: 1 hidden, 0 at rest.
    final var modelOffset: Double = 1
    /// The slide's share of `distanceToHidePresentedView` animated by the running transition (its old value minus
    /// its new one): 1 for a presentation, −1 for a dismissal; 0 until the slide starts.
    final var slideDelta: Double = 0
    /// A dismissal asked for while the presentation was still sliding in; it starts when the slide ends.
    final var pendingDismissal: (animated: Bool, completions: [() -> Void])?
    /// Whether this presentation made the presenting view controller disappear (a `.fullScreen` one over a
    /// presenting view controller on screen): its dismissal makes it appear again.
    final var hidesPresenting = false

    init(presented: ViewController, presenting: ViewController?, controller: PresentationController, containerView: PassThroughView) {
        presentedViewController = presented
        presentingViewController = presenting
        presentationController = controller
        self.containerView = containerView
    }

    /// Whether the presentation is sliding in.
    public var isBeingPresented: Bool { phase == .presenting }

    /// Whether a dismissal has been asked for and has not ended yet: true while it slides out, and also while a
    /// dismissal waits for the presentation's own slide to end.
    public var isBeingDismissed: Bool { phase == .dismissing || pendingDismissal != nil }

    /// The presented view's vertical offset from its resting place, in points: the controller's
    /// `distanceToHidePresentedView` when hidden, 0 at rest. The slide moves a share of that distance, asked afresh
    /// at every layout, so a window resize (or an overlay that moves) during a slide rescales the rest of it.
    public var verticalOffset: CGFloat {
        let share = modelOffset + (transition?.animator?.offset(forDelta: slideDelta) ?? 0)
        guard share != 0 else { return 0 }
        return CGFloat(share) * presentationController.distanceToHidePresentedView
    }
}
