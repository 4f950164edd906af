/// The observers of one source of events, called in registration order. Events are delivered synchronously, as
/// they happen; an observer added while an event is being delivered hears the next one, and one removed while an
/// event is being delivered hears no more of it.
package final class ObserverList<Event> {
    private final class Entry {
        let handler: (Event) -> Void
        var isActive = true

        init(_ handler: @escaping (Event) -> Void) {
            self.handler = handler
        }
    }

    private var entries: [Entry] = []

    package init() {}

    /// Registers `handler` after the observers already there; the token removes it.
    package func add(_ handler: @escaping (Event) -> Void) -> ObservationToken {
        let entry = Entry(handler)
        entries.append(entry)
        return ObservationToken { [weak self] in
            entry.isActive = false
            self?.entries.removeAll { $0 === entry }
        }
    }

    /// Whether nobody listens.
    package final var isEmpty: Bool { entries.isEmpty }

    /// Tells every observer, in registration order.
    package func notify(_ event: Event) {
        guard !entries.isEmpty else { return }
        // A snapshot, so that observers may add or remove observers while they are told.
        for entry in entries where entry.isActive {
            entry.handler(event)
        }
    }
}
