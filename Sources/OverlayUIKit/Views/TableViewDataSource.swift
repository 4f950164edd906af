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

/// Supplies a table's rows, as `UITableViewDataSource`: their number per section and a cell for each.
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row: its `textLabel` and `detailTextLabel` texts are what the row shows.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
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

    /// What the table draws for this cell.
    var row: TableRow {
        let detail = detailTextLabel?.text ?? ""
        return TableRow(title: textLabel?.text ?? "", detail: detail.isEmpty ? nil : detail)
    }
}
