import Foundation
import OverlayApp
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// The simulation figures: replay speed without rendering, step-rate independence, and a flood of pointer events.
enum SimulationBenchmarks {
    /// Median seconds to build the maps scene and replay `trace` at 60 Hz with a frame record per step (what
    /// `simulate` does, less printing), over `repetitions` runs after one warm-up run.
    static func simulateSession(_ trace: Trace, repetitions: Int) -> Double {
        func once() -> Double {
            BenchClock.seconds {
                let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
                let records = simulation.run(trace: trace)
                Sink.consume(Double(records.count) + records.last!.height)
            }
        }
        _ = once()
        return (0..<max(1, repetitions)).map { _ in once() }.median
    }

    /// Max difference (pt) between the 60 Hz and 120 Hz replays of `trace` at the 60 Hz step instants: displayed
    /// and model heights and the list's content offset.
    static func stepRateDifference(_ trace: Trace) -> Double {
        func samples(hz: Int) -> [[Double]] {
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: hz)
            var rows: [[Double]] = []
            _ = simulation.run(trace: trace) { simulation in
                guard simulation.stepIndex % (hz / 60) == 0 else { return }
                guard let container = simulation.container else { return }
                rows.append([
                    Double(container.displayedTranslationHeight), Double(container.translationHeight),
                    Double(container.activeDrivingScrollView?.contentOffset.y ?? 0),
                ])
            }
            return rows
        }
        let at60 = samples(hz: 60), at120 = samples(hz: 120)
        guard at60.count == at120.count, !at60.isEmpty else { return .infinity }
        var worst = 0.0
        for (a, b) in zip(at60, at120) {
            for (x, y) in zip(a, b) { worst = max(worst, abs(x - y)) }
        }
        return worst
    }

    struct FloodResult {
        /// Median seconds to apply the events and run the step that contains them.
        var seconds: Double
        /// The overlay's height after the flood, and what the last event implies (a sparse replay of the same path).
        var finalHeight: Double
        var expectedHeight: Double
    }

    /// `count` pointer moves on the maps header inside one 1/60 s step (timestamps spread across it), from the
    /// bottom notch 200 pt upwards; timed from the first event to the end of that step.
    static func pointerFlood(count: Int, repetitions: Int) -> FloodResult {
        let downY = 844 - 211 + 35.0, lastY = downY - 200
        let stepStart = 12.0 / 60, step = 1.0 / 60
        func moves(_ count: Int) -> [TraceEvent] {
            (1...count).map { index in
                let fraction = Double(index) / Double(count)
                return TraceEvent(
                    time: stepStart + step * fraction,
                    kind: .pointer(phase: .move, x: 195, y: downY + (lastY - downY) * fraction, pointer: 0, source: .touch))
            }
        }
        func run(_ events: [TraceEvent]) -> (Double, Double) {
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            simulation.apply(TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 195, y: downY, pointer: 0, source: .touch)))
            while simulation.stepIndex < 12 { simulation.step() }
            let seconds = BenchClock.seconds {
                simulation.apply(contentsOf: events)
                simulation.step()
            }
            return (seconds, Double(simulation.container?.translationHeight ?? 0))
        }
        let flood = moves(count)
        var times: [Double] = []
        var height = 0.0
        for _ in 0..<max(1, repetitions) {
            let (seconds, final) = run(flood)
            times.append(seconds)
            height = final
        }
        // The same path sampled 8 times in the step, ending on the same point: where the last event says to be.
        let (_, expected) = run(moves(8))
        return FloodResult(seconds: times.median, finalHeight: height, expectedHeight: expected)
    }
}
