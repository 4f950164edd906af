import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayScenes

/// Everything the window does that is not SDL: the panes and their simulations, the inputs waiting for their
/// instant, fixed-step stepping in step with real time, the keys, the HUD, the tuning panel, screenshots and
/// recordings. The window host (`WindowHost`) only opens the SDL window, turns SDL events into `WindowInput`s,
/// hands them here with real time, and rasterises `drawList(outputWidth:)`; so all of this is tested without SDL.
///
/// Time: real time is seconds on the host's monotonic clock since the window opened. The first pane's simulation
/// clock paces the session (`FixedStepClock`); every pane steps with it.
public final class WindowSession {
    let options: WindowOptions
    /// The scenario the panes show (Tab switches to the next built-in one).
    public private(set) var scenario: Scenario
    /// One pane, or one per compared preset, all at the same time and rate.
    public private(set) var panes: [WindowPane] = []
    /// The first pane: its clock paces the window, its frame log is printed, its inputs are recorded.
    public var simulation: Simulation { panes[0].simulation }
    /// False once the user asked to quit.
    public private(set) var isRunning = true
    /// Whether the HUD is shown (H).
    public internal(set) var showsHUD: Bool
    /// Whether the clock is paused (Space).
    public private(set) var isPaused = false
    /// Where the take being recorded goes, nil when none is.
    public internal(set) var recordingPath: String?
    /// Receives each frame-log line (without its newline) when the options ask for the frame log.
    public var frameLogSink: (String) -> Void = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    /// Called with the new window title after a scene switch.
    public var onTitleChange: ((String) -> Void)?

    var recorder = SessionRecorder()
    var pending: [TraceEvent] = []
    var stepOnce = false
    var screenshotCount = 0
    /// Real seconds between the last two frames, for the HUD.
    var frameTime = 0.0
    private var previousFrame: Double?
    /// The tuning lab's side panel (T, E, arrows).
    let tuningPanel = TuningPanel()
    /// The next event of `options.script` to inject.
    private var scriptIndex = 0
    /// The real instant of the latest call that passed one, for restarting the clock.
    var latestReal = 0.0

    /// A session on `options.scenario`; nothing runs until the host calls `advanceFrame(real:)`.
    public init(options: WindowOptions) {
        self.options = options
        scenario = options.scenario
        showsHUD = options.showsHUD
        recordingPath = options.recordPath
        makePanes(stepsPerSecond: options.stepsPerSecond)
        TuningPanel.apply(options.tuningScenario, to: panes.map(\.simulation.scene))
    }

    /// The window's title.
    public var title: String { "OverlaySim — \(scenario.name)" }

    /// The size of one pane in points.
    public var paneSize: CGSize { simulation.scene.window.bounds.size }

    /// The size of the whole window in points (the panes side by side).
    public var windowSize: CGSize { CGSize(width: paneSize.width * CGFloat(panes.count), height: paneSize.height) }

    func makePanes(stepsPerSecond: Int) {
        let presets = options.comparedPresets.isEmpty ? [scenario.preset] : options.comparedPresets
        panes = presets.map { preset in
            var paneScenario = scenario
            paneScenario.preset = preset
            return WindowPane(simulation: Simulation(scene: Scene(scenario: paneScenario), stepsPerSecond: stepsPerSecond))
        }
    }

    func replaceScenario(with next: Scenario) {
        scenario = next
    }

    // MARK: - Input

    /// The simulation instant an input arriving at the real instant `real` is stamped with.
    public func inputTime(forReal real: Double) -> Double {
        isPaused ? simulation.currentTime : max(simulation.simulationTime(forReal: real), simulation.currentTime)
    }

    /// Takes one input: pointer and other simulation inputs wait for their instant (presses on the tuning panel
    /// stay there), keys act at `time`, a quit ends the session.
    public func receive(_ input: WindowInput, at time: Double) {
        switch input {
        case let .trace(event) where panes.count == 1 && tuningPanel.consumes(event, scene: simulation.scene):
            break
        case let .trace(event):
            pending.append(paneLocal(event))
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
    /// been polled.
    public func injectScript(upToReal real: Double) {
        latestReal = real
        guard let script = options.script else { return }
        let instant = simulation.simulationTime(forReal: real)
        while scriptIndex < script.events.count, script.events[scriptIndex].time <= instant {
            let event = script.events[scriptIndex]
            scriptIndex += 1
            switch event.kind {
            case .screenshot:
                takeScreenshot()
            default:
                pending.append(paneLocal(event))
            }
        }
    }

    func handle(_ command: KeyCommand, at time: Double) {
        if command.isSimulationInput {
            // The panes of `compare` keep their own presets.
            guard command != .cyclePreset || panes.count == 1 else { return }
            pending.append(TraceEvent(time: time, kind: .key(command)))
            return
        }
        switch command {
        case .cycleScene:
            switchScene()
        case .screenshot:
            takeScreenshot()
        case .toggleRecording:
            toggleRecording()
        case .toggleHUD:
            showsHUD.toggle()
        case .togglePause:
            isPaused.toggle()
        case .stepFrame:
            if isPaused { stepOnce = true }
        case .switchStepRate:
            applyPending(through: simulation.currentTime)
            let rate = simulation.stepsPerSecond == 60 ? 120 : 60
            for pane in panes { pane.simulation.setStepsPerSecond(rate) }
        case .quit:
            isRunning = false
        case .toggleTuningPanel, .saveTuning, .selectPreviousTuningRow, .selectNextTuningRow, .decreaseTuningValue,
             .increaseTuningValue:
            guard panes.count == 1 else { return }
            applyPending(through: simulation.currentTime)
            _ = tuningPanel.handleKey(command, scene: simulation.scene, outputDirectory: options.outputDirectory)
        default:
            break
        }
    }

    // MARK: - Stepping

    /// Runs one frame at the real instant `real`: whole fixed steps up to the instant the clock says (one step
    /// when stepping while paused), each after the inputs due before it; then the inputs due by the time reached.
    public func advanceFrame(real: Double) {
        latestReal = real
        if let previous = previousFrame { frameTime = real - previous }
        previousFrame = real
        // While paused the clock absorbs real time, also in a frame that steps once (so resuming does not jump).
        let target = simulation.frameTarget(forReal: real, paused: isPaused)
        if isPaused && stepOnce {
            runSteps(until: simulation.nextStepTime)
            stepOnce = false
        } else {
            runSteps(until: target)
        }
        applyPending(through: simulation.currentTime)
    }

    /// Applies queued inputs with times up to `instant`, in order, recording each.
    func applyPending(through instant: Double) {
        var index = 0
        while index < pending.count, pending[index].time <= instant + 1e-12 { index += 1 }
        guard index > 0 else { return }
        let due = Array(pending[..<index])
        pending.removeFirst(index)
        // Coalesced as a replay of the recording will be, so that it reproduces exactly.
        for pane in panes { pane.simulation.apply(contentsOf: due) }
        if recordingPath != nil {
            for event in due { recorder.record(event) }
        }
    }

    private func runSteps(until target: Double) {
        while simulation.time < target - 1e-9 {
            applyPending(through: simulation.nextStepTime)
            for pane in panes { pane.step() }
            if options.logsEvents { frameLogSink(FrameLog.line(for: simulation.takeRecord())) }
            // Callbacks nobody prints would pile up for as long as the window is open.
            for (index, pane) in panes.enumerated() where index > 0 || !options.logsEvents {
                pane.simulation.discardPendingEvents()
            }
        }
    }

    /// The frame log's first line, at time 0, before any step (printed when the window opens).
    public func startFrameLog() {
        if options.logsEvents { frameLogSink(FrameLog.line(for: simulation.takeRecord())) }
    }

    /// Applies what is still queued, saves the take being recorded and prints the frame log's final line.
    public func finish() {
        applyPending(through: simulation.currentTime)
        if let path = recordingPath { saveRecording(to: path) }
        if options.logsEvents { frameLogSink(FrameLog.finalLine(for: simulation.takeRecord())) }
    }
}
