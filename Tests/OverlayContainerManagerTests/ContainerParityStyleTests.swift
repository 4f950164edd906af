import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// Shadow colours, blurred and custom backgrounds, custom and asymmetric transitions, custom dismiss gestures.
/// The fixture's animation is linear over 0.2 s: p = 0.5 at 0.1 s.
final class ContainerParityStyleTests: XCTestCase {
    private let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)

    // MARK: Shadow

    func testShadowColourRadiusAndOffsetReachTheView() {
        let f = ManagerFixture()
        f.container()
        let custom = f.show(ContainerViewConfiguration(shadowStyle: .custom(color: red, radius: 6, x: 2, y: 4)), animated: false)!
        let radius = f.show(ContainerViewConfiguration(shadowStyle: .radius(10)), animated: false)!
        XCTAssertEqual(f.view(custom).content.shadow, ViewShadow(color: red, radius: 6, offset: CGSize(width: 2, height: 4)))
        XCTAssertEqual(
            f.view(radius).content.shadow,
            ViewShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 10, offset: .zero),
            "SwiftUI's shadow(radius:): black at 0.33, not offset")
    }

    // MARK: Backgrounds

    func testBlurBackgroundIsAFrostedWashByThickness() {
        let f = ManagerFixture()
        f.container()
        let id = f.show(ContainerViewConfiguration(backgroundStyle: .blur(.thin)))!
        let background = f.view(id).backgroundView!
        XCTAssertEqual(background.color, RGBAColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 0.5))
        XCTAssertEqual(background.backgroundColor, background.color)
        XCTAssertEqual(f.view(id).presentation.backgroundColor, background.color)
        f.manager.advance(by: 0.1)
        XCTAssertEqual(Double(background.alpha), 0.5, accuracy: 1e-9, "fades in with the view")
        XCTAssertEqual(
            ContainerBlurMaterial.allCases.map(\.washColor.alpha), [0.35, 0.5, 0.65, 0.8, 0.9], "thicker is more opaque")
    }

    func testACustomBackgroundViewIsMadeForEachViewStretchedAndTappable() {
        let f = ManagerFixture()
        f.container()
        let style = ContainerBackgroundStyle.view {
            let view = View()
            view.backgroundColor = RGBAColor(red: 0, green: 0.5, blue: 0, alpha: 0.4)
            return view
        }
        let first = f.show(ContainerViewConfiguration(alignment: .top, backgroundStyle: style), animated: false)!
        let second = f.show(ContainerViewConfiguration(alignment: .bottom, backgroundStyle: style), animated: false)!
        let firstContent = f.view(first).backgroundView!.content!
        let secondContent = f.view(second).backgroundView!.content!
        XCTAssertFalse(firstContent === secondContent, "one view per background")
        assertManagerFrame(firstContent.frame, CGRect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertNil(f.view(first).backgroundView!.color)
        XCTAssertNil(f.view(first).presentation.backgroundColor)
        // A tap beside the views lands on the newest background, which dismisses its view.
        f.tap(CGPoint(x: 20, y: 400), at: 0)
        XCTAssertEqual(f.view(second).phase, .disappearing)
        XCTAssertEqual(f.view(first).phase, .shown)
    }

    // MARK: Transitions

    func testACustomTransitionComputesTheValuesFromTheProgress() {
        let f = ManagerFixture()
        f.container()
        let rise = ContainerTransition.custom(name: "rise") { context in
            ContainerTransitionValues(
                opacity: context.progress, offset: CGPoint(x: 0, y: 40 * (1 - context.progress)),
                scale: context.isRemoval ? 0.5 + 0.5 * CGFloat(context.progress) : 1)
        }
        let id = f.show(ContainerViewConfiguration(transition: rise))!
        let view = f.view(id)
        f.manager.advance(by: 0.1)
        XCTAssertEqual(view.presentation.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(view.presentation.offset.y, 20, accuracy: 1e-9)
        XCTAssertEqual(view.presentation.scale, 1)
        assertManagerFrame(view.content.frame, CGRect(x: 150, y: 395, width: 100, height: 50))
        f.manager.advance(by: 0.1)
        XCTAssertEqual(view.presentation.offset, .zero)
        f.manager.dismiss(id: id, in: "main")
        f.manager.advance(by: 0.15)
        XCTAssertEqual(view.presentation.opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(view.presentation.scale, 0.625, accuracy: 1e-9, "leaving, it shrinks too")
        if case .custom(let custom) = rise { XCTAssertEqual(custom.name, "rise") } else { XCTFail("a custom case") }
    }

    func testAnAsymmetricTransitionMovesInAndFadesOut() {
        let f = ManagerFixture()
        f.container()
        let id = f.show(
            ContainerViewConfiguration(
                alignment: .top, transition: .asymmetric(insertion: .move(edge: .top), removal: .opacity)))!
        let view = f.view(id)
        f.manager.advance(by: 0.1)
        XCTAssertEqual(view.presentation.offset.y, -25, accuracy: 1e-9, "inserting: half of the 50 pt that hide it")
        XCTAssertEqual(view.presentation.opacity, 1)
        f.manager.advance(by: 0.1)
        f.manager.dismiss(id: id, in: "main")
        f.manager.advance(by: 0.05)
        XCTAssertEqual(view.presentation.offset, .zero, "removing: no move")
        XCTAssertEqual(view.presentation.opacity, 0.75, accuracy: 1e-9)
    }

    // MARK: Dismiss gestures

    func testACustomDismissGestureDismissesWhenItsConditionHolds() {
        let f = ManagerFixture()
        f.container()
        // Pull down by at least 80 pt to dismiss.
        let pullDown = ContainerDismissGesture.custom(
            { PanGestureRecognizer() },
            dismissesWhen: { recognizer in
                guard recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer else { return false }
                return pan.translation.y >= 80
            })
        let id = f.show(ContainerViewConfiguration(dismissGesture: pullDown), animated: false)!
        let view = f.view(id)
        XCTAssertTrue(view.content.gestureRecognizers.first is PanGestureRecognizer)
        f.drag([CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 430), CGPoint(x: 200, y: 450)], times: [0, 0.05, 0.1])
        XCTAssertEqual(view.phase, .shown, "50 pt is not enough")
        f.drag([CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 450), CGPoint(x: 200, y: 500)], times: [1, 1.05, 1.1])
        XCTAssertEqual(view.phase, .disappearing)
        XCTAssertEqual(f.entries("dismiss"), ["dismiss:main:1"])
    }

    func testACustomGestureWithTheDefaultConditionDismissesWhenItEnds() {
        let f = ManagerFixture()
        f.container()
        let id = f.show(
            ContainerViewConfiguration(dismissGesture: .custom { LongPressGestureRecognizer(minimumDuration: 1) }),
            animated: false)!
        f.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 200, y: 400), time: 0))
        f.advance(to: 0.95)
        XCTAssertEqual(f.view(id).phase, .shown)
        f.advance(to: 1)
        XCTAssertEqual(f.view(id).phase, .disappearing, "the long press is recognized (ended) after 1 s, still held")
        f.router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 200, y: 400), time: 1.2))
    }
}
