/// The small object that weak links point at instead of the object they name.
///
/// Swift gives an object a side table the first time something refers to it weakly, and from then on every retain
/// and release of that object takes a slower path through the table (and every weak read a slower one still).
/// Views, view controllers and containers are retained and released many times per animation step, and nearly all
/// of them are the target of some back-link (a subview's superview, a view's view controller), so plain weak links
/// to them cost more than the physics. A ``WeakLink`` holds the target's anchor instead; the target owns the anchor
/// and tells it when it goes, and the anchor names the target with an `unowned` link that it reads only while the
/// target lives (the back-link rule, in the TreeRuntime article). No object gets a side table.
public class LinkAnchor {
    // Unowned (safe: a wrong read traps, it never reads freed memory), and read only while `targetIsAlive`: the
    // target owns this anchor and says it is going at the start of its deinit (``LinkAnchored``).
    private unowned let object: AnyObject
    private var targetIsAlive = true

    /// An anchor for `target`. Make it only as `target`'s own anchor (see ``LinkAnchored``).
    public init(_ target: AnyObject) {
        object = target
    }

    /// The target, until it started going away.
    public final var target: AnyObject? { targetIsAlive ? object : nil }

    /// Whether the target has not started going away: what a link that keeps its own `unowned` reference to the
    /// target asks before reading it (asking `target` for that would turn the `unowned` reference into a strong one
    /// and back, two atomic operations, only to compare it with nil).
    public final var isTargetAlive: Bool { targetIsAlive }

    /// Called by the target from its `deinit`: links read nil from now on.
    public final func targetIsGoing() {
        targetIsAlive = false
    }
}

/// The anchor of a view, a view controller or an overlay container, which also names its target by its own type: the
/// back-links read many times a step (a view's superview and view controller, the links back to a container) hold it and
/// read the target without the cast that ``WeakLink`` makes from the anchor's `AnyObject` (a call into the runtime
/// that walks the class's superclasses). The same lifetime rule as every link: the anchor names its target
/// `unowned` and is read only while the target lives.
public final class TypedLinkAnchor<Target: AnyObject>: LinkAnchor {
    // A constant, so that inlined reads of it in other modules are never checked for exclusive access.
    @usableFromInline unowned let typedTarget: Target

    /// The anchor of `target`, made by `target` itself (see ``LinkAnchored``).
    public init(typed target: Target) {
        typedTarget = target
        super.init(target)
    }

    /// The target, until it started going away (inlinable: specialised for its type where it is read).
    @inlinable public var liveTarget: Target? { isTargetAlive ? typedTarget : nil }
}

/// ``LinkAnchorSlot`` for a ``TypedLinkAnchor``: made outside any access to the slot, then kept.
package struct TypedLinkAnchorSlot<Target: AnyObject> {
    private var anchor: TypedLinkAnchor<Target>?

    /// An empty slot.
    package init() {}

    /// The anchor kept so far, nil before the first.
    package var existingAnchor: TypedLinkAnchor<Target>? { anchor }

    /// Keeps `made`, the owner's new anchor, and returns it.
    package mutating func keep(_ made: TypedLinkAnchor<Target>) -> TypedLinkAnchor<Target> {
        anchor = made
        return made
    }

    /// Called from the owner's `deinit`: links to it read nil from now on.
    package func ownerIsGoing() {
        anchor?.targetIsGoing()
    }
}

/// The stored anchor of a ``LinkAnchored`` object: made when first asked, told when its object goes.
///
/// ```swift
/// public var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
/// private var anchorSlot = LinkAnchorSlot()
/// deinit { anchorSlot.ownerIsGoing() }
/// ```
///
/// The anchor is made outside any access to the slot and then kept: every access to the slot is then a plain read or
/// store, which the compiler proves exclusive. (``anchor(for:)`` makes it inside its change of the slot while it is
/// handed the owner, a call the compiler cannot see into, so it keeps a run-time check on every access to the slot,
/// its owner's `deinit` included.)
public struct LinkAnchorSlot {
    @usableFromInline var anchor: LinkAnchor?

    /// An empty slot.
    public init() {}

    /// The anchor kept so far, nil before the first.
    @inlinable
    public var existingAnchor: LinkAnchor? { anchor }

    /// Keeps `made`, the owner's new anchor, and returns it.
    @inlinable
    public mutating func keep(_ made: LinkAnchor) -> LinkAnchor {
        anchor = made
        return made
    }

    /// The anchor of `owner` (the object that stores this slot), made the first time.
    public mutating func anchor(for owner: AnyObject) -> LinkAnchor {
        if let anchor { return anchor }
        let made = LinkAnchor(owner)
        anchor = made
        return made
    }

    /// Called from the owner's `deinit`: links to it read nil from now on.
    public func ownerIsGoing() {
        anchor?.targetIsGoing()
    }
}

/// An object that weak links can point at through its ``LinkAnchor``: it makes the anchor when first asked, keeps
/// it, and calls ``LinkAnchor/targetIsGoing()`` from its `deinit`.
public protocol LinkAnchored: AnyObject {
    /// The anchor this object owns for its whole life.
    var linkAnchor: LinkAnchor { get }
}

/// A weak link to an object that owns a ``LinkAnchor``: it reads nil once the object is gone, as `weak` does,
/// without giving the object a side table.
///
/// One difference with `weak`: a link reads nil once the target's base class `deinit` has started; reading it from
/// a subclass's `deinit` (which runs before) traps instead of reading nil. Nothing in OverlaySim reads links during
/// a deinit.
@propertyWrapper
public struct WeakLink<Target: LinkAnchored> {
    // Readable by inlined code (the getter is inlinable, so that it is specialised for its target's type in the
    // module that reads it, instead of a generic call and a cast through the runtime's generic path).
    @usableFromInline var anchor: LinkAnchor?

    /// A link to `target` (nil: no link).
    public init(wrappedValue target: Target?) {
        anchor = target?.linkAnchor
    }

    /// A link to `target` (nil: no link).
    public init(_ target: Target?) {
        anchor = target?.linkAnchor
    }

    /// The target while it lives, else nil.
    public var wrappedValue: Target? {
        @inlinable get {
            // The anchor's target is always a `Target`: only `init`/`set` store an anchor, taken from one.
            guard let target = anchor?.target else { return nil }
            return target as? Target
        }
        set { anchor = newValue?.linkAnchor }
    }

    /// Whether the link names `object` (without loading the target).
    public func links(to object: Target) -> Bool {
        anchor === object.linkAnchor
    }
}

/// A weak link to a delegate, typed by its protocol: through the delegate's ``LinkAnchor`` when it has one (a
/// view, a view controller, a driver of the package), so that it keeps the fast retain path, else a plain weak
/// reference. `Target` is a class-bound protocol's existential, as delegates are.
@propertyWrapper
public struct WeakDelegate<Target> {
    private var anchor: LinkAnchor?
    private weak var object: AnyObject?

    /// A link to `target` (nil: no link).
    public init(wrappedValue target: Target?) {
        wrappedValue = target
    }

    /// The delegate while it lives, else nil.
    public var wrappedValue: Target? {
        get {
            if let anchor { return anchor.target.flatMap { $0 as? Target } }
            return object as? Target
        }
        set {
            if let anchored = newValue as? LinkAnchored {
                anchor = anchored.linkAnchor
                object = nil
            } else {
                anchor = nil
                object = newValue.map { $0 as AnyObject }
            }
        }
    }
}
