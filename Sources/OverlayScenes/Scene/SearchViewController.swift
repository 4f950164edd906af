import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayUIKit

/// The overlay content of the reference examples: a white card (top corners rounded 12 pt, a soft shadow) with a
/// 70 pt header (grabber, title, search field, optional close button) above a table of rows that drives the overlay.
final class SearchViewController: ViewController {
    /// The header at the top, where drags start in the examples; nil when the header height is 0.
    public let header: View?
    /// The list; nil for an overlay without one.
    public let table: TableView?
    /// The close button of a pushed search (navigation example), if any.
    public let closeButton: ButtonView?
    /// Called with the row index when a row is tapped.
    public var onSelectRow: ((Int) -> Void)?
    private let headerHeight: CGFloat
    private let rowTap = TapGestureRecognizer()

    static let places = [
        "Coffee", "Bakery", "Parking", "Gas Station", "Pharmacy", "Grocery", "Library",
        "Museum", "Park", "Restaurant", "Hotel", "Bookstore", "Gym", "Cinema", "Market",
    ]

    /// Creates the content: a header `headerHeight` tall with `title`, a table of `rows` rows under it (none when
    /// nil), and a close button when `closable`.
    public init(title: String = "Maps", headerHeight: CGFloat, rows: Int?, rowHeight: CGFloat, closable: Bool = false) {
        self.headerHeight = max(0, headerHeight)
        header = headerHeight > 0 ? View() : nil
        table = rows.map { TableView(numberOfRows: $0, rowHeight: rowHeight) }
        closeButton =
            closable && headerHeight > 0
            ? ButtonView(title: "", background: RGBAColor(hex: 0xE5E5EA), frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            : nil
        super.init()
        self.title = title
        header?.identifier = "header"
        header?.accessibilityIdentifier = "header"
        table?.identifier = "table"
        table?.rowContent = { row in
            TableRow(
                title: "\(SearchViewController.places[row % SearchViewController.places.count]) \(row + 1)",
                detail: "\((row * 37) % 90 / 10 + 1).\(row % 10) km")
        }
    }

    public override func loadView() {
        let root = View()
        root.identifier = "search"
        root.backgroundColor = .white
        root.cornerRadii = (12, 12, 0, 0)
        root.shadow = ViewShadow()
        if let table = table {
            root.addSubview(table)
            table.addGestureRecognizer(rowTap)
            rowTap.addTarget { [link = WeakLink(self), tableLink = WeakLink(table)] recognizer in
                if let self = link.wrappedValue, let table = tableLink.wrappedValue,
                    let row = table.rowIndex(at: recognizer.location(in: table))
                {
                    self.onSelectRow?(row)
                }
            }
        }
        if let header = header { buildHeader(header, in: root) }
        let headerHeight = headerHeight
        // Held strongly: the root holds them anyway, and they link back to it weakly (no cycle).
        root.layoutHandler = { [header, table] view in
            let width = view.bounds.width
            header?.frame = CGRect(x: 0, y: 0, width: width, height: headerHeight)
            table?.frame = CGRect(x: 0, y: headerHeight, width: width, height: max(0, view.bounds.height - headerHeight))
        }
        setView(root)
    }

    private func buildHeader(_ header: View, in root: View) {
        header.backgroundColor = .white
        header.cornerRadii = (12, 12, 0, 0)
        let grabber = View()
        grabber.identifier = "grabber"
        grabber.accessibilityIdentifier = "grabber"
        grabber.backgroundColor = RGBAColor(hex: 0xC4C4C6)
        grabber.setCornerRadius(2.5)
        grabber.isUserInteractionEnabled = false
        let titleLabel = Label(text: title ?? "", fontSize: 20, weight: .bold)
        let field = View()
        field.identifier = "searchField"
        field.accessibilityIdentifier = "searchField"
        field.backgroundColor = RGBAColor(hex: 0xEEEEF0)
        field.setCornerRadius(10)
        let magnifier = SymbolView(.magnifier, tint: RGBAColor(hex: 0x8E8E93))
        let placeholder = Label(text: "Search Maps", fontSize: 17, textColor: RGBAColor(hex: 0x8E8E93))
        field.addSubview(magnifier)
        field.addSubview(placeholder)
        header.addSubview(grabber)
        header.addSubview(titleLabel)
        header.addSubview(field)
        let close = closeButton
        if let close = close {
            close.setCornerRadius(15)
            close.addSubview(SymbolView(.close, tint: RGBAColor(hex: 0x6C6C70), frame: CGRect(x: 9, y: 9, width: 12, height: 12)))
            header.addSubview(close)
        }
        header.layoutHandler = { view in
            let width = view.bounds.width
            grabber.frame = CGRect(x: (width - 36) / 2, y: 6, width: 36, height: 5)
            titleLabel.frame = CGRect(x: 16, y: 20, width: 110, height: 36)
            let fieldRight = close == nil ? width - 16 : width - 58
            field.frame = CGRect(x: 136, y: 20, width: max(0, fieldRight - 136), height: 36)
            magnifier.frame = CGRect(x: 10, y: 10, width: 16, height: 16)
            placeholder.frame = CGRect(x: 32, y: 0, width: max(0, field.frame.width - 40), height: 36)
            close?.frame = CGRect(x: width - 46, y: 23, width: 30, height: 30)
        }
        root.addSubview(header)
    }
}
