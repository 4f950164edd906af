import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayUIKit

/// Animatable view properties, animation contexts and clocks (the ViewAnimation article).
final class ViewAnimationTests: XCTestCase {
    func testOutsideAContextChangesApplyAtOnce() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.3
        view.frame.origin.x = 50
        view.backgroundColor = .systemRed
        view.cornerRadius = 4
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertFalse(view.hasRunningAnimations)
        XCTAssertEqual(view.presentationAlpha, 0.3)
        XCTAssertEqual(view.presentationFrame.origin.x, 50)
        XCTAssertEqual(view.presentationBackgroundColor, .systemRed)
        XCTAssertEqual(view.presentationCornerRadii, View.CornerRadii(all: 4))
        XCTAssertEqual(view.presentationTransform, CGAffineTransform(scaleX: 2, y: 2))
    }

    func testViewAnimateFollowsItsCurveAndCompletesAtItsEnd() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var finished: [Bool] = []
        View.animate(
            withDuration: 0.4, delay: 0.1, options: .curveEaseIn,
            animations: {
                view.frame.origin.y = 80
                view.backgroundColor = .white
            }, completion: { finished.append($0) })
        XCTAssertEqual(view.frame.origin.y, 80, "the model value at once")
        XCTAssertEqual(view.presentationFrame.origin.y, 0)
        XCTAssertEqual(view.presentationBackgroundColor?.alpha ?? -1, 0, accuracy: 1e-12, "from no colour: clear")
        root.animationClock.advance(by: 0.1)
        XCTAssertEqual(view.presentationFrame.origin.y, 0, "still waiting for its delay")
        root.animationClock.advance(by: 0.2)
        XCTAssertEqual(Double(view.presentationFrame.origin.y), 80 * TimingCurve.easeIn.progress(at: 0.5), accuracy: 1e-9)
        XCTAssertTrue(finished.isEmpty)
        root.animationClock.advance(by: 0.25)
        XCTAssertEqual(finished, [true], "completed within the step that crossed its end")
        XCTAssertEqual(view.presentationFrame.origin.y, 80)
        XCTAssertEqual(view.presentationBackgroundColor, .white)
        XCTAssertNil(View().presentationBackgroundColor)
    }

    func testNestedAnimateJoinsTheOuterOneUnlessItOverridesTheDuration() {
        let root = View()
        let a = View(), b = View(), c = View()
        for view in [a, b, c] { root.addSubview(view) }
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                a.alpha = 0
                View.animate(withDuration: 0.1) { b.alpha = 0 }
                View.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedDuration, .curveLinear], animations: { c.alpha = 0 })
                View.performWithoutAnimation { root.alpha = 0.5 }
            })
        root.animationClock.advance(by: 0.5)
        XCTAssertEqual(a.presentationAlpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(b.presentationAlpha, 0.5, accuracy: 1e-12, "inherited: the outer second, linear")
        XCTAssertEqual(c.presentationAlpha, 0, "its own 0.1 s")
        XCTAssertEqual(root.presentationAlpha, 0.5, "not animated")
        XCTAssertEqual(View.inheritedAnimationDuration, 0)
    }

    func testTwoAnimationsOfOnePropertyAddUpWithoutAJump() {
        let root = View()
        let view = View()
        root.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 })
        root.animationClock.advance(by: 0.5)
        XCTAssertEqual(view.presentationFrame.origin.x, 50, accuracy: 1e-12)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 0 })
        XCTAssertEqual(view.presentationFrame.origin.x, 50, accuracy: 1e-12, "the second starts where it is on screen")
        root.animationClock.advance(by: 0.25)
        // first: 0 + (−100)·0.25 = …; with both: 0 + (−100)·0.25 + (100)·0.75 = 50.
        XCTAssertEqual(view.presentationFrame.origin.x, 50, accuracy: 1e-12, "both offsets, as UIKit adds them")
        root.animationClock.advance(by: 1)
        XCTAssertEqual(view.presentationFrame.origin.x, 0)
    }

    func testHitTestingAndConversionFollowWhatIsOnScreen() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(card)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.frame.origin.y = 300 })
        root.animationClock.advance(by: 0.5)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 250)) === card, "where it is drawn (y 200…300)")
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 350)) === root, "not where it will be")
        XCTAssertEqual(card.convert(.zero, to: root), CGPoint(x: 100, y: 200))
        // A scale about the centre: twice as large on screen, and touches convert through it.
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.animationClock.advance(by: 1)
        XCTAssertEqual(card.frameInWindow, CGRect(x: 50, y: 250, width: 200, height: 200))
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 260)) === card)
        XCTAssertEqual(card.convert(CGPoint(x: 60, y: 260), from: root), CGPoint(x: 5, y: 5))
    }

    func testClocksBelongToRootsAndMoveWithTheTree() {
        let window = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let panel = View()
        let badge = View()
        panel.addSubview(badge)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { badge.alpha = 0 })
        XCTAssertTrue(badge.animationClock === panel.animationClock, "a root's own clock")
        window.addSubview(panel)
        XCTAssertTrue(badge.animationClock === window.animationClock)
        window.animationClock.advance(by: 0.5)
        XCTAssertEqual(badge.presentationAlpha, 0.5, accuracy: 1e-12, "what ran on the panel's clock moved to the window's")
        // A view under an owner's clock (an overlay container's) runs on it instead.
        let owned = View()
        let owner = AnimationClock()
        owned.ownAnimationClock = owner
        window.addSubview(owned)
        let inner = View()
        owned.addSubview(inner)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { inner.alpha = 0 })
        window.animationClock.advance(by: 0.5)
        XCTAssertEqual(inner.presentationAlpha, 1, "not the window's to move")
        owner.advance(by: 0.5)
        XCTAssertEqual(inner.presentationAlpha, 0.5, accuracy: 1e-12)
    }

    func testAZeroDurationAnimationAppliesAtOnceAndCompletesAtTheNextStep() {
        let root = View()
        let view = View()
        root.addSubview(view)
        var finished = false
        View.animate(withDuration: 0, animations: { view.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(view.presentationAlpha, 0)
        XCTAssertFalse(finished, "UIKit calls it later, not inside animate")
        root.animationClock.advance(by: 0)
        XCTAssertTrue(finished)
    }
}
