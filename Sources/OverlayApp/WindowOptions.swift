import Foundation
import OverlayFiles
import OverlayPresets
import OverlayRender
import OverlayScenes
import OverlaySimulation

/// Which SDL renderer draws the window.
public enum WindowRendererChoice: String, CaseIterable, Sendable {
    /// `accelerated` where the machine has a GPU render node (/dev/dri/renderD*), else `software`: without a GPU,
    /// OpenGL is Mesa's llvmpipe, which rasterises on the CPU too but loads LLVM (55 MB resident) to do it.
    case auto
    /// SDL's software renderer into the window surface (the same rasteriser as `shot` and the goldens).
    case software
    /// SDL's accelerated renderer (OpenGL), falling back to software when it cannot be created.
    case accelerated

    /// `auto` resolved for this machine.
    public var resolved: WindowRendererChoice {
        guard self == .auto else { return self }
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return nodes.contains { $0.hasPrefix("renderD") } ? .accelerated : .software
    }
}

/// What a window hosts.
public enum WindowContent {
    /// A built-in scene or a scenario file's (`overlay-sim run`): Tab cycles the built-in scenes, `compare`
    /// shows it once per preset.
    case scenario(Scenario)
    /// A root view controller of the user's (`OverlayWindow`), made afresh for every take `R` records.
    case root(HostedRoot)
}

/// How a window opens: what it hosts, its pacing, and what it prints, records and saves.
public struct WindowOptions {
    /// What the window shows.
    public var content: WindowContent
    /// Steps per second, 60 or 120 (F toggles).
    public var stepsPerSecond: Int
    /// Pixels per point of the window (the scene is drawn at this scale).
    public var scale: Double
    /// Print the frame log (JSON Lines) on stdout, one line per step.
    public var logsEvents: Bool
    /// Quit after this many seconds of real time.
    public var quitAfter: Double?
    /// Save the session as a trace here when the window closes.
    public var recordPath: String?
    /// Whether the HUD starts visible (H toggles).
    public var showsHUD: Bool
    /// Folder for screenshots (S) and recordings started with R.
    public var outputDirectory: String
    /// Folder of the DejaVu fonts, nil for the system's.
    public var fontDirectory: String?
    /// One pane per preset, side by side, all driven by the same input (`compare`); empty: one pane with the
    /// scenario's own preset.
    public var comparedPresets: [OverlayBehaviorPresetName]
    /// `--params FILE`: a scenario whose spring, rubber band, policy, deceleration and notches tune the scene.
    public var tuningScenario: Scenario?
    /// Input replayed in real time, each event at its own timestamp (seconds since the window opened), as if it
    /// came from the mouse; for benchmarks and demos.
    public var script: Trace?
    /// Print one line on stderr when the first frame has been presented: milliseconds since the process started,
    /// the CLOCK_MONOTONIC instant, the renderer and the video driver.
    public var reportsFirstFrame: Bool
    /// Which renderer draws the window.
    public var renderer: WindowRendererChoice
    /// Draw the first frame on a second thread while the window opens, where that can give the same pixels
    /// (`FirstFramePreparation`); off, the window draws it once open (benchmarks compare the two).
    public var drawsFirstFrameAhead = true
    /// Write every presented frame, read back from the window, to this PNG (for tests).
    public var frameDumpPath: String?
    /// Print on stderr, when the window closes, how many frames it presented and how many loop iterations it ran, and
    /// the median and slowest time a presented frame took to rasterise and the median time its present took.
    public var reportsFrameCount = false
    /// Write, when the window closes, the instant of every presented frame (seconds on the window's clock, one a
    /// line), each followed by the latencies of the pointer and wheel inputs that frame first showed (seconds from
    /// each input's timestamp), to this file (for the bench's pacing and input-to-present latency).
    public var presentLogPath: String?
    /// Whether the touch overlay starts visible (K toggles): each finger down as a disc with a short trail.
    public var showsTouches = false
    /// Cover the whole display (SDL_WINDOW_FULLSCREEN_DESKTOP): the scene takes the panel's size in points, a
    /// `resize` at the start that recordings keep.
    public var fullscreen = false
    /// With `fullscreen`, whether `scale` was chosen by the user; otherwise the window picks it from the panel's
    /// pixels and density (`PanelScale`).
    public var scaleIsExplicit = true
    /// A trace fed to the window as SDL events, each pushed into SDL's queue when its time comes, so that it goes
    /// through the window's own event translation (`SDLEventInjector`); for tests of touch input.
    public var injectedTrace: Trace?
    /// Whether `injectedTrace`'s touch positions are normalised to the panel (0…1 across the display the window is
    /// on) and pushed without a window, as SDL sends the touches it reads from the device itself (tests).
    public var injectsOnPanel = false
    /// Show the launch hint ("drag the card · ? for keys") at the bottom for the first seconds; it fades, and the
    /// first press or key dismisses it (`run` sets it).
    public var showsLaunchHint = false
    /// Print on stderr, when the window closes, every text that was cut with "…" to fit (for tests).
    public var reportsCutText = false
    /// What the error for a missing display suggests instead, in the words of the program that opens the window
    /// (`OverlayWindow.main` names its own `--shot` and `--simulate`); nil for the default of the content (see
    /// ``noDisplayAdvice``).
    public var headlessAlternative: String?

    /// The sentence the error for a missing display ends with: ``headlessAlternative``, else for a scenario
    /// overlay-sim's `shot` and `simulate` commands, and for a root of yours the headless ways OverlayApp offers
    /// it.
    public var noDisplayAdvice: String {
        if let headlessAlternative { return headlessAlternative }
        switch content {
        case .scenario:
            return "Without a display, use `overlay-sim shot` (PNG screenshots) or `overlay-sim simulate` (frame log)."
        case .root:
            return "Without a display, render the root with `OverlaySnapshot.render`, or start the "
                + "program with `OverlayWindow.main(rootViewController:)`, which gives it `--shot FILE.png` (a PNG) "
                + "and `--simulate TAKE.json` (the frame log)."
        }
    }

    /// Options for a window on `scenario` (`content` is `.scenario(scenario)`).
    public init(
        scenario: Scenario, stepsPerSecond: Int = 60, scale: Double = 1, logsEvents: Bool = false,
        quitAfter: Double? = nil, recordPath: String? = nil, showsHUD: Bool = false,
        outputDirectory: String = ".", fontDirectory: String? = nil, comparedPresets: [OverlayBehaviorPresetName] = [],
        tuningScenario: Scenario? = nil, script: Trace? = nil, reportsFirstFrame: Bool = false,
        renderer: WindowRendererChoice = .auto
    ) {
        self.tuningScenario = tuningScenario
        self.renderer = renderer
        self.script = script
        self.reportsFirstFrame = reportsFirstFrame
        self.comparedPresets = comparedPresets
        content = .scenario(scenario)
        self.stepsPerSecond = stepsPerSecond
        self.scale = scale
        self.logsEvents = logsEvents
        self.quitAfter = quitAfter
        self.recordPath = recordPath
        self.showsHUD = showsHUD
        self.outputDirectory = outputDirectory
        self.fontDirectory = fontDirectory
    }

    /// Options for a window on a root view controller of the user's (the other options at their defaults).
    public init(root: HostedRoot, stepsPerSecond: Int = 60, scale: Double = 1) {
        self.init(scenario: BuiltInScenarios.maps, stepsPerSecond: stepsPerSecond, scale: scale)
        content = .root(root)
    }
}
