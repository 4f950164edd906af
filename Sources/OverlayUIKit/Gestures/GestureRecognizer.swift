import Foundation

/// The base of OverlaySim's gesture recognizers, a small model of UIKit's: attached to a view, fed the touches
/// that start on that view or its descendants, arbitrated by a `TouchRouter`.
///
/// A recognizer tracks one pointer at a time (the first that touches it). A pointer that goes down on its view
/// while it recognizes joins the gesture when the recognizer accepts it (a pan): it moves nothing while the tracked
/// pointer is down, and takes over when that one lifts (<doc:GestureArbitration>). Subclasses call `requestBegin()`
/// when their condition is met; the router decides, after failure requirements, `shouldBegin` and exclusivity,
/// whether they really begin.
open class GestureRecognizer: LinkAnchored {
    /// What links to this recognizer hold (``WeakLink``): another recognizer's failure requirement.
    public final var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
    private var anchorSlot = LinkAnchorSlot()
    deinit { anchorSlot.ownerIsGoing() }

    /// UIKit's states; a discrete recognizer goes from possible straight to ended.
    public enum State: String, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// The current state.
    public internal(set) var state: State {
        get { recognizerState }
        set { recognizerState = newValue }
    }
    // The state and the tracked pointer's values are stored privately and read through computed properties: a
    // public stored property is checked for exclusive access at run time on every access, these are proven
    // exclusive at compile time (the TreeRuntime article, "Exclusive by construction").
    final var recognizerState = State.possible
    private var tracking = Tracking()
    private var joinedPointerList: [Int] = []

    /// The tracked pointer and where and when it was seen.
    private struct Tracking {
        var pointer: Int?
        var start = CGPoint.zero
        var location = CGPoint.zero
        var time = 0.0
    }

    /// The view the recognizer is attached to.
    // Weak: the view owns its recognizers (the back-link rule, in the TreeRuntime article).
    @WeakLink public internal(set) var view: View?

    /// A disabled recognizer receives no touches.
    public var isEnabled: Bool {
        get { enabledFlag }
        set { enabledFlag = newValue }
    }
    // Stored privately as the state is, and for the same reason: read at every touch.
    private var enabledFlag = true

    /// `gestureRecognizerShouldBegin`: asked once when the recognizer is about to begin; false makes it fail.
    public var shouldBegin: ((GestureRecognizer) -> Bool)? {
        get { shouldBeginBlock }
        set { shouldBeginBlock = newValue }
    }
    private var shouldBeginBlock: ((GestureRecognizer) -> Bool)?

    /// The pointer being tracked, if any.
    public var trackedPointer: Int? { tracking.pointer }

    /// Where the tracked pointer went down, in window coordinates.
    public var startLocation: CGPoint { tracking.start }

    /// The tracked pointer's latest location, in window coordinates.
    public var currentLocation: CGPoint { tracking.location }

    /// The time of the latest touch event seen.
    public var currentTime: Double { tracking.time }

    /// Pointers that went down on the view while this recognizer was recognizing, in the order they joined; the
    /// gesture goes on with the first one still down when the tracked pointer lifts.
    public var joinedPointers: [Int] { joinedPointerList }

    /// Whether a pointer that goes down on the view while the recognizer recognizes joins its gesture (UIKit's
    /// pan takes any number of touches); false for the discrete recognizers.
    open var acceptsJoiningPointers: Bool { false }

    final var wantsToBegin = false
    private var actions: [(GestureRecognizer) -> Void] = []
    private var failureRequirements: [WeakLink<GestureRecognizer>] = []

    /// Creates a recognizer; attach it with `View.addGestureRecognizer(_:)`.
    public init() {}

    /// Adds a closure called on every state change that matters (began, changed, ended, cancelled).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        var list = takeOut(&actions)
        list.append(action)
        swap(&list, &actions)
    }

    /// This recognizer may begin only after `other` has failed (when `other` takes part in the same touch).
    public func require(toFail other: GestureRecognizer) {
        let requirements = failureRequirements
        guard other !== self, !requirements.contains(where: { $0.links(to: other) }) else { return }
        var list = takeOut(&failureRequirements)
        list.append(WeakLink(other))
        swap(&list, &failureRequirements)
    }

    /// Forgets every failure requirement.
    public func removeFailureRequirements() {
        _ = takeOut(&failureRequirements)
    }

    /// The recognizers this one waits for.
    public var requiredToFail: [GestureRecognizer] {
        let requirements = failureRequirements
        return requirements.compactMap(\.wrappedValue)
    }

    /// The latest location converted into `view`'s coordinates (window coordinates for nil).
    public func location(in view: View?) -> CGPoint {
        view?.convertFromWindow(currentLocation) ?? currentLocation
    }

    // MARK: - Touches (subclasses override and call super)

    /// A pointer went down on the view or a descendant.
    open func touchBegan(_ touch: TouchEvent) {
        guard tracking.pointer == nil else { return }
        tracking = Tracking(pointer: touch.pointer, start: touch.location, location: touch.location, time: touch.time)
    }

    /// The tracked pointer moved.
    open func touchMoved(_ touch: TouchEvent) {
        tracking.location = touch.location
        tracking.time = touch.time
    }

    /// The tracked pointer lifted.
    open func touchEnded(_ touch: TouchEvent) {
        tracking.location = touch.location
        tracking.time = touch.time
    }

    /// The tracked pointer was cancelled.
    open func touchCancelled(_ touch: TouchEvent) {
        tracking.time = touch.time
    }

    /// Another pointer went down on the view while the gesture runs: it waits to take over.
    func join(_ pointer: Int) {
        guard !joinedPointerList.contains(pointer) else { return }
        var list = takeOut(&joinedPointerList)
        list.append(pointer)
        swap(&list, &joinedPointerList)
    }

    /// A joined pointer lifted or was cancelled before it took over.
    func leave(_ pointer: Int) {
        var list = takeOut(&joinedPointerList)
        list.removeAll { $0 == pointer }
        swap(&list, &joinedPointerList)
    }

    /// The tracked pointer lifted (`lift`) while the joined `pointer` is still down at `location`: the gesture goes
    /// on following that pointer. Subclasses keep what they measure continuous (the pan's translation does not
    /// jump from one finger to the other).
    open func handOver(from lift: TouchEvent, to pointer: Int, at location: CGPoint) {
        leave(pointer)
        tracking.pointer = pointer
        tracking.location = location
        tracking.time = lift.time
    }

    /// Simulation time reached `time` while this recognizer tracks a pointer (no touch event needed), so
    /// time-based gestures such as a long press can fire while the pointer is held still. Sent by
    /// `TouchRouter.advanceTime(to:)`; the default does nothing.
    open func timeDidAdvance(to time: Double) {}

    /// Called by the router when the recognizer really begins (continuous) or is recognized (discrete).
    open func didBegin() {}

    /// Back to `possible` with no pointer, after a touch sequence ends.
    open func reset() {
        state = .possible
        tracking.pointer = nil
        _ = takeOut(&joinedPointerList)
        wantsToBegin = false
    }

    // MARK: - For subclasses

    /// Asks the router to begin this recognizer as soon as arbitration allows.
    public func requestBegin() {
        if state == .possible { wantsToBegin = true }
    }

    /// Moves to `state` and calls the targets (not for `possible` or `failed`).
    public func transition(to newState: State) {
        state = newState
        if newState != .failed && newState != .possible {
            for action in actions { action(self) }
        }
    }

    final var isActive: Bool { state == .began || state == .changed }
}
