import Foundation

/// A scroll view of equal-height rows, like a plain `UITableView`. Rows are virtual (no view per row), so a
/// table of a million rows costs no more than one of a hundred; `visibleRows` tells which are visible.
///
/// Rows come from `numberOfRows` and `rowContent`, or, as in UIKit, from a `dataSource` (its sections follow one
/// another; a cell's label texts are what its row shows). A `TableViewDelegate` set as `delegate` is told of
/// row taps (`tableView(_:didSelectRowAt:)`).
open class TableView: ScrollView {
    /// The table styles of UIKit; all draw as plain here.
    public enum Style: Int, Hashable, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The style it was made with.
    public let style: Style
    /// The offset when the list was last noted and the instant it last moved (the scroll indicator's fade).
    final var indicatorMotion: (offset: CGFloat, lastMoved: Double)?
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
    @WeakDelegate public var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate; a `TableViewDelegate` is also told of row taps.
    open override var delegate: ScrollViewDelegate? {
        didSet { if delegate is TableViewDelegate { installSelectionRecognizer() } }
    }

    /// The row tapped last, until `deselectRow(at:animated:)`.
    public private(set) var indexPathForSelectedRow: IndexPath?

    private var sectionRowCounts: [Int] = []
    private var cellClasses: [String: TableViewCell.Type] = [:]
    private var reusableCells: [String: [TableViewCell]] = [:]
    private var selectionRecognizer: TapGestureRecognizer?

    /// Creates a table of `numberOfRows` rows.
    public init(frame: CGRect = .zero, numberOfRows: Int, rowHeight: CGFloat = 44) {
        style = .plain
        self.numberOfRows = max(0, numberOfRows)
        self.rowHeight = rowHeight > 0 && rowHeight.isFinite ? rowHeight : 44
        super.init(frame: frame)
        updateContentSize()
    }

    /// Creates an empty table whose rows come from a data source, as `UITableView(frame:style:)`.
    public init(frame: CGRect = .zero, style: Style = .plain) {
        self.style = style
        numberOfRows = 0
        rowHeight = 44
        super.init(frame: frame)
        updateContentSize()
    }

    private func updateContentSize() {
        contentSize = CGSize(width: frame.width, height: CGFloat(max(0, numberOfRows)) * rowHeight)
    }

    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width { updateContentSize() } }
    }

    // MARK: - Data source

    /// Asks the data source again for its sections and rows (nothing without a data source).
    public func reloadData() {
        guard let source = dataSource else { return }
        let sections = max(0, source.numberOfSections(in: self))
        sectionRowCounts = (0..<sections).map { max(0, source.tableView(self, numberOfRowsInSection: $0)) }
        numberOfRows = sectionRowCounts.reduce(0, +)
    }

    /// The number of sections: the data source's, else 1.
    public var numberOfSections: Int { dataSource == nil ? 1 : sectionRowCounts.count }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        guard dataSource != nil else { return section == 0 ? numberOfRows : 0 }
        return sectionRowCounts.indices.contains(section) ? sectionRowCounts[section] : 0
    }

    /// The index path of the `row`-th row from the top (sections follow one another).
    public func indexPath(forRow row: Int) -> IndexPath {
        var rest = row
        for (section, count) in sectionRowCounts.enumerated() {
            if rest < count { return IndexPath(row: rest, section: section) }
            rest -= count
        }
        return IndexPath(row: rest, section: 0)
    }

    /// The index path of the row at a point in the table's own (content) coordinates, or nil outside the rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        rowIndex(at: point).map(indexPath(forRow:))
    }

    /// Registers the cell class made for `identifier` by `dequeueReusableCell(withIdentifier:for:)`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// A cell to reuse for `identifier`, or nil when there is none (make one then).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard var pool = reusableCells[identifier], let cell = pool.popLast() else { return nil }
        reusableCells[identifier] = pool
        cell.prepareForReuse()
        return cell
    }

    /// A cell for `identifier`: one to reuse, or a new one of the registered class (a default cell when none
    /// was registered).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        return (cellClasses[identifier] ?? TableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }

    /// What row `index` (counted from the top) shows: the data source's row (its cell's, for a UIKit-shaped data
    /// source), else `rowContent`'s, else "Row N".
    public func row(at index: Int) -> TableRow {
        dataSource?.tableView(self, rowAt: index) ?? rowContent?(index) ?? TableRow(title: "Row \(index + 1)")
    }

    /// The row a UIKit-shaped data source's cell shows; the cell goes back to the reuse pool once read (bounded:
    /// a data source that makes a new cell every time wastes none).
    func rowFromCell(at index: Int, of source: TableViewDataSource) -> TableRow {
        let cell = source.tableView(self, cellForRowAt: indexPath(forRow: index))
        if let identifier = cell.reuseIdentifier, reusableCells[identifier, default: []].count < 64 {
            reusableCells[identifier, default: []].append(cell)
        }
        return cell.row
    }

    /// Forgets the selection.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    private func installSelectionRecognizer() {
        guard selectionRecognizer == nil else { return }
        let tap = TapGestureRecognizer()
        tap.addTarget { [link = WeakLink(self)] recognizer in
            guard let self = link.wrappedValue, recognizer.state == .ended,
                let indexPath = self.indexPathForRow(at: recognizer.location(in: self))
            else {
                return
            }
            self.indexPathForSelectedRow = indexPath
            (self.delegate as? TableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
        }
        addGestureRecognizer(tap)
        selectionRecognizer = tap
    }

    // MARK: - Geometry

    /// The row at a point in the table's own (content) coordinates, or nil outside the rows.
    public func rowIndex(at point: CGPoint) -> Int? {
        guard point.y >= 0, rowHeight > 0 else { return nil }
        let index = Int((point.y / rowHeight).rounded(.down))
        return index < numberOfRows ? index : nil
    }

    /// Draws the visible rows and the scroll indicator (TableView+Drawing.swift).
    open override func draw(in context: ViewDrawingContext) {
        drawRows(in: context)
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
    public init(
        title: String, detail: String? = nil, titleColor: RGBAColor? = nil, detailColor: RGBAColor? = nil,
        backgroundColor: RGBAColor? = nil
    ) {
        self.title = title
        self.detail = detail
        self.titleColor = titleColor
        self.detailColor = detailColor
        self.backgroundColor = backgroundColor
    }
}
