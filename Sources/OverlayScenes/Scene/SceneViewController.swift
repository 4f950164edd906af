import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayPresets
import OverlaySimulation
import OverlayUIKit

/// A built-in scene as a root view controller: its view (named "window", 390×844 pt unless the scenario says
/// otherwise) holds the example's view tree, its child is the overlay container (except the sheet's, which it
/// presents), and it takes part in the simulation only through the public hosting hooks: `FrameDriven` (its
/// navigation slides, its named containers' timers), `SimulationContent` (its keys, trace commands, events, HUD
/// lines and tuning) and `viewWillTransition(to:)` (its layout for a new window size).
final class SceneViewController: ViewController {
    let scenario: Scenario
    let container: OverlayContainerViewController
    let overlayDelegate: SceneOverlayDelegate
    let behavior: SceneBehavior
    /// Everyone listening to the scene's own events.
    private let observers = ObserverList<SceneEvent>()

    init(scenario: Scenario) {
        self.scenario = scenario
        container = OverlayContainerViewController(style: scenario.style.overlayStyle)
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
        super.init()
        title = scenario.name
        overlayDelegate.behavior = behavior
        container.delegate = overlayDelegate
        // The sheet's container is presented, not contained (UIKit presents no child).
        if scenario.scene != .sheet { addChild(container) }
        behavior.build(self)
        overlayDelegate.configureAnimation(style: scenario.style.overlayStyle)
        behavior.layout(self)
        if scenario.initialNotch != 0 {
            container.moveOverlay(toNotchAt: scenario.initialNotch, animated: false)
        }
    }

    override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: scenario.device.width, height: scenario.device.height))
        root.identifier = "window"
        // The device's notch and home indicator: the scene's root fills the screen.
        let insets = scenario.device.safeArea
        root.screenSafeAreaInsets = EdgeInsets(
            top: CGFloat(insets.top), left: CGFloat(insets.left),
            bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
        root.backgroundColor = RGBAColor(hex: 0xF2EFE9)
        setView(root)
    }

    /// The scene's root view (the view of this view controller), where the behaviours build.
    var window: View { view }

    /// The gesture layer of the window this scene is in (for time-based gestures of named containers).
    var touchRouter: TouchRouter? { view.window?.touchRouter }

    override func viewWillTransition(to size: CGSize) {
        behavior.layout(self)
    }

    func emit(_ event: SceneEvent) {
        observers.notify(event)
    }

    func addObserver(_ observer: @escaping (SceneEvent) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// The container's view, made to fill `frame` in `host`.
    func place(_ containerView: View, in host: View, frame: CGRect) {
        if containerView.superview !== host { host.addSubview(containerView) }
        containerView.frame = frame
    }

    /// The behaviour preset in use.
    var preset: OverlayBehaviorPreset { overlayDelegate.preset }

    /// Notch heights for the current size, as the container cached them.
    var notchHeights: [CGFloat] {
        (0..<container.numberOfNotches).map(container.heightForNotch(at:))
    }

    var containersBehavior: ContainersSceneBehavior? { behavior as? ContainersSceneBehavior }
}

extension SceneViewController: FrameDriven {
    /// Seconds until a navigation slide ends (presentations are the window's host's).
    var timeUntilNextTransitionEnds: Double? { behavior.timeUntilNextTransitionEnds }

    /// Advances the scene's own transitions and timers.
    func advance(by time: Double) {
        behavior.advance(by: time)
    }
}

extension SceneViewController: SimulationContent {
    func handleKey(_ command: KeyCommand) -> Bool {
        behavior.handleKey(command)
    }

    func handles(_ command: KeyCommand) -> Bool {
        switch command {
        case .pressButton: return [.showHide, .sheet].contains(scenario.scene)
        case .push, .pop: return scenario.scene == .navigation
        case .showToast, .showBanner, .showMenu: return scenario.scene == .containers
        default: return false
        }
    }

    func setReachable(_ indexes: [Int]?) -> Bool {
        overlayDelegate.reachable = indexes.map(Set.init)
        return true
    }

    func showView(kind: String, text: String?, in container: String?, animated: Bool) -> Bool {
        guard let containers = containersBehavior else { return false }
        _ = containers.show(kind: kind, text: text, in: container, animated: animated)
        return true
    }

    var containerManager: ContainerManager? { containersBehavior?.manager }

    var statusLines: [String] { containersBehavior?.statusLines ?? [] }

    var overlayTuning: OverlayTuning? { self }

    func addSceneObserver(_ observer: @escaping (SceneEvent) -> Void) -> ObservationToken? {
        addObserver(observer)
    }
}
