import Foundation
import OverlayDrawing
import OverlayUIKit
import XCTest

/// Labels and tables draw through `View.draw(in:)` as a user's views do: a subclass can add to or replace what
/// they draw, and the context's opacity and frame are theirs to use.
final class BuiltInViewDrawingTests: XCTestCase {
    private func context(size: CGSize, opacity: Double = 1) -> ViewDrawingContext {
        let context = ViewDrawingContext(size: size)
        context.reset(
            size: size, frameInWindow: CGRect(origin: CGPoint(x: 10, y: 20), size: size), scale: 2, time: 0,
            opacity: opacity)
        return context
    }

    func testALabelDrawsItsTextCentredVerticallyAndUnclipped() {
        let label = Label(text: "Search Maps", fontSize: 20, weight: .bold, alignment: .center)
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let drawing = context(size: label.bounds.size, opacity: 0.5)
        label.draw(in: drawing)
        XCTAssertFalse(drawing.clipsContent, "glyphs may overhang a label's frame")
        guard case let .text(text, origin, size, face, color, alignment, maxWidth) = drawing.commands.first else {
            return XCTFail("\(drawing.commands)")
        }
        XCTAssertEqual(text, "Search Maps")
        XCTAssertEqual(origin, DrawPoint(x: 100, y: 20 - 12), "centred: half the width, the middle less 0.6 of the size")
        XCTAssertEqual(size, 20)
        XCTAssertEqual(face, .bold)
        XCTAssertEqual(alignment, .center)
        XCTAssertEqual(maxWidth, 200)
        XCTAssertEqual(color.alpha, DrawColor.channel(0.5), "faded once by the view's opacity")
    }

    func testASubclassDrawsOverALabelsTextBySuper() {
        final class Badge: Label {
            override func draw(in context: ViewDrawingContext) {
                context.fill(context.bounds, color: RGBAColor(hex: 0xFF0000))
                super.draw(in: context)
            }
        }
        let badge = Badge(text: "3")
        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let drawing = context(size: badge.bounds.size)
        badge.draw(in: drawing)
        XCTAssertEqual(drawing.commands.count, 2)
        guard case .fill = drawing.commands[0], case .text = drawing.commands[1] else { return XCTFail("\(drawing.commands)") }
    }

    func testATableDrawsOnlyItsVisibleRowsInItsOwnCoordinates() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), numberOfRows: 1_000_000)
        table.rowContent = { TableRow(title: "Row \($0)") }
        table.contentOffset = CGPoint(x: 0, y: 44 * 500)
        let drawing = context(size: table.bounds.size)
        table.draw(in: drawing)
        let titles: [String] = drawing.commands.compactMap {
            if case let .text(text, _, _, _, _, _, _) = $0 { return text }
            return nil
        }
        XCTAssertEqual(titles, ["Row 500", "Row 501", "Row 502"], "100 pt of 44 pt rows from row 500")
        guard case let .text(_, origin, _, _, _, _, _) = drawing.commands.first(where: { if case .text = $0 { true } else { false } })
        else { return XCTFail() }
        XCTAssertEqual(origin, DrawPoint(x: 16, y: 12), "the first visible row at the view's top, 16 pt in")
        XCTAssertTrue(drawing.clipsContent)
    }
}
