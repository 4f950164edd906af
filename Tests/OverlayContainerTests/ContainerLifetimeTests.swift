import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// A container links back to itself unowned from what it owns (its translation controller, its alongside
/// blocks): what outlives it (a running animator on a clock someone still holds) finds no container, as with a
/// weak link, instead of trapping.
final class ContainerLifetimeTests: XCTestCase {
    func testAnAnimationOutlivingItsContainerRunsToItsEndWithoutIt() {
        var harness: Harness? = Harness(heights: [211, 633])
        harness!.container.moveOverlay(toNotchAt: 1, animated: true)
        harness!.container.layoutIfNeeded()
        harness!.container.advancePhysics(by: 1.0 / 60)
        let translation = harness!.container.translationController
        XCTAssertTrue(translation.isAnimating, "the overlay's spring is under way")
        weak let container = harness!.container
        harness = nil
        XCTAssertNil(container, "nothing else holds the container")
        XCTAssertNil(translation.delegate, "the container cleared its link as it went")
        var finished = false
        for _ in 0..<120 where !finished { finished = translation.advanceAnimations(by: 1.0 / 60) && !translation.isAnimating }
        XCTAssertFalse(translation.isAnimating, "the spring ran to its end, its completions finding no container")
    }

    func testAnAnimatedMovesCoordinatorLivesUntilTheMoveEndsThenGoes() {
        let harness = Harness(heights: [211, 633])
        weak var seen: AnyObject?
        harness.delegate.onWillTranslate = { coordinator in
            if coordinator.isAnimated { seen = coordinator as AnyObject }
        }
        harness.container.moveOverlay(toNotchAt: 1, animated: true)
        harness.container.tick(1 / 60)
        harness.delegate.coordinators.removeAll()  // the test delegate's own record
        XCTAssertNotNil(seen, "the running move's coordinator is kept (its alongside blocks and completions use it)")
        XCTAssertEqual((seen as? OverlayContainerTransitionCoordinator)?.isCancelled, false)
        harness.run(seconds: 2)
        XCTAssertNil(seen, "once the move has completed nothing holds its coordinator")
        XCTAssertFalse(harness.container.translationController.isAnimating)
    }
}
