import OverlayDrawing
import XCTest

@testable import OverlayUIKit

/// What hosting a root view controller needs from the view tree: the window, its version, the resize hook, table
/// data sources and the drawing context.
final class HostingTests: XCTestCase {
    final class SizeWatcher: ViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize) { sizes.append(size) }
    }

    func testTheWindowHoldsTheRootAndTheHostAboveIt() {
        let window = Window(size: CGSize(width: 300, height: 600))
        let root = SizeWatcher()
        window.setRootViewController(root)
        XCTAssertTrue(window.subviews.first === root.view)
        XCTAssertTrue(window.subviews.last === window.presentationHost.layerView, "presentations go above the root")
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 300, height: 600))
        let leaf = View()
        root.view.addSubview(leaf)
        XCTAssertTrue(leaf.window === window)
        XCTAssertTrue(root.presentationHost === window.presentationHost, "present(_:animated:) finds the window's host")
        window.resize(to: CGSize(width: 600, height: 300))
        XCTAssertEqual(root.sizes, [CGSize(width: 600, height: 300)])
        XCTAssertEqual(root.view.frame.size, CGSize(width: 600, height: 300))
        XCTAssertNil(View().window)
    }

    func testTheTreesVersionChangesWhenViewsOrChildrenComeAndGo() {
        let window = Window(size: CGSize(width: 10, height: 10))
        let root = ViewController()
        window.setRootViewController(root)
        var version = window.hierarchyVersion
        func changed() -> Bool {
            defer { version = window.hierarchyVersion }
            return window.hierarchyVersion != version
        }
        let deep = View()
        root.view.addSubview(deep)
        XCTAssertTrue(changed(), "a view added anywhere below")
        deep.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        XCTAssertFalse(changed(), "a frame is not the tree")
        root.addChild(ViewController())
        XCTAssertTrue(changed(), "a child view controller")
        deep.removeFromSuperview()
        XCTAssertTrue(changed())
    }

    final class Rows: TableViewDataSource {
        var count = 3
        func numberOfRows(in tableView: TableView) -> Int { count }
        func tableView(_ tableView: TableView, rowAt index: Int) -> TableRow {
            TableRow(title: "Trail \(index)", titleColor: RGBAColor(hex: 0x00FF00))
        }
    }

    func testATablesDataSourceGivesItsRowsAndCount() {
        let table = TableView(numberOfRows: 100)
        XCTAssertEqual(table.row(at: 4).title, "Row 5")
        let rows = Rows()
        table.dataSource = rows
        XCTAssertEqual(table.numberOfRows, 3)
        XCTAssertEqual(table.contentSize.height, 132)
        XCTAssertEqual(table.row(at: 1), TableRow(title: "Trail 1", titleColor: RGBAColor(hex: 0x00FF00)))
        rows.count = 5
        XCTAssertEqual(table.numberOfRows, 3, "until reloaded")
        table.reloadData()
        XCTAssertEqual(table.numberOfRows, 5)
    }

    func testTheDrawingContextSpellsCommandsInTheViewsOwnCoordinates() {
        let context = ViewDrawingContext(size: CGSize(width: 50, height: 20))
        context.fill(CGRect(x: 1, y: 2, width: 3, height: 4), color: RGBAColor(hex: 0xFF0000))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .white, cornerRadius: 5)
        context.drawText("Hi", at: CGPoint(x: 5, y: 6), fontSize: 12, weight: .bold, color: .black, alignment: .center)
        XCTAssertEqual(
            context.commands,
            [
                .fill(DrawRect(x: 1, y: 2, width: 3, height: 4), DrawColor(red: 255, green: 0, blue: 0)),
                .roundedRect(DrawRect(x: 0, y: 0, width: 10, height: 10), CornerRadii(all: 5), .white),
                .text("Hi", origin: DrawPoint(x: 5, y: 6), size: 12, face: .bold, color: .black, alignment: .center, maxWidth: nil),
            ])
        context.reset(size: CGSize(width: 1, height: 1))
        XCTAssertTrue(context.commands.isEmpty)
        XCTAssertEqual(context.bounds, CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
