import Foundation
import OverlayPhysics

/// Insets on the four edges, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

/// The stand-in for `UIScrollView` (vertical scrolling): a view whose content is shifted by `contentOffset`,
/// dragged by its own pan recognizer, decelerating and bouncing like UIKit's.
///
/// While a finger tracks, the content follows it 1:1, also past the top when `bounces` is on (what the
/// reference's tests assume); past the bottom it resists with UIScrollView's 0.55 rubber band. On release it
/// decelerates at `decelerationRate` toward the target offset its delegates agreed on, and springs back into
/// bounds when overscrolled or when a fling crosses an edge. Every change of `contentOffset` tells the delegates.
/// The motion after a release runs on the view's `animationClock`: an overlay container's `tick(_:)` moves the
/// scroll views inside it, the window's host moves the others (`advancePhysics(by:)` moves one by hand).
open class ScrollView: View {
    /// The offset of the content's origin from the view's origin; y > 0 scrolls into the content.
    /// Setting it calls `scrollViewDidScroll` when it changes, as UIKit does (re-entrantly if set from there).
    open var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            let oldValue = storedContentOffset
            storedContentOffset = newValue
            guard contentOffset != oldValue else { return }
            if isTracking && !isApplyingTracking { trackingRawOffsetY = unbandedOffsetY(contentOffset.y) }
            notifyDidScroll()
        }
    }

    /// The size of the scrollable content.
    public var contentSize: CGSize {
        get { storedContentSize }
        set {
            let oldValue = storedContentSize
            storedContentSize = newValue
            if contentSize != oldValue { adjustContentOffsetIfNecessary() }
        }
    }

    // Stored privately behind the public properties: a public stored property is checked for exclusive access at
    // run time on every access (the TreeRuntime article, "Exclusive by construction").
    private var storedContentOffset = CGPoint.zero
    private var storedContentSize = CGSize.zero
    private var tracksFinger = false

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { adjustContentOffsetIfNecessary() } }
    }

    /// Like UIKit's layout-time adjustment: content left past its edges by a change of size (the overlay grew, the
    /// rows changed) is brought back into bounds at once, unless a finger or a deceleration is moving it.
    public func adjustContentOffsetIfNecessary() {
        guard !isTracking, motion == nil else { return }
        let y = contentOffset.y
        let clamped = min(max(y, minimumContentOffsetY), maximumContentOffsetY)
        if clamped != y { contentOffset = CGPoint(x: contentOffset.x, y: clamped) }
    }

    /// Insets around the content set by the app.
    public var contentInset: EdgeInsets {
        get { appInset }
        set { appInset = newValue }
    }

    /// Extra insets from the environment (UIKit's safe-area adjustment); zero unless a scene sets it.
    public var safeAreaAdjustment: EdgeInsets {
        get { environmentInset }
        set { environmentInset = newValue }
    }
    // Private storage behind both (read at every step of a motion and every drag move): a public stored property
    // is checked at run time on every access, since other modules may access it in place.
    private var appInset: EdgeInsets = .zero
    private var environmentInset: EdgeInsets = .zero

    /// `contentInset` plus the safe-area adjustment, as UIKit's `adjustedContentInset`.
    public var adjustedContentInset: EdgeInsets {
        EdgeInsets(
            top: contentInset.top + safeAreaAdjustment.top,
            left: contentInset.left + safeAreaAdjustment.left,
            bottom: contentInset.bottom + safeAreaAdjustment.bottom,
            right: contentInset.right + safeAreaAdjustment.right
        )
    }

    /// Whether a vertical drag scrolls even when the content is shorter than the view.
    public var alwaysBounceVertical = false

    /// Whether a finger (or the mouse wheel) scrolls the content, as UIKit's: when false the scroll view's pan does
    /// not begin, so a drag on it goes to what is around it (an overlay container's own pan moves the overlay), and
    /// an overlay container does not coordinate it. `contentOffset` can still be set. A change during a drag takes
    /// effect at the next drag.
    public var isScrollEnabled = true

    /// Whether the content can go past its edges (needed for the overlay to follow a pull down from the top).
    public var bounces: Bool {
        get { bouncesPastEdges }
        set { bouncesPastEdges = newValue }
    }
    // Read at every drag step (the rubber band past the edge): private storage behind the public property, proven
    // exclusive, where a public stored property is checked at run time on every access. The settings around it are
    // read once a gesture or a fling and stay stored.
    private var bouncesPastEdges = true

    /// How fast a fling slows down, per millisecond (0.998 normal, 0.99 fast).
    public var decelerationRate: DecelerationRate = .normal

    /// The spring that brings overscrolled content back: mass 1, stiffness 100, critically damped.
    public var bounceSpring = Spring(mass: 1, stiffness: 100, damping: 20)

    /// The app's delegate (a table view's `TableViewDelegate` too).
    open var delegate: ScrollViewDelegate? {
        get { delegateLink.delegate }
        set { _ = exchange(&delegateLink, with: ScrollViewDelegateLink(newValue)) }
    }
    private var delegateLink = ScrollViewDelegateLink(nil)

    /// An overlay container's driver, told of every callback before `delegate` (the reference's delegate proxy).
    /// Set with `setOverlayDriver(_:)`; nil once the driver let the scroll view go or went away.
    package final var overlayDriver: ScrollViewDelegate? { overlayDriverLink.delegate }
    private var overlayDriverLink = ScrollViewDelegateLink(nil)

    /// Installs `driver` in the driver slot (nil empties it).
    package func setOverlayDriver(_ driver: ScrollViewDelegate?) {
        _ = exchange(&overlayDriverLink, with: ScrollViewDelegateLink(driver))
    }

    /// The recognizer that drags the content.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// True while a finger drags the content (still true during `scrollViewWillEndDragging`).
    public internal(set) var isTracking: Bool {
        get { tracksFinger }
        set { tracksFinger = newValue }
    }

    /// True while the content moves on its own after a release (deceleration or bounce).
    public var isDecelerating: Bool { motion != nil }

    final var motion: ScrollMotion?
    private var isApplyingTracking = false
    private var trackingRawOffsetY: CGFloat = 0
    private var lastPanTranslationY: CGFloat = 0

    /// Creates a scroll view.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
        // Links, not `[weak self]`: a weakly captured view takes the slow retain path for life (WeakLink).
        let link = WeakLink(self)
        panGestureRecognizer.shouldBegin = { _ in
            guard let scrollView = link.wrappedValue else { return false }
            return scrollView.isScrollEnabled && scrollView.canScrollVertically
        }
        panGestureRecognizer.addTarget { recognizer in link.wrappedValue?.handlePan(recognizer.state) }
    }

    open override var boundsOrigin: CGPoint { contentOffset }

    // MARK: - Bounds

    /// The offset at which the content sits at its top: `−adjustedContentInset.top`.
    public var minimumContentOffsetY: CGFloat { -adjustedContentInset.top }

    /// The offset at which the content's end meets the view's bottom (never above the minimum).
    public var maximumContentOffsetY: CGFloat {
        max(minimumContentOffsetY, contentSize.height + adjustedContentInset.bottom - bounds.height)
    }

    /// Whether a vertical drag may scroll: bouncing always, or content taller than the view.
    public var canScrollVertically: Bool {
        alwaysBounceVertical || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    /// Scrolls by `delta` points (a mouse wheel), clamped to the content; stops any deceleration.
    public func scroll(by delta: CGFloat) {
        guard delta.isFinite, !isTracking, isScrollEnabled else { return }
        motion = nil
        let target = min(max(contentOffset.y + delta, minimumContentOffsetY), maximumContentOffsetY)
        contentOffset = CGPoint(x: contentOffset.x, y: target)
    }

    // MARK: - Touches and tracking

    open override func touchDown(_ touch: TouchEvent) {
        // A touch catches moving content at once; it bounces back on lift if nothing dragged it.
        if motion != nil { motion = nil }
    }

    open override func touchUp(_ touch: TouchEvent) {
        guard !isTracking, motion == nil else { return }
        let y = contentOffset.y
        if y < minimumContentOffsetY || y > maximumContentOffsetY {
            startMotion(
                velocity: 0, target: min(max(y, minimumContentOffsetY), maximumContentOffsetY),
                targetChanged: false, naturalTarget: y)
        }
    }

    private func handlePan(_ state: GestureRecognizer.State) {
        switch state {
        case .began:
            motion = nil
            isTracking = true
            trackingRawOffsetY = unbandedOffsetY(contentOffset.y)
            lastPanTranslationY = 0
            overlayDriver?.scrollViewWillBeginDragging(self)
            delegate?.scrollViewWillBeginDragging(self)
            // The first translation (the movement beyond the slop) is already motion.
            handlePan(.changed)
        case .changed:
            let translation = panGestureRecognizer.translation.y
            let delta = translation - lastPanTranslationY
            lastPanTranslationY = translation
            trackingRawOffsetY -= delta
            let tracked = bandedOffsetY(trackingRawOffsetY)
            isApplyingTracking = true
            contentOffset = CGPoint(x: contentOffset.x, y: tracked)
            isApplyingTracking = false
            // The overlay driver may have pinned the content from inside didScroll: follow from there.
            if contentOffset.y != tracked { trackingRawOffsetY = unbandedOffsetY(contentOffset.y) }
        case .ended, .cancelled:
            endTracking(fingerVelocity: panGestureRecognizer.velocity)
        default:
            break
        }
    }

    /// Content offset for a raw (finger) offset: 1:1 above the top, rubber band 0.55 past the bottom.
    private func bandedOffsetY(_ raw: CGFloat) -> CGFloat {
        let low = minimumContentOffsetY, high = maximumContentOffsetY
        guard bounces else { return min(max(raw, low), high) }
        guard raw > high else { return raw }
        return high + CGFloat(rubberband(overshoot: Double(raw - high), dimension: Double(bounds.height)))
    }

    private func unbandedOffsetY(_ offset: CGFloat) -> CGFloat {
        let high = maximumContentOffsetY
        guard bounces, offset > high else { return offset }
        return high + CGFloat(inverseRubberband(shown: Double(offset - high), dimension: Double(bounds.height)))
    }

    private func endTracking(fingerVelocity: CGPoint) {
        let contentVelocity = -(fingerVelocity.y.isFinite ? fingerVelocity.y : 0)
        let y = contentOffset.y
        let natural = CGFloat(project(value: Double(y), velocity: Double(contentVelocity), decelerationRate: decelerationRate))
        let clamped = min(max(natural, minimumContentOffsetY), maximumContentOffsetY)
        var target = CGPoint(x: contentOffset.x, y: clamped)
        let velocity = CGPoint(x: 0, y: contentVelocity / 1000)
        overlayDriver?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isTracking = false
        startMotion(velocity: contentVelocity, target: target.y, targetChanged: target.y != clamped, naturalTarget: natural)
        overlayDriver?.scrollViewDidEndDragging(self, willDecelerate: motion != nil)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: motion != nil)
    }

    private func notifyDidScroll() {
        overlayDriver?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: - Motion after release

    private func startMotion(velocity: CGFloat, target: CGFloat, targetChanged: Bool, naturalTarget: CGFloat) {
        let low = minimumContentOffsetY, high = maximumContentOffsetY
        let target = target.isFinite ? min(max(target, low), high) : min(max(contentOffset.y, low), high)
        motion = ScrollMotion.start(
            offset: Double(contentOffset.y), velocity: Double(velocity), target: Double(target),
            naturalCrossesEdge: !targetChanged && bounces && (naturalTarget < low || naturalTarget > high),
            bounds: (Double(low), Double(high)), rate: decelerationRate, bounce: bounceSpring,
            dimension: Double(bounds.height)
        )
        // Its clock moves it from now on (an overlay container's `tick`, or the window's host).
        if motion != nil { animationClock.adopt(self) }
    }

    /// Moves decelerating or bouncing content forward by `time` seconds, splitting the time at phase changes so
    /// that every phase starts and ends at its exact instant whatever the step rate.
    public func advancePhysics(by time: Double) {
        guard time.isFinite, time > 0 else { return }
        var remaining = time
        while remaining > 0, var current = motion {
            let used = current.advance(by: remaining)
            remaining -= used
            motion = current.isFinished ? nil : current
            contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(current.offset))
            if current.isFinished {
                // The bounds may have changed while it moved (the overlay grew): come back into them first.
                let y = contentOffset.y, low = minimumContentOffsetY, high = maximumContentOffsetY
                if y < low - ScrollMotion.restThreshold || y > high + ScrollMotion.restThreshold {
                    startMotion(velocity: 0, target: min(max(y, low), high), targetChanged: false, naturalTarget: y)
                    continue
                }
                overlayDriver?.scrollViewDidEndDecelerating(self)
                delegate?.scrollViewDidEndDecelerating(self)
            }
            if used <= 0 { break }
        }
    }
}
