import Foundation

/// A scroll view of equal-height rows, like a plain `UITableView`. Rows are virtual (no view per row), so a
/// table of a million rows costs no more than one of a hundred; `rows(in:)` tells which are visible.
open class TableView: ScrollView {
    /// The number of rows.
    public var numberOfRows: Int {
        didSet { updateContentSize() }
    }

    /// The height of every row, in points.
    public var rowHeight: CGFloat {
        didSet { updateContentSize() }
    }

    /// What each row shows; asked only for visible rows (so a million rows cost nothing up front).
    public var rowContent: ((Int) -> TableRow)?

    /// Gives the rows, like `UITableView`'s data source: setting it reloads the row count; `reloadData()` reloads
    /// it again. Its rows win over `rowContent`'s.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// Asks the data source for the number of rows again (nothing without a data source).
    public func reloadData() {
        guard let dataSource else { return }
        numberOfRows = max(0, dataSource.numberOfRows(in: self))
    }

    /// What row `index` shows: the data source's row, else `rowContent`'s, else "Row N".
    public func row(at index: Int) -> TableRow {
        dataSource?.tableView(self, rowAt: index) ?? rowContent?(index) ?? TableRow(title: "Row \(index + 1)")
    }

    /// Creates a table.
    public init(frame: CGRect = .zero, numberOfRows: Int, rowHeight: CGFloat = 44) {
        self.numberOfRows = max(0, numberOfRows)
        self.rowHeight = rowHeight > 0 && rowHeight.isFinite ? rowHeight : 44
        super.init(frame: frame)
        updateContentSize()
    }

    private func updateContentSize() {
        contentSize = CGSize(width: frame.width, height: CGFloat(max(0, numberOfRows)) * rowHeight)
    }

    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width { updateContentSize() } }
    }

    /// The row at a point in the table's own (content) coordinates, or nil outside the rows.
    public func rowIndex(at point: CGPoint) -> Int? {
        guard point.y >= 0, rowHeight > 0 else { return nil }
        let index = Int((point.y / rowHeight).rounded(.down))
        return index < numberOfRows ? index : nil
    }

    /// The rows that intersect the visible bounds, in order.
    public var visibleRows: Range<Int> {
        guard numberOfRows > 0, rowHeight > 0, bounds.height > 0 else { return 0..<0 }
        let first = max(0, Int((bounds.minY / rowHeight).rounded(.down)))
        let last = min(numberOfRows, Int((bounds.maxY / rowHeight).rounded(.up)))
        return first < last ? first..<last : 0..<0
    }
}

/// What one table row shows: a title on the left, an optional detail on the right, in their colours (nil: the
/// system's dark title and grey detail), over an optional background.
public struct TableRow: Hashable, Sendable {
    public var title: String
    public var detail: String?
    /// The title's colour; nil: near-black.
    public var titleColor: RGBAColor?
    /// The detail's colour; nil: grey.
    public var detailColor: RGBAColor?
    /// A fill behind the row; nil: the table's own background.
    public var backgroundColor: RGBAColor?

    /// Creates a row.
    public init(title: String, detail: String? = nil, titleColor: RGBAColor? = nil, detailColor: RGBAColor? = nil,
                backgroundColor: RGBAColor? = nil) {
        self.title = title
        self.detail = detail
        self.titleColor = titleColor
        self.detailColor = detailColor
        self.backgroundColor = backgroundColor
    }
}

/// Gives a table its rows, as `UITableViewDataSource` does (one section, rows of the table's `rowHeight`).
public protocol TableViewDataSource: AnyObject {
    /// How many rows the table has (asked when the data source is set and by `reloadData()`).
    func numberOfRows(in tableView: TableView) -> Int
    /// What row `index` shows; asked only for the rows on screen.
    func tableView(_ tableView: TableView, rowAt index: Int) -> TableRow
}
