import Foundation
import OverlayCore

/// The overlay content of the reference examples: a header (title and search field) above a table of rows that
/// drives the overlay.
public final class SearchViewController: ViewController {
    /// The header at the top, where drags start in the examples; nil when the header height is 0.
    public let header: View?
    /// The list; nil for an overlay without one.
    public let table: TableView?
    private let headerHeight: CGFloat

    /// Creates the content: a header `headerHeight` tall and, when `rows` is non-nil, a table under it.
    public init(headerHeight: CGFloat, rows: Int?, rowHeight: CGFloat) {
        self.headerHeight = max(0, headerHeight)
        header = headerHeight > 0 ? View() : nil
        table = rows.map { TableView(numberOfRows: $0, rowHeight: rowHeight) }
        super.init()
        header?.identifier = "header"
        table?.identifier = "table"
    }

    public override func loadView() {
        let root = View()
        root.identifier = "search"
        if let table = table { root.addSubview(table) }
        if let header = header { root.addSubview(header) }
        let headerHeight = headerHeight
        root.layoutHandler = { [weak header, weak table] view in
            let width = view.bounds.width
            header?.frame = CGRect(x: 0, y: 0, width: width, height: headerHeight)
            table?.frame = CGRect(x: 0, y: headerHeight, width: width, height: max(0, view.bounds.height - headerHeight))
        }
        setView(root)
    }
}
