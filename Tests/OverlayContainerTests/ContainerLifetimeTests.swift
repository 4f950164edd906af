import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// A container links back to itself unowned from what it owns (its translation controller, its alongside
/// blocks): what outlives it (a running animator on a clock someone still holds) finds no container, as with a
/// weak link, instead of trapping. Likewise the driving scroll view's unowned link to the container's scroll
/// driver ends with the driver.
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

    private final class PlainDelegate: OverlayContainerViewControllerDelegate {
        func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 1 }
        func overlayContainerViewController(
            _ containerViewController: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat
        ) -> CGFloat { 200 }
    }
    private final class AnchoredDelegate: ViewController, OverlayContainerViewControllerDelegate {
        func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 1 }
        func overlayContainerViewController(
            _ containerViewController: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat
        ) -> CGFloat { 200 }
    }

    func testTheDelegateLinkReadsTheDelegateWhileItLivesThenNilOfBothKinds() {
        let container = OverlayContainerViewController()
        var anchored: AnchoredDelegate? = AnchoredDelegate()
        container.delegate = anchored
        XCTAssertTrue(container.delegate === anchored, "an anchored delegate is read through its anchor")
        weak let goneAnchored = anchored
        anchored = nil
        XCTAssertNil(goneAnchored, "the container kept its delegate alive")
        XCTAssertNil(container.delegate, "its anchor says it is gone")

        var plain: PlainDelegate? = PlainDelegate()
        container.delegate = plain
        XCTAssertTrue(container.delegate === plain)
        plain = nil
        XCTAssertNil(container.delegate)
    }

    func testADrivingScrollViewOutlivingItsContainerSeesNoDriverAndStillScrolls() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        scrollView.contentSize = CGSize(width: 390, height: 4400)
        var container: OverlayContainerViewController? = OverlayContainerViewController()
        _ = container!.view
        container!.drivingScrollView = scrollView
        container!.viewControllers = [ViewController()]
        var driver = container!.scrollViewDriver
        XCTAssertNotNil(driver)
        XCTAssertTrue(scrollView.overlayDriver === driver, "the container's driver sits in the scroll view's slot")
        weak let gone = container
        container = nil
        XCTAssertNil(gone, "nothing else holds the container")
        XCTAssertNotNil(scrollView.overlayDriver, "a driver someone still holds keeps its slot")
        weak let goneDriver = driver
        driver = nil
        XCTAssertNil(goneDriver, "nothing else holds the driver")
        XCTAssertNil(scrollView.overlayDriver, "the driver ended the scroll view's link as it went")
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(scrollView.contentOffset.y, 120, "the scroll view scrolls on without a driver")
    }

    func testAReplacedDriverDoesNotEmptyTheSlotOfItsSuccessor() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let first = OverlayContainerViewController()
        _ = first.view
        first.drivingScrollView = scrollView
        first.viewControllers = [ViewController()]
        var second: OverlayContainerViewController? = OverlayContainerViewController()
        _ = second!.view
        second!.drivingScrollView = scrollView
        second!.viewControllers = [ViewController()]
        XCTAssertTrue(scrollView.overlayDriver === second!.scrollViewDriver, "the last driver built takes the slot")
        let another = ScrollView()
        first.drivingScrollView = another
        XCTAssertTrue(scrollView.overlayDriver === second!.scrollViewDriver, "giving the scroll view back leaves another's driver")
        second = nil
        XCTAssertNil(scrollView.overlayDriver)
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

    func testAPanDriverKeptPastItsContainerAnswersThatNothingCanBeDragged() {
        var harness: Harness? = Harness(heights: [211, 633])
        weak let container = harness?.container
        let driver = harness!.pan
        harness = nil
        XCTAssertNil(container, "the driver does not keep the container")
        XCTAssertFalse(driver.shouldBegin(at: CGPoint(x: 100, y: 700)))
        XCTAssertFalse(driver.gestureBegan(startingLocation: CGPoint(x: 100, y: 700), translation: .zero))
        driver.gestureChanged(translation: CGPoint(x: 0, y: -40))
        driver.gestureEnded(velocity: CGPoint(x: 0, y: -300))
    }
}
