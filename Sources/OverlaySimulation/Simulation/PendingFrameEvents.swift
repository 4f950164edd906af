/// The callbacks a simulation's observers heard since its last frame record, in the order they fired.
final class PendingFrameEvents {
    final var events: [FrameLogEvent] = []
}
