import OverlayUIKit

// A ported iOS file that had only `import UIKit` (UIKit brings Foundation with it): this file imports only
// OverlayUIKit, and no XCTest (which would bring Foundation itself), so Foundation's names below (CGFloat,
// NotificationCenter, Notification.Name, NSObjectProtocol) must come with OverlayUIKit for it to compile.
// ImportOnlySnippetTests runs it.

/// A badge whose height comes from a notification, as app code listens to `NotificationCenter`.
final class BadgeViewController: ViewController {
    static let badgeDidChange = Notification.Name("BadgeViewController.badgeDidChange")
    private(set) var badgeHeight: CGFloat = 0
    private var token: NSObjectProtocol?

    /// Listens on `center` (a token, removed by `stopListening`); the handler runs on the posting thread.
    func listen(to center: NotificationCenter) {
        token = center.addObserver(forName: Self.badgeDidChange, object: nil, queue: nil) { _ in }
    }

    func stopListening(to center: NotificationCenter) {
        if let token { center.removeObserver(token) }
        token = nil
    }

    func badgeDidChange(_ note: Notification) {
        guard let height = note.userInfo?["height"] as? CGFloat else { return }
        badgeHeight = height
        view.frame = CGRect(x: 0, y: 0, width: 390, height: height)
    }
}
