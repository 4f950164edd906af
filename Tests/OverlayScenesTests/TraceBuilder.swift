import Foundation
import OverlayDrawing
import OverlayPhysics
import OverlayUIKit

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// Builds traces in code: straight-line finger drags sampled at a fixed interval.
struct TraceBuilder {
    private(set) var events: [TraceEvent] = []
    private(set) var time: Double
    var interval: Double

    init(start: Double = 0.1, interval: Double = 1.0 / 120) {
        time = start
        self.interval = interval
    }

    mutating func down(_ x: Double, _ y: Double, pointer: Int = 0) {
        events.append(TraceEvent(time: time, kind: .pointer(phase: .down, x: x, y: y, pointer: pointer, source: .touch)))
    }

    /// Moves from (x, fromY) to (x, toY) by `step` points per sample.
    mutating func move(_ x: Double, from fromY: Double, to toY: Double, step: Double, pointer: Int = 0) {
        let count = Int((abs(toY - fromY) / step).rounded())
        for index in 1...max(1, count) {
            time += interval
            let y = fromY + (toY - fromY) * Double(index) / Double(max(1, count))
            events.append(TraceEvent(time: time, kind: .pointer(phase: .move, x: x, y: y, pointer: pointer, source: .touch)))
        }
    }

    mutating func up(_ x: Double, _ y: Double, pointer: Int = 0, after delay: Double? = nil) {
        time += delay ?? interval
        events.append(TraceEvent(time: time, kind: .pointer(phase: .up, x: x, y: y, pointer: pointer, source: .touch)))
    }

    mutating func wait(_ seconds: Double) {
        time += seconds
    }

    mutating func command(_ kind: TraceEventKind) {
        events.append(TraceEvent(time: time, kind: kind))
    }

    func trace(until: Double? = nil) -> Trace {
        Trace(events: events, until: until ?? time + 2)
    }
}
