import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// Thousands of animated moves at one instant cost linear work (issue 25: 20,000 `moveToNotch` events at one
/// instant took 14 s): each move reads the displayed height, the sum of every running additive animation, and
/// that sum is resumed rather than redone, to the same bits.
final class MoveFloodTests: XCTestCase {
    func testTwoThousandMovesAtOneInstantSumEachOffsetAboutOnce() {
        let h = Harness(heights: [211, 633])
        h.container.layoutIfNeeded()
        let controller = h.container.translationController
        let before = controller.offsetsSummed
        for index in 0..<2_000 {
            h.container.moveOverlay(toNotchAt: (index + 1) % 2, animated: true)
            h.container.layoutIfNeeded()
        }
        XCTAssertEqual(controller.animations.count, 2_000)
        let summed = controller.offsetsSummed - before
        // Summing every animation at each read would be over 2,000²/2 = 2,000,000 offsets.
        XCTAssertLessThan(summed, 2_000 * 40, "\(summed) offsets summed for 2,000 moves")
        XCTAssertEqual(Double(h.container.displayedTranslationHeight).bitPattern, controller.plainDisplayedHeight.bitPattern)
    }

    func testTheResumedSumHasTheBitsOfThePlainOne() {
        let h = Harness(heights: [211, 422, 633])
        h.container.layoutIfNeeded()
        let controller = h.container.translationController
        // Moves at several instants, so that older animations are part way through when new ones start.
        for round in 0..<6 {
            for index in 0..<30 {
                h.container.moveOverlay(toNotchAt: (index * 7 + round) % 3, animated: true)
                h.container.layoutIfNeeded()
                XCTAssertEqual(Double(h.container.displayedTranslationHeight).bitPattern, controller.plainDisplayedHeight.bitPattern)
            }
            h.container.advancePhysics(by: 1.0 / 60)
            XCTAssertEqual(Double(h.container.displayedTranslationHeight).bitPattern, controller.plainDisplayedHeight.bitPattern)
        }
        // Paused from outside (an animation controller may keep its animator): the sum follows at once.
        controller.animations.last?.animator.pauseAnimation()
        controller.animations.last?.animator.fractionComplete = 0.5
        XCTAssertEqual(Double(h.container.displayedTranslationHeight).bitPattern, controller.plainDisplayedHeight.bitPattern)
        h.run(seconds: 2)
        XCTAssertEqual(controller.animations.count, 1, "the others ended; the paused one waits")
        XCTAssertEqual(Double(h.container.displayedTranslationHeight).bitPattern, controller.plainDisplayedHeight.bitPattern)
    }
}
