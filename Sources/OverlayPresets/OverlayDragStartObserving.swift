import Foundation
import OverlayContainer

/// A behaviour object that needs to know where a drag started, which the policy context does not carry
/// (it knows only the release height and velocity).
///
/// A scene feeds it from `overlayContainerViewController(_:willStartDraggingOverlay:)` (or from an observer added
/// with the container's `addObserver(_:)`, on `.willStartDragging`). At that moment the container's
/// `translationHeight` is still the height the drag starts from: the event fires before the first drag step is
/// applied.
public protocol OverlayDragStartObserving: AnyObject {
    /// A drag of `container`'s overlay is starting; read its `translationHeight` now.
    func overlayWillStartDragging(in container: OverlayContainerViewController)
}
