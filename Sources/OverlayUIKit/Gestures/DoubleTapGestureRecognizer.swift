import Foundation

/// Two taps in quick succession: each is a tap (lifted within `maximumTapDuration`, moved less than `slop`),
/// the second goes down within `maximumInterval` seconds of the first lifting and within `maximumDistance`
/// points of it. Recognized when the second tap lifts.
///
/// The router resets recognizers after every touch, so the first tap is remembered across that reset.
public final class DoubleTapGestureRecognizer: GestureRecognizer {
    /// The largest movement (points) within one tap.
    public var slop: CGFloat = 10
    /// The longest press (seconds) that still counts as a tap.
    public var maximumTapDuration: Double = 0.5
    /// The longest gap (seconds) between the first tap lifting and the second going down.
    public var maximumInterval: Double = 0.3
    /// How far (points) the second tap may land from the first.
    public var maximumDistance: CGFloat = 40

    /// Where and when the first tap lifted, while a second tap may still follow.
    private var firstTap: (location: CGPoint, time: Double)?
    private var downTime: Double = 0
    private var isSecondTap = false

    /// Creates a double-tap recognizer.
    public override init() {}

    public override func touchBegan(_ touch: TouchEvent) {
        guard trackedPointer == nil else { return }
        super.touchBegan(touch)
        downTime = touch.time
        if let first = firstTap,
            touch.time - first.time <= maximumInterval + 1e-9,
            Self.distance(first.location, touch.location) <= maximumDistance
        {
            isSecondTap = true
        } else {
            // Too slow or too far: this touch starts a new pair.
            isSecondTap = false
            firstTap = nil
        }
    }

    public override func touchMoved(_ touch: TouchEvent) {
        super.touchMoved(touch)
        if state == .possible && Self.distance(startLocation, touch.location) >= slop {
            state = .failed
            firstTap = nil
        }
    }

    public override func touchEnded(_ touch: TouchEvent) {
        super.touchEnded(touch)
        guard state == .possible, touch.time - downTime <= maximumTapDuration + 1e-9 else {
            if state == .possible { state = .failed }
            firstTap = nil
            return
        }
        if isSecondTap {
            firstTap = nil
            requestBegin()
        } else {
            firstTap = (touch.location, touch.time)
        }
    }

    public override func touchCancelled(_ touch: TouchEvent) {
        super.touchCancelled(touch)
        state = .failed
        firstTap = nil
    }

    public override func didBegin() {
        transition(to: .ended)
    }

    public override func reset() {
        super.reset()
        isSecondTap = false
        // `firstTap` survives on purpose: the pair spans two touch sequences.
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
