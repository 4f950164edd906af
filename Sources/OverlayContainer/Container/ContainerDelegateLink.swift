import OverlayUIKit

/// The container's weak link to its delegate, read at every frame (the reachable notches) without a dynamic cast:
/// the delegate's own existential, `unowned` and read only while its ``LinkAnchor`` says it lives when it has one
/// (a view controller), else a plain `weak` reference (as `ScrollView`'s delegate link, for the same reason). A
/// class, as that link is: reading it copies no `weak` or `unowned` reference.
package final class ContainerDelegateLink {
    // Constants (a new delegate gets a new link): reading them is never checked for exclusive access.
    private let anchor: LinkAnchor?
    private unowned let anchored: OverlayContainerViewControllerDelegate?
    private weak var plain: OverlayContainerViewControllerDelegate?

    package init(_ delegate: OverlayContainerViewControllerDelegate?) {
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
    package var delegate: OverlayContainerViewControllerDelegate? {
        guard let anchor else { return plain }
        return anchor.isTargetAlive ? anchored : nil
    }
}
