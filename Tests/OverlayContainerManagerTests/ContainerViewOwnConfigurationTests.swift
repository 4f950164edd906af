import Foundation
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// A view carrying its own settings (`ContainerViewConfigurationProtocol`), field by field over the container's,
/// under the configuration passed to `show`.
final class ContainerViewOwnConfigurationTests: XCTestCase {
    /// A message that always sits at the top with a shadow and goes away after a second.
    private final class MessageView: View, ContainerViewConfigurationProtocol {
        var log: [String] = []
        var alignment: ContainerAlignment? { .top }
        var shadowStyle: ContainerShadowStyle? { .radius(10) }
        var autoDismiss: ContainerAutoDismiss? { .seconds(1) }
        var appearAction: (() -> Void)? { { [unowned self] in self.log.append("appear") } }
    }

    func testTheViewsOwnSettingsOverrideTheContainersFieldByField() {
        let f = ManagerFixture()
        f.container {
            $0.alignment = .bottom
            $0.backgroundStyle = .dim
            $0.shadowStyle = .shadow(radius: 3, opacity: 0.2, offset: CGSize(width: 0, height: 1))
        }
        let message = MessageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let id = f.manager.show(view: message, in: "main", animated: false)!
        let resolved = f.view(id).configuration
        XCTAssertEqual(resolved.alignment, .top, "the view's")
        XCTAssertEqual(resolved.shadowStyle, .radius(10), "the view's")
        XCTAssertEqual(resolved.backgroundStyle, .dim, "the container's: the view has none")
        XCTAssertEqual(resolved.transition, .opacity, "the container's default")
        assertManagerFrame(message.frame, CGRect(x: 150, y: 0, width: 100, height: 50))
        XCTAssertEqual(message.shadow?.radius, 10)
        XCTAssertEqual(message.log, ["appear"], "its own appear action ran")
        f.manager.advance(by: 1)
        XCTAssertEqual(f.view(id).phase, .disappearing, "its own auto-dismissal")
    }

    func testTheShowCallsConfigurationWinsOverTheViews() {
        let f = ManagerFixture()
        f.container()
        let message = MessageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let id = f.manager.show(
            view: message, in: "main", using: ContainerViewConfiguration(alignment: .bottomLeading), animated: false)!
        XCTAssertEqual(f.view(id).configuration.alignment, .bottomLeading)
        XCTAssertEqual(f.view(id).configuration.shadowStyle, .radius(10), "fields the call leaves nil stay the view's")
        assertManagerFrame(message.frame, CGRect(x: 0, y: 750, width: 100, height: 50))
    }

    func testAPlainViewUsesTheContainersDefaults() {
        let f = ManagerFixture()
        f.container { $0.alignment = .bottom }
        let id = f.show(animated: false)!
        XCTAssertEqual(f.view(id).configuration.alignment, .bottom)
        XCTAssertEqual(f.view(id).configuration.shadowStyle, .disabled)
    }
}
