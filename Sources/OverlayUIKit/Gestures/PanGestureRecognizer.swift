import Foundation
import OverlayPhysics

/// A pan: begins once the pointer has moved `slop` points from where it went down, then reports its translation
/// and its velocity (least squares over the last 100 ms).
///
/// The translation is measured from the point where the pointer crossed the slop circle: like UIKit's, the first
/// translation is already non-zero (the movement beyond the slop in that event), and nothing jumps by the slop.
///
/// A second finger that lands on the view while the pan runs joins it without moving anything; when the first
/// finger lifts, the pan goes on with the second from where the first left it (translation and velocity carry on
/// without a jump) and ends when the last finger lifts, as UIKit's pan does.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far (points) the pointer must move before the pan may begin.
    public var slop: CGFloat {
        get { slopDistance }
        set { slopDistance = newValue }
    }
    // Stored privately: read at every move (a public stored property is checked at run time on every access).
    private var slopDistance: CGFloat = 10

    // Nil only while `changeTracker(_:)` has it out: every access to the slot is a read or a swap that runs no other
    // code, so it is proven exclusive (a tracker changed in place would be checked at run time at every move).
    private var trackerSlot: VelocityTracker? = VelocityTracker()
    private var translationOrigin: CGPoint = .zero
    /// Added to the tracked finger's positions before they reach the velocity tracker: the sum of the jumps between
    /// fingers at hand-overs, so that the tracker sees one continuous path.
    private var sampleOffset: CGPoint = .zero

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
        let tracker = trackerSlot
        guard let v = tracker?.velocity(at: currentTime) else { return .zero }
        return CGPoint(x: v.x, y: v.y)
    }

    /// A pan takes further fingers while it runs.
    public override var acceptsJoiningPointers: Bool { true }

    private func addSample(_ touch: TouchEvent) {
        let x = Double(touch.location.x + sampleOffset.x), y = Double(touch.location.y + sampleOffset.y)
        changeTracker { $0.addSample(time: touch.time, x: x, y: y) }
    }

    /// Changes the tracker taken out of its slot, then puts it back.
    private func changeTracker(_ change: (inout VelocityTracker) -> Void) {
        guard var tracker = exchange(&trackerSlot, with: nil) else { return }
        change(&tracker)
        _ = exchange(&trackerSlot, with: tracker)
    }

    public override func touchBegan(_ touch: TouchEvent) {
        guard trackedPointer == nil else { return }
        super.touchBegan(touch)
        changeTracker { $0.reset() }
        sampleOffset = .zero
        addSample(touch)
        translationOrigin = touch.location
    }

    public override func touchMoved(_ touch: TouchEvent) {
        super.touchMoved(touch)
        addSample(touch)
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
        if touch.location != currentLocation { addSample(touch) }
        super.touchEnded(touch)
        if isActive { transition(to: .ended) } else { state = .failed }
    }

    public override func touchCancelled(_ touch: TouchEvent) {
        super.touchCancelled(touch)
        if isActive { transition(to: .cancelled) } else { state = .failed }
    }

    /// The first finger lifted while another stays: its last movement counts, then the translation's origin and
    /// the tracker's path shift by the gap between the fingers, so neither jumps.
    public override func handOver(from lift: TouchEvent, to pointer: Int, at location: CGPoint) {
        if lift.location != currentLocation { touchMoved(lift) }
        let previous = currentLocation
        super.handOver(from: lift, to: pointer, at: location)
        let dx = location.x - previous.x, dy = location.y - previous.y
        translationOrigin = CGPoint(x: translationOrigin.x + dx, y: translationOrigin.y + dy)
        sampleOffset = CGPoint(x: sampleOffset.x - dx, y: sampleOffset.y - dy)
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
        changeTracker { $0.reset() }
        sampleOffset = .zero
    }
}
