import Foundation
import OverlayPhysics

/// A pan: begins once the pointer has moved `slop` points from where it went down, then reports its translation
/// (from where it began, so nothing jumps by the slop) and its velocity (least squares over the last 100 ms).
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far (points) the pointer must move before the pan may begin.
    public var slop: CGFloat = 10

    private var tracker = VelocityTracker()
    private var translationOrigin: CGPoint = .zero

    /// Creates a pan recognizer.
    public override init() {}

    /// The translation since the pan began (or since `setTranslation`), window coordinates.
    public var translation: CGPoint {
        CGPoint(x: currentLocation.x - translationOrigin.x, y: currentLocation.y - translationOrigin.y)
    }

    /// Makes the current translation read `translation` from now on.
    public func setTranslation(_ translation: CGPoint) {
        translationOrigin = CGPoint(x: currentLocation.x - translation.x, y: currentLocation.y - translation.y)
    }

    /// The pointer's velocity in window points per second; 0 if it has rested for 40 ms.
    public var velocity: CGPoint {
        let v = tracker.velocity(at: currentTime)
        return CGPoint(x: v.x, y: v.y)
    }

    public override func touchBegan(_ touch: TouchEvent) {
        guard trackedPointer == nil else { return }
        super.touchBegan(touch)
        tracker.reset()
        tracker.addSample(time: touch.time, x: Double(touch.location.x), y: Double(touch.location.y))
        translationOrigin = touch.location
    }

    public override func touchMoved(_ touch: TouchEvent) {
        super.touchMoved(touch)
        tracker.addSample(time: touch.time, x: Double(touch.location.x), y: Double(touch.location.y))
        switch state {
        case .possible:
            let dx = touch.location.x - startLocation.x
            let dy = touch.location.y - startLocation.y
            if (dx * dx + dy * dy).squareRoot() >= slop { requestBegin() }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    public override func touchEnded(_ touch: TouchEvent) {
        super.touchEnded(touch)
        tracker.addSample(time: touch.time, x: Double(touch.location.x), y: Double(touch.location.y))
        if isActive { transition(to: .ended) } else { state = .failed }
    }

    public override func touchCancelled(_ touch: TouchEvent) {
        super.touchCancelled(touch)
        if isActive { transition(to: .cancelled) } else { state = .failed }
    }

    public override func didBegin() {
        translationOrigin = currentLocation
        transition(to: .began)
    }

    public override func reset() {
        super.reset()
        tracker.reset()
    }
}
