import Foundation

/// UIKit's modal conveniences on view controllers, backed by the window's `PresentationHost`.
extension ViewController {
    /// The host of the window this view controller is in, found through the view tree the way UIKit finds a view's
    /// window: from the top of the parent chain, the container view of its presentation if it is presented, else
    /// its view's superviews up to the root, then the host layer among the root's subviews. Nil when its view is
    /// not in a window that has a host.
    public var presentationHost: PresentationHost? {
        var top: ViewController = self
        while let parent = top.parent { top = parent }
        if let container = top.presentationRecord.presentationController?.containerView,
            let host = PresentationHost.host(reachableFrom: container)
        {
            return host
        }
        return top.viewIfLoaded.flatMap(PresentationHost.host(reachableFrom:))
    }

    /// The view controller this one presents, while it does.
    public var presentedViewController: ViewController? {
        presentationRecord.presentedViewController
    }

    /// Whether this view controller is sliding in.
    public var isBeingPresented: Bool {
        presentationHost?.presentation(of: self)?.isBeingPresented ?? false
    }

    /// Whether this view controller's dismissal has been asked for and has not ended (see
    /// `ModalPresentation.isBeingDismissed`).
    public var isBeingDismissed: Bool {
        presentationHost?.presentation(of: self)?.isBeingDismissed ?? false
    }

    /// The coordinator of the presentation or dismissal running for this view controller (as the presented one,
    /// else as the presenting one), or nil when none runs.
    public var transitionCoordinator: PresentationTransitionCoordinator? {
        guard let host = presentationHost else { return nil }
        if let transition = host.presentation(of: self)?.transition { return transition }
        return host.presentations.first { $0.presentingViewController === self }?.transition
    }

    /// Presents `viewController` from this one through the window's host (a no-op when there is none). Without a
    /// presentation controller, a `.custom` presentation asks the presented view controller's
    /// `transitioningDelegate` for one, as UIKit does.
    public func present(
        _ viewController: ViewController, presentationController: PresentationController? = nil,
        animated: Bool, completion: (() -> Void)? = nil
    ) {
        var controller = presentationController
        if controller == nil, viewController.modalPresentationStyle == .custom {
            controller = viewController.transitioningDelegate?.presentationController(
                forPresented: viewController, presenting: self, source: self)
        }
        presentationHost?.present(
            viewController, from: self, presentationController: controller,
            animated: animated, completion: completion)
    }

    /// UIKit's rule: dismisses the view controller this one presents; if it presents none, dismisses the presented
    /// view controller this one is (or is inside of). A no-op when neither applies.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let host = presentationHost else { return }
        if let presented = presentedViewController {
            host.dismiss(presented, animated: animated, completion: completion)
            return
        }
        var current: ViewController? = self
        while let viewController = current {
            if host.presentation(of: viewController) != nil {
                host.dismiss(viewController, animated: animated, completion: completion)
                return
            }
            current = viewController.parent
        }
    }
}

extension PresentationHost {
    /// The host whose layer is `view` or one of its ancestors, or lies among the subviews of its root.
    static func host(reachableFrom view: View) -> PresentationHost? {
        var root = view
        var current: View? = view
        while let candidate = current {
            if let layer = candidate as? PresentationLayerView, let host = layer.host { return host }
            root = candidate
            current = candidate.superview
        }
        for subview in root.subviews.reversed() {
            if let layer = subview as? PresentationLayerView, let host = layer.host { return host }
        }
        return nil
    }
}
