import Foundation
import OverlayUIKit

/// The manager of a scene's named overlay containers (SwiftUIOverlayContainer's `ContainerManager`): shows
/// views in containers by name, dismisses them, and owns the simulation clock that drives auto-dismissal,
/// `delayForShowingNext`, debounce intervals and transitions.
///
/// Time only moves through `advance(by:)`. Calls naming an unregistered container do nothing but report
/// `ContainerEvent.unknownContainer`.
///
/// The one intended difference from SwiftUIOverlayContainer: there is no `ContainerManager.share`, no manager for
/// the whole process. A manager belongs to the tree its containers are attached to, and any view of that tree
/// reaches it through `View.containerManager` (where a SwiftUI view reads its environment), so two windows, two
/// simulations or two tests never share one.
public final class ContainerManager {
    /// The simulation time, seconds.
    public private(set) var time: Double = 0
    /// Everyone told about the `ContainerEvent`s (`addObserver(_:)`).
    private let observers = ObserverList<ContainerEvent>()
    /// When set, `advance(by:)` also advances this router's time, so held long presses can fire.
    @WeakLink public var touchRouter: TouchRouter?

    private var containers: [String: ManagedOverlayContainer] = [:]
    /// Registration order, so updates run in a fixed order.
    private var containerNames: [String] = []
    private var lastID = 0
    /// The `isPresented` links, read at the start of every step.
    var presentationLinks: [ContainerPresentationLink] = []

    /// Creates a manager at time `time` (seconds).
    public init(time: Double = 0) {
        self.time = time
    }

    /// Adds an observer of every `ContainerEvent`, told in the order they happen; observers hear an event in the
    /// order they were added, each until its token is cancelled or released.
    public func addObserver(_ observer: @escaping (ContainerEvent) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    // MARK: - Containers

    /// Registers a container; its host view goes on top of what it is attached to. A container already
    /// registered under `name` is torn down first (its views removed at once, waiting ones discarded).
    @discardableResult
    public func registerContainer(
        named name: String, configuration: ContainerConfiguration = ContainerConfiguration(),
        attachedTo attachment: ContainerAttachment
    ) -> ManagedOverlayContainer {
        unregisterContainer(named: name)
        let container = ManagedOverlayContainer(
            name: name, configuration: configuration, attachment: attachment,
            manager: self)
        containers[name] = container
        containerNames.append(name)
        return container
    }

    /// Removes a container and its host view; its inserted views are removed at once (disappear actions run).
    public func unregisterContainer(named name: String) {
        guard let container = containers.removeValue(forKey: name) else { return }
        containerNames.removeAll { $0 == name }
        container.tearDown()
    }

    /// The container registered under `name`.
    public func container(named name: String) -> ManagedOverlayContainer? { containers[name] }

    /// The names of the registered containers, in registration order.
    public var registeredContainerNames: [String] { containerNames }

    /// The view with `id` in any container, while it is pending, waiting or inserted.
    public func containerView(id: ContainerViewID) -> ContainerView? {
        for name in containerNames {
            if let view = containers[name]?.view(withID: id) { return view }
        }
        return nil
    }

    // MARK: - Showing and dismissing

    /// Shows `view` (at `size`, default its current frame size) in the container named `containerName`.
    /// A view that adopts ``ContainerViewConfigurationProtocol`` brings its own settings: each field of
    /// `configuration` that is set wins over the view's, which wins over the container's default.
    ///
    /// Returns the new view's id (sequential), also when the view waits in the queue or for a debounce
    /// interval; nil (and an `unknownContainer` event) when no container has that name. With `animated`
    /// false the view appears without its transition, also when it appears later from the queue.
    @discardableResult
    public func show(
        view: View, size: CGSize? = nil, in containerName: String,
        using configuration: ContainerViewConfiguration = ContainerViewConfiguration(),
        animated: Bool = true
    ) -> ContainerViewID? {
        guard let container = containers[containerName] else {
            report(.unknownContainer(containerName))
            return nil
        }
        lastID += 1
        let id = ContainerViewID(lastID)
        // A view carrying its own settings: the call's fields first, then the view's, then the container's.
        let own = view as? any ContainerViewConfigurationProtocol
        let shown = ContainerView(
            id: id, containerName: containerName, content: view, size: size ?? view.frame.size,
            configuration: own.map(configuration.overriding) ?? configuration,
            containerConfiguration: container.configuration, animated: animated,
            handle: ContainerViewHandle(id: id, containerName: containerName, manager: self))
        container.show(shown)
        return id
    }

    /// Dismisses the view `id` in `containerName`: a showing view starts disappearing (at once when not
    /// animated); a waiting or pending one is dropped. Unknown ids are ignored.
    public func dismiss(id: ContainerViewID, in containerName: String, animated: Bool = true) {
        guard let container = containers[containerName] else {
            report(.unknownContainer(containerName))
            return
        }
        guard let view = container.view(withID: id) else { return }
        container.dismiss(view, animated: animated)
    }

    /// Dismisses the views of the named containers. With `onlyShowing` the waiting (and pending) views stay and
    /// fill the freed places later; without it they are dropped too. Unknown names are reported and skipped.
    public func dismissAllViews(in containerNames: [String], onlyShowing: Bool, animated: Bool = true) {
        for name in containerNames {
            guard let container = containers[name] else {
                report(.unknownContainer(name))
                continue
            }
            dismissAll(in: container, onlyShowing: onlyShowing, animated: animated)
        }
    }

    /// Dismisses the views of every registered container except the named ones (see
    /// `dismissAllViews(in:onlyShowing:animated:)`).
    public func dismissAllViews(notIn excludedNames: [String], onlyShowing: Bool, animated: Bool = true) {
        for name in containerNames where !excludedNames.contains(name) {
            if let container = containers[name] { dismissAll(in: container, onlyShowing: onlyShowing, animated: animated) }
        }
    }

    /// Dismisses the showing view at the top of the container's z order: the most recently inserted one, or the
    /// oldest in `descending` display order (``ManagedOverlayContainer/topmostShowingView``).
    public func dismissTopmostView(in containerName: String, animated: Bool = true) {
        guard let container = containers[containerName] else {
            report(.unknownContainer(containerName))
            return
        }
        if let topmost = container.topmostShowingView { container.dismiss(topmost, animated: animated) }
    }

    /// Dismisses the topmost showing view of each named container (SwiftUIOverlayContainer's
    /// `dismissTopmostView(in: [String])`). Unknown names are reported and skipped.
    public func dismissTopmostView(in containerNames: [String], animated: Bool = true) {
        for name in containerNames { dismissTopmostView(in: name, animated: animated) }
    }

    private func dismissAll(in container: ManagedOverlayContainer, onlyShowing: Bool, animated: Bool) {
        if !onlyShowing {
            // Drop the queue first, so the dismissals below free places nobody fills.
            if let pending = container.pendingView?.view { container.dismiss(pending, animated: animated) }
            for view in container.waitingViews { container.dismiss(view, animated: animated) }
        }
        for view in container.showingViews { container.dismiss(view, animated: animated) }
    }

    // MARK: - Time

    /// Advances simulation time by `seconds`, stopping at every deadline on the way (transition ends,
    /// auto-dismissals, debounced shows, fill-ins) so each fires at its exact time; then lays out every
    /// container at the new time and lets the touch router's time-based recognizers catch up. The `isPresented`
    /// links are read first, at the current time.
    public func advance(by seconds: Double) {
        synchronizePresentationLinks()
        let target = time + max(0, seconds.isFinite ? seconds : 0)
        // Each update consumes what is due; the cap only guards against a deadline that never clears.
        var steps = 0
        while let deadline = nextDeadline, deadline <= target + 1e-9, steps < 100_000 {
            time = max(time, min(deadline, target))
            updateContainers()
            steps += 1
        }
        time = target
        updateContainers()
        touchRouter?.advanceTime(to: time)
    }

    /// Lays out every container now (e.g. after an attached view's frame changed) without moving time.
    public func layoutIfNeeded() {
        for name in containerNames { containers[name]?.layout() }
    }

    private var nextDeadline: Double? {
        containerNames.compactMap { containers[$0]?.nextDeadline }.min()
    }

    private func updateContainers() {
        for name in containerNames { containers[name]?.update() }
    }

    func report(_ event: ContainerEvent) {
        notePresentationEvent(event)
        observers.notify(event)
    }
}

/// A window's host advances a manager added with `window.addFrameDriven(manager)` every step.
extension ContainerManager: FrameDriven {
    /// Seconds until the manager's next deadline (a transition's end, an auto-dismissal, a delay), nil when none.
    /// The manager stops at every deadline inside `advance(by:)` anyway; this lets the host end a step there too.
    public var timeUntilNextTransitionEnds: Double? { nextDeadline.map { max(0, $0 - time) } }
}
