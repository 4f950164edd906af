import Foundation
import OverlayUIKit

/// Presents an overlay container as a modal sheet (<doc:SheetPresentation>): a dimming view behind it, a tap
/// outside the overlay content to dismiss, and a dismissal policy asked on every translation of the overlay.
///
/// The container view holds, back to front: the dimming view, the tap catcher (while the tap recognizer was
/// enabled at presentation), then the presented container, whose pass-through root lets a tap outside the overlay
/// content reach the catcher.
///
/// ```swift
/// let sheet = OverlayContainerSheetPresentationController(presentedViewController: container, presenting: root)
/// sheet.sheetDelegate = self
/// root.present(container, presentationController: sheet, animated: true)
/// ```
open class OverlayContainerSheetPresentationController: OverlayContainerPresentationController, PresentationContainerLayout {
    /// The view behind the presented container; nil for none.
    public let dimmingView: OverlayContainerSheetDimmingView?

    /// Chooses the dismissal policy and whether a tap dismisses.
    public weak var sheetDelegate: OverlayContainerSheetPresentationControllerDelegate?

    /// The tap that dismisses; disable it before the presentation to present without a tap catcher.
    public let dismissingTapGestureRecognizer = TapGestureRecognizer()

    /// The plain full-size view that carries the tap recognizer, once added.
    public private(set) var tapCatcherView: View?

    /// Creates a sheet presentation controller for `presentedViewController` (pass a nil dimming view for none).
    public init(
        dimmingView: OverlayContainerSheetDimmingView? = TransparentOverlayContainerSheetDimmingView(),
        presentedViewController: ViewController, presenting presentingViewController: ViewController?
    ) {
        self.dimmingView = dimmingView
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dismissingTapGestureRecognizer.addTarget { [weak self] recognizer in
            guard recognizer.state == .ended else { return }
            self?.dismissingTapGestureRecognizerDidRecognize()
        }
    }

    // MARK: - Presentation

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        if let dimmingView = dimmingView {
            if dimmingView.superview !== container {
                container.insertSubview(dimmingView, at: 0)
                containerViewWillLayoutSubviews()
                dimmingView.layoutIfNeeded()
            }
            dimmingView.presentationTransitionWillBegin()
            animateAlongsideTransition { dimmingView.presentationTransitionDidBegin() }
        }
        if dismissingTapGestureRecognizer.isEnabled && tapCatcherView?.superview !== container {
            let catcher = tapCatcherView ?? View()
            catcher.identifier = "sheetTapCatcher"
            let index = container.subviews.firstIndex { $0 === dimmingView }.map { $0 + 1 } ?? 0
            container.insertSubview(catcher, at: index)
            catcher.addGestureRecognizer(dismissingTapGestureRecognizer)
            tapCatcherView = catcher
            containerViewWillLayoutSubviews()
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard !completed else { return }
        dimmingView?.removeFromSuperview()
        tapCatcherView?.removeFromSuperview()
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let dimmingView = dimmingView else { return }
        dimmingView.dismissalTransitionWillBegin()
        animateAlongsideTransition { dimmingView.dismissalTransitionDidBegin() }
    }

    /// Only the overlay of the presented containers draws anything (their roots are transparent and pass touches
    /// through), so the slide moves it by its visible height: from the container view's bottom edge up to the
    /// highest overlay's top edge, as displayed now. Falls back to the whole height when no container shows an
    /// overlay.
    open override var distanceToHidePresentedView: CGFloat {
        guard let container = containerView else { return 0 }
        let presentedView = presentedViewController.view
        let tops = Self.presentedContainers(in: presentedViewController).compactMap { presented -> CGFloat? in
            guard presented.topViewController != nil, let root = presented.viewIfLoaded else { return nil }
            // The overlay's top edge in the presented view's coordinates, which are the container view's at rest.
            let rootTop = root.convert(.zero, to: presentedView).y
            return rootTop + root.bounds.height - presented.displayedTranslationHeight
        }
        guard let top = tops.min() else { return super.distanceToHidePresentedView }
        return max(0, container.bounds.height - top)
    }

    /// Keeps the dimming view and the tap catcher filling the container view.
    open func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        if let dimmingView = dimmingView, dimmingView.superview === container { dimmingView.frame = container.bounds }
        if let catcher = tapCatcherView, catcher.superview === container { catcher.frame = container.bounds }
    }

    // MARK: - Translations

    /// Animates the dimming view alongside the translation, then dismisses if the policy says so (and no
    /// dismissal is already under way, so the policy is not asked again while one runs).
    ///
    /// Once a dismissal has begun, translations no longer touch the dimming alpha: the dismissal's fade owns it.
    open override func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        super.overlayContainerViewController(
            containerViewController, willTranslateOverlay: overlayViewController,
            transitionCoordinator: transitionCoordinator)
        // An animated translation animates the alpha with the overlay's spring (the alongside block is one of its
        // animations). An instant one applies in whatever animation it happens in, as a change made inside a UIKit
        // animation block: the move a sheet makes just before it is presented runs in the presentation's layout
        // pass, so the alpha follows the slide. Otherwise (a drag step) it applies at once.
        transitionCoordinator.animate(
            alongsideTransition: { [weak self] context in
                guard let self = self, !self.presentedViewController.isBeingDismissed else { return }
                self.dimmingView?.overlayViewControllerWillTranslate(context: context)
            }, completion: nil)
        let policy =
            sheetDelegate?.overlayContainerSheetDismissalPolicy(for: self)
            ?? ThresholdOverlayContainerSheetDismissalPolicy()
        guard !presentedViewController.isBeingDismissed,
            policy.shouldDismiss(using: transitionCoordinator)
        else { return }
        dismissPresentedViewController()
    }

    // MARK: - Private

    private func dismissingTapGestureRecognizerDidRecognize() {
        let shouldDismiss = sheetDelegate?.overlayContainerSheetPresentationControllerShouldDismissOnTap(self) ?? true
        guard shouldDismiss else { return }
        dismissPresentedViewController()
    }

    /// The reference dismisses from the presenting view controller; through the host that is the same as
    /// dismissing the presented one (and whatever it presents in turn).
    private func dismissPresentedViewController() {
        presentedViewController.presentationHost?.dismiss(presentedViewController, animated: true)
    }

    /// Runs `changes` alongside the running transition, or at once when there is none.
    private func animateAlongsideTransition(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator,
            coordinator.animate(alongsideTransition: { _ in changes() })
        {
            return
        }
        changes()
    }
}
