import Foundation
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation

extension CheckpointReplay {
    /// Replays `trace` (without its `screenshot` events) on `scenario`'s scene and stops at each of `times` (in time
    /// order, however given): `step` sees the simulation after every whole step, `visit` at each instant with its
    /// position in `times`. The stepping of `overlay-sim shot --at T`: whole steps, each event at its own time,
    /// then physics advanced exactly to the instant.
    static func replay(
        scenario: Scenario, trace: Trace, times: [Double], stepsPerSecond: Int, step: (Simulation) -> Void = { _ in },
        visit: (Int, Simulation) throws -> Void
    ) rethrows {
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: stepsPerSecond)
        try replay(simulation, trace: trace, times: times, step: step, visit: visit)
    }

    /// `replay(scenario:…)` on a fresh `simulation` of any root (a user's own, through `HostedRoot`).
    static func replay(
        _ simulation: Simulation, trace: Trace, times: [Double], step: (Simulation) -> Void = { _ in },
        visit: (Int, Simulation) throws -> Void
    ) rethrows {
        let events = trace.withoutScreenshots.events
        var next = 0
        func applyEvents(through instant: Double) {
            let first = next
            while next < events.count, events[next].time <= instant + 1e-12 { next += 1 }
            if next > first { simulation.apply(contentsOf: Array(events[first..<next])) }
        }
        for (index, time) in times.enumerated().sorted(by: { $0.element < $1.element }) {
            // As Simulation.run does for a trace ending at `time`: whole steps, then the rest of the way.
            while simulation.nextStepEnds(by: time) {
                applyEvents(through: simulation.nextStepTime)
                simulation.step()
                step(simulation)
            }
            applyEvents(through: time)
            simulation.advance(to: time)
            try visit(index, simulation)
        }
    }

    /// Hands `each` the image of each instant of `times` as soon as it is drawn (in time order, with its position in
    /// `times` and the wall time it took), so that a caller done with an image lets it go before the next is drawn.
    static func renderEach(
        scenario: Scenario, trace: Trace, times: [Double], stepsPerSecond: Int, scale: Double, canvas: OffscreenCanvas,
        each: (Int, RGBAImage, Double) throws -> Void
    ) throws {
        let drawer = ViewTreeDrawer()
        var last = DispatchTime.now().uptimeNanoseconds
        try replay(scenario: scenario, trace: trace, times: times, stepsPerSecond: stepsPerSecond, step: drawer.observe) {
            index, simulation in
            let image = try canvas.render(drawer.drawList(simulation, scale: scale))
            let now = DispatchTime.now().uptimeNanoseconds
            try each(index, image, Double(now - last) / 1e9)
            last = DispatchTime.now().uptimeNanoseconds
        }
    }
}
