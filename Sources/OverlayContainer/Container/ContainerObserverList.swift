import OverlayUIKit

/// The container's observers (`addObserver(_:)`): `ObserverList`'s rules (registration order, an observer added
/// while an event is delivered hears the next one, one removed hears no more of it) for the container's own
/// event type.
///
/// Not the generic list: a drag step notifies once, and the generic list, called from this module, looked up its
/// entries' and its array's type metadata on every event, about two thirds of the cost of notifying.
final class ContainerObserverList {
    private final class Entry {
        let handler: (OverlayContainerEvent) -> Void
        var isActive = true

        init(_ handler: @escaping (OverlayContainerEvent) -> Void) {
            self.handler = handler
        }
    }

    // Single-threaded, like the view tree whose events it carries. Changed only taken out and swapped back
    // (ExclusiveStorage.swift in OverlayUIKit), so that the read of every event is proven exclusive: an append or a
    // removal in place calls into the standard library during the change, which would keep every access checked.
    private var entries: [Entry] = []

    /// Registers `handler` after the observers already there; the token removes it.
    func add(_ handler: @escaping (OverlayContainerEvent) -> Void) -> ObservationToken {
        let entry = Entry(handler)
        var list = takeOut(&entries)
        list.append(entry)
        swap(&list, &entries)
        return ObservationToken { [weak self] in
            entry.isActive = false
            guard let self else { return }
            var list = takeOut(&self.entries)
            list.removeAll { $0 === entry }
            swap(&list, &self.entries)
        }
    }

    /// Tells every observer, in registration order.
    func notify(_ event: OverlayContainerEvent) {
        guard !entries.isEmpty else { return }
        // A snapshot, so that observers may add or remove observers while they are told.
        for entry in entries where entry.isActive {
            entry.handler(event)
        }
    }
}
