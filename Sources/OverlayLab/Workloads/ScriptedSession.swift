import OverlayFiles

/// A scripted input session on the maps scene (390×844 pt, notches 211 and 633 pt): header drags with flings up
/// and down, a slow partial drag, list scrolls with a fling, wheel steps and a list-to-overlay hand-over, repeated
/// in cycles of 5 s. Pointer samples come at 120 Hz, like a touchscreen's. The benchmarks' workload (the
/// Benchmarks package and `overlay-sim-bench`), hence SPI.
@_spi(Benchmarks) public struct ScriptedSession {
    private(set) var events: [TraceEvent] = []
    private var time = 0.1
    private let interval = 1.0 / 120
    private let x = 195.0

    /// The session for `duration` seconds (whole cycles that fit, then idle until `duration`).
    public static func maps(duration: Double) -> Trace {
        var session = ScriptedSession()
        while session.time + cycleLength <= duration + 1e-9 {
            session.cycle()
        }
        return Trace(events: session.events, until: duration)
    }

    public static let cycleLength = 5.0

    private mutating func cycle() {
        let start = time
        // Overlay at the bottom notch: header top at 633. A quick fling up from the header.
        drag(from: 660, to: 420, seconds: 0.15)
        wait(until: start + 0.9)
        // At the top notch (header 211…281, list below): scroll the list up and fling it.
        drag(from: 700, to: 400, seconds: 0.2)
        wait(until: start + 1.9)
        // Wheel steps over the list, down and back up past its top (it bounces).
        for step in 0..<12 {
            time += 0.05
            event(.wheel(x: x, y: 600, dy: step < 6 ? 40 : -60))
        }
        wait(until: start + 2.9)
        // The list is at its top again: a slow drag down hands the motion over to the overlay, released slowly.
        drag(from: 320, to: 560, seconds: 0.5)
        wait(until: start + 3.6)
        // Wherever that left it, a fling down on the header ends at the bottom notch.
        let headerTop = 844 - 633.0
        drag(from: headerTop + 30, to: headerTop + 330, seconds: 0.12)
        wait(until: start + 4.3)
        // A slow partial drag up from the bottom notch that falls back.
        drag(from: 660, to: 600, seconds: 0.4, settle: 0.1)
        wait(until: start + Self.cycleLength)
    }

    /// A straight vertical finger drag from `from` to `to` (window points) over `seconds`, then a release at the
    /// last point (after `settle` seconds of rest, which kills the release velocity).
    private mutating func drag(from: Double, to: Double, seconds: Double, settle: Double = 0) {
        event(.pointer(phase: .down, x: x, y: from, pointer: 0, source: .touch))
        let count = max(1, Int((seconds / interval).rounded()))
        for index in 1...count {
            time += interval
            let y = from + (to - from) * Double(index) / Double(count)
            event(.pointer(phase: .move, x: x, y: y, pointer: 0, source: .touch))
        }
        time += settle + interval
        event(.pointer(phase: .up, x: x, y: to, pointer: 0, source: .touch))
    }

    private mutating func wait(until instant: Double) {
        time = max(time, instant)
    }

    private mutating func event(_ kind: TraceEventKind) {
        events.append(TraceEvent(time: time, kind: kind))
    }
}
