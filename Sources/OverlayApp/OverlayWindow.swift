import Foundation
import OverlayContainer
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// A window on your own root view controller, with everything the built-in scenes get: fixed-step pacing at 60
/// or 120 Hz, mouse, touch and wheel input through the gesture layer, the HUD (H), screenshots (S), recorded
/// takes (R) that replay headless to the same frame log, the tuning panel (T, E) and the key help (?).
///
/// ```swift
/// try OverlayWindow(title: "Trails", size: CGSize(width: 390, height: 844), scale: 2)
///     .run(rootViewController: TrailsViewController(), inspecting: \.container)
/// ```
///
/// `rootViewController` is an autoclosure: the window makes a new root for every take `R` starts, so the take
/// starts from the initial state and replays exactly (`HostedRoot.simulation(stepsPerSecond:)` with the same
/// root, or the `--simulate` option of ``main(rootViewController:inspecting:arguments:)``). No SDL type appears
/// here: the window, the renderer and the fonts are OverlayApp's business.
public struct OverlayWindow {
    /// The window's title (the HUD and the key help show it too).
    public var title: String
    /// The window's size in points; the root's view fills it.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    /// 60 or 120 (`F` switches).
    public var stepsPerSecond = 60
    /// Whether the HUD starts visible (`H` toggles).
    public var showsHUD = false
    /// Where `S` saves screenshots, `R` its takes and `E` the tuning.
    public var outputDirectory = "."
    /// Record the session from launch and save it here when the window closes.
    public var recordPath: String?
    /// Print the frame log (JSON Lines) on stdout while the window runs.
    public var logsEvents = false
    /// Close the window after this many seconds.
    public var quitAfter: Double?
    /// Which renderer draws the window.
    public var renderer = WindowRendererChoice.auto
    /// The DejaVu fonts' folder, nil for the system's.
    public var fontDirectory: String?
    /// Write every presented frame, read back from the window, to this PNG (for tests of what the window shows).
    public var frameDumpPath: String?
    /// Whether the touch overlay starts visible (`K` toggles): each finger down as a disc with a short trail.
    public var showsTouches = false
    /// Cover the whole display: the root takes the panel's size in points (a `resize` at the start, which takes
    /// keep).
    public var fullscreen = false
    /// With `fullscreen`: false lets the window pick the scale from the panel's pixels and density.
    public var scaleIsExplicit = true

    /// A window of `size` points at `scale` pixels per point.
    public init(title: String, size: CGSize, scale: Double = 2) {
        self.title = title
        self.size = size
        self.scale = scale
    }

    /// What the window hosts: the root `rootViewController` makes, inspecting the container `inspecting` picks
    /// (default: the first overlay container among the root and its children).
    public func content<Root: ViewController>(
        rootViewController: @escaping @autoclosure () -> Root,
        inspecting: ((Root) -> OverlayContainerViewController?)? = nil
    ) -> HostedRoot {
        HostedRoot(title: title, size: size, root: rootViewController, inspecting: inspecting)
    }

    /// Opens the window on a root made by `rootViewController` and runs it until the user quits (Esc, Q, closing
    /// the window, SIGINT or SIGTERM; a take being recorded is saved).
    /// - Throws: `WindowError` when no window can be opened (no display: render with ``OverlaySnapshot`` instead).
    public func run<Root: ViewController>(
        rootViewController: @escaping @autoclosure () -> Root,
        inspecting: ((Root) -> OverlayContainerViewController?)? = nil
    ) throws {
        try run(content(rootViewController: rootViewController(), inspecting: inspecting))
    }

    /// Opens the window on `root`.
    public func run(_ root: HostedRoot) throws {
        let host = WindowHost(options: options(for: root))
        try withExtendedLifetime(host) { try host.run() }
    }

    /// The window's options for `root`.
    public func options(for root: HostedRoot) -> WindowOptions {
        var options = WindowOptions(root: root, stepsPerSecond: stepsPerSecond, scale: scale)
        options.showsHUD = showsHUD
        options.outputDirectory = outputDirectory
        options.recordPath = recordPath
        options.logsEvents = logsEvents
        options.quitAfter = quitAfter
        options.renderer = renderer
        options.fontDirectory = fontDirectory
        options.frameDumpPath = frameDumpPath
        options.showsTouches = showsTouches
        options.fullscreen = fullscreen
        options.scaleIsExplicit = scaleIsExplicit
        return options
    }
}
