import Foundation
import OverlayUIKit

extension ManagedOverlayContainer {
    // MARK: - Layout

    /// The inserted views in z order, back to front: order of appearance, reversed in `descending` display order.
    var viewsInZOrder: [ContainerView] {
        configuration.displayOrder == .ascending ? insertedViews : insertedViews.reversed()
    }

    /// Puts backgrounds and views into the host in drawing order: when stacking each background sits right
    /// behind its view; in stacks all backgrounds go behind all views (a background covers the container).
    func rebuildHostSubviews() {
        let views = viewsInZOrder
        let order: [View]
        if configuration.displayType == .stacking {
            order = views.flatMap { view in [view.backgroundView, view.content].compactMap { $0 } }
        } else {
            order = views.compactMap(\.backgroundView) + views.map(\.content)
        }
        for (index, subview) in order.enumerated() where hostView.subviews.count <= index || hostView.subviews[index] !== subview {
            hostView.insertSubview(subview, at: index)
        }
    }

    /// Where the views are laid out, in the host's coordinates: its bounds less the safe-area insets the
    /// container respects (`insets` then apply inside).
    public var contentArea: CGRect {
        let local = CGRect(origin: .zero, size: attachment.parent.bounds.size)
        return local.inset(by: configuration.ignoresSafeArea.respected(attachment.parent.safeAreaInsets))
    }

    /// What the views' backgrounds cover, in the host's coordinates: its bounds less the safe-area insets that
    /// neither the container nor its backgrounds ignore.
    public var backgroundArea: CGRect {
        let local = CGRect(origin: .zero, size: attachment.parent.bounds.size)
        let insets = configuration.ignoresSafeArea.respected(
            attachment.parent.safeAreaInsets, alsoIgnoring: configuration.bgIgnoresSafeArea.ignoredEdges)
        return local.inset(by: insets)
    }

    /// Follows the attached view's bounds and places every inserted view at the current progress.
    func layout() {
        let bounds = attachment.parent.bounds
        if hostView.frame != bounds { hostView.frame = bounds }
        let local = CGRect(origin: .zero, size: bounds.size)
        let frames = ContainerLayout.frames(
            sizes: insertedViews.map(\.size),
            alignments: insertedViews.map(\.configuration.alignment),
            in: contentArea, configuration: configuration)
        let backgroundFrame = backgroundArea
        for (view, frame) in zip(insertedViews, frames) {
            view.present(
                progress: view.progress(at: now).value, frame: frame, containerBounds: local,
                backgroundFrame: backgroundFrame)
        }
        if let lastSize, lastSize != bounds.size {
            for view in insertedViews {
                (view.content as? ContainerEnvironmentReceiver)?.containerEnvironmentDidChange(environment(for: view))
            }
        }
        lastSize = bounds.size
    }
}
