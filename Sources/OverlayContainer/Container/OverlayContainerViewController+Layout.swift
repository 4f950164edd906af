import Foundation
import OverlayUIKit

extension OverlayContainerViewController {
    /// Frames from the displayed height; before the first translation the style is not applied and frames stay zero.
    ///
    /// The container sets its views' frames from the height on screen at every frame (as a display link would),
    /// so they are never animated themselves, even when the layout happens inside an animation block.
    func layoutContainerViews() {
        View.performWithoutAnimation { layoutContainerViewsNow() }
    }

    /// Whether every frame the container sets is already where the displayed height puts it and nothing under
    /// its root needs layout: then `layoutContainerViews()` would change nothing (an equal frame write changes
    /// nothing), and a host that lays out several times a step skips it.
    func containerViewsArePlaced() -> Bool {
        let height = hasAppliedStyle ? displayedTranslationHeight : 0
        if let stamp = checkedTreeLayoutStamp {
            // Still in the tree last checked (each drag step): compared and kept in place, nothing retained (the
            // tree is already the marked one). The check only reads, so the stamp it ran at is the one to keep.
            let now = currentPlacement(stamp: stamp, height: height)
            if placement == now { return true }
            guard checkContainerViewsArePlaced(height: height) else { return false }
            placement = now
            placedRootHeight = viewIfLoaded?.bounds.height
            return true
        }
        let root = viewIfLoaded
        let runtime = root?.treeRuntime
        let now = currentPlacement(stamp: runtime?.layoutStamp ?? 0, height: height)
        if placement == now && isCheckedTree(runtime) { return true }
        guard checkContainerViewsArePlaced(height: height) else { return false }
        placement = now
        markCheckedTree(runtime)
        placedRootHeight = root?.bounds.height
        return true
    }

    /// Whether the last check that found the views placed still holds (`containerViewsArePlaced()` without the
    /// check itself).
    func placementIsCurrent() -> Bool {
        let height = hasAppliedStyle ? displayedTranslationHeight : 0
        if let holds = placementHoldsInPlace(height: height) { return holds }
        let runtime = viewIfLoaded?.treeRuntime
        return placement == currentPlacement(stamp: runtime?.layoutStamp ?? 0, height: height) && isCheckedTree(runtime)
    }

    /// Most calls: whether the last placement holds at `height`, read in place (nothing retained) while the root view
    /// is in the tree it was taken in; nil otherwise, and the caller compares the long way.
    private func placementHoldsInPlace(height: CGFloat) -> Bool? {
        guard let stamp = checkedTreeLayoutStamp else { return nil }
        return placement == currentPlacement(stamp: stamp, height: height)
    }

    private func currentPlacement(stamp: Int, height: CGFloat) -> ContainerPlacement {
        ContainerPlacement(
            stamp: stamp, hasAppliedStyle: hasAppliedStyle, styleMaximumHeight: styleMaximumHeight.bitPattern,
            height: height.bitPattern)
    }

    /// The check itself: reads the root's flags and every frame the container sets.
    private func checkContainerViewsArePlaced(height: CGFloat) -> Bool {
        guard let root = viewIfLoaded else { return true }
        guard root.isLayoutClean else { return false }
        let frames = ContainerFrames(container: self, size: root.bounds.size, height: height)
        guard Self.has(groundView, frames.full), Self.has(translationContainerView, frames.full) else { return false }
        for ground in viewControllers.dropLast() {
            if let view = ground.viewIfLoaded, !Self.has(view, frames.full) { return false }
        }
        guard let translation = frames.translation, let overlay = frames.overlay else { return true }
        guard Self.has(translationView, translation), Self.has(overlayContainerView, overlay) else { return false }
        guard let view = topViewController?.viewIfLoaded else { return true }
        return Self.has(view, CGRect(origin: .zero, size: overlay.size))
    }

    private func layoutContainerViewsNow() {
        guard let root = viewIfLoaded else { return }
        let frames = ContainerFrames(container: self, size: root.bounds.size, height: hasAppliedStyle ? displayedTranslationHeight : 0)
        Self.place(groundView, at: frames.full)
        Self.place(translationContainerView, at: frames.full)
        for ground in viewControllers.dropLast() {
            if let view = ground.viewIfLoaded { Self.place(view, at: frames.full) }
        }
        if let translation = frames.translation, let overlay = frames.overlay {
            Self.place(translationView, at: translation)
            Self.place(overlayContainerView, at: overlay)
            if let view = topViewController?.viewIfLoaded { Self.place(view, at: CGRect(origin: .zero, size: overlay.size)) }
        }
        root.layoutIfNeeded()
    }

    /// Sets `frame` unless the view has it already: most passes change nothing, and an equal write, which
    /// changes nothing either, costs several reads.
    private static func place(_ view: View, at frame: CGRect) {
        if !has(view, frame) { view.frame = frame }
    }

    /// Whether the view's frame is exactly `frame`: the same sign of zero, and never when NaN (a write of NaN
    /// still happens, as before).
    private static func has(_ view: View, _ frame: CGRect) -> Bool {
        let current = view.frame
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b && a.sign == b.sign }
        return same(current.origin.x, frame.origin.x) && same(current.origin.y, frame.origin.y)
            && same(current.size.width, frame.size.width) && same(current.size.height, frame.size.height)
    }
}

/// The frames of the container's views for a root size: the ground and translation container fill it; once
/// the style applies, the translation view is the displayed height tall at the bottom, and the overlay's
/// container is as tall as the style says.
private struct ContainerFrames {
    var full: CGRect
    var translation: CGRect?
    var overlay: CGRect?

    init(container: OverlayContainerViewController, size: CGSize, height h: CGFloat) {
        full = CGRect(origin: .zero, size: size)
        guard container.hasAppliedStyle else { return }
        translation = CGRect(x: 0, y: size.height - h, width: size.width, height: h)
        let overlayHeight = container.style.overlayHeight(translationHeight: h, maximumNotchHeight: container.styleMaximumHeight)
        overlay = CGRect(x: 0, y: 0, width: size.width, height: overlayHeight)
    }
}

/// What decides whether the container's views are placed, besides the views themselves: while no view's frame
/// was written and none was marked for layout (the tree's `ViewTreeRuntime.layoutStamp`), and the style and the displayed height
/// are bit for bit the same, a check that found them placed still holds.
struct ContainerPlacement: Equatable {
    /// The layout stamp of the container's tree (it only means something in that tree: the container marks which
    /// one, `ViewController.markCheckedTree(_:)`, so that this stays a plain value).
    var stamp: Int
    var hasAppliedStyle: Bool
    var styleMaximumHeight: UInt
    var height: UInt
}
