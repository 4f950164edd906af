import Foundation
import OverlayApp
import OverlayFiles
import OverlayPhysics
import OverlayScenes
import OverlaySimulation

/// A scene replayed without a window up to an instant, with a drawer that has seen every step (so the scroll
/// indicator's fade is right): what `shot` and `compare` render.
struct HeadlessReplay {
    let simulation: Simulation
    let drawer: ViewTreeDrawer

    /// Replays the events of `trace` up to `at` (default: the trace's `until`, or 2 s after its last event, or 0
    /// without events). `onScreenshot` is called for the trace's `screenshot` events as the replay reaches them.
    init(
        scenario: Scenario, trace: Trace, at: Double?, stepsPerSecond: Int, showsTouches: Bool = false,
        onScreenshot: ((String, Simulation, ViewTreeDrawer) -> Void)? = nil
    ) {
        drawer = ViewTreeDrawer(showsTouches: showsTouches)
        simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: stepsPerSecond)
        if let onScreenshot = onScreenshot {
            simulation.screenshotHandler = { [drawer] path, simulation in onScreenshot(path, simulation, drawer) }
        }
        let until = at ?? trace.until ?? ((trace.events.last?.time ?? -2) + 2)
        let replay = Trace(events: trace.events.filter { $0.time <= until }, until: until)
        _ = simulation.run(trace: replay, every: Int.max, observe: drawer.observe)
    }
}
