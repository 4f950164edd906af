import ArgumentParser
import XCTest

@testable import overlay_sim

/// `run` parsed as a root of its own (the window's faster start): the same command as the root parser makes, and
/// anything for the root (help, the version, another command) left to the root.
final class RunFastPathTests: XCTestCase {
    func testWindowArgumentsTakeTheFastPathAndTheRestDoNot() {
        XCTAssertEqual(OverlaySimCommand.directRunArguments([]), [])
        XCTAssertEqual(OverlaySimCommand.directRunArguments(["run"]), [])
        XCTAssertEqual(OverlaySimCommand.directRunArguments(["run", "--scenario", "check"]), ["--scenario", "check"])
        XCTAssertEqual(OverlaySimCommand.directRunArguments(["--scale", "2"]), ["--scale", "2"])
        for arguments in [
            ["shot"], ["check", "suite"], ["run", "--help"], ["run", "-h"], ["help", "run"], ["--version"], ["run", "--version"],
            ["--generate-completion-script", "bash"], ["--generate-completion-script=zsh"], ["--experimental-dump-help"],
        ] {
            XCTAssertNil(OverlaySimCommand.directRunArguments(arguments), "\(arguments)")
        }
    }

    func testTheFastPathMakesTheCommandTheRootMakes() throws {
        // Each list with what its parsed command must show, so that comparing the descriptions compares values.
        let argumentLists: [([String], [String])] = [
            ([], ["_scenario: maps", "_quitAfter: nil"]),
            (["--scenario", "sheet", "--scale", "0.5", "--quit-after", "2.5"], ["_scenario: sheet", "0.5", "_quitAfter: Optional(2.5)"]),
            (
                ["--hz", "120", "--preset", "fluid", "--hud", "--renderer", "software", "--show-touches"],
                ["oneHundredTwenty", "fluid", "_hud: true", "_renderer: software", "_showTouches: true"]
            ),
            (
                ["--record", "/tmp/take.json", "--log-events", "--report-first-frame", "--fullscreen"],
                ["/tmp/take.json", "_fullscreen: true"]
            ),
        ]
        for (arguments, shown) in argumentLists {
            let direct = String(reflecting: try RunCommand.parseAsRoot(arguments))
            let fromRoot = try OverlaySimCommand.parseAsRoot(["run"] + arguments)
            XCTAssertTrue(fromRoot is RunCommand)
            XCTAssertEqual(direct, String(reflecting: fromRoot), "\(arguments)")
            for value in shown { XCTAssertTrue(direct.contains(value), "\(value) in \(direct)") }
        }
    }

    func testWhatTheFastPathCannotParseTheRootRefusesToo() {
        for arguments in [["--scale", "banana"], ["--quit-after", "-1"], ["--bogus"], ["--scenario"]] {
            XCTAssertThrowsError(try RunCommand.parseAsRoot(arguments), "\(arguments)")
            XCTAssertThrowsError(try OverlaySimCommand.parseAsRoot(["run"] + arguments), "\(arguments)")
        }
    }
}
