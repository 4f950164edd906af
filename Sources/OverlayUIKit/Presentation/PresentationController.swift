import Foundation

/// The stand-in for `UIPresentationController`: manages one modal presentation of `presentedViewController` over
/// `presentingViewController`. Subclasses override the transition hooks; a presentation host calls them.
open class PresentationController {
    /// The view controller being presented.
    public let presentedViewController: ViewController
    /// The view controller it is presented from.
    public private(set) weak var presentingViewController: ViewController?
    /// The full-window view the presentation happens in (set by the host when the presentation begins).
    public internal(set) weak var containerView: View?

    /// Creates a presentation controller for a presentation that has not begun yet.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
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
