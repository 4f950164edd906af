import Foundation
import OverlayFiles

/// Input while the window is paused (Space): the scene gets none of it, so resuming never applies a whole gesture
/// in one step. What a person did while the picture was frozen is dropped, with a message once per pause; a finger
/// or button that was already down when the pause began lifts at the paused instant, where it last was, so no drag
/// is left hanging; resizes and window commands act as usual (see the TheWindow article, "Pause").
extension WindowSession {
    /// The message shown the first time input is dropped in a pause.
    static let pausedInputMessage = "paused: the scene ignores input until Space resumes (. steps one frame)"

    /// `event` as the scene gets it now, or nil when a pause drops it.
    func pausedInputFilter(_ event: TraceEvent) -> TraceEvent? {
        guard isPaused else { return event }
        switch event.kind {
        case let .pointer(phase, _, _, pointer, source) where phase == .up || phase == .cancel:
            // Only a pointer the scene saw go down lifts, where the scene last saw it.
            guard let last = pointersDown[pointer] else { return nil }
            return TraceEvent(time: event.time, kind: .pointer(phase: phase, x: last.x, y: last.y, pointer: pointer, source: source))
        case .pointer, .wheel:
            tellPausedInputIgnored()
            return nil
        default:
            return event
        }
    }

    /// Says once per pause that input is dropped.
    func tellPausedInputIgnored() {
        guard !toldPausedInputIgnored else { return }
        toldPausedInputIgnored = true
        show(Self.pausedInputMessage)
    }

    /// Keeps where each pointer the scene has down was last queued (a pause lifts it there).
    func notePointer(_ event: TraceEvent) {
        guard case let .pointer(phase, x, y, pointer, _) = event.kind else { return }
        switch phase {
        case .down, .move: pointersDown[pointer] = (x, y)
        case .up, .cancel: pointersDown[pointer] = nil
        }
    }
}
