import Foundation
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// Frames per display type with spacing, insets and alignment; following the attached view.
final class ContainerLayoutTests: XCTestCase {
    /// Inset area: x 10…360 (350 wide), y 20…770 (750 high).
    private let insets = EdgeInsets(top: 20, left: 10, bottom: 30, right: 40)

    private func frames(
        _ displayType: ContainerDisplayType, _ alignment: ContainerAlignment,
        viewAlignments: [ContainerAlignment?] = [nil, nil, nil]
    ) -> [CGRect] {
        let f = ManagerFixture()
        f.container {
            $0.displayType = displayType
            $0.alignment = alignment
            $0.insets = self.insets
        }
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 60, height: 30), CGSize(width: 60, height: 30)]
        let ids = zip(sizes, viewAlignments).map { size, alignment in
            f.show(size: size, ContainerViewConfiguration(alignment: alignment), animated: false)!
        }
        return ids.map { f.view($0).content.frame }
    }

    func testHorizontalStackIsCentredWithSpacing() {
        // Block 100 + 10 + 60 + 10 + 60 = 240 × 50 at x = 10 + (350 − 240) / 2 = 65, y = 20 + (750 − 50) / 2 = 370.
        let result = frames(.horizontal, .center, viewAlignments: [.topLeading, nil, .bottom])
        assertManagerFrame(result[0], CGRect(x: 65, y: 370, width: 100, height: 50))
        assertManagerFrame(result[1], CGRect(x: 175, y: 380, width: 60, height: 30))
        assertManagerFrame(result[2], CGRect(x: 245, y: 380, width: 60, height: 30), "per-view alignment is ignored")
    }

    func testHorizontalStackAtBottomTrailing() {
        let result = frames(.horizontal, .bottomTrailing)
        assertManagerFrame(result[0], CGRect(x: 120, y: 720, width: 100, height: 50))
        assertManagerFrame(result[1], CGRect(x: 230, y: 740, width: 60, height: 30))
        assertManagerFrame(result[2], CGRect(x: 300, y: 740, width: 60, height: 30))
    }

    func testVerticalStackAtTopLeadingAndCentre() {
        let topLeading = frames(.vertical, .topLeading)
        assertManagerFrame(topLeading[0], CGRect(x: 10, y: 20, width: 100, height: 50))
        assertManagerFrame(topLeading[1], CGRect(x: 10, y: 80, width: 60, height: 30))
        assertManagerFrame(topLeading[2], CGRect(x: 10, y: 120, width: 60, height: 30))
        // Block 100 × 130 at x = 10 + 125 = 135, y = 20 + (750 − 130) / 2 = 330.
        let centre = frames(.vertical, .center)
        assertManagerFrame(centre[0], CGRect(x: 135, y: 330, width: 100, height: 50))
        assertManagerFrame(centre[1], CGRect(x: 155, y: 390, width: 60, height: 30))
        assertManagerFrame(centre[2], CGRect(x: 155, y: 430, width: 60, height: 30))
    }

    func testStackingPlacesEachViewAtItsOwnAlignment() {
        let result = frames(.stacking, .center, viewAlignments: [.topLeading, nil, .bottomTrailing])
        assertManagerFrame(result[0], CGRect(x: 10, y: 20, width: 100, height: 50))
        assertManagerFrame(result[1], CGRect(x: 155, y: 380, width: 60, height: 30))
        assertManagerFrame(result[2], CGRect(x: 300, y: 740, width: 60, height: 30))
    }

    func testStackingZOrderPutsEachBackgroundBehindItsView() {
        let f = ManagerFixture()
        let container = f.container()
        let first = f.show(ContainerViewConfiguration(backgroundStyle: .dim), animated: false)!
        let second = f.show(ContainerViewConfiguration(backgroundStyle: .dim), animated: false)!
        let order = container.hostView.subviews
        XCTAssertEqual(order.count, 4)
        XCTAssertTrue(order[1] === f.view(first).content)
        XCTAssertTrue(order[3] === f.view(second).content)
        XCTAssertTrue(order[2] is ContainerBackgroundView)
        assertManagerFrame(order[2].frame, CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    func testAStackReflowsWhenAViewIsRemoved() {
        let f = ManagerFixture()
        f.container {
            $0.displayType = .vertical
            $0.alignment = .top
        }
        let first = f.show(animated: false)!
        let second = f.show(animated: false)!
        assertManagerFrame(f.view(second).content.frame, CGRect(x: 150, y: 60, width: 100, height: 50))
        f.manager.dismiss(id: first, in: "main")
        f.manager.advance(by: 0.1)
        assertManagerFrame(
            f.view(second).content.frame, CGRect(x: 150, y: 60, width: 100, height: 50),
            "a disappearing view keeps its place")
        f.manager.advance(by: 0.1)
        assertManagerFrame(f.view(second).content.frame, CGRect(x: 150, y: 0, width: 100, height: 50))
    }

    func testAContainerAttachedToAViewFollowsItsFrame() {
        let f = ManagerFixture()
        let card = View(frame: CGRect(x: 50, y: 100, width: 200, height: 300))
        f.root.addSubview(card)
        let container = f.manager.registerContainer(named: "card", attachedTo: .view(card))
        let id = f.manager.show(view: View(frame: CGRect(x: 0, y: 0, width: 100, height: 50)), in: "card", animated: false)!
        assertManagerFrame(container.hostView.frame, CGRect(x: 0, y: 0, width: 200, height: 300))
        assertManagerFrame(f.view(id).content.frame, CGRect(x: 50, y: 125, width: 100, height: 50))
        assertManagerFrame(f.view(id).content.frameInWindow, CGRect(x: 100, y: 225, width: 100, height: 50))
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        f.manager.advance(by: 0)
        assertManagerFrame(container.hostView.frame, CGRect(x: 0, y: 0, width: 300, height: 400))
        assertManagerFrame(f.view(id).content.frameInWindow, CGRect(x: 100, y: 175, width: 100, height: 50))
        XCTAssertEqual(container.size, CGSize(width: 300, height: 400))
    }
}
