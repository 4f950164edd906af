import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayPhysics
import OverlayPresets
import OverlayTestSupport
import OverlayUIKit

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// One generated case: a scenario with random notches and a short trace of random input.
struct FuzzCase: CustomStringConvertible {
    var seed: UInt64
    var scenario: Scenario
    var trace: Trace
    /// Whether the trace holds programmatic commands (moves, reachability, resizes, keys), which may
    /// legitimately leave the overlay on a notch the user cannot reach.
    var hasCommands: Bool

    var description: String {
        "seed \(seed) (replay: OVERLAYSIM_FUZZ_SEED=\(seed))\nscenario: \(scenario.encodeJSON())\n"
            + "trace: \(trace.encodeJSON())"
    }

    /// The same case with only the first `count` events (for shrinking): pointers left down are released.
    func truncated(to count: Int) -> FuzzCase {
        var events = Array(trace.events.prefix(count))
        var down: [Int: TraceEvent] = [:]
        for event in events {
            if case let .pointer(phase, _, _, pointer, _) = event.kind {
                if phase == .down { down[pointer] = event } else if phase != .move { down[pointer] = nil }
            }
        }
        let end = events.last?.time ?? 0
        for (pointer, event) in down.sorted(by: { $0.key < $1.key }) {
            if case let .pointer(_, x, y, _, source) = event.kind {
                events.append(TraceEvent(time: end, kind: .pointer(phase: .up, x: x, y: y, pointer: pointer, source: source)))
            }
        }
        var copy = self
        copy.trace = Trace(events: events, until: nil)
        return copy
    }
}

/// Builds cases from a seed.
struct FuzzCaseGenerator {
    /// Scenes whose reachable notches change only through trace commands (the others change them on taps).
    static let plainScenes: Set<SceneKind> = [.maps, .backdrop, .shortcuts]

    static func make(seed: UInt64, commands: Bool? = nil, duration: ClosedRange<Double> = 0.2...1.0) -> FuzzCase {
        var rng = SplitMix64(seed: seed)
        let scenario = makeScenario(&rng)
        let withCommands = commands ?? rng.chance(0.3)
        let trace = makeTrace(&rng, scenario: scenario, commands: withCommands, duration: duration)
        return FuzzCase(seed: seed, scenario: scenario, trace: trace, hasCommands: withCommands)
    }

    static func makeScenario(_ rng: inout SplitMix64) -> Scenario {
        let portrait = rng.chance(0.85)
        let height = portrait ? rng.double(320...1000) : rng.double(280...500)
        let width = portrait ? rng.double(260...min(700, height)) : rng.double(height...1100)
        let count = rng.int(1...12)
        var heights: [Double] = []
        for _ in 0..<count {
            let roll = rng.double(0...1)
            let value: Double
            switch roll {
            case ..<0.1: value = 0
            case ..<0.25: value = heights.last ?? 0  // duplicate
            case ..<0.35: value = rng.double(height...(height * 1.6))  // above the available space
            case ..<0.5: value = Double(rng.int(0...Int(height)))  // whole points
            default: value = rng.double(0...height)  // fractional
            }
            heights.append(value)
        }
        // Heights must not decrease (see the NotchModel article); one case in ten keeps a random order to exercise
        // the guard.
        if rng.chance(0.9) { heights.sort() }
        var notches: [NotchHeight] = heights.map { .points($0) }
        if rng.chance(0.15) { notches[rng.int(0...(count - 1))] = .fraction(rng.double(0...1)) }
        var reachable: [Int]?
        switch rng.double(0...1) {
        case ..<0.6: reachable = nil
        case ..<0.95:
            reachable = (0..<count).filter { _ in rng.chance(0.6) }
            if reachable!.isEmpty { reachable = [rng.int(0...(count - 1))] }
        default: reachable = []
        }
        let candidates = reachable.flatMap { $0.isEmpty ? nil : $0 } ?? Array(0..<count)
        let initial = rng.pick(candidates)
        let table: TableSpec? =
            rng.chance(0.7)
            ? TableSpec(
                rows: rng.pick([0, 1, 5, 30, 100, 1000]),
                rowHeight: rng.double(8...90),
                headerHeight: rng.pick([0, 44, 70, rng.double(0...150)]),
                bounces: rng.chance(0.8),
                alwaysBounceVertical: rng.chance(0.7),
                decelerationRate: rng.pick([TableSpec.normalDecelerationRate, TableSpec.fastDecelerationRate, rng.double(0.95...0.999)])
            ) : nil
        let function: TranslationFunctionSpec =
            rng.chance(0.8)
            ? .rubberBand(
                factor: rng.pick([0.5, rng.double(0...1)]), bouncesAtMaximumHeight: rng.chance(0.8),
                bouncesAtMinimumHeight: rng.chance(0.8))
            : .clamp
        let animation: AnimationSpec
        switch rng.double(0...1) {
        case ..<0.7: animation = .default
        case ..<0.9:
            // Settles within ~1.1 s (ζ ≥ 0.5, response ≤ 0.5 s), so 2 s after the last input it rests.
            animation = .spring(
                response: rng.double(0.1...0.5), damping: rng.double(0.5...1), minimumDamping: 1,
                minimumVelocityConsidered: 150, maximumVelocityConsidered: 3000, mass: 1)
        default:
            animation = .curve(rng.pick(TimingCurveName.allCases), duration: rng.double(0.05...1))
        }
        let scene: SceneKind = rng.chance(0.6) ? .maps : rng.pick(SceneKind.allCases)
        return Scenario(
            name: "fuzz",
            device: DeviceSize(width: width, height: height, scale: 2),
            style: rng.pick(OverlayStyleName.allCases),
            notches: notches,
            reachable: reachable,
            initialNotch: initial,
            dragArea: rng.chance(0.3) ? rng.pick(DragArea.allCases) : nil,
            scrollView: table,
            translationFunction: function,
            targetPolicy: rng.chance(0.8)
                ? .default
                : .rushingForward(minimumVelocity: rng.double(0...3000), minimumDuration: rng.double(0...0.5)),
            animation: animation,
            preset: rng.pick(PresetName.allCases),
            scene: scene
        )
    }

    /// Random input: drags (slow, fast, flicks), taps, wheel steps, cancels and a second pointer, sampled at
    /// jittered intervals with dropped and repeated timestamps; and, with `commands`, programmatic moves,
    /// invalidations, reachability changes, resizes and keys in the middle of it all.
    static func makeTrace(_ rng: inout SplitMix64, scenario: Scenario, commands: Bool, duration: ClosedRange<Double>) -> Trace {
        let width = scenario.device.width, height = scenario.device.height
        var events: [TraceEvent] = []
        var time = rng.double(0...0.2)
        let end = rng.double(duration)
        // Each gesture gets its own pointer id, so overlapping gestures never share one.
        var gestures = 0
        func nextPointer() -> Int {
            gestures += 1
            return ((gestures - 1) * 7) % 1024  // 0, 7, 14, …: distinct for 1024 gestures
        }
        func point() -> (Double, Double) {
            (rng.double(-40...(width + 40)), rng.double(-40...(height + 40)))
        }
        func nearOverlayTop() -> (Double, Double) {
            // Anywhere between the lowest and highest notch edges, where headers and lists usually are.
            (rng.double(0...width), rng.double(0...height))
        }
        while time < end && events.count < 48 {
            let roll = rng.double(0...1)
            if roll < 0.55 {
                // A drag: down, jittered moves toward a random point, then up (or cancel).
                let pointer = nextPointer()
                let source: PointerSource = rng.chance(0.5) ? .touch : .mouse
                var (x, y) = rng.chance(0.6) ? nearOverlayTop() : point()
                let (tx, ty) = point()
                let speed = rng.pick([rng.double(20...400), rng.double(400...3000), rng.double(3000...12000)])
                let distance = max(1, hypot(tx - x, ty - y))
                let travel = min(distance / speed, rng.double(0.05...0.8))  // each gesture lasts under a second
                var start = time
                events.append(TraceEvent(time: start, kind: .pointer(phase: .down, x: x, y: y, pointer: pointer, source: source)))
                let interval = rng.pick([1.0 / 60, 1.0 / 120, 1.0 / 30, rng.double(0.004...0.05)])
                var elapsed = 0.0
                let hold = rng.chance(0.2) ? rng.double(0...0.3) : 0
                while elapsed < travel {
                    elapsed += interval * rng.double(0.3...1.7)
                    let jittered = start + min(elapsed, travel) + rng.double(-0.002...0.002)
                    if rng.chance(0.1) { continue }  // dropped sample
                    let fraction = min(1, elapsed / travel)
                    x = x + (tx - x) * fraction * rng.double(0.8...1)
                    y = y + (ty - y) * fraction * rng.double(0.8...1)
                    let t = max(start, jittered)
                    start = t
                    events.append(TraceEvent(time: t, kind: .pointer(phase: .move, x: x, y: y, pointer: pointer, source: source)))
                    if rng.chance(0.05) {  // repeated timestamp
                        events.append(
                            TraceEvent(
                                time: t, kind: .pointer(phase: .move, x: x, y: y + rng.double(-3...3), pointer: pointer, source: source)))
                    }
                }
                let phase: PointerPhase = rng.chance(0.1) ? .cancel : .up
                events.append(TraceEvent(time: start + hold, kind: .pointer(phase: phase, x: x, y: y, pointer: pointer, source: source)))
                // Sometimes the next gesture overlaps this one (a second pointer, interleaved in time).
                time = rng.chance(0.2) ? time + rng.double(0...max(0, start - time)) : start + rng.double(0...0.6)
            } else if roll < 0.7 {
                // A tap: down and up within a few points, sometimes during settling.
                let pointer = nextPointer()
                let (x, y) = point()
                events.append(TraceEvent(time: time, kind: .pointer(phase: .down, x: x, y: y, pointer: pointer, source: .touch)))
                let up = time + rng.double(0.01...0.25)
                if rng.chance(0.5) {
                    events.append(
                        TraceEvent(
                            time: (time + up) / 2,
                            kind: .pointer(
                                phase: .move, x: x + rng.double(-8...8), y: y + rng.double(-8...8), pointer: pointer, source: .touch)))
                }
                events.append(
                    TraceEvent(
                        time: up,
                        kind: .pointer(phase: .up, x: x + rng.double(-6...6), y: y + rng.double(-6...6), pointer: pointer, source: .touch)))
                time = rng.chance(0.3) ? time + rng.double(0...0.1) : up + rng.double(0...0.5)
            } else if roll < 0.82 {
                let (x, y) = point()
                let steps = rng.int(1...6)
                for _ in 0..<steps {
                    events.append(
                        TraceEvent(time: time, kind: .wheel(x: x, y: y, dy: rng.pick([rng.double(-120...120), rng.double(-5000...5000)]))))
                    time += rng.double(0...0.05)
                }
            } else if commands {
                events.append(TraceEvent(time: time, kind: command(&rng, scenario: scenario)))
                time += rng.double(0...0.4)
            } else {
                time += rng.double(0...0.3)
            }
        }
        // Stable order by time keeps each pointer's own sequence (its times never decrease).
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return Trace(events: ordered, until: nil)
    }

    private static func command(_ rng: inout SplitMix64, scenario: Scenario) -> TraceEventKind {
        let count = scenario.notches.count
        switch rng.int(0...7) {
        case 0, 1: return .moveToNotch(index: rng.int(-2...(count + 1)), animated: rng.chance(0.7))
        case 2: return .invalidateNotchHeights
        case 3: return .setReachable((0..<count).filter { _ in rng.chance(0.5) })
        case 4: return .resize(width: rng.double(0...1200), height: rng.pick([0, rng.double(1...1200), scenario.device.height]))
        case 5:
            return .key(
                rng.pick([
                    .moveToNotch(index: 0), .moveToNotch(index: 1), .moveToNotch(index: 2), .moveToNotch(index: 8),
                    .cyclePreset, .pressButton, .push, .pop,
                ]))
        case 6: return .moveToNotch(index: rng.int(0...max(0, count - 1)), animated: true)
        default: return .invalidateNotchHeights
        }
    }
}
