import Foundation
import OverlayCore
import OverlayPhysics

/// A scenario made real: a window-sized root view holding an overlay container with its content (a header and,
/// optionally, a table that drives the overlay), configured by the scenario's delegate.
public final class Scene {
    /// The scenario the scene was built from.
    public let scenario: Scenario
    /// The window's root view, device-sized, in points.
    public let window: View
    /// The overlay container.
    public let container: OverlayContainerViewController
    /// The overlay's content.
    public let content: SearchViewController
    let overlayDelegate: SceneOverlayDelegate

    /// Builds the scene and runs its first layout pass (the overlay starts at the scenario's initial notch).
    public init(scenario: Scenario) {
        self.scenario = scenario
        window = View(frame: CGRect(x: 0, y: 0, width: scenario.device.width, height: scenario.device.height))
        window.identifier = "window"
        let style = OverlayContainerViewController.OverlayStyle(rawValue: scenario.style.rawValue) ?? .expandableHeight
        container = OverlayContainerViewController(style: style)
        let table = scenario.scrollView
        content = SearchViewController(
            headerHeight: CGFloat(table?.headerHeight ?? 0),
            rows: table?.rows,
            rowHeight: CGFloat(table?.rowHeight ?? 44)
        )
        if let spec = table, let tableView = content.table {
            tableView.bounces = spec.bounces
            tableView.alwaysBounceVertical = spec.alwaysBounceVertical
            tableView.decelerationRate = DecelerationRate(rawValue: spec.decelerationRate)
        }
        overlayDelegate = SceneOverlayDelegate(scenario: scenario)
        overlayDelegate.content = content
        overlayDelegate.configureAnimation(style: style)
        container.delegate = overlayDelegate
        container.viewControllers = [content]
        container.view.frame = window.bounds
        window.addSubview(container.view)
        if scenario.initialNotch != 0 {
            container.moveOverlay(toNotchAt: scenario.initialNotch, animated: false)
        }
    }

    /// The table that drives the overlay, if any.
    public var drivingScrollView: ScrollView? { container.activeDrivingScrollView }

    /// Every scroll view whose motion the simulation must advance.
    public var scrollViews: [ScrollView] { content.table.map { [$0] } ?? [] }

    /// Resizes the window (a rotation or a window resize); the container keeps its notch index at the next layout.
    public func resize(to size: CGSize) {
        window.frame = CGRect(origin: .zero, size: size)
        container.view.frame = window.bounds
    }

    /// Enables exactly these notches (nil: all), as a delegate whose `canReachNotchAt` answer changed.
    public func setReachable(_ indexes: [Int]?) {
        overlayDelegate.reachable = indexes.map(Set.init)
    }

    /// Notch heights for the current size, as the container cached them.
    public var notchHeights: [CGFloat] {
        (0..<container.numberOfNotches).map(container.heightForNotch(at:))
    }
}
