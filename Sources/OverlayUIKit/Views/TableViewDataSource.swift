import Foundation

extension IndexPath {
    /// A row in a section, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int { count > 0 ? self[0] : 0 }

    /// The row in the section (the second index).
    public var row: Int { count > 1 ? self[1] : 0 }
}

/// Gives a table its rows. Implement one of two pairs:
/// - UIKit's, as `UITableViewDataSource`: `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)`
///   (with `numberOfSections(in:)` for several sections, which follow one another); a cell's label texts and
///   colours are what its row shows;
/// - the short one: `numberOfRows(in:)` and `tableView(_:rowAt:)`, one section of `TableRow` values.
///
/// Every method has a default, so the compiler cannot tell when neither pair is there: such a table has no rows.
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`; by default `numberOfRows(in:)` for section 0.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row: its `textLabel` and `detailTextLabel` are what the row shows. By default a plain cell
    /// titled "Row N".
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// How many rows a one-section table has (asked when the data source is set and by `reloadData()`); 0 by
    /// default.
    func numberOfRows(in tableView: TableView) -> Int
    /// What row `index` (counted from the top) shows; asked only for the rows on screen. By default the row of
    /// `tableView(_:cellForRowAt:)`'s cell.
    func tableView(_ tableView: TableView, rowAt index: Int) -> TableRow
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? numberOfRows(in: tableView) : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }

    public func numberOfRows(in tableView: TableView) -> Int { 0 }

    public func tableView(_ tableView: TableView, rowAt index: Int) -> TableRow {
        tableView.rowFromCell(at: index, of: self)
    }
}

/// Hears a table's scrolling and row selection, as `UITableViewDelegate`; assign it to the table's `delegate`.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row was tapped.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A table row made by a data source, as `UITableViewCell`: a title label and, for the `.value1` and `.subtitle`
/// styles, a detail label. Rows are not views in the tree: the table reads the labels' texts and draws them.
open class TableViewCell: View {
    /// The layouts of UIKit's standard cells; here they differ only by having a detail label.
    public enum CellStyle: Int, Hashable, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The accessory on the trailing side (kept for source compatibility; not drawn).
    public enum AccessoryType: Int, Hashable, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The cell's style.
    public let style: CellStyle
    /// The identifier it is reused under.
    public let reuseIdentifier: String?
    /// The title.
    public let textLabel: Label?
    /// The detail on the trailing side (nil for the default style).
    public let detailTextLabel: Label?
    /// The accessory (not drawn).
    public var accessoryType: AccessoryType = .none

    /// Creates a cell. Required, so that a registered cell class can be made by the table: a subclass that
    /// overrides it writes `required init(style:reuseIdentifier:)` (where UIKit code writes `override init`).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label(text: "")
        detailTextLabel = style == .default ? nil : Label(text: "", fontSize: 15, textColor: RGBAColor(hex: 0x8E8E93))
        super.init(frame: .zero)
    }

    /// A default-style cell, as `UITableViewCell(frame:)`.
    public convenience override init(frame: CGRect = .zero) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called before a dequeued cell is handed out again; the default clears the labels.
    open func prepareForReuse() {
        textLabel?.text = ""
        detailTextLabel?.text = ""
    }

    /// What the table draws for this cell: its labels' texts and colours, over its background colour.
    final var row: TableRow {
        let detail = detailTextLabel?.text ?? ""
        return TableRow(
            title: textLabel?.text ?? "", detail: detail.isEmpty ? nil : detail, titleColor: textLabel?.textColor,
            detailColor: detail.isEmpty ? nil : detailTextLabel?.textColor, backgroundColor: backgroundColor)
    }
}
