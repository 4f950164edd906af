import Foundation

/// Told when a navigation controller shows a view controller, as `UINavigationControllerDelegate`.
public protocol NavigationControllerDelegate: AnyObject {
    /// A push or pop is about to show `viewController`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A push or pop has finished showing `viewController` (after its animation).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animation controller of an animated push or pop, nil for the navigation controller's own `transition`.
    /// Default: nil.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
    }
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        nil
    }
}

/// A stack of view controllers, as `UINavigationController` without a bar: a push slides the new screen in over
/// the top one, a pop slides the top one out, both with `View.animate` (so the frames animate additively on the
/// view's clock, and a drag may take the overlay during them).
///
/// `transition` chooses how: UIKit's default slides from the trailing edge while the covered screen moves a third of
/// the way the other side; `.slideUp` is the overlay examples' (the reference's `OverlayNavigationAnimationController`
/// idea): the new screen comes up from the bottom in 0.3 s ease-out, a pop goes down in 0.3 s ease-in, the screen
/// below stays put. Covered screens stay in the view tree beneath the top one. `viewControllers` changes at once,
/// as in UIKit; pushes and pops asked for while one runs are ignored. A delegate's animation controller
/// (`navigationController(_:animationControllerFor:from:to:)`, ``ViewControllerAnimatedTransitioning``) replaces
/// `transition` for the pushes and pops it is asked for.
open class NavigationController: ViewController {
    /// How pushes and pops move the screens.
    public struct Transition: Hashable, Sendable {
        /// The edge a pushed screen comes from.
        public enum Edge: Hashable, Sendable {
            case trailing, bottom
        }

        public var edge: Edge
        /// Seconds a push or a pop lasts.
        public var duration: TimeInterval
        public var pushCurve: View.AnimationCurve
        public var popCurve: View.AnimationCurve
        /// How far the covered screen moves the other way during a push, as a share of the width (0: it stays).
        public var coveredShift: CGFloat

        /// Creates a transition.
        public init(
            edge: Edge, duration: TimeInterval, pushCurve: View.AnimationCurve, popCurve: View.AnimationCurve,
            coveredShift: CGFloat
        ) {
            self.edge = edge
            self.duration = duration
            self.pushCurve = pushCurve
            self.popCurve = popCurve
            self.coveredShift = coveredShift
        }

        /// UIKit's look: from the trailing edge, 0.35 s ease-out, the covered screen shifted by 30 %.
        public static let `default` = Transition(
            edge: .trailing, duration: 0.35, pushCurve: .easeOut, popCurve: .easeOut,
            coveredShift: 0.3)
        /// The overlay examples': up from the bottom in 0.3 s ease-out, down in 0.3 s ease-in.
        public static let slideUp = Transition(
            edge: .bottom, duration: 0.3, pushCurve: .easeOut, popCurve: .easeIn,
            coveredShift: 0)
    }

    /// The stack, bottom to top.
    public private(set) var viewControllers: [ViewController] = []
    /// The view controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// Told of what it shows.
    public weak var delegate: NavigationControllerDelegate?
    /// How pushes and pops move the screens.
    public var transition: Transition = .default
    /// Kept for source compatibility: there is no navigation bar.
    public private(set) var isNavigationBarHidden = true
    /// Whether a push or a pop is animating.
    public internal(set) var isTransitioning = false
    /// The two screens of a transition run by a delegate's animation controller: their frames are the animation
    /// controller's until it completes (the layout pass leaves them alone).
    var customTransitionScreens: [ViewController] = []

    /// Popped view controllers still sliding out (laid out off screen until they leave).
    private var leaving: [ViewController] = []
    /// The covered screen shifted aside during a push (laid out shifted until it ends).
    @WeakLink private var shifted: View?

    /// A stack with one view controller.
    public init(rootViewController: ViewController) {
        super.init()
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    open override func loadView() {
        let root = View()
        root.identifier = "navigation"
        root.layoutHandler = { [link = WeakLink(self)] _ in link.wrappedValue?.layoutScreens() }
        view = root
        for child in viewControllers {
            root.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    /// Does nothing (there is no bar); kept for source compatibility.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = true
    }

    /// Pushes `viewController` on top.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !isTransitioning, !viewControllers.contains(where: { $0 === viewController }) else { return }
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        let covered = topViewController
        viewControllers.append(viewController)
        addChild(viewController)
        guard isViewLoaded else {
            delegate?.navigationController(self, didShow: viewController, animated: false)
            return
        }
        if animated, let covered,
            let animator = delegate?.navigationController(self, animationControllerFor: .push, from: covered, to: viewController)
        {
            runCustomTransition(.push, from: covered, to: viewController, animator: animator)
            return
        }
        let bounds = view.bounds
        let pushed = viewController.view
        let appearing = isAppearingOrAppeared ? [covered, viewController].compactMap { $0 } : []
        covered.map { appearingTransition($0, appears: false, animated: animated) }
        appearingTransition(viewController, appears: true, animated: animated)
        View.performWithoutAnimation {
            pushed.frame = bounds
            view.addSubview(pushed)
            viewController.layoutIfNeeded()
            if animated { pushed.frame = offscreen(bounds) }
        }
        viewController.didMove(toParent: self)
        guard animated else {
            for shown in appearing { shown.endAppearanceTransition() }
            delegate?.navigationController(self, didShow: viewController, animated: false)
            return
        }
        let coveredView = transition.coveredShift > 0 ? covered?.viewIfLoaded : nil
        shifted = coveredView
        run(
            curve: transition.pushCurve,
            animations: {
                pushed.frame = bounds
                coveredView?.frame = self.shiftedFrame(bounds)
            },
            completion: { [link = WeakLink(self)] in
                guard let self = link.wrappedValue else { return }
                self.shifted = nil
                View.performWithoutAnimation { coveredView?.frame = self.view.bounds }
                for shown in appearing { shown.endAppearanceTransition() }
                self.delegate?.navigationController(self, didShow: viewController, animated: true)
            })
    }

    /// Pops the top view controller (not the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard !isTransitioning, viewControllers.count > 1, let popped = viewControllers.popLast(),
            let revealed = topViewController
        else { return nil }
        delegate?.navigationController(self, willShow: revealed, animated: animated)
        if animated, isViewLoaded, popped.isViewLoaded,
            let animator = delegate?.navigationController(self, animationControllerFor: .pop, from: popped, to: revealed)
        {
            runCustomTransition(.pop, from: popped, to: revealed, animator: animator)
            return popped
        }
        let animates = animated && popped.isViewLoaded && isViewLoaded
        let appearing = isAppearingOrAppeared ? [popped, revealed] : []
        appearingTransition(popped, appears: false, animated: animates)
        appearingTransition(revealed, appears: true, animated: animates)
        guard animates, let poppedView = popped.viewIfLoaded else {
            remove(popped)
            for shown in appearing { shown.endAppearanceTransition() }
            delegate?.navigationController(self, didShow: revealed, animated: false)
            return popped
        }
        let bounds = view.bounds
        let revealedView = transition.coveredShift > 0 ? revealed.viewIfLoaded : nil
        if let revealedView = revealedView { View.performWithoutAnimation { revealedView.frame = shiftedFrame(bounds) } }
        leaving.append(popped)
        run(
            curve: transition.popCurve,
            animations: {
                poppedView.frame = self.offscreen(bounds)
                revealedView?.frame = bounds
            },
            completion: { [link = WeakLink(self)] in
                guard let self = link.wrappedValue else { return }
                self.leaving.removeAll { $0 === popped }
                self.remove(popped)
                for shown in appearing { shown.endAppearanceTransition() }
                self.delegate?.navigationController(self, didShow: revealed, animated: true)
            })
        return popped
    }

    /// Pops every view controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard !isTransitioning, viewControllers.count > 1 else { return nil }
        let above = Array(viewControllers.dropFirst().dropLast())
        for popped in above {
            viewControllers.removeAll { $0 === popped }
            remove(popped)
        }
        return popViewController(animated: animated).map { above + [$0] }
    }

    /// Replaces the stack, without animation.
    open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        guard !isTransitioning, !newControllers.isEmpty else { return }
        let oldTop = topViewController, newTop = newControllers.last
        let appearing = isAppearingOrAppeared && oldTop !== newTop ? [oldTop, newTop].compactMap { $0 } : []
        oldTop.map { appearingTransition($0, appears: false, animated: false) }
        newTop.map { appearingTransition($0, appears: true, animated: false) }
        defer { for shown in appearing { shown.endAppearanceTransition() } }
        for old in viewControllers where !newControllers.contains(where: { $0 === old }) { remove(old) }
        viewControllers = newControllers
        for child in newControllers where child.parent !== self {
            addChild(child)
            if isViewLoaded { view.addSubview(child.view) }
            child.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
        if let top = topViewController { delegate?.navigationController(self, didShow: top, animated: false) }
    }

    /// Only the top screen appears with the navigation controller: the covered ones stay in the tree but are not
    /// on screen (OverlayUIKit's AppearanceLifecycle article).
    override func childrenForwardedAppearance(appearing: Bool) -> [ViewController] {
        guard appearing else { return super.childrenForwardedAppearance(appearing: false) }
        return topViewController.map { [$0] } ?? []
    }

    // MARK: - Private

    /// Begins `child`'s appearance change when the navigation controller is on screen (its top screen then
    /// changes in view); otherwise the top screen hears it when the navigation controller appears.
    func appearingTransition(_ child: ViewController, appears: Bool, animated: Bool) {
        guard isAppearingOrAppeared else { return }
        if appears { _ = child.view }
        child.beginAppearanceTransition(appears, animated: animated)
    }

    private func offscreen(_ bounds: CGRect) -> CGRect {
        switch transition.edge {
        case .trailing: return bounds.offsetBy(dx: bounds.width, dy: 0)
        case .bottom: return bounds.offsetBy(dx: 0, dy: bounds.height)
        }
    }

    private func shiftedFrame(_ bounds: CGRect) -> CGRect {
        bounds.offsetBy(dx: -bounds.width * transition.coveredShift, dy: 0)
    }

    /// Animates with the transition's duration and `curve` (nested in another animation, it keeps its own).
    private func run(curve: View.AnimationCurve, animations: @escaping () -> Void, completion: @escaping () -> Void) {
        isTransitioning = true
        View.animate(
            withDuration: transition.duration, delay: 0, options: [curve.option, .overrideInheritedDuration],
            animations: animations,
            completion: { [link = WeakLink(self)] _ in
                link.wrappedValue?.isTransitioning = false
                completion()
            })
    }

    func remove(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    /// Model frames: the screens fill the view, a popped one sliding out is off screen, a covered one shifted
    /// during a push is aside (the running animations add their offsets on top).
    private func layoutScreens() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        for child in viewControllers + leaving {
            guard let screen = child.viewIfLoaded, !customTransitionScreens.contains(where: { $0 === child }) else { continue }
            if leaving.contains(where: { $0 === child }) {
                screen.frame = offscreen(bounds)
            } else if screen === shifted {
                screen.frame = shiftedFrame(bounds)
            } else {
                screen.frame = bounds
            }
        }
    }
}

extension View.AnimationCurve {
    /// The `View.animate` option for this curve.
    var option: View.AnimationOptions {
        switch self {
        case .easeInOut: return .curveEaseInOut
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .linear: return .curveLinear
        }
    }
}

extension ViewController {
    /// The nearest navigation controller among this view controller and its parents, as UIKit's.
    public var navigationController: NavigationController? {
        var current: ViewController? = parent
        while let viewController = current {
            if let navigation = viewController as? NavigationController { return navigation }
            current = viewController.parent
        }
        return nil
    }
}
