import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The displayed height (the model height plus every running animation's offset) is summed once while nothing it
/// depends on changes, and follows every change at once: a step of time, a new move, a grab, and an animator
/// changed from outside (paused, scrubbed, reversed, stopped), each time to the bits of a sum made from scratch.
final class DisplayedHeightTests: XCTestCase {
    private func displayed(_ h: Harness) -> UInt64 {
        Double(h.container.displayedTranslationHeight).bitPattern
    }

    /// A harness at its first notch with a move to the last one running for `steps` steps of 1/60 s.
    private func moving(steps: Int) -> Harness {
        let h = Harness(heights: [211, 422, 633])
        h.container.moveOverlay(toNotchAt: 2, animated: true)
        h.container.layoutIfNeeded()
        h.run(seconds: Double(steps) / 60)
        XCTAssertEqual(h.container.translationController.animations.count, 1)
        return h
    }

    func testReadsWithNothingChangedSumNothingAndAStepSumsAgain() {
        let h = moving(steps: 3)
        let controller = h.container.translationController
        let first = displayed(h)
        XCTAssertEqual(first, controller.plainDisplayedHeight.bitPattern)
        XCTAssertNotEqual(Double(bitPattern: first), 633, "part way through the move")
        let summed = controller.offsetsSummed
        for _ in 0..<5 { XCTAssertEqual(displayed(h), first) }
        XCTAssertEqual(controller.offsetsSummed, summed, "five reads with nothing changed summed nothing")

        h.container.advancePhysics(by: 1.0 / 60)
        XCTAssertNotEqual(displayed(h), first, "a step moves the overlay")
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)
        XCTAssertEqual(controller.offsetsSummed, summed + 1, "one animation summed once after the step")
    }

    func testAnAnimatorChangedFromOutsideShowsAtOnce() throws {
        let h = moving(steps: 6)
        let controller = h.container.translationController
        let animator = try XCTUnwrap(controller.animations.first?.animator)
        var previous = displayed(h)

        // Each change leaves the overlay somewhere else, so a kept sum would show the old place.
        animator.pauseAnimation()
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)
        animator.fractionComplete = 0.25
        XCTAssertNotEqual(displayed(h), previous)
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)
        previous = displayed(h)
        animator.fractionComplete = 0.75
        XCTAssertNotEqual(displayed(h), previous)
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)

        previous = displayed(h)
        animator.isReversed = true
        animator.startAnimation()
        h.container.advancePhysics(by: 1.0 / 60)
        XCTAssertNotEqual(displayed(h), previous)
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)

        previous = displayed(h)
        animator.stopAnimation(true)
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)
        XCTAssertNotEqual(displayed(h), previous, "a stopped animator adds nothing")
        XCTAssertEqual(Double(bitPattern: displayed(h)), Double(controller.translationHeight))
    }

    func testANewMoveAndAGrabShowAtOnce() {
        let h = moving(steps: 4)
        let controller = h.container.translationController
        let before = displayed(h)
        h.container.moveOverlay(toNotchAt: 0, animated: true)
        h.container.layoutIfNeeded()
        XCTAssertEqual(controller.animations.count, 2)
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)
        XCTAssertEqual(
            Double(bitPattern: displayed(h)), Double(bitPattern: before), accuracy: 1e-9,
            "a new additive move starts where the overlay is")
        h.container.advancePhysics(by: 1.0 / 60)
        XCTAssertEqual(displayed(h), controller.plainDisplayedHeight.bitPattern)

        // A grab from the displayed height: the animations stop where they are and that becomes the model height.
        let shown = displayed(h)
        controller.interruptAnimations()
        XCTAssertTrue(controller.animations.isEmpty)
        XCTAssertEqual(Double(controller.translationHeight).bitPattern, shown)
        XCTAssertEqual(displayed(h), shown)

        // A drag step after it moves the model height, and the displayed height with it.
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.layoutIfNeeded()
        XCTAssertEqual(Double(bitPattern: displayed(h)), 422)
    }
}
