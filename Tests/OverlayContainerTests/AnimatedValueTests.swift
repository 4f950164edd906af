import Foundation
import XCTest
@testable import OverlayUIKit
@testable import OverlayContainer
import OverlayTestSupport

/// A value that follows the overlay's animation, as a property set in an animation block does (the ViewAnimation
/// article of OverlayUIKit).
final class AnimatedValueTests: XCTestCase {
    func testAnimatedValueFollowsTheOverlaySpring() {
        let h = Harness(heights: [211, 633])
        var backdrop = AnimatedValue(0)
        h.delegate.onWillTranslate = { coordinator in
            coordinator.animate(alongsideTransition: { context in
                backdrop.set(Double(context.translationProgress()), animatedBy: coordinator.animator)
            }, completion: nil)
        }
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.layoutIfNeeded()
        XCTAssertEqual(backdrop.target, 1)
        XCTAssertEqual(backdrop.value, 0, accuracy: 1e-12, "starts where it was")
        h.container.advancePhysics(by: 0.1)
        let progress = Double((h.container.displayedTranslationHeight - 211) / 422)
        XCTAssertEqual(backdrop.value, progress, accuracy: 1e-9, "follows the overlay's own progress")
        h.run(seconds: 1)
        XCTAssertEqual(backdrop.value, 1)
        // Without an animator (a drag step) it jumps.
        backdrop.set(0.25)
        XCTAssertEqual(backdrop.value, 0.25)
    }
}
