import Foundation

/// Which side of a transition a view controller is on, as `UITransitionContextViewControllerKey`.
public struct TransitionContextViewControllerKey: Hashable, Sendable {
    private let name: String

    /// The view controller on screen when the transition starts.
    public static let from = TransitionContextViewControllerKey(name: "from")
    /// The view controller on screen when the transition ends.
    public static let to = TransitionContextViewControllerKey(name: "to")
}

/// What an animation controller is given, as `UIViewControllerContextTransitioning`: the container view the
/// transition happens in, the two view controllers, and the call that ends it.
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the screens are in: add the incoming view to it (a push's `to` view), as UIKit asks.
    var containerView: View { get }
    /// Whether the transition was asked for animated.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (never here: transitions are not interactive).
    var transitionWasCancelled: Bool { get }
    /// The view controller on `key`'s side.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// Where `viewController`'s view is when the transition starts (`.zero` when it is not on screen then).
    func initialFrame(for viewController: ViewController) -> CGRect
    /// Where `viewController`'s view must be when the transition ends (`.zero` when it leaves the screen).
    func finalFrame(for viewController: ViewController) -> CGRect
    /// Ends the transition; call it once, when the animation has finished.
    func completeTransition(_ didComplete: Bool)
}

/// Animates a navigation controller's push or pop, as `UIViewControllerAnimatedTransitioning`. Animate with
/// `View.animate` or a `ViewPropertyAnimator`: the animations run on the navigation view's clock, the same one as
/// the built-in transitions (an overlay container's, when the navigation controller is its overlay).
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts, seconds.
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval
    /// Starts the animations; call `transitionContext.completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)`. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The context of one push or pop run by an animation controller.
final class NavigationTransitionContext: ViewControllerContextTransitioning {
    let containerView: View
    let isAnimated = true
    let transitionWasCancelled = false
    private let from: ViewController
    private let to: ViewController
    private var completion: ((Bool) -> Void)?

    init(containerView: View, from: ViewController, to: ViewController, completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.completion = completion
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func initialFrame(for viewController: ViewController) -> CGRect {
        viewController === from ? containerView.bounds : .zero
    }

    func finalFrame(for viewController: ViewController) -> CGRect {
        viewController === to ? containerView.bounds : .zero
    }

    func completeTransition(_ didComplete: Bool) {
        let ending = completion
        completion = nil
        ending?(didComplete)
    }
}
