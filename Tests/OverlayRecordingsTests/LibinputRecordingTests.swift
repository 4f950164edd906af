import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// Decoding `libinput record` files: the shipped recordings, the man page's layouts, and what is refused.
final class LibinputRecordingTests: XCTestCase {
    private let abs = EvdevCode.absolute

    func testTheShippedRecordingsDecode() throws {
        let flick = try LibinputRecording.load(path: RecordingText.folder.appendingPathComponent("flick-one-finger.yml").path)
        XCTAssertEqual(flick.devices.count, 1)
        let screen = flick.devices[0]
        XCTAssertEqual(screen.name, "Goodix Capacitive TouchScreen")
        XCTAssertEqual(screen.axes[EvdevCode.multiTouchPositionX], AbsoluteAxis(minimum: 0, maximum: 1439, resolution: 20))
        XCTAssertEqual(screen.axes[EvdevCode.multiTouchPositionY], AbsoluteAxis(minimum: 0, maximum: 3119, resolution: 20))
        XCTAssertEqual(screen.axes[EvdevCode.multiTouchSlot]?.maximum, 9)
        XCTAssertEqual(screen.properties, [EvdevCode.propertyDirect])
        XCTAssertEqual(screen.keyCodes, [EvdevCode.buttonTouch])
        XCTAssertTrue(screen.isDirect && screen.hasMultiTouchSlots)
        // The first frame: tracking id 211 in slot 0 at (720, 2469) = (195, 668) pt → ABS_MT_TOUCH_MAJOR, BTN_TOUCH, ABS_X/Y, MSC_TIMESTAMP, SYN.
        XCTAssertEqual(
            screen.events.prefix(3).map { [$0.type, $0.code, $0.value] },
            [
                [abs, EvdevCode.multiTouchTrackingID, 211], [abs, EvdevCode.multiTouchPositionX, 720],
                [abs, EvdevCode.multiTouchPositionY, 2469],
            ])
        XCTAssertEqual(screen.events.filter(\.isSynReport).count, 16, "the touch, 14 moves, the lift: nothing while it rests")

        let both = try LibinputRecording.load(path: RecordingText.folder.appendingPathComponent("touchpad-and-touchscreen.yml").path)
        XCTAssertEqual(both.devices.map(\.name), ["SynPS/2 Synaptics TouchPad", "Goodix Capacitive TouchScreen"])
        XCTAssertEqual(both.devices.map(\.isDirect), [false, true])
        XCTAssertEqual(both.devices[1].events.first?.timeInMicroseconds, 1_250_000, "devices share one clock")
    }

    func testAbsinfoAsTheManPagesProseDescribesItAlsoDecodes() throws {
        // "An array of arrays with 6 decimal elements each ... The first element is the code".
        let axes = """
                  - [47, 0, 4, 0, 0, 0]
                  - [53, 100, 1100, 0, 0, 10]
                  - [54, 0, 500, 0, 0, 10]
                  - [57, 0, 65535, 0, 0, 0]
            """
        let recording = try RecordingText.decode(RecordingText.recording(RecordingText.device(axes: axes, frames: [])))
        XCTAssertEqual(recording.devices[0].axes[EvdevCode.multiTouchPositionX], AbsoluteAxis(minimum: 100, maximum: 1100, resolution: 10))
        XCTAssertEqual(recording.devices[0].axes.count, 4)
    }

    func testUnknownKeysAndOtherEventGroupsAreIgnored() throws {
        let text = RecordingText.recording(RecordingText.device(frames: [RecordingText.at(0, (abs, 57, 5), (abs, 53, 10), (abs, 54, 20))]))
            .replacingOccurrences(
                of: "  events:\n",
                with: """
                      hid: [5, 1, 9, 2]
                      future-key: {nested: [1, 2]}
                      events:
                      - hid:
                          time: [0, 0]
                          hidraw0: [1, 2, 3]
                      - libinput:
                          type: TOUCH_DOWN

                    """)
        let device = try RecordingText.decode(text).devices[0]
        XCTAssertEqual(device.events.count, 4)
    }

    private func refusal(_ text: String, line: UInt = #line) -> String {
        FileTestSupport.formatError({ try RecordingText.decode(text) }, line: line)?.description ?? ""
    }

    func testMalformedRecordingsNameTheFieldAndLine() {
        let good = RecordingText.recording(
            RecordingText.device(frames: [RecordingText.at(0.5, (abs, 57, 5), (abs, 53, 10), (abs, 54, 20))]))
        XCTAssertEqual(refusal(""), "test.yml: file is empty")
        XCTAssertEqual(
            refusal(good.replacingOccurrences(of: "version: 1\n", with: "")),
            "test.yml: field `version`: missing: a libinput recording starts with `version: 1`")
        XCTAssertEqual(
            refusal(good.replacingOccurrences(of: "version: 1", with: "version: 2")),
            "test.yml: field `version`: version 2 is not supported (only version 1) (line 2, column 10)")
        XCTAssertEqual(refusal("version: 1\ndevices: 3\n"), "test.yml: field `devices`: expected a list of devices (line 2, column 10)")
        XCTAssertEqual(refusal("version: 1\ndevices: []\n"), "test.yml: field `devices`: the list of devices is empty (line 2, column 10)")
        XCTAssertEqual(
            refusal("- a\n- b\n"), "test.yml: expected a libinput recording (a mapping with version and devices) (line 1, column 1)")
        // Rows: the field path, the line and what was found.
        let rowLine =
            good.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("[0, 500000, 3, 53, 10]") }! + 1
        XCTAssertEqual(
            refusal(good.replacingOccurrences(of: "[0, 500000, 3, 53, 10]", with: "[0, 500000, 3, 53]")),
            "test.yml: field `devices[0].events[0].evdev[1]`: expected [sec, usec, type, code, value]: 5 numbers, found 4 (line \(rowLine), column 7)"
        )
        XCTAssertEqual(
            refusal(good.replacingOccurrences(of: "[0, 500000, 3, 53, 10]", with: "[0, 500000, 3, 53, ten]")),
            "test.yml: field `devices[0].events[0].evdev[1][4]`: expected a value from -2147483648 to 2147483647, found `ten` (line \(rowLine), column 26)"
        )
        XCTAssertTrue(
            refusal(good.replacingOccurrences(of: "[0, 500000, 3, 53, 10]", with: "[0, 1000000, 3, 53, 10]"))
                .contains("field `devices[0].events[0].evdev[1][1]`: expected microseconds from 0 to 999999, found `1000000`"))
        XCTAssertTrue(
            refusal(good.replacingOccurrences(of: "[0, 500000, 3, 53, 10]", with: "[0, 500000, 3, 53, \"10\"]"))
                .contains("found `10`"), "a quoted number is a string, not what libinput record writes")
        XCTAssertTrue(
            refusal(good.replacingOccurrences(of: "53: [0, 1439, 0, 0, 20]", with: "53: [1439, 0, 0, 0, 20]"))
                .contains("field `devices[0].evdev.absinfo.53[1]`: the axis maximum 0 is below its minimum 1439"))
        XCTAssertTrue(
            refusal(good.replacingOccurrences(of: "53: [0, 1439", with: "ABS_X: [0, 1439"))
                .contains("`ABS_X` is not an EV_ABS code"))
        XCTAssertTrue(
            refusal(good.replacingOccurrences(of: "  evdev:\n    # Name", with: "  notevdev:\n    # Name"))
                .contains("field `devices[0]`: the device has no `evdev` description"))
        // YAML syntax: Yams' own problem, where it is, and nothing of the (maybe huge) line itself.
        XCTAssertEqual(
            refusal("version: 1\ndevices:\n- node: [1, 2\n"),
            "test.yml: line 4, column 1: did not find expected ',' or ']' (while parsing a flow sequence)")
        XCTAssertEqual(
            refusal("version: 1\nversion: 1\ndevices: []\n"),
            "test.yml: line 1, column 1: a key appears twice in a mapping (version)")
        XCTAssertEqual(
            FileTestSupport.formatError({ try LibinputRecording.decode([0x76, 0xFF, 0x3A], file: "test.yml") })?.description,
            "test.yml: is not UTF-8 text (a libinput recording is YAML)")
    }
}
