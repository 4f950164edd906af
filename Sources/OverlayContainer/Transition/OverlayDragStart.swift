import Foundation
import OverlayUIKit

/// Where a drag that begins while the overlay animates starts from: an OverlaySim extension point, answered by the
/// transitioning delegate (`overlayDragStart(for:)`).
public enum OverlayDragStart: String, Hashable, Sendable {
    /// The reference's behaviour: the drag starts from the model height (the running animation's target) and the
    /// running animations blend on top of the finger until they end (UIKit's additive animations).
    case fromTargetHeight
    /// The drag stops every running animation where it is on screen and starts from there, so the finger takes
    /// the overlay without a jump; the stopped animations complete as cancelled, with no didMove (FloatingPanel,
    /// Apple's sheets, our fluid preset).
    case fromDisplayedHeight
}
