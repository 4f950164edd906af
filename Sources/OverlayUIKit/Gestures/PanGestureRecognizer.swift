import Foundation
import OverlayPhysics

/// A pan: begins once the pointer has moved `slop` points from where it went down, then reports its translation
/// and its velocity (least squares over the last 100 ms).
///
/// The translation is measured from the point where the pointer crossed the slop circle: like UIKit's, the first
/// translation is already non-zero (the movement beyond the slop in that event), and nothing jumps by the slop.
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
        // A lift where the pointer already was adds no movement: the release velocity is that of the last
        // movement, as UIKit reports it (a stationary sample would damp a flick).
        if touch.location != currentLocation {
            tracker.addSample(time: touch.time, x: Double(touch.location.x), y: Double(touch.location.y))
        }
        super.touchEnded(touch)
        if isActive { transition(to: .ended) } else { state = .failed }
    }

    public override func touchCancelled(_ touch: TouchEvent) {
        super.touchCancelled(touch)
        if isActive { transition(to: .cancelled) } else { state = .failed }
    }

    public override func didBegin() {
        let dx = currentLocation.x - startLocation.x, dy = currentLocation.y - startLocation.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let share = distance > 0 ? min(1, slop / distance) : 0
        translationOrigin = CGPoint(x: startLocation.x + dx * share, y: startLocation.y + dy * share)
        transition(to: .began)
    }

    public override func reset() {
        super.reset()
        tracker.reset()
    }
}
