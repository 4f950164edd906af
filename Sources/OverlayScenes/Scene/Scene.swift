import Foundation
import OverlayUIKit
import OverlayContainer
import OverlayPresets
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles

/// A scenario made real: a window-sized root view with the example's view tree (map, overlay container, content,
/// buttons), configured by the scenario's delegate and driven by the example's behaviour.
public final class Scene {
    /// The scenario the scene was built from.
    public let scenario: Scenario
    /// The window's root view, in points.
    public let window: View
    /// The overlay container whose state the frame log records.
    public let container: OverlayContainerViewController
    let overlayDelegate: SceneOverlayDelegate
    let behavior: SceneBehavior
    /// Everyone listening to the scene's own events (`addObserver(_:)`).
    private let observers = ObserverList<SceneEvent>()
    /// The gesture layer delivering input to this scene (set by the simulation), for time-based gestures.
    public internal(set) weak var touchRouter: TouchRouter?

    /// The container manager of a scene with named containers (the containers example), nil otherwise.
    public var manager: OverlayContainerManager? { (behavior as? ContainersSceneBehavior)?.manager }

    /// Lines the HUD adds for this scene (each named container's shown and waiting views).
    public var statusLines: [String] { (behavior as? ContainersSceneBehavior)?.statusLines ?? [] }

    /// Shows a view of `kind` (toast, banner, menu, card) in a named container; nil (with an event in the log)
    /// when the scene has no such container or kind.
    @discardableResult
    public func showView(kind: String, text: String?, in container: String?, animated: Bool) -> Int? {
        guard let containers = behavior as? ContainersSceneBehavior else {
            emit(.unknownContainer(container ?? kind))
            return nil
        }
        return containers.show(kind: kind, text: text, in: container, animated: animated)?.rawValue
    }

    /// Builds the scene. Its first layout pass runs when a `Simulation` (or a window) starts it.
    public init(scenario: Scenario) {
        self.scenario = scenario
        window = View(frame: CGRect(x: 0, y: 0, width: scenario.device.width, height: scenario.device.height))
        window.identifier = "window"
        let insets = scenario.device.safeArea
        window.screenSafeAreaInsets = EdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left),
                                                 bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
        window.backgroundColor = RGBAColor(hex: 0xF2EFE9)
        let style = scenario.style
        container = OverlayContainerViewController(style: style)
        container.keepsReferenceQuirks = scenario.referenceQuirks
        switch scenario.scene {
        case .maps: behavior = MapsSceneBehavior(scenario: scenario)
        case .shortcuts: behavior = ShortcutsSceneBehavior(scenario: scenario)
        case .backdrop: behavior = BackdropSceneBehavior(scenario: scenario)
        case .showHide: behavior = ShowHideSceneBehavior(scenario: scenario)
        case .navigation: behavior = NavigationSceneBehavior(scenario: scenario)
        case .sheet: behavior = SheetSceneBehavior(scenario: scenario)
        case .containers: behavior = ContainersSceneBehavior(scenario: scenario)
        }
        overlayDelegate = SceneOverlayDelegate(scenario: scenario)
        overlayDelegate.behavior = behavior
        container.delegate = overlayDelegate
        behavior.build(self)
        overlayDelegate.configureAnimation(style: style)
        behavior.layout(self)
        if scenario.initialNotch != 0 {
            container.moveOverlay(toNotchAt: scenario.initialNotch, animated: false)
        }
    }

    /// The scroll view that drives the overlay, if any.
    public var drivingScrollView: ScrollView? { container.activeDrivingScrollView }

    /// Every table on screen.
    public var tables: [TableView] { behavior.tables }

    /// Every scroll view of the scene (their decelerations run on their clocks: the container's, or the window's).
    public var scrollViews: [ScrollView] { behavior.tables }

    /// Resizes the window (a rotation or a window resize); the container keeps its notch index at the next layout.
    public func resize(to size: CGSize) {
        window.frame = CGRect(origin: .zero, size: size)
        behavior.layout(self)
    }

    /// Enables exactly these notches (nil: all), as a delegate whose `canReachNotchAt` answer changed.
    public func setReachable(_ indexes: [Int]?) {
        overlayDelegate.reachable = indexes.map(Set.init)
    }

    /// The behaviour preset in use.
    public var preset: OverlayBehaviorPreset { overlayDelegate.preset }

    /// Switches the behaviour preset live: the next gesture uses it.
    public func apply(preset: OverlayBehaviorPreset) {
        overlayDelegate.apply(preset)
        emit(.preset(preset.name))
    }

    /// Lets the scene act on a key's command (its button, a push, a toast, …); returns whether it did.
    public func handleKey(_ command: KeyCommand) -> Bool {
        behavior.handleKey(command)
    }

    /// Notch heights for the current size, as the container cached them.
    public var notchHeights: [CGFloat] {
        (0..<container.numberOfNotches).map(container.heightForNotch(at:))
    }

    /// The layout phase: the container's (deferred moves, reloads, resizes), then the window's own views.
    public func layoutIfNeeded() {
        container.layoutIfNeeded()
        window.layoutIfNeeded()
    }

    /// Seconds until a scene transition (a push, a presentation) ends, nil when none runs.
    var timeUntilNextTransitionEnds: Double? { behavior.timeUntilNextTransitionEnds }

    /// Advances the scene's own transitions.
    func advanceTransitions(by time: Double) {
        behavior.advance(by: time)
    }

    /// Adds an observer of the scene's own events (`SceneEvent`), told as they happen; observers hear an event in
    /// the order they were added, each until its token is cancelled or released. The container's callbacks and
    /// the named containers' events have their own observers (`container`, `manager`).
    public func addObserver(_ observer: @escaping (SceneEvent) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    func emit(_ event: SceneEvent) {
        observers.notify(event)
    }

    /// The container's view, made to fill `frame` in `host`.
    func place(_ containerView: View, in host: View, frame: CGRect) {
        if containerView.superview !== host { host.addSubview(containerView) }
        containerView.frame = frame
    }
}
