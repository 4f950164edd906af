import Foundation
import OverlayPhysics
import OverlayUIKit

/// Where a container lives and what size it has.
public enum ContainerAttachment {
    /// Over a view: the container has the view's bounds and follows it (its host is the view's top subview).
    case view(View)
    /// Over the whole window: the container has the root view's bounds.
    case window(root: View)

    /// The view the container's host is added to.
    var parent: View {
        switch self {
        case .view(let view): return view
        case .window(let root): return root
        }
    }
}

/// A named container managed by a `ContainerManager`: it hosts the shown views in a `PassThroughView`
/// (touches outside them fall through), queues the views that wait, lays them out and runs their transitions.
///
/// Created through `ContainerManager.registerContainer(named:configuration:attachedTo:)`; all
/// operations go through the manager, which owns the clock.
public final class ManagedOverlayContainer {
    /// The container's name, unique in its manager.
    public let name: String
    /// Its settings. A change applies at once to the layout of the views on screen, and to later show calls;
    /// the views already shown, waiting or pending keep the settings
    /// resolved when they were shown. In detail: layout settings move the views on screen at once, a larger
    /// maximum lets waiting views in at once, a change to `oneByOne` discards the waiting views, and the
    /// views' defaults apply to later show calls.
    public var configuration: ContainerConfiguration {
        didSet { configurationDidChange(from: oldValue) }
    }
    /// What it is attached to.
    public let attachment: ContainerAttachment
    /// The view that holds backgrounds and shown views; same bounds as what it is attached to. It knows its
    /// manager, so that any view of the tree finds it (`View.containerManager`).
    public let hostView: ContainerHostView

    /// Inserted views (appearing, shown, disappearing) in order of appearance: back to front when stacking,
    /// left to right or top to bottom in stacks.
    public private(set) var insertedViews: [ContainerView] = []
    /// Views waiting for a place, first in first out.
    public private(set) var waitingViews: [ContainerView] = []
    /// The view held back by the debounce interval, and when it takes effect.
    public private(set) var pendingView: (view: ContainerView, deadline: Double)?

    /// Moments when a place freed by a dismissal is handed to the next waiting view.
    var fillInTimes: [Double] = []
    weak var manager: ContainerManager?
    var lastSize: CGSize?

    init(
        name: String, configuration: ContainerConfiguration, attachment: ContainerAttachment,
        manager: ContainerManager
    ) {
        self.name = name
        self.configuration = configuration
        self.attachment = attachment
        self.manager = manager
        hostView = ContainerHostView(manager: manager)
        hostView.identifier = "container \(name)"
        attachment.parent.addSubview(hostView)
        hostView.frame = attachment.parent.bounds
        hostView.clipsToBounds = configuration.clipped
    }

    /// The views appearing or shown (those that take a place), in order of appearance.
    public var showingViews: [ContainerView] { insertedViews.filter(\.isShowing) }

    /// The showing view drawn on top of the others: the newest, or the oldest in `descending` display order
    /// (SwiftUIOverlayContainer's topmost view, the one with the largest z index).
    public var topmostShowingView: ContainerView? {
        configuration.displayOrder == .ascending ? showingViews.last : showingViews.first
    }

    /// The container's size (its attached view's or the window's bounds).
    public var size: CGSize { attachment.parent.bounds.size }

    /// The environment a view of this container sees.
    public func environment(for view: ContainerView) -> ContainerEnvironment {
        ContainerEnvironment(
            containerName: name, containerSize: size, displayType: configuration.displayType,
            queueType: configuration.queueType, handle: view.handle)
    }

    /// The view with `id` if it belongs to this container and is not gone.
    public func view(withID id: ContainerViewID) -> ContainerView? {
        if let pending = pendingView, pending.view.id == id { return pending.view }
        return insertedViews.first { $0.id == id } ?? waitingViews.first { $0.id == id }
    }

    var now: Double { manager?.time ?? 0 }

    func emit(_ event: ContainerEvent) {
        manager?.report(event)
    }

    // MARK: - Showing

    /// Takes a new view: held back when debouncing, otherwise handed to the queue.
    func show(_ view: ContainerView) {
        if case .debounce(let seconds) = configuration.queueControlOperator {
            if let replaced = pendingView?.view {
                replaced.phase = .discarded
                emit(.debounced(container: name, id: replaced.id))
            }
            view.phase = .pending
            pendingView = (view, now + max(0, seconds))
            emit(.pending(container: name, id: view.id))
        } else {
            submit(view)
        }
    }

    /// Applies the queue type to a view that is due.
    private func submit(_ view: ContainerView) {
        switch configuration.queueType {
        case .oneByOne:
            for shown in showingViews { dismiss(shown, animated: view.animatedAppearance) }
            insert(view)
        case .multiple, .oneByOneWaitFinish:
            // Waiting views keep their turn: a newcomer goes straight in only when nobody waits.
            if waitingViews.isEmpty && showingViews.count < configuration.capacity {
                insert(view)
            } else {
                view.phase = .waiting
                waitingViews.append(view)
                emit(.queued(container: name, id: view.id))
            }
        }
    }

    /// Inserts a view into the host: appear action, appear event, then its appearing transition.
    private func insert(_ view: ContainerView) {
        view.appearTime = now
        insertedViews.append(view)
        if let background = ContainerBackgroundView(
            style: view.configuration.backgroundStyle, catchesTouches: view.configuration.tapToDismiss)
        {
            background.identifier = "background \(view.id)"
            if view.configuration.tapToDismiss {
                background.addGestureRecognizer(ContainerDismissGestures.tapRecognizer(for: view))
            }
            view.backgroundView = background
        }
        if let recognizer = ContainerDismissGestures.recognizer(for: view) {
            view.content.addGestureRecognizer(recognizer)
            view.dismissRecognizer = recognizer
        }
        if view.animatedAppearance {
            view.phase = .appearing
            view.transition = TransitionProgress(animation: view.configuration.animation, startTime: now, from: 0, to: 1)
        } else {
            view.phase = .shown
        }
        rebuildHostSubviews()
        layout()
        (view.content as? ContainerEnvironmentReceiver)?.containerEnvironmentDidChange(environment(for: view))
        view.appearAction?()
        emit(.appear(container: name, id: view.id))
    }

    // MARK: - Dismissing

    /// Dismisses a view wherever it is: a pending or waiting view is dropped, a showing one starts its
    /// disappearing transition (or is removed at once when not animated). No-op for a view already leaving.
    func dismiss(_ view: ContainerView, animated: Bool) {
        switch view.phase {
        case .pending:
            pendingView = nil
            view.phase = .discarded
            emit(.discarded(container: name, id: view.id))
        case .waiting:
            waitingViews.removeAll { $0 === view }
            view.phase = .discarded
            emit(.discarded(container: name, id: view.id))
        case .appearing, .shown:
            let current = view.progress(at: now)
            view.phase = .disappearing
            view.dismissRecognizer?.isEnabled = false
            emit(.dismiss(container: name, id: view.id))
            if animated {
                view.transition = TransitionProgress(
                    animation: view.configuration.animation, startTime: now,
                    from: current.value, velocity: current.velocity, to: 0)
                if view.transition?.isFinished(at: now) == true { remove(view) }
            } else {
                remove(view)
            }
            freePlace()
        case .disappearing, .removed, .discarded:
            break
        }
    }

    /// A place was freed: the next waiting view appears after `delayForShowingNext` (at once for a zero delay).
    private func freePlace() {
        guard !waitingViews.isEmpty, configuration.queueType != .oneByOne else { return }
        if configuration.delayForShowingNext <= 1e-9 {
            fillFreePlaces()
        } else {
            fillInTimes.append(now + configuration.delayForShowingNext)
        }
    }

    /// Moves waiting views in while there are places.
    func fillFreePlaces() {
        while !waitingViews.isEmpty && showingViews.count < configuration.capacity {
            insert(waitingViews.removeFirst())
        }
    }

    /// Takes a view out of the host after its disappearing transition: disappear action, then the event.
    private func remove(_ view: ContainerView) {
        view.transition = nil
        view.phase = .removed
        insertedViews.removeAll { $0 === view }
        view.content.removeFromSuperview()
        view.backgroundView?.removeFromSuperview()
        if let recognizer = view.dismissRecognizer { view.content.removeGestureRecognizer(recognizer) }
        view.dismissRecognizer = nil
        view.backgroundView = nil
        view.presentation.progress = 0
        view.presentation.opacity = 0
        layout()
        view.disappearAction?()
        emit(.disappear(container: name, id: view.id))
    }

    /// Removes everything at once (used when the container is unregistered): disappear actions run for the
    /// inserted views; waiting and pending views are discarded.
    func tearDown() {
        if let pending = pendingView?.view { dismiss(pending, animated: false) }
        for view in waitingViews { dismiss(view, animated: false) }
        for view in insertedViews {
            if view.isShowing { dismiss(view, animated: false) } else { remove(view) }
        }
        fillInTimes.removeAll()
        hostView.removeFromSuperview()
    }

    // MARK: - Time

    /// The earliest moment something is due: a transition's end, an auto-dismissal, a debounced show or a
    /// fill-in.
    var nextDeadline: Double? {
        var times = fillInTimes
        if let pending = pendingView { times.append(pending.deadline) }
        for view in insertedViews {
            if let end = view.transition?.endTime { times.append(end) }
            if let due = autoDismissTime(of: view) { times.append(due) }
        }
        return times.min()
    }

    private func autoDismissTime(of view: ContainerView) -> Double? {
        guard view.isShowing, let appeared = view.appearTime,
            case .seconds(let seconds) = view.configuration.autoDismiss
        else { return nil }
        return appeared + seconds
    }

    /// Brings the container to the manager's current time: ends finished transitions, then fires due
    /// auto-dismissals, the debounced show and fill-ins, in that order; then lays out.
    func update() {
        let time = now
        let isDue = { (deadline: Double) in deadline <= time + 1e-9 }
        for view in insertedViews where view.transition?.isFinished(at: time) == true {
            if view.phase == .disappearing {
                remove(view)
            } else {
                view.transition = nil
                view.phase = .shown
            }
        }
        for view in insertedViews where autoDismissTime(of: view).map(isDue) == true {
            dismiss(view, animated: true)
        }
        if let pending = pendingView, isDue(pending.deadline) {
            pendingView = nil
            submit(pending.view)
        }
        let dueFillIns = fillInTimes.filter(isDue)
        if !dueFillIns.isEmpty {
            fillInTimes.removeAll(where: isDue)
            fillFreePlaces()
        }
        layout()
    }
}
