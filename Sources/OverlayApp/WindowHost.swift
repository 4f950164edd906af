import CSDL2
import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayRender
import OverlayScenes

/// Why the window could not run.
public struct WindowError: Error, CustomStringConvertible {
    public var description: String
}

/// `overlay-sim run`: a real SDL2 window showing a `WindowSession`, driven by the mouse, a touchscreen and the
/// keyboard. This is the only part of the window that talks to SDL: it opens the window and the renderer, turns
/// SDL events into `WindowInput`s, tells the session the real time, and rasterises the session's draw lists.
public final class WindowHost {
    let options: WindowOptions
    /// The window's state and behaviour, without SDL.
    public let session: WindowSession
    let rasterizer: DrawListRasterizer
    private(set) var window: OpaquePointer?
    private var renderer: OpaquePointer?
    /// The software renderer's target on Wayland, at the drawable's pixel density (`renderer` is then nil).
    private var densityCanvas: DensityCanvas?
    private var input: WindowInputTranslator
    /// `--inject`: the trace pushed into SDL's queue as SDL events.
    private let injector: SDLEventInjector?
    var startCounter: UInt64 = 0
    private var hasPresented = false
    /// The first frame being drawn on a second thread while the window opens, until the window shows it.
    var firstFrameAhead: FirstFramePreparation?
    /// Whether the renderer is SDL's software renderer, which draws into the window's surface.
    private var drawsIntoWindowSurface = false
    /// The display's refresh rate; nil where SDL does not know it (frames are then paced by the steps).
    var displayRate: Double?
    private var presentedFrames = 0, iterations = 0
    /// `--present-log`: when each frame was presented and how long ago the inputs it first showed came.
    var presents: [(time: Double, latencies: [Double])] = []
    /// When a frame is presented after its step's end, from how long the last frames took to rasterise.
    var presentDelayEstimate = PresentDelayEstimate()
    /// How long before a present's deadline the loop stops sleeping (paced by the steps).
    var presentWakeMargin = PresentWakeMargin()
    /// `--report-frames`: each presented frame's rasterising and the present call's own time (handing the frame to
    /// the display), in seconds, and the delay, wake margin, put-back share and share of the window handed over it had.
    var presentTimes:
        (rasterising: [Double], handingOver: [Double], delays: [Double], putBack: [Double], margins: [Double], handedOver: [Double]) =
            ([], [], [], [], [], [])
    /// The latest a sleep before a present woke after the instant it slept to (`--report-frames`).
    var latestWake = 0.0
    /// The most a frame's present delay moved from the frame before's (`--report-frames`).
    var largestDelayChange = 0.0
    /// The signal (SIGINT, SIGTERM or SIGHUP) that ended the window, if one did; `run()` then returned normally
    /// after saving.
    public private(set) var interruptingSignal: Int32?

    /// The name of `interruptingSignal` ("SIGHUP"), if a signal ended the window.
    public var interruptingSignalName: String? { interruptingSignal.map(InterruptWatcher.name(of:)) }

    /// Opens nothing yet; `run()` does.
    public init(options: WindowOptions) {
        self.options = options
        session = WindowSession(options: options)
        rasterizer = DrawListRasterizer(fontDirectory: options.fontDirectory)
        input = WindowInputTranslator(
            scale: options.scale,
            policy: PointerSourcePolicy(mouseArrivesAsTouch: WindowHost.mouseTouchHintIsOn()))
        injector = options.injectedTrace.map { SDLEventInjector(trace: $0, onPanel: options.injectsOnPanel) }
    }

    deinit {
        abandonFirstFrameAhead()
        densityCanvas = nil
        if let renderer = renderer { SDL_DestroyRenderer(renderer) }
        if let window = window { SDL_DestroyWindow(window) }
    }

    private static func mouseTouchHintIsOn() -> Bool {
        let value = ProcessInfo.processInfo.environment["SDL_MOUSE_TOUCH_EVENTS"] ?? "0"
        return value == "1" || value.lowercased() == "true"
    }

    /// Opens the window and runs until the user quits or `quitAfter` passes.
    public func run() throws {
        // Before SDL starts, so that Ctrl-C, SIGTERM or SIGHUP at any point ends the loop below instead of the
        // process, and a closed stdout does not end it at all.
        let interrupts = InterruptWatcher()
        defer { interrupts.stop() }
        do {
            try openWindow()
        } catch {
            abandonFirstFrameAhead()
            // Nothing was recorded: no take, and no journal left behind.
            session.discardStreamedTake()
            throw error
        }
        session.onTitleChange = { [weak self] title in
            if let window = self?.window { SDL_SetWindowTitle(window, title) }
        }
        WindowHost.tightenTimerSlack()
        startCounter = SDL_GetPerformanceCounter()
        displayRate = refreshRate()
        runLoop(interrupts)
        abandonFirstFrameAhead()
        session.finish()
        writeReports()
    }

    /// Frames until the session stops running: a quit, `--quit-after`, or a signal.
    private func runLoop(_ interrupts: InterruptWatcher) {
        while session.isRunning {
            // A display that does not say its rate (Xvfb) gets a frame per step: 60 or 120 a second (F toggles).
            let period = 1 / (displayRate ?? Double(session.simulation.stepsPerSecond))
            iterations += 1
            let frameStart = now()
            session.injectScript(upToReal: frameStart)
            injectEvents()
            pollEvents()
            // To the instant the script was read to: a scripted input due just after it must not miss its step.
            session.advanceFrame(real: frameStart)
            draw(real: now())
            if let limit = options.quitAfter, now() >= limit { session.requestQuit() }
            if let signal = interrupts.receivedSignal {
                interruptingSignal = signal
                session.requestQuit()
            }
            // Frames at the display's rate, not as fast as the renderer can go: a window where nothing moves
            // sleeps here (the software renderer does not wait for vsync).
            // An injected event is pushed at its own time, so the wait ends then too.
            let untilInjection = injector?.nextTime.map { $0 - session.inputTime(forReal: now()) } ?? .infinity
            if displayRate != nil {
                let wait = min(frameStart + period - now(), untilInjection)
                if wait > 0.001 && session.isRunning { SDL_WaitEventTimeout(nil, Int32(wait * 1000)) }
            } else {
                // Woken just after the next step ends, not a period after this frame began: a loop a little faster
                // or slower than the steps would find no new step now and then and show that frame twice as long.
                // The sleep is to the microsecond (SDL waits in whole milliseconds); an input that comes meanwhile
                // is read, and stamped, when the loop wakes, and applied at the step that holds that instant.
                let wait = min(untilNextStep(), period, untilInjection)
                if wait > 0 && session.isRunning { usleep(UInt32(wait * 1e6)) }
            }
        }
    }

    /// `--present-log` and `--report-frames`, once the window closed.
    private func writeReports() {
        if let path = options.presentLogPath {
            do {
                try AtomicFile.write(presentLog(), to: path)
            } catch {
                FileHandle.standardError.write(Data("overlay-sim: cannot write the present log: \(error)\n".utf8))
            }
        }
        if options.reportsCutText {
            let cut = rasterizer.cutTexts
            FileHandle.standardError.write(Data("text cut: \(cut.count)\(cut.map { "\n  \($0)" }.joined())\n".utf8))
        }
        if options.reportsFrameCount {
            FileHandle.standardError.write(
                Data(
                    (String(format: "frames: presented %d in %d iterations over %.2f s", presentedFrames, iterations, now())
                        + presentTimesSummary() + "\n").utf8))
        }
    }

    /// The display's refresh rate in frames per second, nil where SDL does not know it.
    private func refreshRate() -> Double? {
        var mode = SDL_DisplayMode()
        let display = window.map { SDL_GetWindowDisplayIndex($0) } ?? 0
        guard SDL_GetCurrentDisplayMode(max(0, display), &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    // MARK: - Input

    /// `--inject`: pushes the trace's events that are due into SDL's queue (they are polled right after, stamped by
    /// SDL at the push) and applies those SDL has no event for at their own time.
    private func injectEvents() {
        guard let injector, let window else { return }
        let due = injector.pushEvents(
            dueBy: session.inputTime(forReal: now()), window: window,
            mapping: FingerMapping.current(for: window, scale: input.scale))
        for event in due {
            if case .screenshot = event.kind {
                session.takeScreenshot()
            } else {
                session.receive(.trace(event), at: event.time)
            }
        }
    }

    /// Hands every queued SDL event to the session, in SDL's order, stamped the instant the window reads it, to the
    /// microsecond: SDL stamps it then too, but in whole milliseconds, which kept the session 1 ms behind real time.
    /// Read after the frame's steps were chosen, no input belongs to a step already run.
    private func pollEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            let real = now()
            let time = session.inputTime(forReal: real)
            if event.type == SDL_WINDOWEVENT.rawValue, WindowHost.needsFreshPresent(after: event.window.event) {
                session.invalidatePresentedFrame()
                // SDL may have made the window's surface anew (at the same address, even): the next frame cannot
                // trust it to hold the previous one outside what that frame drew.
                rasterizer.targetPixelsMayHaveChanged()
            }
            if let window, [SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue].contains(event.type) {
                input.fingerMapping = FingerMapping.current(for: window, scale: input.scale)
            }
            for translated in input.translate(event, time: time) {
                session.receive(translated, at: time)
            }
        }
    }

    /// Whether a window event asks for a present although nothing on the frame changed: an expose (X11 lost the
    /// pixels; a Wayland compositor configured the window, and libdecor's title bar, a synchronised subsurface,
    /// appears only with the window surface's next commit), a size change or the window shown again.
    static func needsFreshPresent(after windowEvent: UInt8) -> Bool {
        [SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESTORED]
            .contains { UInt8($0.rawValue) == windowEvent }
    }

    // MARK: - Drawing

    /// Rasterises and presents the session's frame when something on it changed.
    private func draw(real: Double) {
        // What the rasteriser draws into, its pixels when it may reuse them, the size in pixels, and the present (which
        // gives the share of the window it handed over, when the frame is in the window's surface).
        let target: (renderer: OpaquePointer, pixels: TargetPixels?, width: Int32, height: Int32, present: () -> Double?)
        if let canvas = densityCanvas {
            let size = canvas.pixelSize
            guard let drawn = canvas.target() else { return }
            target = (
                drawn.renderer, drawn.pixels, size.width, size.height,
                {
                    canvas.present()
                    return nil
                }
            )
        } else if let renderer {
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &width, &height)
            // The software renderer draws into the window's surface: the rasteriser may then start from its copy of
            // the pixels that did not change (the map under a dragged overlay).
            var pixels: TargetPixels?
            if drawsIntoWindowSurface, let window, let surface = SDL_GetWindowSurface(window),
                let surfacePixels = TargetPixels(surface: surface), surfacePixels.width == Int(width), surfacePixels.height == Int(height)
            {
                pixels = surfacePixels
            }
            target = (
                renderer, pixels, width, height,
                { [self] in
                    guard drawsIntoWindowSurface else {
                        SDL_RenderPresent(renderer)
                        return nil
                    }
                    return presentWindowSurface(renderer, width: width, height: height)
                }
            )
        } else {
            return
        }
        guard let list = session.frameToPresent(outputWidth: Double(target.width), real: real) else { return }
        let drawStart = now()
        // The first frame may have been drawn while the window opened: it is shown now and drawn here once shown.
        let drawnAhead =
            hasPresented ? nil : firstFrameAhead.flatMap { showFrameDrawnAhead($0.takeFrame(), list: list, into: target.pixels) }
        if drawnAhead == nil { rasterise(list, into: target.renderer, pixels: target.pixels, width: target.width, height: target.height) }
        presentDelayEstimate.note(rasterising: now() - drawStart, at: drawStart)
        // The first frame goes out at once (start-up time is measured to it).
        if hasPresented, let deadline = presentDeadline(), deadline - now() < 0.1 {
            // Asleep until a little before the deadline, then watching the clock: waking from a sleep takes a
            // varying tenth of a millisecond or so, which would show as jitter between presents, and longer while the
            // other core is busy (`PresentWakeMargin`).
            let step = 1 / Double(session.simulation.stepsPerSecond)
            if let late = presentWakeMargin.wait(until: deadline, step: step, clock: now) { latestWake = max(latestWake, late) }
        }
        // The instant the frame is handed to the display (what pacing controls; the X server's copy follows).
        if options.presentLogPath != nil {
            let presented = now()
            presents.append((presented, session.takeInputsAwaitingPresent().map { presented - $0 }))
        }
        let handOver = now()
        let handedOver = target.present()
        if options.reportsFrameCount {
            notePresentTimes(
                rasterising: presentDelayEstimate.lastRasterising ?? 0, handingOver: now() - handOver, delay: presentDelay(),
                putBack: drawnAhead == nil && target.pixels != nil ? rasterizer.lastFramePutBack : nil, handedOver: handedOver)
        }
        presentedFrames += 1
        if !hasPresented {
            hasPresented = true
            if options.reportsFirstFrame {
                reportFirstFrame(renderer: target.renderer, density: densityCanvas != nil, drawnAhead: drawnAhead != nil)
            }
        }
        if let drawnAhead { drawAfterShowing(drawnAhead, list: list, target: target) }
    }

    // MARK: - Setup

    private func openWindow() throws {
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            && (environment["SDL_VIDEODRIVER"] ?? "").isEmpty
        {
            throw WindowError(
                description: "no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
                    + options.noDisplayAdvice)
        }
        try SDLRuntime.start()
        let software = options.renderer.resolved == .software
        let drawsAhead = startDrawingFirstFrameAhead(environment: environment)
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            abandonFirstFrameAhead()
            throw WindowError(
                description: "cannot open a window: \(String(cString: SDL_GetError())). "
                    + options.noDisplayAdvice)
        }
        // With no display SDL falls back to its invisible drivers; a window nobody sees is not what `run` promises.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if (driver == "offscreen" || driver == "dummy") && requested != driver {
            abandonFirstFrameAhead()
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw WindowError(
                description: "no display to open a window on (SDL found only its \(driver) video driver; is DISPLAY set?). "
                    + options.noDisplayAdvice)
        }
        let size = session.windowSize
        var scale = options.scale
        var usable = SDL_Rect()
        let hasBounds = SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0
        var panel = SDL_Rect()
        let fullscreen = options.fullscreen && SDL_GetDisplayBounds(0, &panel) == 0 && panel.w > 0 && panel.h > 0
        if fullscreen {
            var why = "--scale"
            if !options.scaleIsExplicit {
                var dpi: Float = 0
                let knowsDensity = SDL_GetDisplayDPI(0, &dpi, nil, nil) == 0
                scale = PanelScale.scale(
                    pixels: CGSize(width: Int(panel.w), height: Int(panel.h)),
                    dotsPerInch: knowsDensity ? Double(dpi) : nil, sceneSize: size)
                why =
                    knowsDensity && PanelScale.plausibleDensities.contains(Double(dpi))
                    ? String(format: "%.0f dpi", dpi) : "no display density: the scene fitted to the panel"
            }
            FileHandle.standardError.write(
                Data(
                    String(
                        format: "overlay-sim: full screen %d×%d px at scale %@ (%@): %.0f×%.0f pt\n",
                        panel.w, panel.h, "\(scale)", why, Double(panel.w) / scale,
                        Double(panel.h) / scale
                    ).utf8))
        } else if hasBounds {
            // A window taller or wider than the screen opens partly off it: fit it, and say so once.
            let fit = min(Double(usable.w) / Double(size.width), Double(usable.h) / Double(size.height))
            if scale > fit {
                let fitted = (fit * 100).rounded(.down) / 100
                FileHandle.standardError.write(
                    Data(
                        ("overlay-sim: a window at scale \(scale) (\(Int((Double(size.width) * scale).rounded()))×"
                            + "\(Int((Double(size.height) * scale).rounded())) px) does not fit the display's usable \(usable.w)×\(usable.h) px; "
                            + "using scale \(fitted)\n").utf8))
                scale = fitted
            }
        }
        input.scale = scale
        session.scale = scale
        let width = fullscreen ? panel.w : Int32((Double(size.width) * scale).rounded())
        let height = fullscreen ? panel.h : Int32((Double(size.height) * scale).rounded())
        guard width > 0, height > 0 else {
            throw WindowError(
                description: "cannot open a \(width)×\(height) window: the scene and --scale must give a size of at least 1×1 pixel")
        }
        settleWindowSurfaceHint(driver: driver, software: software, setAhead: drawsAhead)
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let x = fullscreen ? panel.x : hasBounds ? usable.x + max(0, (usable.w - width) / 2) : centered
        let y = fullscreen ? panel.y : hasBounds ? usable.y + max(0, (usable.h - height) / 2) : centered
        guard let window = SDL_CreateWindow(session.title, x, y, width, height, flags) else {
            throw WindowError(
                description: "cannot open a window: \(String(cString: SDL_GetError())). "
                    + options.noDisplayAdvice)
        }
        self.window = window
        if software && driver == "wayland" {
            densityCanvas = DensityCanvas(window: window) { [rasterizer] in rasterizer.releaseResources(for: $0) }
            guard densityCanvas != nil else {
                throw WindowError(description: "cannot create a renderer: \(String(cString: SDL_GetError()))")
            }
        } else {
            let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            firstFrameAhead?.waitForFrame()  // SDL_CreateRenderer sets a hint: not while the thread reads them.
            renderer =
                (software ? nil : SDL_CreateRenderer(window, -1, accelerated))
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            guard let renderer else {
                throw WindowError(description: "cannot create a renderer: \(String(cString: SDL_GetError()))")
            }
            var info = SDL_RendererInfo()
            drawsIntoWindowSurface = SDL_GetRendererInfo(renderer, &info) == 0 && info.name.map { strcmp($0, "software") == 0 } ?? false
        }
        var openedWidth: Int32 = 0, openedHeight: Int32 = 0
        SDL_GetWindowSize(window, &openedWidth, &openedHeight)
        if fullscreen {
            // The panel's size and the scale are in pixels; on a Wayland output with a scale the window's units are
            // that many pixels each, so a point is fewer of them.
            var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
            SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
            if openedWidth > 0, pixelWidth > openedWidth { input.scale = scale * Double(openedWidth) / Double(pixelWidth) }
            takePanelSize(width: openedWidth, height: openedHeight)
        }
        input.windowPixels = (openedWidth, openedHeight)
    }

    /// A full-screen window: the scene takes the panel's size in points, as a `resize` at the start (recorded, so
    /// a replay lays the scene out the same); SDL's own report of that size is then no change.
    private func takePanelSize(width: Int32, height: Int32) {
        guard width > 0, height > 0 else { return }
        let points = CGSize(width: Double(width) / input.scale, height: Double(height) / input.scale)
        guard points != session.windowSize else { return }
        session.receive(.trace(TraceEvent(time: 0, kind: .resize(width: Double(points.width), height: Double(points.height)))), at: 0)
    }
}
