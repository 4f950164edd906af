import OverlayUIKit

/// The callbacks a simulation's observers heard since its last frame record, in the order they fired.
///
/// The list is private storage reached only through these methods, so that the compiler sees every access and
/// proves them exclusive (no run-time check on the append of each callback or on the take of each record).
final class PendingFrameEvents {
    private var list: [FrameLogEvent] = []

    /// Adds a callback after those heard before it.
    func append(_ event: FrameLogEvent) {
        // Taken out and swapped back (ExclusiveStorage.swift in OverlayUIKit): an append in place may call into
        // the standard library to grow the buffer, which would keep every access to the list checked.
        var events = takeOut(&list)
        events.append(event)
        swap(&events, &list)
    }

    /// The callbacks heard so far, in order; the list is left empty.
    func takeAll() -> [FrameLogEvent] {
        takeOut(&list)
    }

    /// Forgets the callbacks heard so far (keeping the list's capacity).
    func removeAll() {
        var events = takeOut(&list)
        events.removeAll(keepingCapacity: true)
        swap(&events, &list)
    }
}
