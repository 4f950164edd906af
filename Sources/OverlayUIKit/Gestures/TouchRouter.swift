import Foundation

/// Delivers pointer events to gesture recognizers and arbitrates between them, like UIKit's gesture system.
///
/// When a pointer goes down, the window's root view is hit-tested; every enabled recognizer attached to the hit
/// view or one of its ancestors takes part in that touch (the deepest first), and a pan already running there
/// takes the new pointer into its gesture. A recognizer that asks to begin begins only when every recognizer it
/// must wait for (and that takes part in the same touch) has failed, its `shouldBegin` agrees, no other
/// recognizer of the touch has begun, and no recognizer related to it (on the same view, an ancestor or a
/// descendant, or tied to it by a failure requirement) runs for another pointer; when one begins, the others
/// fail. That is how a touch that starts in the driving scroll view belongs to the scroll view first, while two
/// fingers on unrelated views (the map beside a landscape panel, and the panel) each drive their own gesture.
public final class TouchRouter: LinkAnchored {
    /// A class, so that a move updates its location in place (a struct in the dictionary was copied out and back,
    /// its arrays retained and released, at every move).
    private final class ActiveTouch {
        let pointer: Int
        /// The latest location, for a gesture that this pointer takes over.
        var location: CGPoint
        let hitView: View?
        let chain: [View]
        let recognizers: [GestureRecognizer]

        init(pointer: Int, location: CGPoint, hitView: View?, chain: [View], recognizers: [GestureRecognizer]) {
            self.pointer = pointer
            self.location = location
            self.hitView = hitView
            self.chain = chain
            self.recognizers = recognizers
        }

        /// Calls `body` with each recognizer in order (the touch's constant list keeps them alive).
        @inline(__always)
        func forEachRecognizer(_ body: (GestureRecognizer) -> Void) {
            for recognizer in recognizers { body(recognizer) }
        }
    }

    /// The window's root view.
    public let root: View

    /// What links to this router hold (``WeakLink``): a window's link back to its router.
    public final var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
    private var anchorSlot = LinkAnchorSlot()
    deinit { anchorSlot.ownerIsGoing() }
    // Read through `touches` (a copy) and changed through `replaceTouch(_:for:)`: no access to the storage runs
    // other code, so it is proven exclusive (see ExclusiveStorage.swift).
    private var touchStorage: [Int: ActiveTouch] = [:]

    /// The touches down, as a copy of the stored dictionary.
    private var touches: [Int: ActiveTouch] { touchStorage }

    /// Puts `touch` (nil: none) down for `pointer`; returns the touch it replaces.
    @discardableResult
    private func replaceTouch(_ touch: ActiveTouch?, for pointer: Int) -> ActiveTouch? {
        var all = exchange(&touchStorage, with: [:])
        let old = all.removeValue(forKey: pointer)
        if let touch { all[pointer] = touch }
        swap(&all, &touchStorage)
        return old
    }

    /// Creates a router for the tree under `root`.
    public init(root: View) {
        self.root = root
    }

    /// The pointers currently down.
    public var activePointers: [Int] { touches.keys.sorted() }

    /// The view hit by the pointer when it went down.
    public func hitView(forPointer pointer: Int) -> View? { touches[pointer]?.hitView }

    /// Delivers one event. A `began` for a pointer already down is treated as a cancel of the old touch first;
    /// moves and ends for unknown pointers are ignored.
    public func handle(_ event: TouchEvent) {
        switch event.phase {
        case .began:
            if touches[event.pointer] != nil {
                handle(TouchEvent(pointer: event.pointer, phase: .cancelled, location: event.location, time: event.time))
            }
            begin(event)
        case .moved:
            guard let touch = touches[event.pointer] else { return }
            touch.location = event.location
            touch.forEachRecognizer { recognizer in
                if recognizer.trackedPointer == event.pointer { recognizer.touchMoved(event) }
            }
            resolve(touch)
        case .ended, .cancelled:
            guard let touch = replaceTouch(nil, for: event.pointer) else { return }
            for recognizer in touch.recognizers {
                guard recognizer.trackedPointer == event.pointer else {
                    recognizer.leave(event.pointer)
                    continue
                }
                // A lift hands a running gesture over to a finger that joined it; a cancel ends it, as UIKit
                // cancels a gesture when any of its touches is cancelled.
                if event.phase == .ended, let next = recognizer.joinedPointers.lazy.compactMap({ self.touches[$0] }).first {
                    recognizer.handOver(from: event, to: next.pointer, at: next.location)
                } else if event.phase == .ended {
                    recognizer.touchEnded(event)
                } else {
                    recognizer.touchCancelled(event)
                }
            }
            resolve(touch)
            for recognizer in touch.recognizers where recognizer.trackedPointer == event.pointer {
                recognizer.reset()
            }
            for view in touch.chain { view.touchUp(event) }
        }
    }

    /// Tells the recognizers tracking a pointer that simulation time reached `time`, then arbitrates as after a
    /// touch event. Lets a long press fire while the pointer is held still, when no event arrives.
    public func advanceTime(to time: Double) {
        for pointer in touches.keys.sorted() {
            guard let touch = touches[pointer] else { continue }
            for recognizer in touch.recognizers where recognizer.trackedPointer == pointer {
                recognizer.timeDidAdvance(to: time)
            }
            resolve(touch)
        }
    }

    private func begin(_ event: TouchEvent) {
        let hit = root.hitTest(root.convertFromWindow(event.location), with: event)
        var chain: [View] = []
        var current = hit
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        for view in chain { view.touchDown(event) }
        var recognizers: [GestureRecognizer] = []
        for view in chain {
            for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                if recognizer.trackedPointer == nil {
                    recognizer.touchBegan(event)
                    recognizers.append(recognizer)
                } else if recognizer.isActive && recognizer.acceptsJoiningPointers {
                    recognizer.join(event.pointer)
                    recognizers.append(recognizer)
                }
            }
        }
        let touch = ActiveTouch(pointer: event.pointer, location: event.location, hitView: hit, chain: chain, recognizers: recognizers)
        replaceTouch(touch, for: event.pointer)
        resolve(touch)
    }

    /// Begins the recognizers that asked to and may, until nothing changes.
    private func resolve(_ touch: ActiveTouch) {
        // Most events (every move of a running gesture) leave no recognizer asking to begin: the loop below would
        // look at each and change nothing.
        var anyWantsToBegin = false
        touch.forEachRecognizer { anyWantsToBegin = anyWantsToBegin || ($0.wantsToBegin && $0.state == .possible) }
        guard anyWantsToBegin else { return }
        var changed = true
        while changed {
            changed = false
            for recognizer in touch.recognizers where recognizer.wantsToBegin && recognizer.state == .possible {
                let waitingFor = recognizer.requiredToFail.filter { other in touch.recognizers.contains { $0 === other } }
                // UIKit's default: two recognizers that would see the same touches never recognize at once, across
                // touches too. A second finger must not start the container's pan while the driving scroll view
                // is dragged by another (nor the scroll view's while the pan runs): two drivers would move the
                // overlay at once. Recognizers on unrelated views (the map beside the panel) run side by side.
                if isAnyRelatedRecognizerActive(than: recognizer, pointer: touch.pointer) {
                    fail(recognizer)
                    changed = true
                } else if waitingFor.contains(where: { $0.state != .possible && $0.state != .failed }) {
                    fail(recognizer)
                    changed = true
                } else if waitingFor.contains(where: { $0.state == .possible }) {
                    continue
                } else if touch.recognizers.contains(where: { $0 !== recognizer && ($0.isActive || $0.state == .ended) }) {
                    fail(recognizer)
                    changed = true
                } else if let shouldBegin = recognizer.shouldBegin, !shouldBegin(recognizer) {
                    fail(recognizer)
                    changed = true
                } else {
                    recognizer.wantsToBegin = false
                    recognizer.didBegin()
                    for other in touch.recognizers where other !== recognizer && other.state == .possible {
                        fail(other)
                    }
                    changed = true
                }
            }
        }
    }

    /// Whether a recognizer related to `recognizer`, following another pointer, is recognizing a gesture.
    private func isAnyRelatedRecognizerActive(than recognizer: GestureRecognizer, pointer: Int) -> Bool {
        touches.values.contains { other in
            other.pointer != pointer
                && other.recognizers.contains {
                    $0 !== recognizer && $0.isActive && TouchRouter.areRelated($0, recognizer)
                }
        }
    }

    /// Whether two recognizers would share touches in UIKit (one's view is the other's, an ancestor or a
    /// descendant of it) or wait for one another.
    static func areRelated(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a.requiredToFail.contains(where: { $0 === b }) || b.requiredToFail.contains(where: { $0 === a }) { return true }
        guard let first = a.view, let second = b.view else { return true }
        return first.isDescendant(of: second) || second.isDescendant(of: first)
    }

    private func fail(_ recognizer: GestureRecognizer) {
        recognizer.wantsToBegin = false
        recognizer.state = .failed
    }
}
