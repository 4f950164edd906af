import Foundation
import OverlayApp
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayTestSupport
import XCTest

/// Rendering a user's root from code (`OverlaySnapshot`) and the example program's headless options, with no
/// window and no SDL in the test.
final class OverlaySnapshotTests: XCTestCase {
    private let root = HostedRoot(title: "Fixture", size: CGSize(width: 390, height: 844)) { UserRootFixture() }

    func testRenderingFromCodeIsWhatADrawerThatWatchedEveryStepDraws() throws {
        let trace = Trace(events: [TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true))], until: 0.3)
        let image = try OverlaySnapshot.render(root, trace: trace, at: 0.3, scale: 1)
        let drawer = ViewTreeDrawer()
        let simulation = root.simulation(stepsPerSecond: 60)
        _ = simulation.run(trace: trace, every: Int.max, observe: drawer.observe)
        XCTAssertEqual(image, try OffscreenCanvas().render(drawer.drawList(simulation, scale: 1)))
        // Mid-animation at 0.3 s: the card's top is between the notches (644 and 344 pt).
        let card = (0..<844).first { image.pixel(x: 5, y: $0) == (255, 255, 255, 255) } ?? 0
        XCTAssertTrue((345..<644).contains(card), "the card's top at \(card) pt")
        let data = try OverlaySnapshot.png(of: simulation, scale: 0.5)
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "PNG bytes")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString).png").path
        try OverlaySnapshot.writePNG(of: simulation, scale: 0.5, to: path)
        XCTAssertEqual(try PNGFile.read(path: path).width, 195)
    }
}

/// The example program's command line (`OverlayWindow.main`): bad input is one line naming it, status 2.
final class CustomOverlayCommandLineTests: XCTestCase {
    private static var example: URL {
        var url = Bundle(for: CustomOverlayCommandLineTests.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        return url.appendingPathComponent("CustomOverlayExample")
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard FileManager.default.isExecutableFile(atPath: Self.example.path) else {
            throw XCTSkip("CustomOverlayExample is not built at \(Self.example.path)")
        }
        let process = Process()
        process.executableURL = Self.example
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    func testBadOptionsAndFilesAreRefusedWithStatusTwo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tooFar = folder.appendingPathComponent("notch.json").path
        try #"{"events": [{"t": 0.1, "kind": "key", "key": "4"}]}"#.write(toFile: tooFar, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'"),
            (["--hz", "90"], "--hz must be 60 or 120, got '90'"),
            (["--shot", folder.appendingPathComponent("out.txt").path], "--shot must name a .png file"),
            (["--shot", "/nonexistent-folder/out.png"], "the folder /nonexistent-folder does not exist"),
            (["--simulate", folder.appendingPathComponent("missing.json").path], "missing.json"),
            (["--simulate", tooFar], "events[0].key"),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stdout.isEmpty, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
        let notch = try run(["--simulate", tooFar]).stderr
        XCTAssertTrue(notch.contains("has notches 0…2"), notch)
    }

    func testWithoutADisplayTheMessageNamesTheProgramsOwnHeadlessOptions() throws {
        let result = try run([])  // no DISPLAY, WAYLAND_DISPLAY or SDL_VIDEODRIVER in its environment
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("CustomOverlayExample: no display to open a window on"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "Without a display, use `CustomOverlayExample --shot FILE.png` (a PNG of a frame) or "
                    + "`CustomOverlayExample --simulate TAKE.json` (the frame log of a take)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("overlay-sim"), "not another program's commands: \(result.stderr)")
    }

    func testTheNoDisplayAdviceFitsWhatTheWindowShows() {
        let scene = WindowOptions(scenario: BuiltInScenarios.maps)
        XCTAssertTrue(scene.noDisplayAdvice.contains("`overlay-sim shot`"), scene.noDisplayAdvice)
        var own = WindowOptions(root: HostedRoot(title: "Fixture", size: CGSize(width: 390, height: 844)) { UserRootFixture() })
        XCTAssertTrue(own.noDisplayAdvice.contains("`OverlayWindow.main(rootViewController:)`"), own.noDisplayAdvice)
        XCTAssertTrue(own.noDisplayAdvice.contains("`--shot FILE.png`"), own.noDisplayAdvice)
        XCTAssertFalse(own.noDisplayAdvice.contains("overlay-sim"), "a root of yours is not run by overlay-sim")
        own.headlessAlternative = "Without a display, use `trails --png`."
        XCTAssertEqual(own.noDisplayAdvice, "Without a display, use `trails --png`.")
    }

    func testSimulatePrintsTheFrameLogOfTheSameRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let trace = folder.appendingPathComponent("take.json").path
        try #"{"events": [{"t": 0.1, "kind": "key", "key": "3"}], "until": 1}"#.write(toFile: trace, atomically: true, encoding: .utf8)
        let result = try run(["--simulate", trace])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 61, "60 steps and the final line")
        XCTAssertTrue(lines[0].contains("\"events\":[\"willMove:1\""), String(lines[0]))
        XCTAssertEqual(lines.last, #"{"final":true,"t":1,"height":764,"notch":2,"position":"top","contentOffset":0}"#)
    }
}
