import Foundation
import OverlayUIKit
import OverlayContainer

/// What a simulation advances in its window, in the order it advances them (a class: handed around every step
/// without copying its lists).
final class HostedParts {
    /// The window's `hierarchyVersion` when these were found; -1: never.
    var version = -1
    /// Every scroll view in the window's view tree, back to front.
    var scrollViews: [ScrollView] = []
    /// The inspected container, then every other container among the view controllers.
    var containers: [OverlayContainerViewController] = []
    /// The view controllers that adopt `FrameDriven`, the window's own objects, then its presentation host (while it
    /// presents something).
    var frameDriven: [FrameDriven] = []
}

extension Simulation {
    /// The hosted parts, found again whenever a view or a view controller was added or removed in the window.
    func hostedParts() -> HostedParts {
        if hosted.version == window.hierarchyVersion { return hosted }
        let parts = HostedParts()
        parts.version = window.hierarchyVersion
        func visit(_ view: View) {
            if let scrollView = view as? ScrollView { parts.scrollViews.append(scrollView) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        if let container { parts.containers.append(container) }
        for viewController in viewControllers() {
            if let found = viewController as? OverlayContainerViewController, !parts.containers.contains(where: { $0 === found }) {
                parts.containers.append(found)
            }
            if let driven = viewController as? FrameDriven { parts.frameDriven.append(driven) }
        }
        parts.frameDriven += window.frameDrivenObjects
        // Only while it presents something: a presentation adds views to the window (so the parts are found again
        // then), and its end removes them.
        if !window.presentationHost.presentations.isEmpty { parts.frameDriven.append(window.presentationHost) }
        hosted = parts
        return parts
    }

    /// The root, its children (depth first, in order), then what the window presents and their children.
    func viewControllers() -> [ViewController] {
        var found: [ViewController] = []
        func visit(_ viewController: ViewController) {
            guard !found.contains(where: { $0 === viewController }) else { return }
            found.append(viewController)
            for child in viewController.children { visit(child) }
        }
        visit(root)
        for presentation in window.presentationHost.presentations { visit(presentation.presentedViewController) }
        return found
    }

    /// Every scroll view in the window (what the simulation advances and the drawer watches).
    public var scrollViews: [ScrollView] { hostedParts().scrollViews }

    /// Every table in the window.
    public var tables: [TableView] { hostedParts().scrollViews.compactMap { $0 as? TableView } }

    /// Every overlay container the simulation advances: the inspected one first.
    public var containers: [OverlayContainerViewController] { hostedParts().containers }
}
