import Foundation
import OverlayContainer
import OverlayUIKit

/// A root view controller and how to make it afresh: what a window hosts (every take that `R` records starts
/// from a new one, so that it replays exactly) and what replays the take, headless.
///
/// ```swift
/// let places = HostedRoot(title: "Places", size: CGSize(width: 390, height: 844)) { PlacesViewController() }
/// let simulation = places.simulation(stepsPerSecond: 60)   // the same root, the same container, the same log
/// let records = simulation.run(trace: try Trace.load(path: "take.json"))
/// ```
public struct HostedRoot {
    /// The name the window's title and HUD show.
    public var title: String
    /// The window's size in points.
    public var size: CGSize
    /// Makes the root view controller and picks the container to inspect.
    public var make: () -> (root: ViewController, container: OverlayContainerViewController?)

    /// A root made by `root`, inspecting the container `inspecting` picks from it; without `inspecting`, the
    /// first overlay container among the root and its children, depth first (nil when there is none).
    public init<Root: ViewController>(
        title: String, size: CGSize, root: @escaping () -> Root,
        inspecting: ((Root) -> OverlayContainerViewController?)? = nil
    ) {
        self.title = title
        self.size = size
        make = {
            let made = root()
            return (made, inspecting.map { $0(made) } ?? HostedRoot.firstContainer(in: made))
        }
    }

    /// A new simulation of a new root.
    public func simulation(stepsPerSecond: Int) -> Simulation {
        let (root, container) = make()
        return Simulation(root: root, container: container, size: size, stepsPerSecond: stepsPerSecond)
    }

    /// The first overlay container among `root` and its children, depth first (the root's view is loaded first,
    /// as a view controller usually adds its children there).
    public static func firstContainer(in root: ViewController) -> OverlayContainerViewController? {
        _ = root.view
        if let container = root as? OverlayContainerViewController { return container }
        for child in root.children {
            if let found = firstContainer(in: child) { return found }
        }
        return nil
    }
}
