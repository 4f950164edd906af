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

    /// The take streamed to disk as it is recorded (``stream(to:)``), nil when it is kept in memory only.
    public private(set) var journal: TakeJournal?
    /// How many events the journal has.
    private var journaled = 0
    /// Why streaming stopped, once it failed (the take is still kept in memory and saved at the end).
    public private(set) var journalFailure: Error?

    /// Creates an empty recorder.
    public init(capacity: Int = 2_000_000) {
        self.capacity = capacity
    }

    /// Streams the take to `path` from now on (see ``TakeJournal``): ``flush(until:)`` writes what was recorded
    /// since the last flush, ``save(to:until:)`` removes the journal once the take is saved whole.
    public func stream(to path: String) throws {
        journal = try TakeJournal(path: path)
        journaled = 0
        try flush(until: 0)
    }

    /// Writes the events recorded since the last flush to the journal, which then ends at `until`. A failure stops
    /// the streaming (``journalFailure``) and is thrown once.
    public func flush(until: Double) throws {
        guard let journal else { return }
        do {
            try journal.append(events[journaled...], until: max(until, events.last?.time ?? 0))
            journaled = events.count
        } catch {
            self.journal = nil
            journalFailure = error
            throw error
        }
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

    /// Saves the recording to `path` atomically, then removes the journal (which stays when the save fails).
    public func save(to path: String, until: Double) throws {
        try AtomicFile.write(trace(until: until).encodeJSON(), to: path)
        journal?.remove()
        journal = nil
    }
}
