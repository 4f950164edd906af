import Foundation

/// Keeps every input a live session applied, stamped with simulation time, so the session can be saved as a trace
/// that `simulate` replays exactly from the scene's initial state.
///
/// A recording starts with the scene in its initial state (at launch, or the window restarts the scene for a take):
/// a trace that began mid-session could not reproduce the state it began in.
public final class SessionRecorder {
    /// The events so far, in time order.
    public private(set) var events: [TraceEvent] = []
    /// At most this many events are kept (about 4.5 hours of 120 Hz input); later ones are dropped and counted.
    public let capacity: Int
    /// Events dropped because the recorder was full.
    public private(set) var dropped = 0

    /// Creates an empty recorder.
    public init(capacity: Int = 2_000_000) {
        self.capacity = capacity
    }

    /// Records an event that the simulation applied.
    public func record(_ event: TraceEvent) {
        guard events.count < capacity else {
            dropped += 1
            return
        }
        events.append(event)
    }

    /// The recording as a trace ending at `until` (the current simulation time).
    public func trace(until: Double) -> Trace {
        Trace(events: events, until: max(until, events.last?.time ?? 0))
    }

    /// Saves the recording to `path` atomically.
    public func save(to path: String, until: Double) throws {
        try AtomicFile.write(trace(until: until).encodeJSON(), to: path)
    }
}
