import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayPresets
import OverlaySimulation
import OverlayUIKit

/// A scenario made real: a root view controller (`viewController`) with the example's view tree (map, overlay
/// container, content, buttons), configured by the scenario's delegate and driven by the example's behaviour.
///
/// A scene is an adapter from a `Scenario` to what any content gives a simulation: `Simulation/init(scene:stepsPerSecond:)`
/// hosts `viewController` and inspects `container` through `Simulation/init(root:container:size:stepsPerSecond:)`,
/// and the scene's keys, trace commands, events and tuning reach the simulation through the public
/// `SimulationContent`, `FrameDriven` and `OverlayTuning` hooks its view controller adopts, as a user's root
/// view controller would.
public final class BuiltInScene {
    let controller: SceneViewController

    /// Builds the scene. Its first layout pass runs when a `Simulation` (or a window) hosts it.
    public init(scenario: Scenario) {
        controller = SceneViewController(scenario: scenario)
    }

    /// The scene whose root view controller is `controller`.
    init(controller: SceneViewController) {
        self.controller = controller
    }

    /// The scenario the scene was built from.
    public var scenario: Scenario { controller.scenario }
    /// The root view controller to host.
    public var viewController: ViewController { controller }
    /// The root view controller's view (the scene's window-sized root view), in points.
    public var window: View { controller.view }
    /// The overlay container whose state the frame log records.
    public var container: OverlayContainerViewController { controller.container }
    var overlayDelegate: SceneOverlayDelegate { controller.overlayDelegate }
    var behavior: SceneBehavior { controller.behavior }

    /// The gesture layer of the window hosting this scene (for time-based gestures), nil before it is hosted.
    public var touchRouter: TouchRouter? { controller.touchRouter }

    /// The container manager of a scene with named containers (the containers example), nil otherwise.
    public var manager: ContainerManager? { controller.containerManager }

    /// Lines the HUD adds for this scene (each named container's shown and waiting views).
    public var statusLines: [String] { controller.statusLines }

    /// Shows a view of `kind` (toast, banner, menu, card) in a named container; nil (with an event in the log)
    /// when the scene has no such container or kind.
    @discardableResult
    public func showView(kind: String, text: String?, in container: String?, animated: Bool) -> Int? {
        guard let containers = controller.containersBehavior else {
            emit(.unknownContainer(container ?? kind))
            return nil
        }
        return containers.show(kind: kind, text: text, in: container, animated: animated)?.rawValue
    }

    /// The scroll view that drives the overlay, if any.
    public var drivingScrollView: ScrollView? { container.activeDrivingScrollView }

    /// Every table on screen.
    public var tables: [TableView] { behavior.tables }

    /// Every scroll view of the scene's own (their motion runs on their clocks: the container's, or the window's).
    public var scrollViews: [ScrollView] { behavior.tables }

    /// Resizes the scene (a rotation or a window resize): its window when it is hosted, else its root view; the
    /// container keeps its notch index at the next layout.
    public func resize(to size: CGSize) {
        if let window = controller.view.window {
            window.resize(to: size)
        } else {
            controller.view.frame = CGRect(origin: .zero, size: size)
            controller.viewWillTransition(to: size)
        }
    }

    /// Enables exactly these notches (nil: all), as a delegate whose `canReachNotchAt` answer changed.
    public func setReachable(_ indexes: [Int]?) {
        _ = controller.setReachable(indexes)
    }

    /// The behaviour preset in use.
    public var preset: OverlayBehaviorPreset { controller.preset }

    /// Switches the behaviour preset live: the next gesture uses it. The frame log gets `preset:NAME`.
    public func apply(preset: OverlayBehaviorPreset) {
        controller.applyPreset(preset)
        emit(.preset(preset.name))
    }

    /// Lets the scene act on a key's command (its button, a push, a toast, …); returns whether it did.
    public func handleKey(_ command: KeyCommand) -> Bool {
        controller.handleKey(command)
    }

    /// Notch heights for the current size, as the container cached them.
    public var notchHeights: [CGFloat] { controller.notchHeights }

    /// The layout phase: the container's (deferred moves, reloads, resizes), then the root view's.
    public func layoutIfNeeded() {
        container.layoutIfNeeded()
        window.layoutIfNeeded()
    }

    /// Adds an observer of the scene's own events (`SceneEvent`), told as they happen; observers hear an event in
    /// the order they were added, each until its token is cancelled or released. The container's callbacks and
    /// the named containers' events have their own observers (`container`, `manager`).
    public func addObserver(_ observer: @escaping (SceneEvent) -> Void) -> ObservationToken {
        controller.addObserver(observer)
    }

    func emit(_ event: SceneEvent) {
        controller.emit(event)
    }
}

extension BuiltInScene {
    /// The on-screen frames (window points) of the visible buttons under `root`, outermost first: what a HUD keeps
    /// clear of. A hidden or transparent view hides its buttons.
    public static func buttonFrames(in root: View) -> [CGRect] {
        var found: [CGRect] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if view is ButtonView {
                found.append(view.frameInWindow)
                return
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
