import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

final class OverlayContainerSheetPresentationControllerTests: XCTestCase {
    func testTapOutsideTheOverlayDismisses() {
        let scene = SheetScene()
        scene.presentAndSettle()
        let outside = CGPoint(x: 195, y: 300)
        XCTAssertTrue(scene.root.hitTest(outside) === scene.sheet.tapCatcherView)
        scene.tap(at: outside)
        XCTAssertTrue(scene.container.isBeingDismissed)
        scene.run(seconds: 0.45)
        XCTAssertTrue(scene.isDismissed)
        XCTAssertNil(scene.presenting.presentedViewController)
    }

    func testTapOnTheOverlayContentDoesNotDismiss() {
        let scene = SheetScene()
        scene.presentAndSettle()
        let inside = CGPoint(x: 195, y: 800)
        XCTAssertTrue(scene.root.hitTest(inside) === scene.overlay.view)
        scene.tap(at: inside)
        scene.run(seconds: 0.5)
        XCTAssertFalse(scene.container.isBeingDismissed)
        XCTAssertEqual(scene.host.presentations.count, 1)
    }

    func testDelegateCanRefuseTapDismissal() {
        let scene = SheetScene()
        let stub = SheetDelegateStub()
        stub.dismissesOnTap = false
        scene.sheet.sheetDelegate = stub
        scene.retained.append(stub)
        scene.presentAndSettle()
        scene.tap(at: CGPoint(x: 195, y: 300))
        scene.run(seconds: 0.5)
        XCTAssertEqual(stub.tapQuestions, 1)
        XCTAssertFalse(scene.container.isBeingDismissed)
        XCTAssertEqual(scene.host.presentations.count, 1)
    }

    func testDisabledTapRecognizerAddsNoCatcher() {
        let scene = SheetScene()
        scene.sheet.dismissingTapGestureRecognizer.isEnabled = false
        scene.presentAndSettle()
        XCTAssertNil(scene.sheet.tapCatcherView)
        scene.tap(at: CGPoint(x: 195, y: 300))
        XCTAssertFalse(scene.container.isBeingDismissed)
        XCTAssertTrue(scene.root.hitTest(CGPoint(x: 195, y: 300)) === scene.dimming, "the dimming blocks the content")
    }

    private func releaseScene(position: ThresholdOverlayContainerSheetDismissalPolicy.Position) -> SheetScene {
        let scene = SheetScene()
        let stub = SheetDelegateStub()
        var policy = ThresholdOverlayContainerSheetDismissalPolicy()
        policy.dismissingPosition = position
        stub.policy = policy
        scene.sheet.sheetDelegate = stub
        scene.retained.append(stub)
        scene.presentAndSettle()
        scene.rest(atNotch: 1)
        return scene
    }

    func testReleaseTowardNotchZeroDismissesWithNotchOnePosition() {
        let scene = releaseScene(position: .notch(index: 1))
        XCTAssertFalse(scene.container.isBeingDismissed, "resting on notch 1 is not below it")
        scene.drag(by: 150, releaseVelocity: 0)
        XCTAssertFalse(scene.container.isBeingDismissed, "not while dragging")
        scene.container.layoutIfNeeded()
        XCTAssertEqual(scene.delegate.log.last(where: { $0.hasPrefix("willMove") }), "willMove:0")
        XCTAssertTrue(scene.container.isBeingDismissed)
        scene.run(seconds: 0.45)
        XCTAssertTrue(scene.isDismissed)
    }

    func testReleaseBackToNotchOneDoesNotDismiss() {
        let scene = releaseScene(position: .notch(index: 1))
        scene.drag(by: 30, releaseVelocity: 0)
        scene.container.layoutIfNeeded()
        XCTAssertEqual(scene.delegate.log.last(where: { $0.hasPrefix("willMove") }), "willMove:1")
        XCTAssertFalse(scene.container.isBeingDismissed)
    }

    private func flick(velocity: CGFloat) -> SheetScene {
        let scene = SheetScene()
        scene.presentAndSettle()
        scene.rest(atNotch: 2)
        scene.drag(by: 20, releaseVelocity: velocity)
        scene.container.layoutIfNeeded()
        return scene
    }

    func testDownwardFlickFasterThan2400Dismisses() {
        let scene = flick(velocity: 2500)
        XCTAssertTrue(scene.container.isBeingDismissed)
        scene.run(seconds: 0.45)
        XCTAssertTrue(scene.isDismissed)
        XCTAssertClose(scene.alpha, 0)
    }

    func testDownwardFlickAt2300DoesNotDismiss() {
        let scene = flick(velocity: 2300)
        XCTAssertFalse(scene.container.isBeingDismissed)
        scene.run(seconds: 1)
        XCTAssertEqual(scene.host.presentations.count, 1)
    }

    func testPolicyIsNotAskedWhileADismissalRuns() {
        let scene = SheetScene()
        let stub = SheetDelegateStub()
        let policy = CountingPolicy()
        stub.policy = policy
        scene.sheet.sheetDelegate = stub
        scene.retained.append(stub)
        scene.presentAndSettle()
        XCTAssertEqual(policy.calls, 0)
        scene.container.moveOverlay(toNotchAt: 1, animated: true)
        scene.container.layoutIfNeeded()
        XCTAssertEqual(policy.calls, 1)
        XCTAssertTrue(scene.container.isBeingDismissed)
        // Translations during the slide out: a drag and an instant move.
        scene.frame()
        scene.drag(by: -40, releaseVelocity: 0)
        scene.rest(atNotch: 2)
        scene.run(seconds: 0.45)
        XCTAssertEqual(policy.calls, 1)
        XCTAssertTrue(scene.isDismissed)
        XCTAssertClose(scene.alpha, 0, accuracy: 1e-12)
    }
}
