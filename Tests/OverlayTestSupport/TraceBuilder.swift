import Foundation
import OverlayFiles

/// Builds traces in code: straight-line finger drags sampled at a fixed interval.
public struct TraceBuilder {
    public private(set) var events: [TraceEvent] = []
    public private(set) var time: Double
    public var interval: Double

    public init(start: Double = 0.1, interval: Double = 1.0 / 120) {
        time = start
        self.interval = interval
    }

    public mutating func down(_ x: Double, _ y: Double, pointer: Int = 0) {
        events.append(TraceEvent(time: time, kind: .pointer(phase: .down, x: x, y: y, pointer: pointer, source: .touch)))
    }

    /// Moves from (x, fromY) to (x, toY) by `step` points per sample.
    public mutating func move(_ x: Double, from fromY: Double, to toY: Double, step: Double, pointer: Int = 0) {
        let count = Int((abs(toY - fromY) / step).rounded())
        for index in 1...max(1, count) {
            time += interval
            let y = fromY + (toY - fromY) * Double(index) / Double(max(1, count))
            events.append(TraceEvent(time: time, kind: .pointer(phase: .move, x: x, y: y, pointer: pointer, source: .touch)))
        }
    }

    public mutating func up(_ x: Double, _ y: Double, pointer: Int = 0, after delay: Double? = nil) {
        time += delay ?? interval
        events.append(TraceEvent(time: time, kind: .pointer(phase: .up, x: x, y: y, pointer: pointer, source: .touch)))
    }

    public mutating func wait(_ seconds: Double) {
        time += seconds
    }

    public mutating func command(_ kind: TraceEventKind) {
        events.append(TraceEvent(time: time, kind: kind))
    }

    public func trace(until: Double? = nil) -> Trace {
        Trace(events: events, until: until ?? time + 2)
    }
}
