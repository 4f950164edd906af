import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayContainer
import OverlayPresets
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles

/// Runs a scene in fixed steps of 1/60 or 1/120 s: input → gestures → layout phase → physics → frame record.
///
/// Every input event is applied at its own timestamp: physics first advances exactly to that instant, then the
/// event goes through the gesture layer, then the container's layout phase runs (deferred moves start there).
/// Because every motion is evaluated in closed form from its start instant and animations end at exact instants,
/// the state at a given time does not depend on the step rate: runs at 60 and 120 Hz agree at shared instants.
public final class Simulation {
    /// The scene being simulated; a `scene` event replaces it (the window's Tab).
    public private(set) var scene: Scene
    /// The fixed-step clock: step count, step boundaries, and (in a window) its pacing against real time.
    public private(set) var clock: FixedStepClock
    /// 60 or 120; `setStepsPerSecond(_:)` changes it between steps.
    public var stepsPerSecond: Int { clock.stepsPerSecond }
    /// Steps taken so far.
    public var stepIndex: Int { clock.stepCount }
    /// Called for a trace's `screenshot` event with the path; without it, such an event is an error at load time.
    public var screenshotHandler: ((String, Simulation) -> Void)?
    /// The pointers down and their recent positions, for the touch overlay.
    public private(set) var touchTrails = TouchTrails()

    private var router: TouchRouter
    private var physicsTime = 0.0
    private var pendingEvents: [FrameLogEvent] = []
    /// The simulation's own observers of the container, the scene and its named containers.
    private var observations: [ObservationToken] = []

    /// Creates a simulation of `scene`; its first layout pass runs at time 0 and its callbacks go into the first frame.
    public init(scene: Scene, stepsPerSecond: Int) {
        self.scene = scene
        clock = FixedStepClock(stepsPerSecond: stepsPerSecond)
        router = TouchRouter(root: scene.window)
        attach(scene)
        scene.layoutIfNeeded()
    }

    /// Routes input to `scene` and listens to it.
    private func attach(_ scene: Scene) {
        router = TouchRouter(root: scene.window)
        scene.touchRouter = router
        // Each source appends as its event happens, so the record keeps the order across sources.
        observations = [
            scene.container.addObserver { [unowned self] event in self.pendingEvents.append(.container(event)) },
            scene.addObserver { [unowned self] event in self.pendingEvents.append(.scene(event)) },
        ]
        if let manager = scene.manager {
            observations.append(manager.addObserver { [unowned self] event in self.pendingEvents.append(.manager(event)) })
        }
    }

    /// Replaces the scene with the built-in scene of `kind`, at the current window size and with the preset in
    /// use, from the current instant on (fingers down on the old scene are forgotten). The frame log gets
    /// `scene:NAME`.
    public func switchScene(to kind: SceneKind) {
        let size = scene.window.bounds.size
        var scenario = BuiltInScenarios.scenario(for: kind)
        scenario.preset = scene.preset.name
        let next = Scene(scenario: scenario)
        if next.window.bounds.size != size { next.resize(to: size) }
        scene = next
        attach(next)
        pendingEvents.append(.scene(.switched(kind)))
        next.layoutIfNeeded()
    }

    /// The time of the last step boundary reached (from an integer step count, never accumulated).
    public var time: Double { clock.time }

    /// The time of the next step boundary.
    public var nextStepTime: Double { clock.nextStepTime }

    /// Switches the step rate from the current boundary on (physics is exact, so the motion does not change).
    public func setStepsPerSecond(_ rate: Int) {
        clock.setStepsPerSecond(rate)
    }

    /// Makes the real instant `real` (a window's monotonic clock, in seconds) correspond to the current instant.
    public func synchronizeClock(withReal real: Double) {
        clock.synchronize(real: real, simulationTime: physicsTime)
    }

    /// The simulated instant of the real instant `real`.
    public func simulationTime(forReal real: Double) -> Double {
        clock.simulationTime(forReal: real)
    }

    /// The instant a window frame at the real instant `real` should simulate up to (see `FixedStepClock`).
    public func frameTarget(forReal real: Double, paused: Bool) -> Double {
        clock.frameTarget(real: real, simulationTime: physicsTime, paused: paused)
    }

    /// The instant physics has reached (a step boundary, an event's time, or a replay's `until`).
    public var currentTime: Double { physicsTime }

    /// Advances physics exactly to `instant` (no-op if already there), then runs the layout phase.
    public func advance(to instant: Double) {
        // Split at the end of a scene transition (a push, a presentation) so that it completes at its exact
        // instant; a transition due now is finished by advancing it by 0.
        var guardSteps = 0
        while physicsTime < instant && guardSteps < 10_000 {
            guardSteps += 1
            let remaining = instant - physicsTime
            let step = min(remaining, max(0, scene.timeUntilNextTransitionEnds ?? remaining))
            // The window's clock (scroll views and view animations outside the container), then the container's
            // own (its scroll views, the overlay, the view animations under it).
            scene.window.animationClock.advance(by: step)
            scene.container.advancePhysics(by: step)
            scene.advanceTransitions(by: step)
            physicsTime = step >= remaining ? instant : physicsTime + step
            scene.layoutIfNeeded()
        }
        scene.layoutIfNeeded()
    }

    /// Applies one input or command at its timestamp (never before the current physics time).
    public func apply(_ event: TraceEvent) {
        advance(to: max(event.time, physicsTime))
        let time = max(event.time, physicsTime)
        switch event.kind {
        case let .pointer(phase, x, y, pointer, source):
            touchTrails.record(phase, pointer: pointer, source: source, x: x, y: y, time: time)
            let touchPhase: TouchPhase
            switch phase {
            case .down: touchPhase = .began
            case .move: touchPhase = .moved
            case .up: touchPhase = .ended
            case .cancel: touchPhase = .cancelled
            }
            router.handle(TouchEvent(pointer: pointer, phase: touchPhase, location: CGPoint(x: x, y: y), time: time))
        case let .wheel(x, y, dy):
            scrollView(at: CGPoint(x: x, y: y))?.scroll(by: CGFloat(dy))
        case let .key(command):
            switch command {
            case let .moveToNotch(index):
                scene.container.moveOverlay(toNotchAt: index, animated: true)
            case .cyclePreset:
                let names = OverlayBehaviorPresetName.allCases
                let next = names[((names.firstIndex(of: scene.preset.name) ?? 0) + 1) % names.count]
                scene.apply(preset: OverlayBehaviorPreset(name: next))
            case .cycleScene:
                let kinds = SceneKind.allCases
                switchScene(to: kinds[((kinds.firstIndex(of: scene.scenario.scene) ?? 0) + 1) % kinds.count])
            case .switchStepRate:
                // From the step boundary before the key: the next step already runs at the other rate.
                setStepsPerSecond(stepsPerSecond == 60 ? 120 : 60)
            default:
                // The scene's own commands; window commands do nothing in a replay.
                _ = scene.handleKey(command)
            }
        case let .moveToNotch(index, animated):
            scene.container.moveOverlay(toNotchAt: index, animated: animated)
        case .invalidateNotchHeights:
            scene.container.invalidateNotchHeights()
        case let .setReachable(indexes):
            scene.setReachable(indexes)
        case let .resize(width, height):
            scene.resize(to: CGSize(width: width, height: height))
        case let .scene(kind):
            switchScene(to: kind)
        case let .screenshot(path):
            screenshotHandler?(path, self)
        case let .showView(container, view, text, animated):
            scene.showView(kind: view, text: text, in: container, animated: animated)
        case let .dismissView(container, id, animated):
            scene.manager.map { $0.dismiss(id: ContainerViewID(id), in: container, animated: animated) } ?? scene.emit(.unknownContainer(container))
        case let .dismissAll(containers, notIn, onlyShowing, animated):
            guard let manager = scene.manager else { break }
            if let notIn = notIn {
                manager.dismissAllViews(notIn: notIn, onlyShowing: onlyShowing, animated: animated)
            } else {
                manager.dismissAllViews(in: containers ?? manager.registeredContainerNames, onlyShowing: onlyShowing, animated: animated)
            }
        case let .dismissTopmost(container, animated):
            scene.manager.map { $0.dismissTopmostView(in: container, animated: animated) } ?? scene.emit(.unknownContainer(container))
        }
        scene.layoutIfNeeded()
    }

    /// Applies events in order, coalescing a pointer's consecutive moves within the same millisecond (as UIKit
    /// coalesces touches per frame, but finer): only the last of them is applied. Buckets are whole
    /// milliseconds that also never straddle a 1/120 s boundary, so 60 and 120 Hz runs coalesce alike; real
    /// input (at most one sample per millisecond) is never merged, while a flood of 100,000 moves in one frame
    /// costs a few dozen.
    public func apply(contentsOf events: [TraceEvent]) {
        for index in events.indices {
            if index + 1 < events.count, Simulation.coalesces(events[index], into: events[index + 1]) { continue }
            apply(events[index])
        }
    }

    /// Whether `event` is a move superseded by `next`: the same pointer moving again in the same bucket.
    static func coalesces(_ event: TraceEvent, into next: TraceEvent) -> Bool {
        guard case let .pointer(.move, _, _, pointer, _) = event.kind,
              case let .pointer(.move, _, _, nextPointer, _) = next.kind, pointer == nextPointer else { return false }
        func bucket(_ time: Double) -> (Double, Double) {
            ((time * 120 - 1e-9).rounded(.up), (time * 1000 - 1e-9).rounded(.up))
        }
        return bucket(event.time) == bucket(next.time)
    }

    /// Runs one fixed step: physics to the next step boundary, then the layout phase.
    public func step() {
        clock.step()
        advance(to: time)
    }

    /// Replays a whole trace: each event in the step whose window (previous boundary, boundary] holds its time,
    /// through every whole step up to `trace.until` (or 2 s after the last event); then physics advances to
    /// `until` itself, so that the state left for the final record is the same at any step rate.
    /// Returns one record every `every` steps.
    public func run(trace: Trace, every: Int = 1, observe: ((Simulation) -> Void)? = nil) -> [FrameRecord] {
        let every = max(1, every)
        let until = trace.until ?? ((trace.events.last?.time ?? 0) + 2)
        let totalSteps = Int((until * Double(stepsPerSecond) + 1e-9).rounded(.down))
        var records: [FrameRecord] = []
        var next = 0
        func applyEvents(through instant: Double) {
            let first = next
            while next < trace.events.count, trace.events[next].time <= instant + 1e-12 { next += 1 }
            if next > first { apply(contentsOf: Array(trace.events[first..<next])) }
        }
        while stepIndex < totalSteps {
            applyEvents(through: nextStepTime)
            step()
            observe?(self)
            if stepIndex % every == 0 { records.append(takeRecord()) }
        }
        applyEvents(through: until)
        advance(to: until)
        return records
    }

    /// Forgets the callbacks collected since the last record (a host that prints no frame log calls this every
    /// step, so they do not pile up).
    public func discardPendingEvents() {
        pendingEvents.removeAll(keepingCapacity: true)
    }

    /// The current state as a record, with the callbacks fired since the previous record (which it consumes).
    public func takeRecord() -> FrameRecord {
        let container = scene.container
        let events = pendingEvents
        pendingEvents = []
        let scrollView = scene.drivingScrollView
        return FrameRecord(
            time: physicsTime,
            height: Double(container.displayedTranslationHeight),
            modelHeight: Double(container.translationHeight),
            notch: container.lastReachedNotchIndex,
            position: container.translationPosition,
            dragging: scene.isFingerDraggingOverlay,
            animating: container.isAnimating,
            contentOffset: scrollView.map { Double($0.contentOffset.y) },
            events: events
        )
    }

    /// The deepest scroll view under a window point, for wheel events.
    private func scrollView(at point: CGPoint) -> ScrollView? {
        var view = scene.window.hitTest(scene.window.convertFromWindow(point))
        while let current = view {
            if let scrollView = current as? ScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }
}
