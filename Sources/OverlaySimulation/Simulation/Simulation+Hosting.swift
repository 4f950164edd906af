import Foundation
import OverlayContainer
import OverlayUIKit

/// What a simulation advances in its window, in the order it advances them (a class: handed around every step
/// without copying its lists; constants, so that reading them retains nothing).
final class HostedParts {
    /// The window they were found in, and its `hierarchyVersion` then.
    let window: Window
    let version: Int
    /// The window's tree runtime (a window keeps the one it made), held here so that reading its layout stamp
    /// every step retains nothing: a constant of a class the caller holds is read in place.
    let runtime: ViewTreeRuntime
    /// The clock of the window's views outside every container (the window is a root: it keeps that clock).
    let windowClock: AnimationClock
    /// Every scroll view in the window's view tree, back to front.
    let scrollViews: [ScrollView]
    /// The inspected container, then every other container among the view controllers.
    let containers: [OverlayContainerViewController]
    /// The view controllers that adopt `FrameDriven`, the window's own objects, then its presentation host (while it
    /// presents something).
    let frameDriven: [FrameDriven]
    /// The same two lists as a first element and the rest, which the step visits: nearly every scene has one
    /// container and at most one frame-driven object, and calling a constant of the parts retains nothing, where a
    /// loop over a list retains each element it calls.
    let firstContainer: OverlayContainerViewController?
    let otherContainers: [OverlayContainerViewController]
    let firstFrameDriven: FrameDriven?
    let otherFrameDriven: [FrameDriven]
    /// The window's layout stamp when they were last known current: unchanged, no view of it changed since.
    final var generation: Int
    /// Their number among the parts a simulation found (``Simulation/hostedSerial``).
    let serial: Int

    init(
        serial: Int, window: Window, scrollViews: [ScrollView], containers: [OverlayContainerViewController],
        frameDriven: [FrameDriven]
    ) {
        self.serial = serial
        self.window = window
        version = window.hierarchyVersion
        runtime = window.treeRuntime
        windowClock = window.animationClock
        self.scrollViews = scrollViews
        self.containers = containers
        self.frameDriven = frameDriven
        firstContainer = containers.first
        otherContainers = Array(containers.dropFirst())
        firstFrameDriven = frameDriven.first
        otherFrameDriven = Array(frameDriven.dropFirst())
        generation = runtime.layoutStamp
    }
}

extension Simulation {
    /// The hosted parts, found again whenever a view or a view controller was added or removed in the window.
    func hostedParts() -> HostedParts {
        // `host` forgets them with the window they were found in.
        if let parts = hosted {
            let stamp = parts.runtime.layoutStamp
            if parts.generation == stamp { return parts }
            if parts.version == parts.window.hierarchyVersion {
                parts.generation = stamp
                return parts
            }
        }
        var scrollViews: [ScrollView] = [], containers: [OverlayContainerViewController] = [], frameDriven: [FrameDriven] = []
        func visit(_ view: View) {
            if let scrollView = view as? ScrollView { scrollViews.append(scrollView) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        if let container { containers.append(container) }
        for viewController in viewControllers() {
            if let found = viewController as? OverlayContainerViewController, !containers.contains(where: { $0 === found }) {
                containers.append(found)
            }
            if let driven = viewController as? FrameDriven { frameDriven.append(driven) }
        }
        frameDriven += window.frameDrivenObjects
        // Only while it presents something: a presentation adds views to the window (so the parts are found again
        // then), and its end removes them.
        if !window.presentationHost.presentations.isEmpty { frameDriven.append(window.presentationHost) }
        hostedSerial &+= 1
        let parts = HostedParts(
            serial: hostedSerial, window: window, scrollViews: scrollViews, containers: containers, frameDriven: frameDriven)
        _ = exchange(&hosted, with: parts)
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

// What a step does with the parts, as methods of the parts: `self` and its constant lists stay alive for the whole
// call, so the loops need not retain each object they visit.
extension HostedParts {
    /// Seconds until the first transition of a frame-driven object ends (a push, a presentation; never negative),
    /// nil when none runs.
    var timeUntilNextTransitionEnds: Double? {
        var next: Double?
        func note(_ ends: Double?) {
            if let ends { next = min(next ?? .infinity, max(0, ends)) }
        }
        note(firstFrameDriven?.timeUntilNextTransitionEnds)
        for driven in otherFrameDriven { note(driven.timeUntilNextTransitionEnds) }
        return next
    }

    /// Moves everything by `step`: the window's clock (scroll views and view animations outside every container),
    /// then each container's own (its scroll views, the overlay, the view animations under it), then the
    /// frame-driven objects. Each moves once.
    func advance(by step: Double) {
        windowClock.advance(by: step)
        firstContainer?.advancePhysics(by: step)
        for container in otherContainers { container.advancePhysics(by: step) }
        firstFrameDriven?.advance(by: step)
        for driven in otherFrameDriven { driven.advance(by: step) }
    }

    /// The layout phase: every overlay container's (deferred moves, reloads, resizes), then the window's views.
    func layout() {
        firstContainer?.layoutIfNeeded()
        for container in otherContainers { container.layoutIfNeeded() }
        window.layoutIfNeeded()
    }
}
