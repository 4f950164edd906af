import Foundation
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit
import XCTest

@testable import OverlayCheck

/// A case's own options through the runner: named checkpoints and screenshots keep their names as goldens,
/// masks (rectangles and views by accessibility identifier) are painted over both images, and a case's tolerance
/// and pixel budget replace the run's.
final class CaseOptionsRunnerTests: XCTestCase {
    private var suite: CheckTestSuite!
    private var goldens: String { suite.root + "/__goldens__/flick" }

    override func setUpWithError() throws {
        suite = try CheckTestSuite()
    }

    override func tearDown() {
        suite?.remove()
    }

    private func check(_ update: GoldenUpdate = .never) throws -> CaseResult {
        let runner = try CaseRunner(
            settings: CheckSettings(update: update), output: ConfinedFolder(suite.output, role: "the output folder"))
        return runner.run(
            relativePath: "flick.case.json", suite: ConfinedFolder(suite.root, role: "the suite"), id: "0001-flick", name: "suite/flick")
    }

    private func goldenNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
    }

    /// The bounding box of the mask-coloured pixels, as [minX, minY, maxX, maxY) (empty when none).
    private func maskBox(_ image: RGBAImage) -> [Int] {
        var box = [Int.max, Int.max, Int.min, Int.min]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard [pixel.r, pixel.g, pixel.b, pixel.a] == [255, 0, 255, 255] else { continue }
                box = [min(box[0], x), min(box[1], y), max(box[2], x + 1), max(box[3], y + 1)]
            }
        }
        return box[0] == Int.max ? [] : box
    }

    func testNamedCheckpointsAndScreenshotsKeepTheirNames() throws {
        try suite.write(
            "traces/shot.json",
            CheckTestSuite.flick.replacingOccurrences(
                of: #"{"t": 0.3, "kind": "up""#,
                with: #"{"t": 0.25, "kind": "screenshot", "path": "shots/mid-drag.png"}, {"t": 0.3, "kind": "up""#))
        try suite.write(
            "flick.case.json",
            #"{"scenario": "maps", "trace": "traces/shot.json", "checkpoints": [0.2, {"at": 1.0, "name": "settled"}], "scale": 0.25}"#)
        let recorded = try check(.missing)
        XCTAssertNil(recorded.error)
        XCTAssertEqual(recorded.outcomes.map(\.name), ["t-0.200", "mid-drag", "settled", "framelog"])
        XCTAssertEqual(recorded.outcomes.compactMap(\.time), [0.2, 0.25, 1.0])
        XCTAssertEqual(try goldenNames(), ["framelog.jsonl", "mid-drag.png", "renderer.json", "settled.png", "t-0.200.png"])
        XCTAssertEqual(try check().status, .passed)

        // Renamed, the old golden is dropped by --update (all) and the new one written: the same image.
        let settled = try PNGFile.read(path: goldens + "/settled.png")
        try suite.write(
            "flick.case.json",
            #"{"scenario": "maps", "trace": "traces/shot.json", "checkpoints": [0.2, {"at": 1.0, "name": "at-rest"}], "scale": 0.25}"#)
        XCTAssertEqual(try check(.all).status, .recorded)
        XCTAssertEqual(try goldenNames(), ["at-rest.png", "framelog.jsonl", "mid-drag.png", "renderer.json", "t-0.200.png"])
        XCTAssertEqual(try PNGFile.read(path: goldens + "/at-rest.png"), settled)

        try suite.write(
            "traces/shot.json",
            CheckTestSuite.flick.replacingOccurrences(
                of: #"{"t": 0.3, "kind": "up""#,
                with: #"{"t": 0.25, "kind": "screenshot", "path": "at-rest.png"}, {"t": 0.3, "kind": "up""#))
        let clash = try check()
        XCTAssertTrue(clash.malformed)
        XCTAssertEqual(
            clash.error,
            "\(suite.root)/traces/shot.json: field `events[4].path`: the checkpoint name \"at-rest\" (from the screenshot's file name) "
                + "is already taken in \(suite.root)/flick.case.json; checkpoint names are unique")
    }

    func testARectangleMaskIsPaintedOverBothImages() throws {
        try suite.addFlickCase("flick")
        _ = try check(.missing)
        // A change inside the rectangle 40…80 pt (10…20 px at scale 0.25) fails the unmasked case…
        var approved = try PNGFile.read(path: goldens + "/t-1.000.png")
        for y in 10..<20 { for x in 10..<20 { approved.setPixel(x: x, y: y, (0, 200, 0, 255)) } }
        try PNGFile.write(approved, to: goldens + "/t-1.000.png")
        let unmasked = try check()
        XCTAssertEqual(unmasked.outcomes.map(\.status), [.passed, .failed, .passed])
        XCTAssertTrue(unmasked.outcomes[1].message.hasPrefix("t-1.000: 100 of 20678 pixels"), unmasked.outcomes[1].message)

        // …and passes once masked, without recording the golden again: the approved image is masked too.
        try suite.addFlickCase("flick", extra: #", "masks": [{"x": 40, "y": 40, "width": 40, "height": 40}]"#)
        XCTAssertEqual(try check().outcomes.map(\.status), [.passed, .passed, .passed])

        // --update leaves it alone (the masked images match); recorded afresh, it shows the mask, and only there.
        XCTAssertEqual(try check(.all).status, .passed)
        try FileManager.default.removeItem(atPath: goldens)
        XCTAssertEqual(try check(.missing).status, .recorded)
        XCTAssertEqual(maskBox(try PNGFile.read(path: goldens + "/t-0.200.png")), [10, 10, 20, 20])
    }

    func testAViewMaskFollowsTheViewOnScreen() throws {
        try suite.addFlickCase("flick", extra: #", "masks": [{"accessibilityIdentifier": "searchField"}]"#)
        XCTAssertEqual(try check(.missing).status, .recorded)
        var boxes: [[Int]] = []
        for time in [0.2, 1.0] {
            // The field's frame on screen at that instant, from a replay of our own.
            let trace = try Trace.load(path: suite.root + "/traces/flick.json")
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            _ = simulation.run(trace: Trace(events: trace.events.filter { $0.time <= time }, until: time), every: Int.max)
            let field = try XCTUnwrap(find("searchField", in: simulation.window))
            let frame = field.frameInWindow
            let expected = [
                Int((frame.minX * 0.25).rounded(.down)), Int((frame.minY * 0.25).rounded(.down)),
                Int((frame.maxX * 0.25).rounded(.up)), Int((frame.maxY * 0.25).rounded(.up)),
            ]
            let box = maskBox(try PNGFile.read(path: goldens + "/" + CheckCase.imageName(at: time)))
            XCTAssertEqual(box, expected, "t = \(time): the field's frame \(frame)")
            boxes.append(box)
        }
        XCTAssertGreaterThan(boxes[0][1] - boxes[1][1], 40, "the overlay rose between 0.2 s and 1 s: the mask rose with it")
        XCTAssertEqual(try check().status, .passed)
    }

    private func find(_ identifier: String, in view: View) -> View? {
        if view.accessibilityIdentifier == identifier { return view }
        return view.subviews.lazy.compactMap { self.find(identifier, in: $0) }.first
    }

    func testACasesToleranceAndPixelBudgetReplaceTheRuns() throws {
        try suite.addFlickCase("flick")
        _ = try check(.missing)
        var approved = try PNGFile.read(path: goldens + "/t-1.000.png")
        for y in 10..<20 {
            for x in 10..<20 {
                let pixel = approved.pixel(x: x, y: y)
                approved.setPixel(x: x, y: y, (pixel.r < 128 ? pixel.r + 6 : pixel.r - 6, pixel.g, pixel.b, pixel.a))
            }
        }
        try PNGFile.write(approved, to: goldens + "/t-1.000.png")
        XCTAssertEqual(try check().outcomes[1].status, .failed, "exact by default")
        try suite.addFlickCase("flick", extra: #", "tolerance": 6"#)
        XCTAssertEqual(try check().outcomes[1].status, .passed, "6 levels within the case's tolerance")
        try suite.addFlickCase("flick", extra: #", "maxDiffPixels": 100"#)
        XCTAssertEqual(try check().outcomes[1].status, .passed, "100 pixels within the case's budget")
        try suite.addFlickCase("flick", extra: #", "maxDiffPixels": 99"#)
        let over = try check().outcomes[1]
        XCTAssertEqual(over.status, .failed)
        XCTAssertTrue(over.message.contains("100 of 20678 pixels (0.484 %) differ by more than 0 (allowed 99 pixels)"), over.message)
        try suite.addFlickCase("flick", extra: #", "maxDiffPixels": 1000, "maxDiffFraction": 0.001"#)
        let both = try check().outcomes[1]
        XCTAssertEqual(both.status, .failed, "within the count, not the fraction: both limits hold")
        XCTAssertTrue(both.message.contains("(allowed 0.100 % and 1000 pixels)"), both.message)
    }
}
