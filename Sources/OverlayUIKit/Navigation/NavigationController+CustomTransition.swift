import Foundation

extension NavigationController {
    /// The kind of transition an animation controller is asked for, as `UINavigationController.Operation`.
    public enum Operation: Int, Hashable, Sendable {
        /// Neither (UIKit's `.none`; never asked for here).
        case none
        /// A view controller is pushed on top.
        case push
        /// The top view controller is popped.
        case pop
    }

    /// A push or pop animated by the delegate's animation controller, as UIKit runs one: the pushed view is loaded
    /// and sized but not added (the animation controller adds it to the container view), both screens hear their
    /// appearance calls, and everything ends at `completeTransition(_:)`: the pushed view joins the stack's view if
    /// the animation controller did not add it, a popped screen leaves, the delegate hears `didShow`.
    /// Transitions are not cancellable here: `completeTransition(false)` ends it as `true` does.
    func runCustomTransition(
        _ operation: Operation, from: ViewController, to: ViewController, animator: ViewControllerAnimatedTransitioning
    ) {
        let appearing = isAppearingOrAppeared ? [from, to] : []
        appearingTransition(from, appears: false, animated: true)
        appearingTransition(to, appears: true, animated: true)
        isTransitioning = true
        customTransitionScreens = [from, to]
        let bounds = view.bounds
        if operation == .push {
            let pushed = to.view
            View.performWithoutAnimation {
                pushed.frame = bounds
                to.layoutIfNeeded()
            }
        }
        let context = NavigationTransitionContext(containerView: view, from: from, to: to) {
            [link = WeakLink(self)] completed in
            guard let self = link.wrappedValue else { return }
            self.isTransitioning = false
            self.customTransitionScreens = []
            if operation == .push {
                if to.view.superview !== self.view { self.view.addSubview(to.view) }
                to.didMove(toParent: self)
            } else {
                self.remove(from)
            }
            self.view.setNeedsLayout()
            for shown in appearing { shown.endAppearanceTransition() }
            animator.animationEnded(completed)
            self.delegate?.navigationController(self, didShow: to, animated: true)
        }
        animator.animateTransition(using: context)
    }
}
