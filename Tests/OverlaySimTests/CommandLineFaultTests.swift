import Foundation
import XCTest

/// The command-line faults a new user ran into, each run through the real `overlay-sim`: what it must say, the
/// exit status, and that nothing is written when it refuses.
final class CommandLineFaultTests: XCTestCase {
    private var folder: URL!
    /// No display: `run` must refuse bad options and outputs before it looks for one, and never open a window.
    private var headless: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        return environment
    }

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: CommandLineTests.binary.path),
            "overlay-sim not built at \(CommandLineTests.binary.path)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func file(_ name: String, _ contents: String) throws -> String {
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    private func run(_ arguments: [String]) throws -> CommandLineTests.Result {
        try CommandLineTests.run(arguments, environment: headless)
    }

    private func pngWidth(_ path: String) throws -> Int {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    private var listing: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? [] }

    func testAMissingOutputFolderIsSaidOnceWithStatusOne() throws {
        let trace = try file("trace.json", #"{"events": [], "until": 0.1}"#)
        let missing = path("no-such-folder")
        let cases: [(String, [String])] = [
            ("\(missing)/x.png", ["shot", "--scale", "0.25"]),
            ("\(missing)/x.png", ["plot", "--trace", trace]),
            ("\(missing)/x.png", ["map", "--scale", "0.25"]),
            ("\(missing)/x.png", ["compare", "--scale", "0.25"]),
            ("\(missing)/x.gif", ["film", "--trace", trace]),
        ]
        for (out, arguments) in cases {
            let result = try run(arguments + ["--out", out])
            XCTAssertEqual(result.status, 1, "\(arguments[0]): \(result.stderr)")
            XCTAssertEqual(result.stderr, "overlay-sim: cannot write \(out): the folder \(missing) does not exist\n", arguments[0])
            XCTAssertEqual(result.stdout, "", arguments[0])
        }
        // `run` refuses a recording it could not save before the window opens (here: before it finds no display).
        let record = try run(["run", "--record", "\(missing)/take.json", "--quit-after", "0"])
        XCTAssertEqual(record.status, 1)
        XCTAssertEqual(record.stderr, "overlay-sim: cannot write \(missing)/take.json: the folder \(missing) does not exist\n")
        XCTAssertEqual(listing, ["trace.json"], "no folder created")
    }

    func testAScreenshotEventThatCannotBeWrittenIsNamedItself() throws {
        // The event's path is relative to the folder of --out.
        let trace = try file("shots.json", #"{"events": [{"t": 0.1, "kind": "screenshot", "path": "gone/early.png"}]}"#)
        let result = try run(["shot", "--trace", trace, "--scale", "0.25", "--out", path("end.png")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "overlay-sim: cannot write \(path("gone"))/early.png: the folder \(path("gone")) does not exist\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("end.png")))
    }

    func testARecordingIsNotMadeOverParamsThatItsReplayWouldNotHave() throws {
        let refused = try run(["run", "--params", path("tuned.json"), "--record", path("take.json"), "--quit-after", "0"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("--params and --record: a take replays with its scenario's values"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("take.json")), "no window, no take")
    }

    func testInjectPanelWithoutATraceToInjectIsRefused() throws {
        let refused = try run(["run", "--inject-panel", "--quit-after", "0"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(
            refused.stderr.contains("--inject-panel says how to read the --inject trace: give --inject TRACE too"), refused.stderr)
    }

    func testAllStandsAloneInAPresetList() throws {
        let refused = try run(["map", "--preset", "all,fluid", "--out", path("map.png")])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("`all` stands alone (it already means every preset)"), refused.stderr)
        XCTAssertFalse(refused.stderr.contains("got all"), refused.stderr)
        for (list, panels) in [("fluid", 1), ("fluid, pulley", 2), ("all", 5)] {
            let result = try run(["map", "--preset", list, "--scale", "0.25", "--out", path("map.png")])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try pngWidth(path("map.png")), panels * 105, "\(list): one 420 pt panel per preset at 0.25 px/pt")
        }
        let twice = try run(["map", "--preset", "fluid,fluid", "--out", path("map.png")])
        XCTAssertEqual(twice.status, 64)
        XCTAssertTrue(twice.stderr.contains("fluid is named twice"), twice.stderr)
        let compared = try run(["compare", "--presets", "all", "--scale", "0.5", "--out", path("cmp.png")])
        XCTAssertEqual(compared.status, 0, compared.stderr)
        XCTAssertEqual(try pngWidth(path("cmp.png")), 5 * 195, "five 390 pt panes at 0.5 px/pt")
    }

    func testNegativeNumbersReachValidation() throws {
        let trace = try file("trace.json", #"{"events": []}"#)
        let cases: [([String], String)] = [
            (["shot", "--scale", "-1", "--out", path("x.png")], "--scale must be above 0 and at most 8, got -1"),
            (["map", "--scale", "-0.5", "--out", path("x.png")], "--scale must be above 0 and at most 4, got -0.5"),
            (["run", "--scale", "-2"], "--scale must be above 0 and at most 8, got -2"),
            (["shot", "--at", "-1", "--out", path("x.png")], "--at must be between 0 and 86400 seconds"),
            (["run", "--quit-after", "-1"], "--quit-after must be a finite number of seconds ≥ 0"),
            (["compare", "--quit-after", "-1"], "--quit-after must be a finite number of seconds ≥ 0"),
            (["simulate", "--scenario", "maps", "--trace", trace, "--every", "-2"], "--every must be at least 1, got -2"),
            (["film", "--trace", trace, "--fps", "-5", "--out", path("film")], "--fps must divide --hz (60), got -5"),
            (["demo", "--every", "-3"], "--every must be at least 1, got -3"),
            (["simulate", "--scenario", "maps", "--trace", trace, "--hz", "-60"], "The value '-60' is invalid for '--hz <hz>'"),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(listing, ["trace.json"])
        // A negative number that is valid goes through: demo's default release velocity, written out.
        let demo = try run(["demo", "--release-velocity", "-900"])
        XCTAssertEqual(demo.status, 0, demo.stderr)
        XCTAssertEqual(demo.stdout, try run(["demo"]).stdout)
    }

    func testAnUnknownCommandSuggestsTheClosest() throws {
        let commands =
            "The commands are run, shot, simulate, compare, plot, map, film, import, check, check-report, integrators, scenes, demo (run is the default)"
        let typo = try run(["shto", "--out", path("x.png")])
        XCTAssertEqual(typo.status, 64)
        XCTAssertEqual(typo.stderr, "overlay-sim: unknown command 'shto'; did you mean 'shot'? \(commands); see overlay-sim --help.\n")
        XCTAssertTrue(try run(["simualte"]).stderr.contains("did you mean 'simulate'?"))
        XCTAssertTrue(try run(["scene"]).stderr.contains("did you mean 'scenes'?"))
        let far = try run(["xyzzy"])
        XCTAssertEqual(far.status, 64)
        XCTAssertEqual(far.stderr, "overlay-sim: unknown command 'xyzzy'. \(commands); see overlay-sim --help.\n")
        // `run` is still the default: options alone go to it (which then finds no display), and `help` still helps.
        let options = try run(["--hz", "120", "--quit-after", "0"])
        XCTAssertEqual(options.status, 1)
        XCTAssertTrue(options.stderr.contains("no display"), options.stderr)
        let help = try run(["help", "shot"])
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("USAGE: overlay-sim shot"), help.stdout)
    }

    func testFilmOutIsAFolderOrAGIF() throws {
        let trace = try file("trace.json", #"{"events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}], "until": 0.5}"#)
        let refused = try run(["film", "--trace", trace, "--out", path("weird.png")])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(
            refused.stderr.contains("--out must be a folder (for the frames, the contact sheet and the GIF) or a FILE.gif, got"),
            refused.stderr)
        XCTAssertEqual(listing, ["trace.json"], "no folder named weird.png")
        let filmed = try run(["film", "--trace", trace, "--fps", "4", "--scale", "0.25", "--out", path("frames")])
        XCTAssertEqual(filmed.status, 0, filmed.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: path("frames")).sorted(),
            ["contact-sheet.png", "film.gif", "frame-0001.png", "frame-0002.png", "frame-0003.png"])
        let gif = try run(["film", "--trace", trace, "--fps", "4", "--scale", "0.25", "--out", path("only.GIF")])
        XCTAssertEqual(gif.status, 0, gif.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("only.GIF")))
    }

    func testPNGOutputsRefuseOtherExtensions() throws {
        let trace = try file("trace.json", #"{"events": []}"#)
        for arguments in [
            ["shot", "--out", path("x.jpg")], ["plot", "--trace", trace, "--out", path("plot.jpg")],
            ["map", "--out", path("map.jpeg")], ["compare", "--out", path("cmp.gif")], ["shot", "--out", path("noextension")],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.contains("--out must name a .png file (the image is written as PNG), got \(arguments.last!)"),
                result.stderr)
        }
        XCTAssertEqual(listing, ["trace.json"], "nothing written")
        let upper = try run(["shot", "--scale", "0.25", "--out", path("UPPER.PNG")])
        XCTAssertEqual(upper.status, 0, upper.stderr)
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "0.4.0\n")
    }

    func testDemoSaysNothingStale() throws {
        let result = try run(["demo", "--every", "30"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("no window"), result.stdout)
        XCTAssertEqual(result.stdout.split(separator: "\n")[1], "(the trajectory of one scripted drag and release, every 30 step(s))")
    }

    func testSimulateSkipsScreenshotEvents() throws {
        let down = #"{"t": 0.1, "kind": "down", "x": 195, "y": 650}"#
        let drag = #"{"t": 0.2, "kind": "move", "x": 195, "y": 400}, {"t": 0.21, "kind": "up", "x": 195, "y": 390}"#
        let mid = #"{"t": 0.15, "kind": "screenshot", "path": "mid.png"}"#, end = #"{"t": 1.5, "kind": "screenshot", "path": "end.png"}"#
        // Without `until` the trace ends 2 s after its last event, the screenshot at 1.5 s: 3.5 s either way.
        let withShots = try file("with.json", "{\"events\": [\(down), \(mid), \(drag), \(end)]}")
        let withoutShots = try file("without.json", "{\"events\": [\(down), \(drag)], \"until\": 3.5}")
        let skipped = try run(["simulate", "--scenario", "maps", "--trace", withShots])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(skipped.stderr, "")
        let plain = try run(["simulate", "--scenario", "maps", "--trace", withoutShots])
        XCTAssertEqual(skipped.stdout, plain.stdout, "the screenshots change nothing in the frame log")
        XCTAssertTrue(
            skipped.stdout.hasSuffix("{\"final\":true,\"t\":3.5,\"height\":633,\"notch\":1,\"position\":\"top\",\"contentOffset\":0}\n"),
            skipped.stdout)
        let refused = try run(["simulate", "--refuse-screenshots", "--scenario", "maps", "--trace", withShots])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.contains("\(withShots): field `events[1].kind`"), refused.stderr)
        XCTAssertEqual(listing, ["with.json", "without.json"], "simulate writes no screenshot")
    }

    func testEveryParserErrorBeginsWithTheProgramsName() throws {
        let cases: [[String]] = [
            ["run", "--quit-after", "-1"],
            ["run", "--scale", "banana"],
            ["simulate", "--scenario", "maps"],
            ["shot", "--no-such-option"],
            ["simulate", "--scenario", "maps", "--trace", "t.json", "--every", "0"],
        ]
        for arguments in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("overlay-sim: "), "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("Error:"), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("Usage: overlay-sim"), "the usage still follows: \(result.stderr)")
        }
        let help = try run(["shot", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW:"), help.stdout)
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "0.4.0")
    }
}
