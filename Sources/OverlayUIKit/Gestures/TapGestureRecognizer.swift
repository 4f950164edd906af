import Foundation

/// A tap: the pointer lifts within `maximumDuration` seconds of going down, having moved less than `slop` points.
public final class TapGestureRecognizer: GestureRecognizer {
    /// The largest movement (points) that still counts as a tap.
    public var slop: CGFloat = 10
    /// The longest press (seconds) that still counts as a tap.
    public var maximumDuration: Double = 0.5

    private var downTime: Double = 0

    /// Creates a tap recognizer.
    public override init() {}

    public override func touchBegan(_ touch: TouchEvent) {
        guard trackedPointer == nil else { return }
        super.touchBegan(touch)
        downTime = touch.time
    }

    public override func touchMoved(_ touch: TouchEvent) {
        super.touchMoved(touch)
        let dx = touch.location.x - startLocation.x
        let dy = touch.location.y - startLocation.y
        if state == .possible && (dx * dx + dy * dy).squareRoot() >= slop { state = .failed }
    }

    public override func touchEnded(_ touch: TouchEvent) {
        super.touchEnded(touch)
        if state == .possible && touch.time - downTime <= maximumDuration {
            requestBegin()
        } else if state == .possible {
            state = .failed
        }
    }

    public override func touchCancelled(_ touch: TouchEvent) {
        super.touchCancelled(touch)
        state = .failed
    }

    public override func didBegin() {
        transition(to: .ended)
    }
}
