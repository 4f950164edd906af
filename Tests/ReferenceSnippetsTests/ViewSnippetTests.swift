import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// UIKit view code that comes with overlays: a pass-through view with an interactive area, a layout in
// `viewWillLayoutSubviews`, and animation blocks.

/// A pass-through view that also takes touches in a 44 pt strip at its top (a custom grabber area).
private final class GrabberPassThroughView: PassThroughView {
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if point.y >= 0, point.y < 44, self.point(inside: point, with: event) { return self }
        return super.hitTest(point, with: event)
    }
}

private final class CardViewController: ViewController {
    let card = View()
    let badge = View()
    private(set) var layouts = 0

    override func loadView() {
        view = GrabberPassThroughView()
        card.backgroundColor = RGBAColor(white: 0.97, alpha: 1)
        card.layer.cornerRadius = 12
        badge.backgroundColor = .systemOrange
        view.addSubview(card)
        card.addSubview(badge)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layouts += 1
        card.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 200)
        badge.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
    }

    func highlight() {
        View.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut],
            animations: {
                self.card.backgroundColor = .systemYellow
                self.card.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
            },
            completion: { finished in
                guard finished else { return }
                View.animate(withDuration: 0.2) {
                    self.card.transform = .identity
                }
            })
    }

    func bounceBadge() {
        View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { self.badge.center.x += 40 })
        View.animate(springDuration: 0.4, bounce: 0.2) {
            self.badge.layer.cornerRadius = 12
        }
    }
}

final class ViewSnippetTests: XCTestCase {
    func testPassThroughSubclassHitTestAndLayoutHooks() {
        let window = SnippetWindow()
        let controller = CardViewController()
        window.show(controller)
        XCTAssertGreaterThan(controller.layouts, 0, "viewWillLayoutSubviews ran in the view's layout pass")
        XCTAssertTrue(window.root.hitTest(CGPoint(x: 200, y: 20)) === controller.view, "the strip takes touches")
        XCTAssertNil(controller.view.hitTest(CGPoint(x: 200, y: 60), with: nil), "elsewhere it passes them through")
        XCTAssertTrue(window.root.hitTest(CGPoint(x: 200, y: 150)) === controller.card)
    }

    func testAnimationBlocksChainAndSpring() {
        let window = SnippetWindow()
        let controller = CardViewController()
        window.show(controller)
        controller.highlight()
        XCTAssertEqual(controller.card.backgroundColor, .systemYellow, "the model value at once")
        XCTAssertEqual(controller.card.presentationBackgroundColor?.blue ?? 0, 0.97, accuracy: 1e-9)
        window.run(0.15)
        let scale = controller.card.presentationTransform.a
        XCTAssertGreaterThan(scale, 1.02)
        XCTAssertLessThan(scale, 1.05)
        XCTAssertGreaterThan(controller.card.frameInWindow.width, controller.card.frame.width, "drawn scaled")
        window.run(0.2)
        XCTAssertEqual(controller.card.transform, .identity, "the completion started the way back")
        XCTAssertGreaterThan(controller.card.presentationTransform.a, 1)
        window.run(0.3)
        XCTAssertEqual(controller.card.presentationTransform, .identity)
        // A spring with damping 0.5 overshoots its target on the way.
        let start = controller.badge.center.x
        controller.bounceBadge()
        var farthest = start
        for _ in 0..<40 {
            window.run(1.0 / 60)
            farthest = max(farthest, controller.badge.presentationFrame.midX)
        }
        XCTAssertGreaterThan(farthest, start + 40, "it overshoots")
        XCTAssertEqual(controller.badge.presentationFrame.midX, start + 40, accuracy: 1e-9)
        XCTAssertEqual(controller.badge.presentationCornerRadii.topLeft, 12, accuracy: 1e-9)
    }

    func testAPropertyAnimatorScrubbedByAFinger() {
        let window = SnippetWindow()
        let controller = CardViewController()
        window.show(controller)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            controller.card.alpha = 0
        }
        var ended: ViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        XCTAssertEqual(controller.card.presentationAlpha, 0.7, accuracy: 1e-9)
        animator.isReversed = true
        animator.startAnimation()
        window.run(0.5)
        XCTAssertEqual(ended, .start)
        XCTAssertEqual(controller.card.alpha, 1, "back at the start")
    }
}
