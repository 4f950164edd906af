import OverlayFiles
import XCTest

/// The one key table (`KeyCommand.bindings`) that the window, trace files and the scenes read.
final class KeyCommandTests: XCTestCase {
    func testEveryKeyNameIsUniqueAndLeadsBackToItsCommand() {
        let names = KeyCommand.bindings.map(\.key)
        XCTAssertEqual(
            names,
            [
                "1", "2", "3", "4", "5", "6", "7", "8", "9", "p", "b", "n", "backspace", "o", "a", "m",
                "tab", "s", "r", "h", "k", "space", ".", "f", "t", "e", "up", "down", "left", "right", "?", "f1", "escape", "q",
            ])
        XCTAssertEqual(Set(names).count, names.count, "no key bound twice")
        for binding in KeyCommand.bindings {
            XCTAssertEqual(KeyCommand(keyName: binding.key), binding.command, binding.key)
            XCTAssertFalse(binding.summary.isEmpty || binding.summary.contains("\n"), "one line for \(binding.key)")
        }
        XCTAssertEqual(KeyCommand(keyName: "1"), .moveToNotch(index: 0))
        XCTAssertEqual(KeyCommand(keyName: "9"), .moveToNotch(index: 8))
        XCTAssertNil(KeyCommand(keyName: "0"))
        XCTAssertNil(KeyCommand(keyName: "P"), "names are exact")
        XCTAssertNil(KeyCommand(keyName: "01"))
    }

    func testACommandIsWrittenAsItsFirstKey() {
        XCTAssertEqual(KeyCommand.quit.keyName, "escape", "escape and q both quit; escape comes first")
        XCTAssertEqual(KeyCommand(keyName: "q")?.keyName, "escape")
        XCTAssertEqual(KeyCommand.pop.keyName, "backspace")
        XCTAssertEqual(KeyCommand.moveToNotch(index: 2).keyName, "3")
        XCTAssertNil(KeyCommand.moveToNotch(index: 9).binding, "no key moves to notch 9")
    }

    func testSimulationInputsAreTheKeysARecordingKeeps() {
        let inputs = KeyCommand.bindings.filter { $0.scope == .simulationInput }.map(\.key)
        XCTAssertEqual(
            inputs, ["1", "2", "3", "4", "5", "6", "7", "8", "9", "p", "b", "n", "backspace", "o", "a", "m", "tab", "f"],
            "scene switches and step-rate switches are recorded too: a take replays whole")
        XCTAssertTrue(KeyCommand.showMenu.isSimulationInput)
        XCTAssertFalse(KeyCommand.screenshot.isSimulationInput)
        XCTAssertFalse(KeyCommand.moveToNotch(index: 20).isSimulationInput, "not in the table")
    }

    func testTheHelpTextListsEveryBinding() {
        let lines = KeyCommand.helpText.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.count, 1 + 24,
            "a heading, then 1…9 on one line, ? and f1 on one line, escape and q on one line, one line for each other key")
        XCTAssertEqual(lines[1], "  1…9         * move to that notch, animated (1 is notch 0)")
        XCTAssertEqual(lines.last, "  escape, q     quit")
        for binding in KeyCommand.bindings where !["2", "3", "4", "5", "6", "7", "8"].contains(binding.key) {
            XCTAssertTrue(lines.contains { $0.contains(binding.summary) && $0.contains(binding.key) }, binding.key)
        }
        XCTAssertTrue(lines.contains("  m           * show the menu (containers)"))
        XCTAssertTrue(lines.contains("  s             save a screenshot (prints the path)"))
    }
}
