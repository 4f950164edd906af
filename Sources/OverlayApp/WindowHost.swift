import CSDL2
import Foundation
import OverlayDrawing
import OverlayRender
import OverlayFiles
import OverlayScenes

/// Why the window could not run.
public struct WindowError: Error, CustomStringConvertible {
    public var description: String
}

/// `overlay-sim run`: a real SDL2 window showing a scene, driven by the mouse, a touchscreen and the keyboard,
/// stepping the simulation at a fixed rate in step with real time (the simulation's `FixedStepClock` paces it).
public final class WindowHost {
    /// One simulated scene shown in the window; `compare` shows several side by side.
    private final class Pane {
        let simulation: Simulation
        let drawer = SceneDrawer()
        let trajectory = TrajectoryHUD()
        var list = DrawList(width: 0, height: 0, scale: 1)

        init(simulation: Simulation) {
            self.simulation = simulation
        }
    }

    private let options: WindowOptions
    private var scenario: Scenario
    private var panes: [Pane] = []
    /// The first pane: its clock paces the window, its frame log is printed, its inputs are recorded.
    private var simulation: Simulation { panes[0].simulation }
    private let rasterizer: DrawListRasterizer
    private var recorder = SessionRecorder()
    private var list = DrawList(width: 0, height: 0, scale: 1)
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var input: WindowInputTranslator
    private var pending: [TraceEvent] = []
    private var showsHUD: Bool
    private var isPaused = false
    private var stepOnce = false
    private var isRunning = true
    private var recordingPath: String?
    private var screenshotCount = 0
    private var frameTime = 0.0
    private var startCounter: UInt64 = 0
    private var output = FileHandle.standardOutput
    /// The tuning lab's side panel (T, E, arrows; TuningPanel.swift).
    private let tuningPanel = TuningPanel()
    /// The next event of `options.script` to inject.
    private var scriptIndex = 0
    private var hasPresented = false
    /// The signal (SIGINT or SIGTERM) that ended the window, if one did; `run()` then returned normally after saving.
    public private(set) var interruptingSignal: Int32?

    /// Opens nothing yet; `run()` does.
    public init(options: WindowOptions) {
        self.options = options
        scenario = options.scenario
        rasterizer = DrawListRasterizer(fontDirectory: options.fontDirectory)
        showsHUD = options.showsHUD
        recordingPath = options.recordPath
        input = WindowInputTranslator(scale: options.scale,
                                      policy: PointerSourcePolicy(mouseArrivesAsTouch: WindowHost.mouseTouchHintIsOn()))
        makePanes(stepsPerSecond: options.stepsPerSecond)
        TuningPanel.apply(options.tuningScenario, to: panes.map(\.simulation.scene))
    }

    /// One pane, or one per compared preset, all at the same time and rate.
    private func makePanes(stepsPerSecond: Int) {
        let presets = options.comparedPresets.isEmpty ? [scenario.preset] : options.comparedPresets
        panes = presets.map { preset in
            var paneScenario = scenario
            paneScenario.preset = preset
            return Pane(simulation: Simulation(scene: Scene(scenario: paneScenario), stepsPerSecond: stepsPerSecond))
        }
    }

    /// The width of one pane in points.
    private var paneWidth: CGFloat { simulation.scene.window.bounds.width }

    deinit {
        if let renderer = renderer { SDL_DestroyRenderer(renderer) }
        if let window = window { SDL_DestroyWindow(window) }
    }

    private static func mouseTouchHintIsOn() -> Bool {
        let value = ProcessInfo.processInfo.environment["SDL_MOUSE_TOUCH_EVENTS"] ?? "0"
        return value == "1" || value.lowercased() == "true"
    }

    /// Opens the window and runs until the user quits or `quitAfter` passes.
    public func run() throws {
        // Before SDL starts, so that Ctrl-C or SIGTERM at any point ends the loop below instead of the process.
        let interrupts = InterruptWatcher()
        defer { interrupts.stop() }
        try openWindow()
        startCounter = SDL_GetPerformanceCounter()
        let frequency = Double(SDL_GetPerformanceFrequency())
        func now() -> Double { Double(SDL_GetPerformanceCounter() &- startCounter) / frequency }
        if options.logsEvents { emit(simulation.takeRecord()) }
        var previousFrame = now()
        while isRunning {
            let frameStart = now()
            injectScript(upTo: simulation.simulationTime(forReal: frameStart))
            pollEvents(real: frameStart)
            let target = simulation.frameTarget(forReal: frameStart, paused: isPaused && !stepOnce)
            if isPaused && stepOnce {
                runSteps(until: simulation.nextStepTime)
                stepOnce = false
            } else {
                runSteps(until: target)
            }
            applyPending(through: simulation.currentTime)
            draw()
            frameTime = frameStart - previousFrame
            previousFrame = frameStart
            if let limit = options.quitAfter, now() >= limit { isRunning = false }
            if let signal = interrupts.receivedSignal {
                interruptingSignal = signal
                isRunning = false
            }
        }
        finish()
    }

    // MARK: - Setup

    private func openWindow() throws {
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            && (environment["SDL_VIDEODRIVER"] ?? "").isEmpty {
            throw WindowError(description: "no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
                + "Without a display, use `overlay-sim shot` (PNG screenshots) or `overlay-sim simulate` (frame log).")
        }
        try SDLRuntime.start()
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw WindowError(description: "cannot open a window: \(String(cString: SDL_GetError())). "
                + "Without a display, use `overlay-sim shot` (PNG screenshots) or `overlay-sim simulate` (frame log).")
        }
        // With no display SDL falls back to its invisible drivers; a window nobody sees is not what `run` promises.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if (driver == "offscreen" || driver == "dummy") && requested != driver {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw WindowError(description: "no display to open a window on (SDL found only its \(driver) video driver; is DISPLAY set?). "
                + "Without a display, use `overlay-sim shot` (PNG screenshots) or `overlay-sim simulate` (frame log).")
        }
        let size = simulation.scene.window.bounds.size
        let width = Int32((Double(size.width) * Double(panes.count) * options.scale).rounded())
        let height = Int32((Double(size.height) * options.scale).rounded())
        guard width > 0, height > 0 else {
            throw WindowError(description: "cannot open a \(width)×\(height) window: the scene and --scale must give a size of at least 1×1 pixel")
        }
        let software = options.renderer.resolved == .software
        if software {
            // Otherwise SDL backs the window surface of the software renderer with an OpenGL texture on X11.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow("OverlaySim — \(simulation.scene.scenario.name)", centered, centered, width, height, flags) else {
            throw WindowError(description: "cannot open a window: \(String(cString: SDL_GetError())). "
                + "Without a display, use `overlay-sim shot` (PNG screenshots) or `overlay-sim simulate` (frame log).")
        }
        self.window = window
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        renderer = (software ? nil : SDL_CreateRenderer(window, -1, accelerated))
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard renderer != nil else {
            throw WindowError(description: "cannot create a renderer: \(String(cString: SDL_GetError()))")
        }
    }

    // MARK: - Input

    private func pollEvents(real: Double) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            let time = isPaused ? simulation.currentTime : max(simulation.simulationTime(forReal: real), simulation.currentTime)
            let paneSize = simulation.scene.window.bounds.size
            let windowSize = CGSize(width: paneSize.width * CGFloat(panes.count), height: paneSize.height)
            switch input.translate(event, time: time, windowSize: windowSize) {
            case let .trace(traceEvent)? where panes.count == 1 && tuningPanel.consumes(traceEvent, scene: simulation.scene):
                break
            case let .trace(traceEvent)?:
                pending.append(paneLocal(traceEvent))
            case let .key(command)?:
                handleKey(command, time: time)
            case .quit?:
                isRunning = false
            case nil:
                break
            }
        }
    }

    /// Maps window points to the pane under the pointer (every pane gets the same pane-local input); a window
    /// resize is shared out between the panes.
    private func paneLocal(_ event: TraceEvent) -> TraceEvent {
        let width = Double(paneWidth)
        func local(_ x: Double) -> Double {
            guard width > 0, panes.count > 1 else { return x }
            return x - (x / width).rounded(.down).clamped(0, Double(panes.count - 1)) * width
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

    /// Queues the scripted events whose time has come, as if they had just been polled.
    private func injectScript(upTo instant: Double) {
        guard let script = options.script else { return }
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

    private func handleKey(_ command: KeyCommand, time: Double) {
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

    /// Applies queued inputs with times up to `instant`, in order, recording each.
    private func applyPending(through instant: Double) {
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

    // MARK: - Stepping and drawing

    private func runSteps(until target: Double) {
        while simulation.time < target - 1e-9 {
            applyPending(through: simulation.nextStepTime)
            for pane in panes {
                pane.simulation.step()
                pane.drawer.observe(pane.simulation)
                pane.trajectory.observe(pane.simulation)
            }
            if options.logsEvents { emit(simulation.takeRecord()) }
            // Callbacks nobody prints would pile up for as long as the window is open.
            for (index, pane) in panes.enumerated() where index > 0 || !options.logsEvents {
                pane.simulation.discardPendingEvents()
            }
        }
    }

    private func emit(_ record: FrameRecord) {
        output.write(Data((FrameLog.line(for: record) + "\n").utf8))
    }

    private func draw() {
        guard let renderer = renderer else { return }
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        let points = simulation.scene.window.bounds.size
        let totalWidth = Double(points.width) * Double(panes.count)
        let scale = totalWidth > 0 ? Double(outputWidth) / totalWidth : options.scale
        if panes.count == 1 {
            panes[0].drawer.draw(simulation, scale: scale, hud: showsHUD ? hud(panes[0]) : nil, into: &list)
            if showsHUD { panes[0].trajectory.draw(simulation, into: &list) }
            tuningPanel.draw(simulation.scene, into: &list)
        } else {
            list.reset(width: totalWidth, height: Double(points.height), scale: scale, background: .black)
            for (index, pane) in panes.enumerated() {
                pane.drawer.draw(pane.simulation, scale: scale, hud: showsHUD ? hud(pane) : nil, into: &pane.list)
                list.append(pane.list, dx: Double(points.width) * Double(index), dy: 0)
            }
        }
        do {
            try rasterizer.draw(list, into: renderer)
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: drawing failed: \(error)\n".utf8))
        }
        SDL_RenderPresent(renderer)
        if !hasPresented {
            hasPresented = true
            if options.reportsFirstFrame { reportFirstFrame(renderer: renderer) }
        }
    }

    /// One line on stderr: `first frame: 87.3 ms after process start (monotonic 123456789 ns), renderer opengl, video x11`.
    /// The process start comes from /proc/self/stat (10 ms resolution); the monotonic instant lets a parent that
    /// noted when it started this process compute the delay exactly.
    private func reportFirstFrame(renderer: OpaquePointer) {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        let monotonic = UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
        var info = SDL_RendererInfo()
        let rendererName = SDL_GetRendererInfo(renderer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "?" : "?"
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        let sinceStart = WindowHost.secondsSinceProcessStart().map { String(format: "%.1f ms", $0 * 1000) } ?? "? ms"
        FileHandle.standardError.write(Data(
            "first frame: \(sinceStart) after process start (monotonic \(monotonic) ns), renderer \(rendererName), video \(driver)\n".utf8))
    }

    /// Seconds since this process started, from its start time in /proc/self/stat (clock ticks since boot) and
    /// CLOCK_BOOTTIME; nil where /proc is not there.
    static func secondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces) start at field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var spec = timespec()
        clock_gettime(CLOCK_BOOTTIME, &spec)
        let now = Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private func hud(_ pane: Pane) -> SceneDrawer.HUD {
        let simulation = pane.simulation
        let container = simulation.scene.container
        let scrollView = simulation.scene.drivingScrollView
        return SceneDrawer.HUD(lines: [
            "\(simulation.scene.scenario.name) · \(simulation.scene.preset.name.rawValue)  \(simulation.stepsPerSecond) Hz\(isPaused ? "  paused" : "")\(recordingPath != nil ? "  ● rec" : "")",
            String(format: "height %.2f  model %.2f", Double(container.displayedTranslationHeight), Double(container.translationHeight)),
            "notch \(container.lastReachedNotchIndex)  \(container.translationPosition.rawValue)\(container.isDragging ? "  dragging" : "")",
            String(format: "velocity %.0f pt/s", Double(scrollView?.panGestureRecognizer.velocity.y ?? container.panGestureRecognizer.velocity.y)),
            String(format: "offset %.1f  t %.2f s", Double(scrollView?.contentOffset.y ?? 0), simulation.currentTime),
            String(format: "frame %.1f ms", frameTime * 1000),
        ] + simulation.scene.statusLines)
    }

    // MARK: - Files

    private func timestampName(_ prefix: String, _ suffix: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "\(options.outputDirectory)/\(prefix)-\(formatter.string(from: Date()))\(suffix)"
    }

    private func takeScreenshot() {
        screenshotCount += 1
        let path = timestampName("overlay-sim", "-\(screenshotCount).png")
        do {
            let canvas = try OffscreenCanvas(fontDirectory: options.fontDirectory)
            var combined = DrawList(width: 0, height: 0, scale: options.scale)
            let points = simulation.scene.window.bounds.size
            combined.reset(width: Double(points.width) * Double(panes.count), height: Double(points.height), scale: options.scale, background: .black)
            for (index, pane) in panes.enumerated() {
                combined.append(pane.drawer.drawList(pane.simulation, scale: options.scale), dx: Double(points.width) * Double(index), dy: 0)
            }
            let image = try canvas.render(combined)
            try PNGFile.write(image, to: path)
            FileHandle.standardError.write(Data("screenshot: \(path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: screenshot failed: \(error)\n".utf8))
        }
    }

    private func toggleRecording() {
        if let path = recordingPath {
            saveRecording(to: path)
            recordingPath = nil
        } else {
            // A take starts from the scene's initial state, so that `simulate` replays it exactly; nothing is
            // kept while no take runs (memory stays flat however long the window is open).
            restartScene()
            recordingPath = timestampName("overlay-sim-recording", ".json")
            FileHandle.standardError.write(Data("recording a take (the scene restarted) to \(recordingPath!) — press R again to save\n".utf8))
        }
    }

    /// Starts the current scenario afresh at the window's size, in every pane, with an empty recording.
    private func restartScene() {
        let size = simulation.scene.window.bounds.size
        makePanes(stepsPerSecond: simulation.stepsPerSecond)
        recorder = SessionRecorder()
        pending.removeAll()
        if size != simulation.scene.window.bounds.size {
            let resize = TraceEvent(time: 0, kind: .resize(width: Double(size.width), height: Double(size.height)))
            for pane in panes { pane.simulation.apply(resize) }
            recorder.record(resize)
        }
        simulation.synchronizeClock(withReal: currentReal())
    }

    private func saveRecording(to path: String) {
        do {
            try recorder.save(to: path, until: simulation.currentTime)
            FileHandle.standardError.write(Data("recording: \(path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: could not save the recording: \(error)\n".utf8))
        }
    }

    /// Tab: the next built-in scene, in a fresh session (a recording covers one scene, from its start).
    private func switchScene() {
        let all = BuiltInScenarios.all
        let index = all.firstIndex { $0.name == scenario.name }.map { ($0 + 1) % all.count } ?? 0
        if let path = recordingPath { saveRecording(to: path) }
        recordingPath = nil
        let preset = scenario.preset
        scenario = all[index]
        scenario.preset = preset
        restartScene()
        if let window = window { SDL_SetWindowTitle(window, "OverlaySim — \(scenario.name)") }
        FileHandle.standardError.write(Data("scene: \(scenario.name)\n".utf8))
    }

    private func currentReal() -> Double {
        Double(SDL_GetPerformanceCounter() &- startCounter) / Double(SDL_GetPerformanceFrequency())
    }

    private func finish() {
        applyPending(through: simulation.currentTime)
        if let path = recordingPath { saveRecording(to: path) }
        if options.logsEvents {
            output.write(Data((FrameLog.finalLine(for: simulation.takeRecord()) + "\n").utf8))
        }
    }
}
