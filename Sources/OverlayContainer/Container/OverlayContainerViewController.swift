import Foundation
import OverlayPhysics
import OverlayUIKit

/// A container that shows its last view controller as a draggable overlay resting on notches, above the other
/// view controllers (the "ground"), with exactly the behaviour of the reference library (<doc:ReferenceQuirks>).
///
/// Nothing moves by itself: a host drives the container with `tick(_:)` at a fixed rate (60 or 120 Hz), which runs
/// the layout phase (deferred moves, notch reloads, resizes) and then the physics (spring animations).
///
/// Defined behaviour for bad delegate answers (no crash, no NaN): a negative notch count means 0 notches; a notch
/// height that is NaN, infinite or negative is replaced by 0; decreasing heights are kept in the order given (the
/// reference does not sort them) and reported in `notchHeightIssues`; `moveOverlay` to an index out of range
/// goes to height 0, like the reference; non-finite drag offsets and velocities are ignored.
open class OverlayContainerViewController: ViewController {
    /// How the overlay's frame follows its translation height.
    public let style: OverlayStyle

    /// The delegate that supplies the notches and hears the callbacks. Setting it reloads the notches at the next
    /// layout pass; it does not load the view or rebuild the drivers.
    public var delegate: OverlayContainerViewControllerDelegate? {
        get { delegateLink.delegate }
        set {
            _ = exchange(&delegateLink, with: ContainerDelegateLink(newValue))
            configuration.invalidateOverlayMetrics()
            setNeedsOverlayContainerHeightUpdate()
        }
    }
    private var delegateLink = ContainerDelegateLink(nil)

    /// The view controllers: the last is the overlay, the others are stacked in the ground view in order.
    /// Setting it keeps the translation state (height, last notch) and rebuilds the drivers (<doc:ContainerStructure>).
    public var viewControllers: [ViewController] {
        get { viewControllerList }
        set {
            let oldValue = exchange(&viewControllerList, with: newValue)
            if isViewLoaded { installViewControllers(oldValue: oldValue) }
        }
    }
    // Private storage behind the public list, replaced rather than overwritten: read at every layout check, so
    // proven exclusive rather than checked (the TreeRuntime article of OverlayUIKit).
    private var viewControllerList: [ViewController] = []

    /// The overlay: the last view controller.
    public var topViewController: ViewController? { viewControllers.last }

    /// The scroll view whose scrolling drives the overlay; nil falls back to the delegate's answer. Weak, as in
    /// the reference: the overlay's view hierarchy owns it.
    @WeakLink public var drivingScrollView: ScrollView? {
        didSet {
            guard drivingScrollView !== oldValue, isViewLoaded else { return }
            rebuildDrivers()
        }
    }

    /// Everyone listening to the delegate callbacks as events (`addObserver(_:)`).
    let observers = ContainerObserverList()

    /// Whether the container keeps the reference's behaviour where OverlaySim departs from it on purpose (the
    /// ReferenceQuirks article): with the content scrolled at the top notch, a finger step that lands the content
    /// exactly on its top is pinned back (so whole-point mouse steps never hand over to the overlay), and a list drag
    /// whose velocity reads 0 (a resume after a rest) or points against the step (after a fast first move) scrolls
    /// the list by that step. False (the default): the overlay takes those steps.
    public var keepsReferenceQuirks = false {
        didSet { scrollViewDriver?.keepsReferenceQuirks = keepsReferenceQuirks }
    }

    // MARK: - Views (see the ContainerStructure article)

    /// Holds every view controller but the last; hidden when there is only one.
    public let groundView = PassThroughView()
    /// Fills the container; holds the translation view.
    public let translationContainerView = PassThroughView()
    /// Pinned to the bottom, `h` tall: its top edge is the overlay's top edge.
    public let translationView = PassThroughView()
    /// Holds the overlay's view; its height depends on the style.
    public let overlayContainerView = PassThroughView()

    // MARK: - State

    // Constants, not lazy: read at every step, and a constant is read without retaining it.
    let configuration: OverlayContainerConfiguration
    let translationController: HeightOverlayTranslationController
    /// The container's pan recognizer, on its root view; it waits for the driving scroll view's recognizers.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// The driver of the container's pan gesture; rebuilt with the drivers.
    public var panDriver: OverlayPanDriver? { panDriverStorage }
    // Read at every pan event: stored privately (a public stored property is checked for exclusive access at run
    // time on every access) and replaced, not written over, so that the old driver goes after the access.
    private var panDriverStorage: OverlayPanDriver?
    /// The scroll-versus-translation coordinator, when there is a driving scroll view.
    private(set) final var scrollViewDriver: OverlayScrollViewDriver?
    /// The scroll view the drivers were last built for.
    public var activeDrivingScrollView: ScrollView? { driversScrollView }
    // Private storage behind the public read (a public stored property is checked at run time on every access; a
    // frame record reads it every step), replaced with `exchange(_:with:)`.
    private var driversScrollView: ScrollView?

    private var needsOverlayContainerHeightUpdate = false
    private var previousSize: CGSize = .zero
    final var hasAppliedStyle = false
    final var styleMaximumHeight: CGFloat = 0
    /// The container's own alongside block of every translation (`overlayWillTranslate(_:)`), made once: a drag
    /// would otherwise make a closure at every step.
    final lazy var applyStyleAlongside: (OverlayContainerTransitionCoordinatorContext) -> Void = {
        [link = containerAnchor] _ in
        guard let self = link.liveTarget else { return }
        self.hasAppliedStyle = true
        self.styleMaximumHeight = self.configuration.maximumNotchHeight
        self.layoutContainerViews()
    }
    /// What the last check that found the views placed saw (`containerViewsArePlaced()`), in the tree it marked.
    final var placement: ContainerPlacement?
    /// The root view's height when `placement` was taken (nil: the view was not loaded).
    final var placedRootHeight: CGFloat?

    /// The anchor the links back to this container hold (its translation controller's, its configuration's, its
    /// blocks'): typed as the container, so that a read needs no cast from the view controller's anchor (a drag
    /// step reads them several times). Weak links like any (the TreeRuntime article's back-link rule).
    final var containerAnchor: TypedLinkAnchor<OverlayContainerViewController> {
        containerAnchorSlot.existingAnchor ?? containerAnchorSlot.keep(TypedLinkAnchor(typed: self))
    }
    private var containerAnchorSlot = TypedLinkAnchorSlot<OverlayContainerViewController>()
    deinit { containerAnchorSlot.ownerIsGoing() }

    /// Creates a container; the default style is `expandableHeight`, as the reference's `init(style:)`.
    public init(style: OverlayStyle = .expandableHeight) {
        self.style = style
        configuration = OverlayContainerConfiguration(style: style)
        translationController = HeightOverlayTranslationController(configuration: configuration)
        super.init()
        configuration.container = self
        translationController.delegate = self
    }

    // MARK: - Public API

    /// Moves the overlay to notch `index` at the next layout pass. Several calls before one pass collapse into the
    /// last one; every completion runs, in order. The index is not checked: a disabled notch is a valid target,
    /// an index out of range goes to height 0.
    open func moveOverlay(toNotchAt index: Int, animated: Bool, completion: (() -> Void)? = nil) {
        _ = view
        translationController.scheduleOverlayTranslation(.toIndex(index), velocity: .zero, animated: animated, completion: completion)
        setNeedsOverlayContainerHeightUpdate()
    }

    /// Asks the delegate for the notches again at the next layout pass, then moves (animated) to the notch the
    /// target policy picks for the current height. A `moveOverlay` before that pass overrides the target.
    /// A no-op before the view has loaded.
    open func invalidateNotchHeights() {
        guard isViewLoaded else { return }
        configuration.invalidateOverlayMetrics()
        translationController.scheduleOverlayTranslation(.basedOnTargetPolicy, velocity: .zero, animated: true)
        setNeedsOverlayContainerHeightUpdate()
    }

    /// The height the notches share: the container view's height (what `heightForNotchAt` receives).
    public var availableSpace: CGFloat { viewIfLoaded?.bounds.height ?? 0 }

    /// The clock of everything that moves inside the container: the overlay's views, the scroll views'
    /// decelerations and bounces, and the view animations started on views under its root (`View.animate`).
    /// `tick(_:)` and `advancePhysics(by:)` advance it.
    public let animationClock = AnimationClock()

    /// Runs one frame: the layout phase, then `time` seconds of physics, then the frames.
    public func tick(_ time: Double) {
        layoutIfNeeded()
        advancePhysics(by: time)
    }

    /// The layout phase on its own: reloads, resizes and deferred translations, then frames
    /// (<doc:DeferredTranslations>). Loads the view if needed.
    open override func layoutIfNeeded() {
        // A host runs this several times a step and after every input; most find nothing to do, which a few
        // reads tell for much less than the pass. First without the root view: while the last check that found
        // the views placed holds (no frame written since, the same displayed height), the root's height is the one
        // that check read.
        if !needsOverlayContainerHeightUpdate, let rootHeight = placedRootHeight, previousSize.height == rootHeight,
            placementIsCurrent()
        {
            return
        }
        let root = view
        guard needsLayoutPass(rootHeight: root.bounds.height) || !containerViewsArePlaced() else { return }
        AnimationThreadState.current.withCurrent(animationClock) {
            performLayoutPass()
            layoutContainerViews()
        }
    }

    /// Advances everything that moves inside the container by `time` seconds: first the scroll views'
    /// decelerations and bounces, then the overlay's animations and the view animations on its clock; runs the
    /// completions of those that end, and lays out.
    ///
    /// Time is split at the instants where animations end, and their completions (and any layout pass they ask
    /// for) run at that exact instant, so the outcome does not depend on the step rate.
    public func advancePhysics(by time: Double) {
        guard time.isFinite, time > 0 else { return }
        // Nothing runs and the views are placed (most steps): the pass below would only find that out, so it is
        // not set up (the check reads state only; any other outcome goes through the pass, which checks again).
        if !translationController.isAnimating, animationClock.isIdle, containerViewsArePlaced() { return }
        AnimationThreadState.current.withCurrent(animationClock) {
            animationClock.advanceScrollViews(by: time)
            // Nothing to split time at and nothing to finish: the loop below would advance nothing.
            guard translationController.isAnimating || !animationClock.isIdle else {
                if !containerViewsArePlaced() { layoutContainerViews() }
                return
            }
            var line = TimeLine(to: time)
            line.run(
                endsNow: { animationClock.timeUntilNextAnimationEnds == 0 },
                nextEnd: {
                    let overlay = translationController.timeUntilNextAnimationEnds
                    let views = animationClock.timeUntilNextAnimationEnds
                    guard let overlay, let views else { return overlay ?? views }
                    return min(overlay, views)
                },
                advance: { step in
                    let finishedOverlay = translationController.advanceAnimations(by: step)
                    let finishedViews = animationClock.advanceAnimations(by: step)
                    if finishedOverlay || finishedViews { performLayoutPass() }
                    return finishedOverlay || finishedViews
                })
            if !containerViewsArePlaced() { layoutContainerViews() }
        }
    }

    /// Adds an observer of every delegate callback as an event (an OverlaySim addition, for frame logs, charts and
    /// tests). Observers hear an event in the order they were added, all before the delegate does; each listens
    /// until its token is cancelled or released.
    public func addObserver(_ observer: @escaping (OverlayContainerEvent) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    // MARK: - Loading

    open override func loadView() {
        let root = PassThroughView()
        root.identifier = "overlayContainer"
        groundView.identifier = "ground"
        translationContainerView.identifier = "translationContainer"
        translationView.identifier = "translation"
        overlayContainerView.identifier = "overlayContainerView"
        root.addSubview(groundView)
        root.addSubview(translationContainerView)
        translationContainerView.addSubview(translationView)
        translationView.addSubview(overlayContainerView)
        setView(root)
        root.ownAnimationClock = animationClock
        root.addGestureRecognizer(panGestureRecognizer)
        // Links, not `[weak self]`: a weakly captured container takes the slow retain path for life (WeakLink); the
        // container's typed anchor, read without a cast.
        panGestureRecognizer.shouldBegin = { [link = containerAnchor] recognizer in
            // gestureRecognizerShouldBegin (see the PanDriver article): never begin where dragging is not allowed.
            guard let self = link.liveTarget else { return false }
            return self.panDriver?.shouldBegin(at: self.view.convertFromWindow(recognizer.startLocation)) ?? false
        }
        panGestureRecognizer.addTarget { [link = containerAnchor] recognizer in
            guard let self = link.liveTarget else { return }
            AnimationThreadState.current.withCurrent(self.animationClock) { self.handlePan(recognizer) }
        }
        // So that the overlay starts at notch 0 (see the DeferredTranslations article).
        translationController.scheduleOverlayTranslation(.toIndex(0), velocity: .zero, animated: false)
        installViewControllers(oldValue: [])
    }

    // MARK: - Internal wiring

    func setNeedsOverlayContainerHeightUpdate() {
        needsOverlayContainerHeightUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether `performLayoutPass()` has something to do: a reload, a deferred move or a new height.
    private func needsLayoutPass(rootHeight: CGFloat) -> Bool {
        needsOverlayContainerHeightUpdate || previousSize.height != rootHeight
    }

    /// The layout pass of <doc:DeferredTranslations>: the container's `viewWillLayoutSubviews`.
    private func performLayoutPass() {
        let height = view.bounds.height
        let hasNewHeight = previousSize.height != height
        let hasPending = translationController.hasPendingTranslation
        guard needsOverlayContainerHeightUpdate || hasNewHeight else { return }
        needsOverlayContainerHeightUpdate = false
        previousSize = view.bounds.size
        if hasNewHeight {
            configuration.invalidateOverlayMetrics()
            if !hasPending {
                translationController.scheduleOverlayTranslation(.toLastReachedNotchIndex, velocity: .zero, animated: false)
            }
        }
        configuration.requestOverlayMetricsIfNeeded(availableSpace: height)
        translationController.performDeferredTranslations()
    }

    /// <doc:ContainerStructure>, changing the view controllers, steps 1–5.
    /// The children that leave disappear and the new ones appear around it, when the container is on screen
    /// (OverlayUIKit's AppearanceLifecycle article); the ones kept stay on screen.
    private func installViewControllers(oldValue: [ViewController]) {
        let leaving = isAppearingOrAppeared ? oldValue.filter { old in !viewControllers.contains { $0 === old } } : []
        let coming = isAppearingOrAppeared ? viewControllers.filter { new in !oldValue.contains { $0 === new } } : []
        for child in leaving { child.beginAppearanceTransition(false, animated: false) }
        for child in coming {
            _ = child.view
            child.beginAppearanceTransition(true, animated: false)
        }
        defer {
            for child in leaving { child.endAppearanceTransition() }
            for child in coming { child.endAppearanceTransition() }
        }
        for child in oldValue {
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        // [quirk] an empty array leaves the old drivers attached.
        guard let overlay = viewControllers.last else { return }
        groundView.isHidden = viewControllers.count == 1
        for ground in viewControllers.dropLast() {
            addChild(ground)
            groundView.addSubview(ground.view)
        }
        addChild(overlay)
        overlayContainerView.addSubview(overlay.view)
        rebuildDrivers()
        layoutContainerViews()
    }

    /// <doc:ContainerStructure>, step 5: clean the old drivers, make new ones for the current driving scroll view.
    private func rebuildDrivers() {
        scrollViewDriver?.clean()
        scrollViewDriver = nil
        let previous = panDriver
        _ = exchange(&panDriverStorage, with: OverlayPanDriver(translationController: translationController, containerView: view))
        // The pan gesture outlives its driver: a rebuild mid-drag (a navigation changing the driving scroll view)
        // hands the drag under way to the new driver, which carries it on and ends it, as the reference's does.
        panDriver?.isActive = previous?.isActive ?? false
        let scrollView = drivingScrollView ?? topViewController.flatMap(configuration.scrollViewDrivingOverlay)
        _ = exchange(&driversScrollView, with: scrollView)
        panGestureRecognizer.removeFailureRequirements()
        if let scrollView = scrollView {
            scrollViewDriver = OverlayScrollViewDriver(translationController: translationController, scrollView: scrollView)
            scrollViewDriver?.keepsReferenceQuirks = keepsReferenceQuirks
            for recognizer in scrollView.gestureRecognizers { panGestureRecognizer.require(toFail: recognizer) }
        }
    }

    private func handlePan(_ recognizer: GestureRecognizer) {
        guard let driver = panDriver, let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            driver.gestureBegan(startingLocation: view.convertFromWindow(pan.startLocation), translation: pan.translation)
        case .changed:
            driver.gestureChanged(translation: pan.translation)
        case .ended, .cancelled:
            driver.gestureEnded(velocity: pan.velocity)
        default:
            break
        }
    }

    /// Set by an `OverlayContainerPresentationController` while it presents this container (<doc:SheetPresentation>).
    public internal(set) var isPresentedInsideAnOverlayContainerPresentationController: Bool {
        get { presentedByOverlayPresentation }
        set { presentedByOverlayPresentation = newValue }
    }
    // Read at every callback (`forwardingPresentationController`): internal storage behind the public flag, proven
    // exclusive where a public stored property is checked at run time on every access.
    final var presentedByOverlayPresentation = false

    /// The presentation controller that hears this container's callbacks: only while flagged, the first
    /// `OverlayContainerPresentationController` found walking up `self → parent → …`.
    final var forwardingPresentationController: OverlayContainerPresentationController? {
        guard isPresentedInsideAnOverlayContainerPresentationController else { return nil }
        var current: ViewController? = self
        while let viewController = current {
            if let controller = viewController.presentationController as? OverlayContainerPresentationController {
                return controller
            }
            current = viewController.parent
        }
        return nil
    }
}
