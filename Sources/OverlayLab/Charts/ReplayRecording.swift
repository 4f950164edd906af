import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// A trace replayed headless, kept step by step for the plot: the displayed height, the content offset, the
/// callbacks and the release velocities (read from the container's `.willEndDragging(velocity:)` event).
public struct ReplayRecording {
    /// One fixed step.
    public struct Sample: Equatable, Sendable {
        public var time: Double
        public var height: Double
        public var contentOffset: Double?
        public var events: [FrameLogEvent]
    }

    /// A release: the finger's vertical velocity (points per second, positive down) at `time`.
    public struct Release: Equatable, Sendable {
        public var time: Double
        public var height: Double
        public var velocity: Double
    }

    public var samples: [Sample] = []
    public var releases: [Release] = []
    /// The notch heights after the replay, by index.
    public var notchHeights: [Double] = []
    /// The container's height (the available space), points.
    public var availableHeight: Double = 0
    /// The recording's idle stretches shortened for the replay, marked on the plot (set by the caller that loaded
    /// the trace; none for a trace file).
    public var idleCuts: [IdleCut] = []
    public var sceneName = ""
    public var presetName = ""

    /// Replays `trace` on a fresh scene of `scenario` at `stepsPerSecond`.
    public static func record(scenario: Scenario, trace: Trace, stepsPerSecond: Int = 60) -> ReplayRecording {
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: stepsPerSecond)
        return record(simulation: simulation, trace: trace)
    }

    /// Replays `trace` on `simulation`, calling `observe` after every step.
    public static func record(simulation: Simulation, trace: Trace, observe: ((Simulation) -> Void)? = nil) -> ReplayRecording {
        var recording = ReplayRecording()
        let container = simulation.container
        var releases: [Release] = []
        let releaseObservation = container?.addObserver { [weak simulation] event in
            if let simulation, case let .willEndDragging(velocity) = event {
                releases.append(
                    Release(
                        time: simulation.currentTime,
                        height: Double(simulation.container?.displayedTranslationHeight ?? 0),
                        velocity: Double(velocity.y)))
            }
        }
        let first = simulation.takeRecord()
        recording.samples.append(Sample(time: first.time, height: first.height, contentOffset: first.contentOffset, events: first.events))
        _ = simulation.run(trace: trace, every: Int.max) { simulation in
            observe?(simulation)
            let record = simulation.takeRecord()
            recording.samples.append(
                Sample(
                    time: record.time, height: record.height, contentOffset: record.contentOffset,
                    events: record.events))
        }
        releaseObservation?.cancel()
        recording.releases = releases
        if let container = simulation.container {
            recording.notchHeights = (0..<container.numberOfNotches).map { Double(container.heightForNotch(at: $0)) }
            recording.availableHeight = Double(container.view.bounds.height)
        }
        recording.sceneName = simulation.scene?.scenario.name ?? simulation.root.title ?? ""
        recording.presetName = simulation.tuning?.preset.name.rawValue ?? ""
        return recording
    }
}
