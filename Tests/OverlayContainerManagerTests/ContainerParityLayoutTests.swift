import Foundation
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// `clipped`, `ignoresSafeArea` / `bgIgnoresSafeArea` and `displayOrder` (SwiftUIOverlayContainer's container
/// composition settings). The window is 400 × 800; with a notch of 47 pt and a home indicator of 34 pt its safe
/// area is y 47…766.
final class ContainerParityLayoutTests: XCTestCase {
    private let notchedInsets = EdgeInsets(top: 47, bottom: 34)

    private func notchedFixture(_ configure: @escaping (inout ContainerConfiguration) -> Void) -> ManagerFixture {
        let f = ManagerFixture()
        f.root.screenSafeAreaInsets = notchedInsets
        f.container("main", configure)
        return f
    }

    // MARK: clipped

    func testClippedContainerClipsItsHostAndAnUnclippedOneDoesNot() {
        let f = ManagerFixture()
        let card = View(frame: CGRect(x: 50, y: 100, width: 200, height: 300))
        f.root.addSubview(card)
        var configuration = ContainerConfiguration()
        configuration.clipped = true
        let clipped = f.manager.registerContainer(named: "card", configuration: configuration, attachedTo: .view(card))
        let loose = f.manager.registerContainer(named: "loose", attachedTo: .view(card))
        XCTAssertTrue(clipped.hostView.clipsToBounds)
        XCTAssertFalse(loose.hostView.clipsToBounds, "SwiftUIOverlayContainer's default: not clipped")
        XCTAssertFalse(ContainerConfiguration().clipped)
    }

    // MARK: ignoresSafeArea

    func testByDefaultViewsStayInsideTheSafeArea() {
        let f = notchedFixture { _ in }
        let top = f.show(ContainerViewConfiguration(alignment: .top), animated: false)!
        let bottom = f.show(ContainerViewConfiguration(alignment: .bottom), animated: false)!
        assertManagerFrame(f.view(top).content.frame, CGRect(x: 150, y: 47, width: 100, height: 50))
        assertManagerFrame(f.view(bottom).content.frame, CGRect(x: 150, y: 716, width: 100, height: 50))
        XCTAssertEqual(f.manager.container(named: "main")!.contentArea, CGRect(x: 0, y: 47, width: 400, height: 719))
    }

    func testIgnoringAllOrSomeEdgesExtendsTheContainer() {
        let all = notchedFixture { $0.ignoresSafeArea = .all }
        let allTop = all.show(ContainerViewConfiguration(alignment: .top), animated: false)!
        let allBottom = all.show(ContainerViewConfiguration(alignment: .bottom), animated: false)!
        assertManagerFrame(all.view(allTop).content.frame, CGRect(x: 150, y: 0, width: 100, height: 50))
        assertManagerFrame(all.view(allBottom).content.frame, CGRect(x: 150, y: 750, width: 100, height: 50))

        let topOnly = notchedFixture { $0.ignoresSafeArea = .custom(edges: .top) }
        let top = topOnly.show(ContainerViewConfiguration(alignment: .top), animated: false)!
        let bottom = topOnly.show(ContainerViewConfiguration(alignment: .bottom), animated: false)!
        assertManagerFrame(topOnly.view(top).content.frame, CGRect(x: 150, y: 0, width: 100, height: 50))
        assertManagerFrame(
            topOnly.view(bottom).content.frame, CGRect(x: 150, y: 716, width: 100, height: 50), "the home indicator is kept clear")
    }

    func testInsetsApplyInsideTheSafeArea() {
        let f = notchedFixture {
            $0.displayType = .vertical
            $0.alignment = .top
            $0.insets = EdgeInsets(top: 10)
        }
        let id = f.show(animated: false)!
        assertManagerFrame(f.view(id).content.frame, CGRect(x: 150, y: 57, width: 100, height: 50))
    }

    func testBackgroundsFollowTheirOwnSafeAreaSetting() {
        func backgroundFrame(_ configure: @escaping (inout ContainerConfiguration) -> Void) -> CGRect {
            let f = notchedFixture(configure)
            let id = f.show(ContainerViewConfiguration(backgroundStyle: .dim), animated: false)!
            return f.view(id).backgroundView!.frame
        }
        assertManagerFrame(backgroundFrame { _ in }, CGRect(x: 0, y: 47, width: 400, height: 719), "default: inside the safe area")
        assertManagerFrame(backgroundFrame { $0.bgIgnoresSafeArea = .all }, CGRect(x: 0, y: 0, width: 400, height: 800))
        assertManagerFrame(
            backgroundFrame {
                $0.ignoresSafeArea = .custom(edges: .top)
                $0.bgIgnoresSafeArea = .custom(edges: .bottom)
            }, CGRect(x: 0, y: 0, width: 400, height: 800), "the container's edges and the background's add up")
        assertManagerFrame(
            backgroundFrame { $0.ignoresSafeArea = .custom(edges: .top) }, CGRect(x: 0, y: 0, width: 400, height: 766),
            "a background covers at least what its container covers")
    }

    func testAContainerClearOfTheUnsafeEdgesIsNotInset() {
        let f = ManagerFixture()
        f.root.screenSafeAreaInsets = notchedInsets
        let card = View(frame: CGRect(x: 50, y: 100, width: 200, height: 300))
        f.root.addSubview(card)
        f.manager.registerContainer(named: "card", attachedTo: .view(card))
        let id = f.manager.show(
            view: View(frame: CGRect(x: 0, y: 0, width: 100, height: 50)), in: "card",
            using: ContainerViewConfiguration(alignment: .top), animated: false)!
        assertManagerFrame(f.view(id).content.frame, CGRect(x: 50, y: 0, width: 100, height: 50))
    }

    // MARK: displayOrder

    func testDescendingOrderPutsTheOldestViewOnTopWithItsBackgroundBehindIt() {
        let f = ManagerFixture()
        let container = f.container { $0.displayOrder = .descending }
        let ids = (0..<3).map { _ in f.show(ContainerViewConfiguration(backgroundStyle: .dim), animated: false)! }
        let subviews = container.hostView.subviews
        XCTAssertEqual(subviews.count, 6)
        XCTAssertTrue(subviews[1] === f.view(ids[2]).content, "the newest at the back")
        XCTAssertTrue(subviews[5] === f.view(ids[0]).content, "the oldest in front")
        XCTAssertTrue(subviews[4] === f.view(ids[0]).backgroundView)
        // The three overlap at the centre: the oldest takes the touch.
        XCTAssertTrue(f.root.hitTest(CGPoint(x: 200, y: 400)) === f.view(ids[0]).content)
    }

    func testAscendingOrderIsTheDefaultAndPutsTheNewestOnTop() {
        let f = ManagerFixture()
        let container = f.container()
        let ids = (0..<2).map { _ in f.show(animated: false)! }
        XCTAssertEqual(ContainerConfiguration().displayOrder, .ascending)
        XCTAssertTrue(container.hostView.subviews.last === f.view(ids[1]).content)
        XCTAssertTrue(f.root.hitTest(CGPoint(x: 200, y: 400)) === f.view(ids[1]).content)
    }

    func testDismissTopmostFollowsTheDisplayOrder() {
        let f = ManagerFixture()
        f.container { $0.displayOrder = .descending }
        for _ in 1...3 { f.show() }
        f.manager.dismissTopmostView(in: "main")
        XCTAssertEqual(f.showing(), [2, 3], "the oldest is on top")
        XCTAssertEqual(f.manager.container(named: "main")!.topmostShowingView?.id.rawValue, 2)
    }

    func testDescendingOrderKeepsAStackInOrderOfAppearance() {
        let f = ManagerFixture()
        let container = f.container {
            $0.displayType = .vertical
            $0.alignment = .top
            $0.spacing = -20  // overlapping rows show the z order
            $0.displayOrder = .descending
        }
        let first = f.show(animated: false)!
        let second = f.show(animated: false)!
        assertManagerFrame(f.view(first).content.frame, CGRect(x: 150, y: 0, width: 100, height: 50))
        assertManagerFrame(f.view(second).content.frame, CGRect(x: 150, y: 30, width: 100, height: 50))
        XCTAssertTrue(container.hostView.subviews.last === f.view(first).content)
        XCTAssertTrue(f.root.hitTest(CGPoint(x: 200, y: 40)) === f.view(first).content, "in the overlap the first row is on top")
    }
}
