import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// What real panels send beyond protocol B on a phone: protocol A, palms, every kind of device udev knows,
/// recordings cut short or without touch.
final class RealPanelTests: XCTestCase {
    private let abs = EvdevCode.absolute, key = EvdevCode.key, syn = EvdevCode.synchronization
    private let slot = EvdevCode.multiTouchSlot, id = EvdevCode.multiTouchTrackingID
    private let x = EvdevCode.multiTouchPositionX, y = EvdevCode.multiTouchPositionY

    private func rows(_ result: TouchscreenImport) -> [String] {
        result.trace.events.map { event in
            guard case let .pointer(phase, px, py, number, _) = event.kind else { return "\(event.kind)" }
            return "\(event.time) \(phase.rawValue) \(number) \(px),\(py)"
        }
    }

    private let protocolAAxes = """
              0: [0, 999, 0, 0, 0]
              1: [0, 999, 0, 0, 0]
              53: [0, 999, 0, 0, 0]
              54: [0, 999, 0, 0, 0]
        """

    func testProtocolAContactsAreTrackedNearestFirstEachWithItsOwnPointer() throws {
        let mt = EvdevCode.synMultiTouchReport
        // Two fingers, listed in either order (protocol A has no identity): one moves right along y = 100, the other
        // down along x = 900; then the first lifts, then the second.
        var frames: [[[Int]]] = []
        for step in 0..<49 {
            let first = [(abs, x, 100 + 10 * step), (abs, y, 100), (syn, mt, 0)]
            let second = [(abs, x, 900), (abs, y, 100 + 10 * step), (syn, mt, 0)]
            let contacts = step % 2 == 0 ? first + second : second + first
            frames.append(contactRows([(key, EvdevCode.buttonTouch, 1)] + contacts, step))
        }
        frames.append(contactRows([(abs, x, 900), (abs, y, 600), (syn, mt, 0)], 49))
        frames.append(RecordingText.at(0.5, (syn, mt, 0), (key, EvdevCode.buttonTouch, 0)))
        let text = RecordingText.recording(RecordingText.device(properties: [], axes: protocolAAxes, frames: frames))
        let result = try RecordingText.convert(text, window: DeviceSize(width: 1000, height: 1000))
        XCTAssertEqual(result.contacts, 2)
        XCTAssertEqual(result.simultaneousContacts, 2)
        let events = rows(result)
        XCTAssertEqual(Array(events.prefix(2)), ["0.0 down 0 100.0,100.0", "0.0 down 1 900.0,100.0"])
        // Each pointer keeps its own finger whatever the order in the frame.
        XCTAssertEqual(events.filter { $0.contains(" move 0 ") }.count, 48)
        XCTAssertTrue(events.filter { $0.contains(" 0 ") }.allSatisfy { $0.hasSuffix(",100.0") })
        XCTAssertTrue(events.filter { $0.contains(" 1 ") }.allSatisfy { $0.contains(" 900.0,") })
        XCTAssertEqual(Array(events.suffix(3)), ["0.49 up 0 580.0,100.0", "0.49 move 1 900.0,600.0", "0.5 up 1 900.0,600.0"])
    }

    private func contactRows(_ rows: [(Int, Int, Int)], _ step: Int) -> [[Int]] {
        let micros = step * 10_000
        return rows.map { [0, micros, $0.0, $0.1, $0.2] }
    }

    func testALiftComesBeforeANewContactInTheSameFrame() throws {
        let frames = [
            RecordingText.at(0, (abs, slot, 1), (abs, id, 5), (abs, x, 100), (abs, y, 100)),
            // Slot 1 lifts while slot 0 comes down: the lift is applied first, whatever the slot order.
            RecordingText.at(0.01, (abs, slot, 0), (abs, id, 6), (abs, x, 200), (abs, y, 200), (abs, slot, 1), (abs, id, -1)),
            RecordingText.at(0.02, (abs, slot, 0), (abs, id, -1)),
        ]
        let result = try RecordingText.convert(
            RecordingText.recording(RecordingText.device(frames: frames)), window: DeviceSize(width: 1440, height: 3120))
        XCTAssertEqual(
            rows(result), ["0.0 down 1 100.0,100.0", "0.01 up 1 100.0,100.0", "0.01 down 0 200.0,200.0", "0.02 up 0 200.0,200.0"])
        XCTAssertEqual(result.simultaneousContacts, 1)
    }

    func testPalmsAreLeftOutAndCounted() throws {
        let tool = EvdevCode.multiTouchToolType, palm = EvdevCode.toolPalm
        let frames = [
            RecordingText.at(
                0, (abs, id, 1), (abs, x, 100), (abs, y, 100), (abs, slot, 1), (abs, id, 2), (abs, tool, palm), (abs, x, 900),
                (abs, y, 900)),
            RecordingText.at(0.01, (abs, slot, 0), (abs, x, 150), (abs, slot, 1), (abs, x, 950)),
            // The finger in slot 0 turns into a palm: it is cancelled, not released.
            RecordingText.at(0.02, (abs, slot, 0), (abs, tool, palm)),
            RecordingText.at(0.03, (abs, id, -1), (abs, slot, 1), (abs, id, -1)),
        ]
        let result = try RecordingText.convert(
            RecordingText.recording(RecordingText.device(frames: frames)), window: DeviceSize(width: 1440, height: 3120))
        XCTAssertEqual(rows(result), ["0.0 down 0 100.0,100.0", "0.01 move 0 150.0,100.0", "0.02 cancel 0 150.0,100.0"])
        XCTAssertEqual(result.palms, 2)
        XCTAssertEqual(result.warnings, ["devices[0] \"Test Touchscreen\": 2 palm contacts (MT_TOOL_PALM) left out"])
    }

    private let singleTouchAxes = """
              0: [0, 4095, 0, 0, 0]
              1: [0, 4095, 0, 0, 0]
        """

    func testDevicesAreClassifiedAsUdevDoes() throws {
        let frame = [RecordingText.at(0, (key, EvdevCode.buttonTouch, 1), (abs, 0, 10), (abs, 1, 10))]
        func kind(properties: [Int] = [], keys: [Int], axes: String? = nil, udev: [String] = []) throws -> DeviceKind {
            let text = RecordingText.recording(
                RecordingText.device(properties: properties, keys: keys, axes: axes ?? singleTouchAxes, udev: udev, frames: frame))
            return try XCTUnwrap(RecordingText.decode(text).devices.first).kind
        }
        // usbtouchscreen: ABS_X/ABS_Y and BTN_TOUCH only, no properties.
        XCTAssertEqual(try kind(keys: [330]), .touchscreen)
        // A kernel that reported no properties, protocol B.
        XCTAssertEqual(try kind(keys: [330], axes: RecordingText.touchscreenAxes), .touchscreen)
        // A touchscreen's pen interface: direct, BTN_TOUCH, and a pen tool: a tablet.
        XCTAssertEqual(try kind(properties: [1], keys: [320, 330, 331]), .tablet)
        XCTAssertEqual(try kind(keys: [325, 330], axes: RecordingText.touchscreenAxes), .touchpad)
        XCTAssertEqual(try kind(properties: [1], keys: [325, 330]), .touchscreen)
        XCTAssertEqual(try kind(keys: [272, 273]), .absoluteMouse)
        XCTAssertEqual(try kind(keys: []), .touchscreen, "a BTN_TOUCH seen in the events counts")
        XCTAssertEqual(try kind(properties: [0, 2], keys: [325]), .touchpad)
        // Without key codes, the properties of a pad still say touchpad; without those either, nothing.
        let noKeys = [RecordingText.at(0, (abs, 0, 10), (abs, 1, 10))]
        for (properties, expected) in [([0, 2], DeviceKind.touchpad), ([], .other)] {
            let text = RecordingText.recording(
                RecordingText.device(properties: properties, keys: [], axes: singleTouchAxes, frames: noKeys))
            XCTAssertEqual(try XCTUnwrap(RecordingText.decode(text).devices.first).kind, expected)
        }
        // The recording's udev properties decide when given.
        XCTAssertEqual(try kind(keys: [325, 330], udev: ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"]), .touchscreen)
        XCTAssertEqual(try kind(properties: [1], keys: [330], udev: ["ID_INPUT_TOUCHPAD=1"]), .touchpad)
    }

    func testThePenInterfaceIsNotTakenForATouchscreenAndAForcedDeviceIsReplayed() throws {
        let frame = [
            RecordingText.at(0, (key, EvdevCode.buttonTouch, 1), (abs, 0, 10), (abs, 1, 10)), RecordingText.at(0.1, (key, 330, 0)),
        ]
        let pen = RecordingText.device(name: "Pen", properties: [1], keys: [320, 330], axes: singleTouchAxes, frames: frame)
        let screen = RecordingText.device(name: "Screen", properties: [], keys: [330], axes: singleTouchAxes, frames: frame)
        let text = RecordingText.recording(pen, screen)
        XCTAssertEqual(try RecordingText.convert(text).deviceName, "Screen")
        XCTAssertEqual(
            FileTestSupport.formatError({ try RecordingText.convert(text, options: RecordingImportOptions(device: 0)) })?.message,
            "devices[0] \"Pen\" is a tablet, not a touchscreen (a pen or stylus tool (BTN_TOOL_PEN or BTN_STYLUS)): a pen is not a "
                + "finger (a tablet's or a touchscreen's pen interface); record the touchscreen itself, or replay it anyway with "
                + "--device N --force-device")
        let forced = try RecordingText.convert(text, options: RecordingImportOptions(device: 0, forcesDevice: true))
        XCTAssertEqual(forced.deviceName, "Pen")
        XCTAssertEqual(forced.contacts, 1)
    }

    func testAContactThatNeverLiftsIsCancelledAndSaid() throws {
        var text = RecordingText.recording(
            RecordingText.device(frames: [
                RecordingText.at(0, (abs, id, 1), (abs, x, 10), (abs, y, 10)), RecordingText.at(0.5, (abs, x, 20)),
            ]))
        let open = try RecordingText.convert(text)
        XCTAssertEqual(rows(open).last, "0.5 cancel 0 5.417,2.705")
        XCTAssertEqual(
            open.warnings,
            [
                "devices[0] \"Test Touchscreen\": the contact on pointer 0 never lifts (the recording ends with it down): ended with a cancel at 0.5 s, the last frame"
            ])
        // Cut in the middle of a frame: that frame is left out, said with its line, and the contact cancelled.
        text += "  - evdev:\n    - [0, 600000, 3, 57, -1]\n"
        let cut = try RecordingText.convert(text)
        XCTAssertEqual(rows(cut).last, "0.5 cancel 0 5.417,2.705")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertEqual(
            cut.warnings.first,
            "devices[0] \"Test Touchscreen\": the recording ends in the middle of a frame (line \(line), no SYN_REPORT after it): that frame is left out"
        )
    }

    func testRecordingsWithoutTouchOrCutBeforeTheirEventsAreRefused() throws {
        let noTouch = RecordingText.recording(RecordingText.device(frames: [RecordingText.at(0, (EvdevCode.key, 0x100, 1))]))
        XCTAssertEqual(
            FileTestSupport.formatError({ try RecordingText.convert(noTouch) })?.message,
            "devices[0] \"Test Touchscreen\" has no touch: there is nothing to replay")
        let empty = RecordingText.recording(RecordingText.device(frames: []))
        XCTAssertEqual(
            FileTestSupport.formatError({ try RecordingText.convert(empty) })?.message,
            "devices[0] \"Test Touchscreen\" has no events (the recording ends before them): there is nothing to replay")
        // Cut inside absinfo: what is left is a device without properties or events, which is said as such (it used to
        // be "a touchpad").
        let whole = RecordingText.recording(RecordingText.device(frames: [RecordingText.at(0, (abs, id, 1), (abs, x, 10), (abs, y, 10))]))
        let cut = String(whole[..<whole.range(of: "      54:")!.lowerBound])
        let error = try XCTUnwrap(FileTestSupport.formatError({ try RecordingText.convert(cut) }))
        XCTAssertEqual(error.field, "devices[0]")
        XCTAssertTrue(error.message.hasPrefix("the device has no `events`: the recording ends before them (cut short?)"), error.message)
    }
}
