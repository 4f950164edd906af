import OverlayUIKit

/// The callbacks a simulation's observers heard since its last frame record, in the order they fired.
///
/// The list is private storage reached only through these methods, so that the compiler sees every access and
/// proves them exclusive (no run-time check on the append of each callback or on the take of each record).
final class PendingFrameEvents {
    private var list: [FrameLogEvent] = []

    /// Adds a callback after those heard before it.
    func append(_ event: FrameLogEvent) {
        list.append(event)
    }

    /// The callbacks heard so far, in order; the list is left empty.
    func takeAll() -> [FrameLogEvent] {
        takeOut(&list)
    }

    /// Forgets the callbacks heard so far (keeping the list's capacity).
    func removeAll() {
        list.removeAll(keepingCapacity: true)
    }
}
