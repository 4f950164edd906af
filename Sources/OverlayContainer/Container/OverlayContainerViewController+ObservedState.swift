import Foundation
import OverlayUIKit

// MARK: - Observed state

extension OverlayContainerViewController {
    /// The model translation height: the target while animating.
    public var translationHeight: CGFloat { translationController.translationHeight }
    /// What is on screen: the model height plus the running animations' offsets.
    public var displayedTranslationHeight: CGFloat { translationController.displayedTranslationHeight }
    /// The notch the overlay most recently started moving to.
    public var lastReachedNotchIndex: Int { translationController.lastTranslationEndNotchIndex }
    /// Top, bottom, in flight or stationary (<doc:TranslationPosition>).
    public var translationPosition: OverlayTranslationPosition { translationController.translationPosition(in: self) }
    /// Whether a drag has moved the overlay since the last translation started.
    public var isDragging: Bool { translationController.isDragging }
    /// Whether any animation is running.
    public var isAnimating: Bool { translationController.isAnimating }
    /// The cached notch count.
    public var numberOfNotches: Int { configuration.numberOfNotches }
    /// The cached height of a notch, 0 for an index out of range.
    public func heightForNotch(at index: Int) -> CGFloat { configuration.heightForNotch(at: index) }
    /// The enabled notch indexes, asked afresh.
    public var enabledNotchIndexes: [Int] { configuration.enabledNotchIndexes(in: self) }
    /// What was wrong with the delegate's notches at the last reload, in plain words; empty when all was well.
    public var notchHeightIssues: [String] { configuration.issues }
}
