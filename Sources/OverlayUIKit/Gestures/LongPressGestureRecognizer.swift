import Foundation

/// A long press: the pointer stays down, moving less than `allowableMovement` points, for at least
/// `minimumDuration` seconds. Recognized (discretely) as soon as the duration has passed: on the first touch
/// event or `TouchRouter.advanceTime(to:)` at or after the deadline, so holding still is enough.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long (seconds) the pointer must stay down.
    public var minimumDuration: Double
    /// The largest movement (points) that still counts as holding still.
    public var allowableMovement: CGFloat = 10

    private var downTime: Double = 0

    /// Creates a long-press recognizer that fires after `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5) {
        self.minimumDuration = minimumDuration
    }

    public override func touchBegan(_ touch: TouchEvent) {
        guard trackedPointer == nil else { return }
        super.touchBegan(touch)
        downTime = touch.time
        checkDeadline(at: touch.time)
    }

    public override func touchMoved(_ touch: TouchEvent) {
        super.touchMoved(touch)
        guard state == .possible else { return }
        if DoubleTapGestureRecognizer.distance(startLocation, touch.location) >= allowableMovement {
            state = .failed
        } else {
            checkDeadline(at: touch.time)
        }
    }

    public override func touchEnded(_ touch: TouchEvent) {
        super.touchEnded(touch)
        guard state == .possible else { return }
        // Lifting after the deadline still counts (no time event may have arrived in between).
        checkDeadline(at: touch.time)
        if !wantsToBegin { state = .failed }
    }

    public override func touchCancelled(_ touch: TouchEvent) {
        super.touchCancelled(touch)
        if state == .possible { state = .failed }
    }

    public override func timeDidAdvance(to time: Double) {
        guard trackedPointer != nil, state == .possible else { return }
        checkDeadline(at: time)
    }

    public override func didBegin() {
        transition(to: .ended)
    }

    private func checkDeadline(at time: Double) {
        if time - downTime >= minimumDuration - 1e-9 { requestBegin() }
    }
}
