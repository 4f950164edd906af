import Foundation
import OverlayCheck
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation
import XCTest

/// One case through the runner: recording, passing, a changed image (actual, diff and reason written, the
/// numbers in the message), a changed frame log (line, field, both values, tolerance, trajectory plot), missing
/// goldens, `--update` rewriting and pruning, and the images being exactly what `shot --at T` renders.
final class CaseRunnerTests: XCTestCase {
    private var suite: CheckTestSuite!

    override func setUpWithError() throws {
        suite = try CheckTestSuite()
        try suite.addFlickCase("flick")
    }

    override func tearDown() {
        suite?.remove()
    }

    private func check(_ update: GoldenUpdate = .never, copiesExpected: Bool = false, id: String = "0001-flick") throws -> CaseResult {
        let runner = try CaseRunner(
            settings: CheckSettings(update: update, copiesExpected: copiesExpected),
            output: ConfinedFolder(suite.output, role: "the output folder"))
        return runner.run(
            relativePath: "flick.case.json", suite: ConfinedFolder(suite.root, role: "the suite"), id: id, name: "suite/flick")
    }

    private var goldens: String { suite.root + "/__goldens__/flick" }

    func testMissingGoldensFailUntilRecordedThenPass() throws {
        let missing = try check()
        XCTAssertNil(missing.error)
        XCTAssertEqual(missing.status, .failed)
        XCTAssertEqual(missing.outcomes.map(\.name), ["t-0.200", "t-1.000", "framelog"])
        XCTAssertEqual(missing.outcomes.map(\.status), [.missing, .missing, .missing])
        XCTAssertTrue(
            missing.outcomes[0].message.hasPrefix("t-0.200: no approved image at \(goldens)/t-0.200.png; record it with --update-missing"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldens), "a missing golden is never recorded without being asked")
        XCTAssertTrue(FileManager.default.fileExists(atPath: suite.output + "/cases/0001-flick/t-0.200.actual.png"))

        let recorded = try check(.missing)
        XCTAssertEqual(recorded.status, .recorded)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: goldens).sorted(),
            ["framelog.jsonl", "renderer.json", "t-0.200.png", "t-1.000.png"])
        let image = try PNGFile.read(path: goldens + "/t-0.200.png")
        XCTAssertEqual([image.width, image.height], [98, 211], "390×844 pt at scale 0.25")

        let passed = try check()
        XCTAssertEqual(passed.status, .passed)
        XCTAssertEqual(passed.outcomes.map(\.status), [.passed, .passed, .passed])
    }

    func testTheCheckpointImageIsTheShotAtThatInstant() throws {
        _ = try check(.missing)
        for time in [0.2, 1.0] {
            let trace = try Trace.load(path: suite.root + "/traces/flick.json")
            let replay = Trace(events: trace.events.filter { $0.time <= time }, until: time)
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            let drawer = ViewTreeDrawer()
            _ = simulation.run(trace: replay, every: Int.max, observe: drawer.observe)
            let shot = try OffscreenCanvas().render(drawer.drawList(simulation, scale: 0.25))
            XCTAssertEqual(try PNGFile.read(path: goldens + "/" + CheckCase.imageName(at: time)), shot, "t = \(time)")
        }
    }

    func testAChangedImageWritesActualDiffAndReason() throws {
        _ = try check(.missing)
        var approved = try PNGFile.read(path: goldens + "/t-1.000.png")
        for y in 10..<20 { for x in 10..<20 { approved.setPixel(x: x, y: y, (255, 0, 255, 255)) } }
        try PNGFile.write(approved, to: goldens + "/t-1.000.png")

        let result = try check(copiesExpected: true)
        XCTAssertEqual(result.outcomes.map(\.status), [.passed, .failed, .passed])
        let failure = result.outcomes[1]
        XCTAssertTrue(
            failure.message.hasPrefix(
                "t-1.000: 100 of 20678 pixels (0.484 %) differ by more than 0 (allowed 0.000 %), "
                    + "largest channel difference "), failure.message)
        XCTAssertEqual(failure.actual, "cases/0001-flick/t-1.000.actual.png")
        XCTAssertEqual(failure.diff, "cases/0001-flick/t-1.000.diff.png")
        XCTAssertEqual(failure.expectedCopy, "cases/0001-flick/t-1.000.expected.png")
        let folder = suite.output + "/cases/0001-flick/"
        XCTAssertEqual(try String(contentsOfFile: folder + "t-1.000.reason.txt", encoding: .utf8), failure.message + "\n")
        let diff = try PNGFile.read(path: folder + "t-1.000.diff.png")
        let red = diff.pixel(x: 15, y: 15)
        XCTAssertEqual([red.r, red.g, red.b], [255, 0, 0], "the changed pixels are red in the diff")
        XCTAssertEqual(try PNGFile.read(path: folder + "t-1.000.expected.png"), approved, "the report's copy of the approved image")
        // With a report, the failed case's passing checkpoints keep their actual images too (its motion strip).
        XCTAssertEqual(result.outcomes[0].actual, "cases/0001-flick/t-0.200.actual.png")
        XCTAssertEqual(try PNGFile.read(path: folder + "t-0.200.actual.png"), try PNGFile.read(path: goldens + "/t-0.200.png"))
        XCTAssertNil(result.outcomes[0].diff)

        // A looser budget passes the same images.
        let runner = try CaseRunner(
            settings: CheckSettings(maximumDifferingFraction: 0.01), output: ConfinedFolder(suite.output, role: "out"))
        XCTAssertEqual(
            runner.run(relativePath: "flick.case.json", suite: ConfinedFolder(suite.root, role: "s"), id: "x", name: "x").status, .passed)
        let failing = try CaseRunner(settings: CheckSettings(), output: ConfinedFolder(suite.output, role: "out"))
        _ = failing.run(relativePath: "flick.case.json", suite: ConfinedFolder(suite.root, role: "s"), id: "y", name: "y")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: suite.output + "/cases/y/t-0.200.actual.png"),
            "without a report, a passing checkpoint writes no actual image")
    }

    func testAChangedFrameLogNamesTheLineTheFieldBothValuesAndTheTolerance() throws {
        _ = try check(.missing)
        let path = goldens + "/framelog.jsonl"
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines[11],
            #"{"t":0.2,"height":441,"modelHeight":441,"notch":0,"position":"inFlight","dragging":true,"animating":false,"contentOffset":0,"events":["willTranslate"]}"#
        )
        lines[11] = lines[11].replacingOccurrences(of: #""height":441,"#, with: #""height":440.9,"#)
        try AtomicFile.write(lines.joined(separator: "\n") + "\n", to: path)

        let result = try check()
        let log = try XCTUnwrap(result.outcomes.last)
        XCTAssertEqual(log.status, .failed)
        XCTAssertEqual(log.message, "framelog: line 12 (t 0.2): field `height` expected 440.9, got 441 (numeric tolerance 0.001)")
        XCTAssertEqual(log.plot, "cases/0001-flick/trajectory.png")
        let plot = try PNGFile.read(path: suite.output + "/cases/0001-flick/trajectory.png")
        XCTAssertEqual([plot.width, plot.height], [900, 600])
        XCTAssertTrue(FileManager.default.fileExists(atPath: suite.output + "/cases/0001-flick/framelog.actual.jsonl"))
    }

    func testUpdateRewritesChangedGoldensAndRemovesStaleOnes() throws {
        _ = try check(.missing)
        try suite.addFlickCase("flick", checkpoints: [0.2])
        let before = try Data(contentsOf: URL(fileURLWithPath: goldens + "/t-0.200.png"))
        let result = try check(.all)
        XCTAssertEqual(result.outcomes.map(\.status), [.passed, .passed], "nothing changed, nothing rewritten")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: goldens + "/t-0.200.png")), before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: goldens).sorted(), ["framelog.jsonl", "renderer.json", "t-0.200.png"],
            "the dropped checkpoint's golden is gone")
    }

    func testMalformedInputIsTheCaseResult() throws {
        try suite.write("flick.case.json", #"{"scenario": "mapz", "trace": "traces/flick.json"}"#)
        let result = try check()
        XCTAssertTrue(result.malformed)
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(
            result.error?.hasPrefix("\(suite.root)/flick.case.json: field `scenario`: no built-in scene is named \"mapz\"") == true,
            result.error ?? "")
        try suite.write("traces/flick.json", #"{"events": [{"t": 0.1, "kind": "screenshot", "path": "../../evil.png"}]}"#)
        try suite.write("flick.case.json", #"{"scenario": "maps", "trace": "traces/flick.json"}"#)
        XCTAssertTrue(try check().error?.contains("field `events[0].path`: \"../../evil.png\" leads outside the output folder") == true)
    }
}
