import OverlayFiles

/// Long pauses in a recording, shortened for replays that render every frame (`film`, `plot`).
enum IdleStretches {
    /// Shortens each stretch longer than `limit` seconds between two events with no pointer down to `limit`,
    /// moving what follows earlier; returns each cut (where it lies in the shortened trace) and one sentence per
    /// stretch, saying where it was and how long.
    static func collapse(_ trace: inout Trace, longerThan limit: Double) -> (cuts: [IdleCut], notes: [String]) {
        var notes: [String] = []
        var cuts: [IdleCut] = []
        var down = Set<Int>()
        var shift = 0.0
        var previous: Double?
        for index in trace.events.indices {
            let recorded = trace.events[index].time
            if let previous, down.isEmpty, recorded - previous > limit {
                notes.append(
                    "no finger down from \(format(previous)) s to \(format(recorded)) s (as recorded): "
                        + "this idle stretch of \(format(recorded - previous)) s is replayed as \(format(limit)) s")
                cuts.append(IdleCut(start: Self.microseconds(previous - shift), replayed: limit, recorded: recorded - previous))
                shift += recorded - previous - limit
            }
            previous = recorded
            trace.events[index].time = Self.microseconds(recorded - shift)
            if case let .pointer(phase, _, _, number, _) = trace.events[index].kind {
                if phase == .down { down.insert(number) } else if phase == .up || phase == .cancel { down.remove(number) }
            }
        }
        return (cuts, notes)
    }

    /// `seconds` to the microsecond, as a trace holds times.
    private static func microseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1_000_000
    }

    private static func format(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }
}
