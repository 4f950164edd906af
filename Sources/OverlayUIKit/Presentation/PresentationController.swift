import Foundation

/// The stand-in for `UIPresentationController`: manages one modal presentation of `presentedViewController` over
/// `presentingViewController`. Subclasses override the transition hooks; a presentation host calls them.
open class PresentationController {
    /// The view controller being presented.
    public let presentedViewController: ViewController
    /// The view controller it is presented from.
    @WeakLink public private(set) var presentingViewController: ViewController?
    /// The full-window view the presentation happens in (set by the host when the presentation begins).
    @WeakLink public internal(set) var containerView: View?

    /// Creates a presentation controller for a presentation that has not begun yet.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// How far below its resting frame the presented view must be to be out of sight, in points: an animated
    /// presentation slides it up from there, a dismissal slides it down to there (UIKit's
    /// `frameOfPresentedViewInContainerView` idea, for the ends of the slide). The host asks at every layout of a
    /// slide, so the answer may follow what the presented view shows. Default: the container view's height, the
    /// whole presented view (UIKit's cover-vertical slide). Override it when only part of the presented view
    /// draws anything, so that the visible part moves from the first frame of the slide.
    open var distanceToHidePresentedView: CGFloat {
        containerView?.bounds.height ?? 0
    }

    /// The presentation is about to animate in.
    open func presentationTransitionWillBegin() {}
    /// The presentation finished animating in (`completed` is false if it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to animate out.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal finished (`completed` is false if it was cancelled).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

extension ViewController {
    /// The presentation controller of the presentation that shows this view controller, while it is presented.
    public var presentationController: PresentationController? {
        presentationRecord.presentationController
    }

    /// The view controller this one is presented from, while it is presented.
    public var presentingViewController: ViewController? {
        presentationRecord.presentationController?.presentingViewController
    }
}
