import Foundation

@testable import OverlayContainer
@testable import OverlayUIKit

extension HeightOverlayTranslationController {
    /// The displayed height summed from scratch, as it was always summed: model height first, oldest animation
    /// first. What the kept and resumed sums are compared with, bit for bit.
    var plainDisplayedHeight: Double {
        var height = Double(translationHeight)
        for animation in animations { height += animation.animator.offset(forDelta: animation.delta) }
        return height
    }
}
