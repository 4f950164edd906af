/// Where a view controller's view is in its appearance lifecycle (<doc:AppearanceLifecycle>); a transition under way
/// keeps whether it animates, for its `viewDid…` call.
enum AppearancePhase: Equatable {
    case disappeared
    case appeared
    case appearing(animated: Bool)
    case disappearing(animated: Bool)

    /// Between `viewWillAppear` and `viewWillDisappear`.
    var isOnScreen: Bool {
        switch self {
        case .appearing, .appeared: return true
        case .disappearing, .disappeared: return false
        }
    }

    var isTransitioning: Bool {
        switch self {
        case .appearing, .disappearing: return true
        case .appeared, .disappeared: return false
        }
    }
}

extension ViewController {
    /// Tells this view controller, then the children its view shows, that its view is about to appear
    /// (`isAppearing`) or disappear, as UIKit's: calls `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
    /// ``endAppearanceTransition()`` finishes it. A view controller already appearing or appeared ignores another
    /// appearing call (and likewise for disappearing), so that a container may call it freely
    /// (<doc:AppearanceLifecycle>).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != appearance.isOnScreen else { return }
        appearance = isAppearing ? .appearing(animated: animated) : .disappearing(animated: animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in childrenForwardedAppearance(appearing: isAppearing) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes what ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)` of this view controller, then of the children it told. Does nothing when no
    /// transition is under way.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing(let animated):
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing(let animated):
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in children where child.appearance.isTransitioning { child.endAppearanceTransition() }
    }

    /// Whether the view is on screen or on its way there (between `viewWillAppear` and `viewWillDisappear`): a
    /// container tells the children it shows or hides only then (the others hear it when it appears).
    package var isAppearingOrAppeared: Bool { appearance.isOnScreen }

    /// Both halves at once: a change that does not animate.
    func performAppearanceTransition(_ isAppearing: Bool) {
        beginAppearanceTransition(isAppearing, animated: false)
        endAppearanceTransition()
    }
}
