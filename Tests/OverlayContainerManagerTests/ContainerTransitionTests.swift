import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// Presentation values (opacity, offset, scale, background) along the transitions.
final class ContainerTransitionTests: XCTestCase {
    func testOpacityFollowsALinearCurveInAndOut() {
        let f = ManagerFixture()
        f.container()
        let id = f.show(ContainerViewConfiguration(backgroundStyle: .dim))!
        let view = f.view(id)
        XCTAssertEqual(view.presentation.opacity, 0)
        for (time, expected) in [(0.05, 0.25), (0.1, 0.5), (0.2, 1.0)] {
            f.manager.advance(by: time - f.manager.time)
            XCTAssertEqual(view.presentation.opacity, expected, accuracy: 1e-9, "t = \(time)")
            XCTAssertEqual(view.presentation.backgroundOpacity, expected, accuracy: 1e-9)
            XCTAssertEqual(Double(view.content.alpha), expected, accuracy: 1e-9)
        }
        XCTAssertEqual(view.phase, .shown)
        XCTAssertEqual(view.presentation.backgroundColor, RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3))
        f.manager.dismiss(id: id, in: "main")
        f.manager.advance(by: 0.15)
        XCTAssertEqual(view.presentation.opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(view.phase, .disappearing)
        f.manager.advance(by: 0.05)
        XCTAssertEqual(view.phase, .removed)
    }

    func testMoveFromAnEdgeStartsJustOutsideTheContainer() {
        let f = ManagerFixture()
        f.container()
        let top = f.show(ContainerViewConfiguration(alignment: .top, transition: .move(edge: .top)))!
        let trailing = f.show(ContainerViewConfiguration(transition: .move(edge: .trailing)))!
        // top: frame y 0…50, so hidden at −50; trailing: frame x 150…250, hidden 400 − 150 = 250 to the right.
        XCTAssertEqual(f.view(top).presentation.offset, CGPoint(x: 0, y: -50))
        XCTAssertEqual(f.view(trailing).presentation.offset, CGPoint(x: 250, y: 0))
        XCTAssertEqual(f.view(top).presentation.opacity, 1)
        f.manager.advance(by: 0.1)
        XCTAssertEqual(f.view(top).presentation.offset.y, -25, accuracy: 1e-9)
        XCTAssertEqual(f.view(trailing).presentation.offset.x, 125, accuracy: 1e-9)
        assertManagerFrame(f.view(top).content.frame, CGRect(x: 150, y: -25, width: 100, height: 50))
        f.manager.advance(by: 0.1)
        XCTAssertEqual(f.view(top).presentation.offset, .zero)
        assertManagerFrame(f.view(trailing).content.frame, CGRect(x: 150, y: 375, width: 100, height: 50))
    }

    func testScaleGrowsAboutTheCentre() {
        let f = ManagerFixture()
        f.container()
        let id = f.show(ContainerViewConfiguration(transition: .combined([.scale(from: 0.5), .opacity])))!
        f.manager.advance(by: 0.1)
        let presentation = f.view(id).presentation
        XCTAssertEqual(presentation.scale, 0.75, accuracy: 1e-9)
        XCTAssertEqual(presentation.opacity, 0.5, accuracy: 1e-9)
        assertManagerFrame(presentation.displayedFrame, CGRect(x: 162.5, y: 381.25, width: 75, height: 37.5))
        assertManagerFrame(presentation.frame, CGRect(x: 150, y: 375, width: 100, height: 50))
    }

    func testDefaultSpringIsCriticallyDampedAndEndsWhenSettled() {
        let f = ManagerFixture()
        f.manager.registerContainer(named: "main", attachedTo: .window(root: f.root))
        let id = f.show()!
        let view = f.view(id)
        let omega = 2 * Double.pi / 0.35
        for time in [0.05, 0.1, 0.2] {
            f.manager.advance(by: time - f.manager.time)
            let expected = 1 - (1 + omega * time) * exp(-omega * time)
            XCTAssertEqual(view.presentation.opacity, expected, accuracy: 1e-9, "t = \(time)")
        }
        let end = Spring(response: 0.35, dampingRatio: 1).settlingDuration(
            from: SpringState(displacement: -1, velocity: 0),
            threshold: 0.001)
        XCTAssertEqual(end, 0.514, accuracy: 0.01)
        f.manager.advance(by: end - 0.2 - 0.002)
        XCTAssertEqual(view.phase, .appearing)
        f.manager.advance(by: 0.002)
        XCTAssertEqual(view.phase, .shown)
        XCTAssertEqual(view.presentation.opacity, 1)
    }

    func testIdentityBackgroundTransitionShowsTheBackgroundFully() {
        let f = ManagerFixture()
        f.container()
        let id = f.show(
            ContainerViewConfiguration(
                backgroundStyle: .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)),
                backgroundTransition: .identity,
                shadowStyle: .shadow(radius: 3, opacity: 0.2, offset: CGSize(width: 0, height: 1))))!
        f.manager.advance(by: 0.05)
        XCTAssertEqual(f.view(id).presentation.backgroundOpacity, 1)
        XCTAssertEqual(f.view(id).presentation.opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(f.view(id).presentation.shadow, .shadow(radius: 3, opacity: 0.2, offset: CGSize(width: 0, height: 1)))
    }
}
