import Foundation

extension OverlayContainerViewController {
    /// How the overlay's frame follows its translation height `h` (<doc:ContainerStructure>).
    public enum OverlayStyle: String, Hashable, Sendable, CaseIterable {
        /// The overlay is exactly `h` tall: it grows and shrinks with the translation.
        case flexibleHeight
        /// The overlay is always as tall as the highest notch; what lies below the bottom edge is off-screen.
        case rigid
        /// Like rigid, but it stretches when `h` exceeds the highest notch (rubber band, spring overshoot).
        case expandableHeight
    }
}

extension OverlayContainerViewController.OverlayStyle {
    /// The overlay's height for a translation height and the highest notch's height.
    public func overlayHeight(translationHeight h: CGFloat, maximumNotchHeight: CGFloat) -> CGFloat {
        switch self {
        case .flexibleHeight: return h
        case .rigid: return maximumNotchHeight
        case .expandableHeight: return max(maximumNotchHeight, h)
        }
    }
}
