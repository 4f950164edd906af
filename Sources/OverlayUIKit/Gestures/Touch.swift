import Foundation

/// The phase of one pointer's contact: a mouse button held down or a finger on the screen.
public enum TouchPhase: String, Hashable, Sendable {
    case began, moved, ended, cancelled
}

/// One pointer event in window coordinates, stamped with its own time (seconds), as the gesture layer sees it.
///
/// Mouse and finger input arrive through the same type: the source does not change how gestures behave.
public struct TouchEvent: Hashable, Sendable {
    /// Which pointer (finger or mouse button) this is; several can be down at once.
    public var pointer: Int
    /// Down, move, up or cancel.
    public var phase: TouchPhase
    /// Where the pointer is, in window points.
    public var location: CGPoint
    /// When it happened, in seconds of simulation time.
    public var time: Double

    /// Creates a touch event.
    public init(pointer: Int = 0, phase: TouchPhase, location: CGPoint, time: Double) {
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.time = time
    }
}
