/// A weak link to a scroll view's delegate that is read at every scroll step without a dynamic cast.
///
/// ``WeakDelegate`` casts its stored object back to the protocol on every read, a conformance lookup; a scroll
/// view reads its delegate and its overlay driver at every offset change. This link keeps the delegate as the
/// protocol's own existential: `unowned` and read only while the delegate's ``LinkAnchor`` says it lives when the
/// delegate has one (a view controller, a driver of the package), else a plain `weak` reference. A class, so that
/// reading it copies no `weak` or `unowned` reference (each copy of one is an atomic operation); a new delegate
/// gets a new link.
final class ScrollViewDelegateLink {
    // Constants (a new delegate gets a new link): reading them is never checked for exclusive access.
    private let anchor: LinkAnchor?
    private unowned let anchored: ScrollViewDelegate?
    private weak var plain: ScrollViewDelegate?

    init(_ delegate: ScrollViewDelegate?) {
        if let linked = delegate as? LinkAnchored {
            anchor = linked.linkAnchor
            anchored = delegate
        } else {
            anchor = nil
            anchored = nil
            plain = delegate
        }
    }

    /// The delegate while it lives, else nil.
    var delegate: ScrollViewDelegate? {
        guard let anchor else { return plain }
        return anchor.isTargetAlive ? anchored : nil
    }
}
