import Foundation
import XCTest

/// A fast list drag from the lowest notch in the real window under Xvfb: pressed in the list, 14 pt up at once,
/// then 12 pt up every 16 ms. The card takes every step and the list stays at its top; the same gesture on a
/// scenario with `"referenceQuirks": true` scrolls the list by the second step, as the iOS library does.
final class ListDragWindowTests: XvfbTestCase {
    private func fastListDrag(scenario: String) throws -> (log: [[String: Any]], stderr: String) {
        let run = try runWindow([
            "run", "--scenario", scenario, "--renderer", "software", "--log-events", "--quit-after", "3",
        ]) { window in
            usleep(500_000)
            // The card's top is at 633 pt and its header 70 pt tall: y 800 is in the list.
            var commands = ["mousemove", "--window", window, "195", "800", "sleep", "0.2", "mousedown", "1"]
            commands += ["mousemove", "--window", window, "195", "786"]
            for y in stride(from: 774, through: 366, by: -12) {
                commands += ["sleep", "0.016", "mousemove", "--window", window, "195", "\(y)"]
            }
            commands += ["sleep", "0.3", "mouseup", "1"]
            try xdotool(commands)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let log = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return (log, run.stderr)
    }

    /// The content offsets of the frames in which the card was dragged below the upper notch.
    private func offsetsWhileLifting(_ log: [[String: Any]]) -> [Double] {
        log.filter { ($0["dragging"] as? Bool) == true && (($0["height"] as? Double) ?? 0) < 633 }
            .compactMap { $0["contentOffset"] as? Double }
    }

    func testTheCardTakesAFastListDragFromItsFirstStepAndTheListStaysAtItsTop() throws {
        let (log, stderr) = try fastListDrag(scenario: "maps")
        let offsets = offsetsWhileLifting(log)
        XCTAssertGreaterThan(offsets.count, 10, "the card was lifted through the list: \(stderr)")
        XCTAssertEqual(offsets.filter { $0 != 0 }, [], "the list never scrolled while the card rose")
        let reachedTop = log.first { ($0["height"] as? Double) == 633 }
        XCTAssertEqual(reachedTop?["contentOffset"] as? Double, 0, "the list at its top when the card reached the top")
    }

    func testWithReferenceQuirksTheSameGestureScrollsTheListFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quirks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("maps-quirks.json")
        try Data(
            """
            {"name": "maps-quirks", "device": {"width": 390, "height": 844, "scale": 2}, "style": "expandableHeight",
             "notches": [{"fraction": 0.25}, {"fraction": 0.75}], "dragArea": "header",
             "scrollView": {"rows": 100, "rowHeight": 44, "headerHeight": 70, "bounces": true, "alwaysBounceVertical": true},
             "referenceQuirks": true}
            """.utf8
        ).write(to: file)
        let (log, stderr) = try fastListDrag(scenario: file.path)
        let offsets = offsetsWhileLifting(log)
        XCTAssertGreaterThan(offsets.count, 10, stderr)
        XCTAssertGreaterThan(offsets.max() ?? 0, 0, "the iOS library's rule: the list scrolled by a step")
    }
}
