import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation

/// Renders a simulation headless, the way `overlay-sim shot` does: the same draw list and software rasteriser
/// as the window, with no display and no SDL in the caller's code.
///
/// ```swift
/// let simulation = root.simulation(stepsPerSecond: 60)
/// _ = simulation.run(trace: trace)
/// try OverlaySnapshot.writePNG(of: simulation, scale: 2, to: "frame.png")
/// ```
///
/// For a frame identical to the window's at the same instant, let a `ViewTreeDrawer` watch every step (it keeps
/// when each list last moved, for the scroll indicator's fade) and pass it; ``render(_:trace:at:stepsPerSecond:scale:fontDirectory:)``
/// does that for you.
public enum OverlaySnapshot {
    /// The simulation's current frame, `scale` pixels per point.
    /// - Throws: `RenderError` when SDL cannot start or the size is not drawable.
    public static func image(
        of simulation: Simulation, scale: Double, drawer: ViewTreeDrawer = ViewTreeDrawer(),
        fontDirectory: String? = nil
    ) throws -> RGBAImage {
        let canvas = try OffscreenCanvas(fontDirectory: fontDirectory)
        return try canvas.render(drawer.drawList(simulation, scale: scale))
    }

    /// The simulation's current frame as PNG bytes.
    public static func png(
        of simulation: Simulation, scale: Double, drawer: ViewTreeDrawer = ViewTreeDrawer(),
        fontDirectory: String? = nil
    ) throws -> Data {
        let image = try image(of: simulation, scale: scale, drawer: drawer, fontDirectory: fontDirectory)
        let path = NSTemporaryDirectory() + "overlay-snapshot-\(getpid())-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGFile.write(image, to: path)
        guard let data = FileManager.default.contents(atPath: path) else { throw RenderError("cannot read back \(path)") }
        return data
    }

    /// Writes the simulation's current frame as a PNG at `path`, atomically.
    public static func writePNG(
        of simulation: Simulation, scale: Double, to path: String, drawer: ViewTreeDrawer = ViewTreeDrawer(),
        fontDirectory: String? = nil
    ) throws {
        try PNGFile.write(try image(of: simulation, scale: scale, drawer: drawer, fontDirectory: fontDirectory), to: path)
    }

    /// A new root replaying `trace` up to `at` (default: the trace's `until`, or 2 s after its last event, or 0
    /// without events), drawn at `scale` with a drawer that saw every step: what `shot --at` renders for a scene.
    public static func render(
        _ root: HostedRoot, trace: Trace = Trace(), at: Double? = nil, stepsPerSecond: Int = 60,
        scale: Double, fontDirectory: String? = nil
    ) throws -> RGBAImage {
        let drawer = ViewTreeDrawer()
        let simulation = replay(root, trace: trace, at: at, stepsPerSecond: stepsPerSecond, drawer: drawer)
        return try image(of: simulation, scale: scale, drawer: drawer, fontDirectory: fontDirectory)
    }

    /// A new root's simulation after replaying `trace` up to `at` (see `render`), each step shown to `drawer`.
    public static func replay(_ root: HostedRoot, trace: Trace, at: Double?, stepsPerSecond: Int, drawer: ViewTreeDrawer) -> Simulation {
        let simulation = root.simulation(stepsPerSecond: stepsPerSecond)
        let until = at ?? trace.until ?? ((trace.events.last?.time ?? -2) + 2)
        let events = trace.withoutScreenshots.events.filter { $0.time <= until }
        _ = simulation.run(trace: Trace(events: events, until: until), every: Int.max, observe: drawer.observe)
        return simulation
    }
}
