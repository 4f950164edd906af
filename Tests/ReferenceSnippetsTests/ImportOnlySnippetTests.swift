import OverlayUIKit
import XCTest

/// ImportOnlySnippet.swift compiles with `import OverlayUIKit` alone; this runs it.
final class ImportOnlySnippetTests: XCTestCase {
    func testFoundationNamesComeWithOverlayUIKit() {
        let controller = BadgeViewController()
        let center = NotificationCenter()
        controller.listen(to: center)
        defer { controller.stopListening(to: center) }
        let note = Notification(name: BadgeViewController.badgeDidChange, object: nil, userInfo: ["height": CGFloat(44.5)])
        center.post(note)
        controller.badgeDidChange(note)
        XCTAssertEqual(controller.badgeHeight, 44.5)
        XCTAssertEqual(controller.view.frame.maxY, 44.5)
    }
}
