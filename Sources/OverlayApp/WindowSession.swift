import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayScenes
import OverlaySimulation

/// Everything the window does that is not SDL: the panes and their simulations, the inputs waiting for their
/// instant, fixed-step stepping in step with real time, the keys, the HUD, the tuning panel, messages, screenshots
/// and recordings. The window host (`WindowHost`) only opens the SDL window, turns SDL events into `WindowInput`s
/// stamped with their own time, and rasterises `drawList(outputWidth:)` when `needsDisplay` says so; all of this is
/// tested without SDL.
///
/// A live run is a replay of its own recording: each input is applied at its own instant, exactly as `simulate`
/// applies a trace event, in the step whose window holds it. So the session never simulates the future: a frame
/// runs the whole steps that have ended in real time, and an input stamped before the last step already run (it
/// arrived late) moves just after that step (`lateInputDelay`). The recording keeps every input with the
/// instant it was applied at; `run --log-events --record T` and `simulate --trace T` print the same lines.
///
/// Time: real time is seconds on the host's monotonic clock since the window opened. The first pane's simulation
/// clock paces the session (`FixedStepClock`); every pane steps with it.
public final class WindowSession {
    /// How far behind real time the simulation stays, in seconds: none. An input is stamped when the window reads it,
    /// to the microsecond, so it is never older than the steps already run. It was 1 ms while inputs carried SDL's
    /// timestamps, which are whole milliseconds; an input stamped before the last step run anyway (a caller's own
    /// timestamps) still moves just after it (`lateInputDelay`).
    public static let inputLatencyMargin = 0.0

    let options: WindowOptions
    /// One pane, or one per compared preset, all at the same time and rate.
    public private(set) var panes: [WindowPane] = []
    /// The first pane: its clock paces the window, its frame log is printed, its inputs are recorded.
    public var simulation: Simulation { panes[0].simulation }
    /// False once the user asked to quit.
    public internal(set) var isRunning = true
    /// Whether the HUD is shown (H).
    public internal(set) var showsHUD: Bool
    /// Whether the key help is shown (? or F1).
    public internal(set) var showsHelp = false
    /// Whether the fingers are drawn (K, `--show-touches`): drawing only, so it is not a simulation input.
    public internal(set) var showsTouches: Bool
    /// Pixels per point of the window: the options' scale, or the one the host chose (a window fitted to the
    /// screen, a full-screen window); screenshots use it.
    public internal(set) var scale: Double
    /// Whether the clock is paused (Space).
    public internal(set) var isPaused = false
    /// Where the take being recorded goes, nil when none is.
    public internal(set) var recordingPath: String? {
        didSet { tuningPanel.isLocked = recordingPath != nil }
    }
    /// The short message shown at the bottom of the window, until its real instant.
    public internal(set) var message: (text: String, until: Double)?
    /// Receives each frame-log line (without its newline) when the options ask for the frame log. By default
    /// stdout, until its reader goes away (a closed pipe): then a line on stderr says so and the log stops.
    public var frameLogSink: (String) -> Void = StandardStreamWriter.frameLog().write
    /// Receives what the session says on stderr besides the frame log (saved paths, warnings).
    public var noticeSink: (String) -> Void = StandardStreamWriter(descriptor: 2).write
    /// Called with the new window title after a scene switch.
    public var onTitleChange: ((String) -> Void)?

    var recorder = SessionRecorder()
    /// The real instant the take was last streamed to disk (`streamTakeIfDue()`).
    var takeStreamedAt = 0.0
    var pending: [TraceEvent] = []
    var stepOnce = false
    var screenshotCount = 0
    /// Real seconds between the last two presented frames, for the HUD.
    var frameTime = 0.0
    private var previousPresentation: Double?
    /// Whether a frame presented nothing since the last present: the next interval is then no frame time.
    private var skippedSincePresentation = false
    /// Where each pointer the scene has down was last queued, in pane points.
    var pointersDown: [Int: (x: Double, y: Double)] = [:]
    /// Whether this pause already said that it drops input.
    var toldPausedInputIgnored = false
    private var frameTimeShownAt = -Double.infinity
    /// The tuning lab's side panel (T, E, arrows).
    let tuningPanel = TuningPanel()
    /// The next event of `options.script` to inject.
    private var scriptIndex = 0
    /// The real instant of the latest frame or input, for restarting the clock and timing messages.
    var latestReal = 0.0
    /// The latest instant an input was stamped with: inputs stay in time order.
    var latestInputTime = 0.0
    /// The draw list last handed to the host, to tell whether anything on screen changed.
    private var presentedList: DrawList?
    /// With `--present-log`: the pointer and wheel inputs queued (their simulation instant, and their own real
    /// instant, before any move of a late input), and the real instants of those applied since the last present.
    private var queuedInputInstants: [(time: Double, real: Double)] = []
    private var inputsAwaitingPresent: [Double] = []
    /// Whether a press or a key put the launch hint away.
    var launchHintDismissed = false
    /// The title last reported, to report scene switches once.
    private var reportedTitle = ""

    /// A session on `options.content`; nothing runs until the host calls `advanceFrame(real:)`.
    public init(options: WindowOptions) {
        self.options = options
        showsHUD = options.showsHUD
        showsTouches = options.showsTouches
        scale = options.scale
        recordingPath = options.recordPath
        tuningPanel.isLocked = recordingPath != nil
        if recordingPath != nil { startStreamingTake() }
        switch options.content {
        case let .scenario(scenario): makePanes(scenario: scenario, stepsPerSecond: options.stepsPerSecond)
        case let .root(root): makePane(root, stepsPerSecond: options.stepsPerSecond)
        }
        TuningPanel.apply(options.tuningScenario, to: panes.map(\.simulation))
        reportedTitle = title
        tuningPanel.refusedChange = { [weak self] in
            self?.show("tuning is locked while recording: a take replays with the values it started with (R ends it)")
        }
    }

    /// The scenario the first pane shows now (Tab switches to the next built-in one); nil for a root of the
    /// user's.
    public var scenario: Scenario? { simulation.scene?.scenario }

    /// What the first pane shows: the scenario's name, or the hosted root's title.
    public var contentName: String {
        if let scenario { return scenario.name }
        if case let .root(root) = options.content { return root.title }
        return simulation.root.title ?? "root"
    }

    /// The window's title.
    public var title: String {
        if case let .root(root) = options.content, simulation.scene == nil { return root.title }
        return "OverlaySim — \(contentName)"
    }

    /// The size of one pane in points.
    public var paneSize: CGSize { simulation.window.bounds.size }

    /// The size of the whole window in points (the panes side by side).
    public var windowSize: CGSize { CGSize(width: paneSize.width * CGFloat(panes.count), height: paneSize.height) }

    func makePanes(scenario: Scenario, stepsPerSecond: Int) {
        let presets = options.comparedPresets.isEmpty ? [scenario.preset.behaviorPresetName] : options.comparedPresets
        panes = presets.map { preset in
            var paneScenario = scenario
            paneScenario.preset = PresetName(preset)
            return WindowPane(simulation: Simulation(scene: BuiltInScene(scenario: paneScenario), stepsPerSecond: stepsPerSecond))
        }
    }

    /// One pane on a new root of the user's (compared presets need a scenario).
    func makePane(_ root: HostedRoot, stepsPerSecond: Int) {
        panes = [WindowPane(simulation: root.simulation(stepsPerSecond: stepsPerSecond))]
    }

    // MARK: - Input

    /// The simulation instant of the real instant `real` (an input's own timestamp on the host's clock).
    public func inputTime(forReal real: Double) -> Double {
        simulation.simulationTime(forReal: real)
    }

    /// Takes one input stamped with the simulation instant `time`: pointer and other simulation inputs wait for
    /// their instant (presses on the tuning panel stay there), keys act, a quit ends the session.
    public func receive(_ input: WindowInput, at time: Double) {
        if case .key = input { launchHintDismissed = true }
        if case let .trace(event) = input, case .pointer(phase: .down, _, _, _, _) = event.kind { launchHintDismissed = true }
        switch input {
        case let .trace(event) where panes.count == 1 && tuningPanel.consumes(event, tuning: simulation.tuning, size: paneSize):
            break
        case let .trace(event):
            if let kept = pausedInputFilter(paneLocal(event)) { enqueue(kept, at: time) }
        case let .key(command):
            handle(command, at: time)
        case .quit:
            isRunning = false
        }
    }

    /// Ends the session as a quit key does (a signal, `--quit-after`).
    public func requestQuit() {
        isRunning = false
    }

    /// How long after the last step already run a late input is applied: beyond the 10⁻¹² s tolerance with which a
    /// replay puts an input on a step boundary into the step that ends there.
    public static let lateInputDelay = 1e-9

    /// Queues a simulation input at `time`, or just after the last step already run if it came too late, and
    /// never before an input already queued.
    func enqueue(_ event: TraceEvent, at time: Double) {
        let earliest = simulation.stepIndex == 0 ? 0 : simulation.time + Self.lateInputDelay
        let stamped = max(time, latestInputTime, earliest)
        latestInputTime = stamped
        notePointer(event)
        pending.append(TraceEvent(time: stamped, kind: event.kind))
        if options.presentLogPath != nil {
            switch event.kind {
            case .pointer, .wheel: queuedInputInstants.append((stamped, time + latestReal - simulation.simulationTime(forReal: latestReal)))
            default: break
            }
        }
    }

    /// Maps window points to the pane under the pointer (every pane gets the same pane-local input); a window
    /// resize is shared out between the panes.
    private func paneLocal(_ event: TraceEvent) -> TraceEvent {
        let width = Double(paneSize.width)
        func local(_ x: Double) -> Double {
            guard width > 0, panes.count > 1 else { return x }
            return x - min(max((x / width).rounded(.down), 0), Double(panes.count - 1)) * width
        }
        switch event.kind {
        case let .pointer(phase, x, y, pointer, source):
            return TraceEvent(time: event.time, kind: .pointer(phase: phase, x: local(x), y: y, pointer: pointer, source: source))
        case let .wheel(x, y, dy):
            return TraceEvent(time: event.time, kind: .wheel(x: local(x), y: y, dy: dy))
        case let .resize(windowWidth, height):
            return TraceEvent(time: event.time, kind: .resize(width: windowWidth / Double(panes.count), height: height))
        default:
            return event
        }
    }

    /// Queues the scripted events (`--script`) whose time has come by the real instant `real`, as if they had just
    /// arrived.
    public func injectScript(upToReal real: Double) {
        latestReal = max(latestReal, real)
        guard let script = options.script else { return }
        let instant = simulation.simulationTime(forReal: real)
        while scriptIndex < script.events.count, script.events[scriptIndex].time <= instant {
            let event = script.events[scriptIndex]
            scriptIndex += 1
            // A scripted press is the user's press played back: it puts the launch hint away as a real one does.
            if case .pointer(phase: .down, _, _, _, _) = event.kind { launchHintDismissed = true }
            switch event.kind {
            case .screenshot:
                takeScreenshot()
            default:
                enqueue(paneLocal(event), at: event.time)
            }
        }
    }

    // MARK: - Stepping

    /// Runs one frame at the real instant `real`: the whole steps that have ended by then (one step when stepping
    /// while paused), each after the inputs due before it.
    public func advanceFrame(real: Double) {
        latestReal = max(latestReal, real)
        // While paused the clock absorbs real time, also in a frame that steps once (so resuming does not jump).
        let target = simulation.frameTarget(forReal: real - Self.inputLatencyMargin, paused: isPaused)
        if isPaused && stepOnce {
            runSteps(through: simulation.nextStepTime)
            stepOnce = false
        } else {
            runSteps(through: target)
        }
        streamTakeIfDue()
        if let message, message.until <= real { self.message = nil }
        if title != reportedTitle {
            reportedTitle = title
            onTitleChange?(title)
        }
    }

    /// Applies queued inputs with times up to `instant`, in order, recording each (with the instant it is
    /// applied at, which is its time).
    func applyPending(through instant: Double) {
        var index = 0
        while index < pending.count, pending[index].time <= instant + 1e-12 { index += 1 }
        guard index > 0 else { return }
        let due = Array(pending[..<index])
        pending.removeFirst(index)
        // Coalesced as a replay of the recording will be, so that it reproduces exactly.
        for pane in panes { pane.simulation.apply(contentsOf: due) }
        while let first = queuedInputInstants.first, first.time <= instant + 1e-12 {
            inputsAwaitingPresent.append(first.real)
            queuedInputInstants.removeFirst()
        }
        if recordingPath != nil {
            for event in due { recorder.record(event) }
        }
    }

    /// Every whole step whose end is at or before `instant`, each after the inputs of its window.
    private func runSteps(through instant: Double) {
        // The replay's own test (`Simulation.run`), so the last steps of a take are the replay's at any rate.
        while simulation.nextStepEnds(by: instant) {
            applyPending(through: simulation.nextStepTime)
            for pane in panes { pane.step() }
            if options.logsEvents { frameLogSink(FrameLog.line(for: simulation.takeRecord())) }
            // Callbacks nobody prints would pile up for as long as the window is open.
            for (index, pane) in panes.enumerated() where index > 0 || !options.logsEvents {
                pane.simulation.discardPendingEvents()
            }
        }
    }

    /// Ends the session as a replay of its recording ends: the steps up to the last queued input, then the inputs
    /// left, then physics to that instant; saves the take being recorded and prints the frame log's final line.
    public func finish() {
        let until = max(simulation.currentTime, pending.last?.time ?? 0)
        runSteps(through: until)
        if !pending.isEmpty { applyPending(through: until) }
        for pane in panes { pane.simulation.advance(to: until) }
        if let path = recordingPath { saveRecording(to: path, until: until) }
        if options.logsEvents { frameLogSink(FrameLog.finalLine(for: simulation.takeRecord())) }
    }

    // MARK: - Display

    /// Shows `text` at the bottom of the window for a few seconds (and says it on stderr).
    func show(_ text: String, seconds: Double = 2.5) {
        message = (text, latestReal + seconds)
        noticeSink(text)
    }

    /// The real instants of the pointer and wheel inputs applied since the last call (with `--present-log`): the
    /// host calls it as it presents a frame, which is the first to show them.
    public func takeInputsAwaitingPresent() -> [Double] {
        defer { inputsAwaitingPresent.removeAll() }
        return inputsAwaitingPresent
    }

    /// Forgets what the screen shows, so that the next frame is presented even if nothing on it changed: the
    /// window system lost the window's pixels or has new decorations to show with the next frame (an expose, a
    /// Wayland configure), which it takes only with a present of the window's own surface.
    public func invalidatePresentedFrame() {
        presentedList = nil
    }

    /// The frame to present if it differs from the one presented last (nil: the screen is up to date), for a
    /// renderer whose output is `outputWidth` pixels wide. The host calls it every frame and presents only what it
    /// returns, so a window where nothing moves costs no rasterising.
    public func frameToPresent(outputWidth: Double, real: Double) -> DrawList? {
        let list = drawList(outputWidth: outputWidth)
        guard list != presentedList else {
            skippedSincePresentation = true
            return nil
        }
        presentedList = list
        // The HUD's frame time changes at most twice a second, or showing it would itself redraw every frame. Only
        // presents of consecutive frames count: after a still stretch or a pause the interval is no frame time.
        defer { skippedSincePresentation = false }
        if let previous = previousPresentation, !skippedSincePresentation, real - frameTimeShownAt >= 0.5 {
            frameTime = real - previous
            frameTimeShownAt = real
        }
        previousPresentation = real
        return list
    }
}
