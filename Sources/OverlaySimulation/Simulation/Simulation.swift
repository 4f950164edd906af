import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// Runs a root view controller in a window in fixed steps of 1/60 or 1/120 s: input → gestures → layout phase →
/// physics → frame record.
///
/// The root's view fills a window of the given size (a `Window`, with a presentation host so that any view
/// controller in it can present). Every step advances what moves by itself, found in the window's tree
/// (<doc:HostingARootViewController>): every scroll view, every overlay container (the inspected one first), then every view
/// controller that adopts `FrameDriven`, the objects added to the window, and the presentations. The frame log
/// records the inspected container, and the content's own events when the root adopts ``SimulationContent``.
///
/// Every input event is applied at its own timestamp: physics first advances exactly to that instant, then the
/// event goes through the gesture layer, then the layout phase runs (deferred moves start there). Because every
/// motion is evaluated in closed form from its start instant and animations end at exact instants, the state at
/// a given time does not depend on the step rate: runs at 60 and 120 Hz agree at shared instants.
public final class Simulation {
    /// The hosted root view controller.
    public var root: ViewController { hostedRoot }
    /// The window the root's view fills (replaced, with the root, when a `scene` event switches scenes).
    public var window: Window { hostedWindow }
    /// The container whose state the frame log records and the HUD shows; nil: none (the log's container fields
    /// are null).
    public var container: OverlayContainerViewController? { inspectedContainer }
    // Private storage behind the three (a public stored property is checked at run time on every access, and a
    // frame record reads the container every step); replaced with `exchange(_:with:)`.
    private var hostedRoot: ViewController
    private var hostedWindow: Window
    private var inspectedContainer: OverlayContainerViewController?
    /// The named scene hosted, when the root was made by ``sceneFactory`` (a `scene` event, Tab) or its host says
    /// so (the built-in scenes' module sets it when it hosts one of its scenes).
    public var sceneKind: SceneKind?
    /// Makes the root that a trace's `scene` event or the Tab key switches to; nil: such a request leaves the root
    /// as it is and the frame log gets `unknownScene:NAME`. The built-in scenes' module sets it.
    public var sceneFactory: SceneFactory?
    /// The fixed-step clock: step count, step boundaries, and (in a window) its pacing against real time.
    public private(set) var clock: FixedStepClock
    /// 60 or 120; `setStepsPerSecond(_:)` changes it between steps.
    public var stepsPerSecond: Int { clock.stepsPerSecond }
    /// Steps taken so far.
    public var stepIndex: Int { clock.stepCount }
    /// Called for a trace's `screenshot` event with the path; without it, such an event is an error at load time.
    public var screenshotHandler: ((String, Simulation) -> Void)?
    /// The pointers down and their recent positions, for the touch overlay.
    public var touchTrails: TouchTrails { trails }
    // Internal storage behind the public read, written at every pointer event (a public stored property is checked
    // at run time on every access).
    final var trails = TouchTrails()

    final var router: TouchRouter
    final var physicsTime = 0.0
    /// The callbacks fired since the last record. The observers hold this box, not the simulation: a weak
    /// reference to the simulation would give it a side table, and every retain and release of it would take the
    /// slow path.
    final let pending = PendingFrameEvents()
    /// The simulation's own observers of the container, the content and its named containers.
    private var observations: [ObservationToken] = []
    /// What the window's tree holds that moves with time, found again when the tree changes.
    final var hosted: HostedParts?
    /// The serial number of the parts in `hosted`, changed whenever `hosted` is (each set of parts found takes the
    /// next): whether some parts are the ones kept is then a comparison of two numbers, without loading `hosted`
    /// (which retains it).
    final var hostedSerial = 0
    /// The tuning of a container whose root does not bring its own (made on first use).
    private var ownTuning: ContainerTuning?

    /// Hosts `root` in a window of `size` points and inspects `container` (nil: no container; the frame log's
    /// container fields are then null). The root's first layout pass runs at time 0 and its callbacks go into the
    /// first frame. A root whose view was made at another (non-zero) size hears `viewWillTransition(to:)` first.
    public init(root: ViewController, container: OverlayContainerViewController? = nil, size: CGSize, stepsPerSecond: Int) {
        clock = FixedStepClock(stepsPerSecond: stepsPerSecond)
        hostedRoot = root
        inspectedContainer = container
        hostedWindow = Window(size: size)
        router = TouchRouter(root: hostedWindow)
        host(root, container: container, size: size)
        layoutIfNeeded()
    }

    /// Puts `root` in a fresh window of `size`, then routes input to it and listens to it (a resize's own events
    /// are not the new content's first events).
    private func host(_ root: ViewController, container: OverlayContainerViewController?, size: CGSize) {
        let window = Window(size: size)
        let previous = root.view.bounds.size
        window.setRootViewController(root)
        // A root view made at another size (a built-in scene's, at its scenario's) hears of the window's; one made
        // without a size just takes it.
        if previous != size && previous != .zero { root.viewWillTransition(to: size) }
        // The views' own layout first, as UIKit lays out a window top-down: a root that sizes its container in a
        // layout handler has it sized before the container's first pass (which computes the notches).
        window.layoutIfNeeded()
        _ = exchange(&hostedRoot, with: root)
        _ = exchange(&inspectedContainer, with: container)
        _ = exchange(&hostedWindow, with: window)
        _ = exchange(&hosted, with: nil)
        hostedSerial &+= 1
        ownTuning = nil
        router = TouchRouter(root: window)
        window.touchRouter = router
        // Each source appends as its event happens, so the record keeps the order across sources.
        observations = []
        if let container {
            observations.append(container.addObserver { [pending] event in pending.append(.container(event)) })
        }
        if let token = content?.addSceneObserver({ [pending] event in pending.append(.scene(event)) }) {
            observations.append(token)
        }
        if let manager = content?.containerManager {
            observations.append(manager.addObserver { [pending] event in pending.append(.manager(event)) })
        }
    }

    /// What the root adds through ``SimulationContent``, if it adopts it.
    public var content: SimulationContent? { root as? SimulationContent }

    /// The live tuning of the inspected container: the content's own, else one the simulation makes through the
    /// container's delegate (``ContainerTuning``); nil without a container.
    public var tuning: OverlayTuning? {
        if let own = content?.overlayTuning { return own }
        guard let container else { return nil }
        if let ownTuning, ownTuning.container === container { return ownTuning }
        let made = ContainerTuning(container: container)
        ownTuning = made
        return made
    }

    /// Replaces the root (and its window) with the scene of `kind` that ``sceneFactory`` makes, at the current
    /// window size and with the preset in use, from the current instant on (fingers down on the old root are
    /// forgotten). The frame log gets `scene:NAME`, or `unknownScene:NAME` when there is no factory.
    public func switchScene(to kind: SceneKind) {
        guard let sceneFactory else {
            pending.append(.scene(.unknownScene(kind)))
            return
        }
        let size = window.bounds.size
        let next = sceneFactory(kind, tuning?.preset.name)
        sceneKind = kind
        host(next.root, container: next.container, size: size)
        pending.append(.scene(.switched(kind)))
        layoutIfNeeded()
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
        // Split where a transition (a push, a presentation) ends so that it completes at its exact instant; a
        // transition due now is finished by advancing it by 0. Each split asks for the hosted parts again (the one
        // before may have changed the tree); while nothing changed that is a check of the layout stamp. They are
        // asked once a split, after it, for the next split or the pass below: nothing runs in between.
        var laidOut = false
        var parts = hostedParts()
        var line = TimeLine(from: physicsTime, to: instant)
        line.run(
            nextEnd: { parts.timeUntilNextTransitionEnds },
            advance: { step in
                laidOut = advanceParts(parts, by: step, to: instant)
                if !partsAreCurrent(parts) { parts = hostedParts() }
                // A split of no length goes on (a transition due now ended in it).
                return true
            })
        // Once per advance: a pass right after one that wrote no frame, marked no view and changed no tree would
        // find nothing to do (the containers' checks and the views' flags say so), so it runs only when the
        // loop did not lay out or its last pass left something for another.
        if !laidOut { parts.layout() }
    }

    /// Whether `parts` are the ones `hostedParts()` would return as they are: nothing changed in the window since
    /// they were last found current (what `hostedParts()` checks first, without handing them out again).
    private func partsAreCurrent(_ parts: HostedParts) -> Bool {
        parts.serial == hostedSerial && parts.generation == parts.runtime.layoutStamp
    }

    /// One split of `advance(to:)`: the parts move by `step`, physics reaches its end, then the layout phase runs;
    /// true when that phase left nothing dirty.
    private func advanceParts(_ parts: HostedParts, by step: Double, to instant: Double) -> Bool {
        parts.advance(by: step)
        physicsTime = step >= instant - physicsTime ? instant : physicsTime + step
        return layoutLeavingNothingDirty(after: parts)
    }

    /// The layout phase; true when it wrote no frame, marked no view for layout and changed no tree
    /// (the window's layout stamp unchanged), so that running it again at once would change nothing.
    private func layoutLeavingNothingDirty(after parts: HostedParts) -> Bool {
        let runtime = parts.runtime
        let generation = runtime.layoutStamp
        // The parts the physics just ran on, while nothing says they changed (what `hostedParts()` checks first).
        // Two calls, not one on a choice of the two: the choice would be a new reference, retained.
        if parts.generation == generation && parts.serial == hostedSerial {
            parts.layout()
        } else {
            hostedParts().layout()
        }
        return runtime.layoutStamp == generation
    }

    /// The layout phase: every overlay container's (deferred moves, reloads, resizes), then the window's views.
    public func layoutIfNeeded() {
        hostedParts().layout()
    }

    /// Resizes the window (a trace's `resize`, the window's own): the root hears `viewWillTransition(to:)`, then the
    /// views are laid out before the containers' pass, so a container sized by a layout handler has its new size
    /// when its pass handles the resize (UIKit lays a window out top-down).
    public func resize(to size: CGSize) {
        window.resize(to: size)
        window.layoutIfNeeded()
    }

    /// Whether the next step boundary is at or before `instant` (see `FixedStepClock.nextStepEnds(by:)`): what a
    /// replay and a window both ask to run the whole steps up to an instant, across rate changes (key F).
    public func nextStepEnds(by instant: Double) -> Bool {
        clock.nextStepEnds(by: instant)
    }

    /// Runs one fixed step: physics to the next step boundary, then the layout phase.
    public func step() {
        clock.step()
        advance(to: time)
    }

    /// Replays a whole trace: each event in the step whose window (previous boundary, boundary] holds its time,
    /// through every whole step up to `trace.until` (or 2 s after the last event); then physics advances to
    /// `until` itself, so that the state left for the final record is the same at any step rate.
    /// Returns one record every `every` steps. Steps are counted one at a time at the rate in force, so a trace
    /// whose `key f` switches the rate ends at its `until` as the window that recorded it did.
    public func run(trace: Trace, every: Int = 1, observe: ((Simulation) -> Void)? = nil) -> [FrameRecord] {
        var records: [FrameRecord] = []
        // Room for the records at the current rate, so the list is not copied as it grows (a key F that raises the
        // rate grows it from there); capped, since the trace's end is the caller's.
        let steps = (Self.replayEnd(of: trace) - physicsTime) * Double(stepsPerSecond) / Double(max(1, every))
        if steps.isFinite, steps > 0 { records.reserveCapacity(Int(min(steps, 65_536)) + 1) }
        replay(trace, every: every, observe: observe) { records.append($0) }
        return records
    }

    /// `run(trace:every:observe:)` handing each record to `record` as it is made instead of keeping them: memory
    /// stays flat however long the trace (a day of steps is millions of records). An error thrown by `record`
    /// stops the replay there.
    public func replay(
        _ trace: Trace, every: Int = 1, observe: ((Simulation) -> Void)? = nil,
        record: (consuming FrameRecord) throws -> Void
    ) rethrows {
        let every = max(1, every)
        let until = Self.replayEnd(of: trace)
        var next = 0
        func applyEvents(through instant: Double) {
            let first = next
            while next < trace.events.count, trace.events[next].time <= instant + 1e-12 { next += 1 }
            if next > first { apply(trace.events[first..<next]) }
        }
        while nextStepEnds(by: until) {
            applyEvents(through: nextStepTime)
            step()
            observe?(self)
            if stepIndex % every == 0 { try record(takeRecord()) }
        }
        applyEvents(through: until)
        advance(to: until)
    }

    /// Where a replay of `trace` ends: its `until`, else 2 s after its last event.
    private static func replayEnd(of trace: Trace) -> Double {
        trace.until ?? ((trace.events.last?.time ?? 0) + 2)
    }

    /// Forgets the callbacks collected since the last record (a host that prints no frame log calls this every
    /// step, so they do not pile up).
    public func discardPendingEvents() {
        pending.removeAll()
    }

    /// The current state as a record, with the callbacks fired since the previous record (which it consumes).
    public func takeRecord() -> FrameRecord {
        let events = pending.takeAll()
        guard let container else {
            return FrameRecord(
                time: physicsTime, height: 0, modelHeight: 0, notch: 0, position: .stationary, dragging: false,
                animating: false, contentOffset: nil, events: events, hasContainer: false)
        }
        return FrameRecord(
            time: physicsTime,
            height: Double(container.displayedTranslationHeight),
            modelHeight: Double(container.translationHeight),
            notch: container.lastReachedNotchIndex,
            position: container.translationPosition,
            dragging: container.isFingerDraggingOverlay,
            animating: container.isAnimating,
            contentOffset: container.activeDrivingScrollView.map { Double($0.contentOffset.y) },
            events: events
        )
    }
}
