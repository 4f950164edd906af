import Foundation
import OverlayContainer
import OverlayUIKit

/// A root view controller written as a user of the public API would write one, with nothing of OverlaySim's
/// hosting in it: a ground view, an overlay container child whose overlay is a card with a 60 pt header that
/// draws itself and a 50-row table that drives it, and a delegate with three notches (200, 500 and H − 94 pt).
open class UserRootFixture: ViewController {
    public let container = OverlayContainerViewController(style: .expandableHeight)
    public let card = UserCardFixture()
    public let notches = UserNotchesFixture()

    public override init() {
        super.init()
        title = "fixture"
    }

    public override func loadView() {
        let ground = View()
        ground.identifier = "ground"
        ground.backgroundColor = RGBAColor(hex: 0x335577)
        setView(ground)
    }

    public override func viewDidLoad() {
        notches.card = card
        container.delegate = notches
        container.viewControllers = [card]
        addChild(container)
        view.addSubview(container.view)
        view.layoutHandler = { [container] view in container.view.frame = view.bounds }
    }
}

/// The fixture's overlay: a white card, a header drawn by `draw(in:)`, a table of 50 rows.
public final class UserCardFixture: ViewController {
    public let header = UserHeaderFixture()
    public let table = TableView(numberOfRows: 50, rowHeight: 44)

    public override func loadView() {
        let card = View()
        card.identifier = "card"
        card.backgroundColor = .white
        card.addSubview(table)
        card.addSubview(header)
        card.layoutHandler = { [header, table] view in
            header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 60)
            table.frame = CGRect(x: 0, y: 60, width: view.bounds.width, height: max(0, view.bounds.height - 60))
        }
        setView(card)
    }
}

/// A header that draws a grabber and a title itself.
public final class UserHeaderFixture: View {
    public var title = "Fixture"

    public override func draw(in context: ViewDrawingContext) {
        context.fill(CGRect(x: (context.size.width - 36) / 2, y: 6, width: 36, height: 5), color: RGBAColor(hex: 0xFF0000))
        context.drawText(title, at: CGPoint(x: 16, y: 22), fontSize: 20, weight: .bold, color: .black)
    }
}

/// The fixture's delegate: three notches, drags from the header, the table drives; it counts the notches reached.
public final class UserNotchesFixture: OverlayContainerViewControllerDelegate {
    public weak var card: UserCardFixture?
    /// Every `didMoveOverlay` index, in order.
    public private(set) var reached: [Int] = []

    public func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 3 }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        [200, 500, availableSpace - 94][index]
    }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView? {
        card?.table
    }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        shouldStartDraggingOverlay overlayViewController: ViewController,
        at point: CGPoint, in coordinateSpace: CoordinateSpace
    ) -> Bool {
        guard let header = card?.header else { return false }
        return header.bounds.contains(coordinateSpace.convert(point, to: header))
    }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        didMoveOverlay overlayViewController: ViewController, toNotchAt index: Int
    ) {
        reached.append(index)
    }
}
