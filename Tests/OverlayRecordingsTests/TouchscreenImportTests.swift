import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// Converting a recording's contacts into trace pointers: device choice, the fit, protocol B and single touch.
final class TouchscreenImportTests: XCTestCase {
    private let abs = EvdevCode.absolute
    private let slot = EvdevCode.multiTouchSlot, id = EvdevCode.multiTouchTrackingID
    private let x = EvdevCode.multiTouchPositionX, y = EvdevCode.multiTouchPositionY

    private func pointer(_ event: TraceEvent) -> [String] {
        guard case let .pointer(phase, px, py, number, source) = event.kind else { return ["\(event.kind)"] }
        return ["\(event.time)", phase.rawValue, "\(px)", "\(py)", "\(number)", source.rawValue]
    }

    func testTwoFingersBecomeTwoTouchPointersNumberedBySlot() throws {
        let result = try TouchscreenImport.load(
            path: RecordingText.folder.appendingPathComponent("two-fingers.yml").path,
            window: DeviceSize())
        XCTAssertEqual(result.deviceIndex, 0)
        XCTAssertEqual(result.contacts, 3)
        XCTAssertEqual(result.simultaneousContacts, 2)
        let downsAndUps = result.trace.events.filter {
            if case .pointer(.move, _, _, _, _) = $0.kind { return false } else { return true }
        }.map(pointer)
        // 1440 units (0…1439) over 390 pt, 3120 over 844 pt; times from the first event; slot 0 reused by the third contact at
        // the x slot 0 last had (the kernel sent no ABS_MT_POSITION_X for it).
        XCTAssertEqual(
            downsAndUps,
            [
                ["0.0", "down", "249.708", "669.79", "0", "touch"],
                ["0.15", "down", "89.917", "259.963", "1", "touch"],
                ["0.608333", "up", "229.938", "399.818", "0", "touch"],
                ["0.708333", "up", "209.896", "339.764", "1", "touch"],
                ["0.95", "down", "229.938", "119.837", "0", "touch"],
                ["1.008333", "up", "229.938", "119.837", "0", "touch"],
            ])
        XCTAssertEqual(result.trace.until, nil, "the replay runs 2 s past the last event, as for any trace")
        // It reads back as a trace file, event for event.
        XCTAssertEqual(try Trace.decode(Array(result.trace.encodeJSON().utf8), file: "t.json"), result.trace)
    }

    func testStretchCoversTheWindowAndAspectKeepsTheMillimetres() throws {
        // A landscape panel: 2000 × 1000 units (0…1999 × 0…999, as libinput counts them); 10 units/mm across, 5 units/mm
        // down (so 200 × 200 mm: square).
        let axes = """
                  47: [0, 1, 0, 0, 0]
                  53: [0, 1999, 0, 0, 10]
                  54: [0, 999, 0, 0, 5]
                  57: [0, 65535, 0, 0, 0]
            """
        let frames = [
            RecordingText.at(2, (abs, id, 1), (abs, x, 0), (abs, y, 0)),
            RecordingText.at(2.5, (abs, x, 1600), (abs, y, 800)),
            RecordingText.at(3, (abs, x, 500), (abs, y, 250)), RecordingText.at(3.01, (abs, id, -1)),
        ]
        let text = RecordingText.recording(RecordingText.device(axes: axes, frames: frames))
        let window = DeviceSize(width: 400, height: 800)
        let stretch = try RecordingText.convert(text, window: window).trace.events.map(pointer)
        XCTAssertEqual(
            stretch,
            [
                ["0.0", "down", "0.0", "0.0", "0", "touch"], ["0.5", "move", "320.0", "640.0", "0", "touch"],
                ["1.0", "move", "100.0", "200.0", "0", "touch"], ["1.01", "up", "100.0", "200.0", "0", "touch"],
            ])
        // Aspect: 200 mm square in a 400 × 800 window → 400 × 400 pt, centred vertically (200 pt above and below).
        let aspect = try RecordingText.convert(text, window: window, options: RecordingImportOptions(fit: .aspect)).trace.events.map(
            pointer)
        XCTAssertEqual(aspect.prefix(3).map { Array($0[2...3]) }, [["0.0", "200.0"], ["320.0", "520.0"], ["100.0", "300.0"]])
        // Without a resolution the units are taken as square: 2000 × 1000 units → 400 × 200 pt, 300 pt above.
        let unitless = text.replacingOccurrences(of: "0, 0, 10]", with: "0, 0, 0]").replacingOccurrences(of: "0, 0, 5]", with: "0, 0, 0]")
        let square = try RecordingText.convert(unitless, window: window, options: RecordingImportOptions(fit: .aspect)).trace.events.map(
            pointer)
        XCTAssertEqual(square.prefix(3).map { Array($0[2...3]) }, [["0.0", "300.0"], ["320.0", "460.0"], ["100.0", "350.0"]])
    }

    func testProtocolBDetails() throws {
        let frames = [
            // Slot 0 comes down; a position change in an unused slot 3 (no contact there) is ignored.
            RecordingText.at(0, (abs, id, 10), (abs, x, 100), (abs, y, 100), (abs, slot, 3), (abs, x, 900)),
            // Slot 1 comes down and slot 0 moves in the same frame.
            RecordingText.at(0.01, (abs, slot, 1), (abs, id, 11), (abs, x, 200), (abs, y, 200), (abs, slot, 0), (abs, y, 300)),
            // Slot 0's contact is replaced without a lift in between (a new tracking id): up, then down again.
            RecordingText.at(0.02, (abs, id, 12), (abs, x, 400)),
            // SYN_DROPPED: the rest of that frame is lost, as evdev clients treat it.
            RecordingText.at(0.03, (EvdevCode.synchronization, EvdevCode.synDropped, 0), (abs, x, 1000)),
            // Both lift.
            RecordingText.at(0.04, (abs, id, -1), (abs, slot, 1), (abs, id, -1)),
        ]
        let events = try RecordingText.convert(
            RecordingText.recording(RecordingText.device(frames: frames)),
            window: DeviceSize(width: 1440, height: 3120)
        ).trace.events.map(pointer)
        XCTAssertEqual(
            events,
            [
                ["0.0", "down", "100.0", "100.0", "0", "touch"],
                ["0.01", "move", "100.0", "300.0", "0", "touch"],
                ["0.01", "down", "200.0", "200.0", "1", "touch"],
                ["0.02", "up", "100.0", "300.0", "0", "touch"],
                ["0.02", "down", "400.0", "300.0", "0", "touch"],
                ["0.04", "up", "400.0", "300.0", "0", "touch"],
                ["0.04", "up", "200.0", "200.0", "1", "touch"],
            ])
    }

    func testASingleTouchScreenUsesBTNTouchAndABSXY() throws {
        let axes = """
                  0: [0, 999, 0, 0, 0]
                  1: [0, 999, 0, 0, 0]
            """
        let key = EvdevCode.key, touch = EvdevCode.buttonTouch
        let frames = [
            RecordingText.at(1, (key, touch, 1), (abs, 0, 500), (abs, 1, 250)),
            RecordingText.at(1.1, (abs, 1, 500)), RecordingText.at(1.2, (key, touch, 0)),
            RecordingText.at(1.3, (abs, 0, 0)), RecordingText.at(1.4, (key, touch, 1)),
        ]
        let events = try RecordingText.convert(
            RecordingText.recording(RecordingText.device(axes: axes, frames: frames)),
            window: DeviceSize(width: 100, height: 100)
        ).trace.events.map(pointer)
        XCTAssertEqual(
            events,
            [
                ["0.0", "down", "50.0", "25.0", "0", "touch"], ["0.1", "move", "50.0", "50.0", "0", "touch"],
                ["0.2", "up", "50.0", "50.0", "0", "touch"], ["0.4", "down", "0.0", "50.0", "0", "touch"],
                // The recording ends with the finger down: it is cancelled at the last frame.
                ["0.4", "cancel", "0.0", "50.0", "0", "touch"],
            ])
    }

    func testTheTouchscreenIsPickedAndTouchpadsAreRefused() throws {
        let both = RecordingText.folder.appendingPathComponent("touchpad-and-touchscreen.yml").path
        let picked = try TouchscreenImport.load(path: both, window: DeviceSize())
        XCTAssertEqual(picked.deviceIndex, 1)
        XCTAssertEqual(picked.trace.events.first?.time, 0, "times start at the touchscreen's first event, not the file's")
        XCTAssertEqual(
            try TouchscreenImport.load(path: both, window: DeviceSize(), options: RecordingImportOptions(device: 1)).trace,
            picked.trace)
        XCTAssertEqual(
            FileTestSupport.formatError({
                try TouchscreenImport.load(path: both, window: DeviceSize(), options: RecordingImportOptions(device: 0))
            })?.message,
            "devices[0] \"SynPS/2 Synaptics TouchPad\" is a touchpad, not a touchscreen (udev: ID_INPUT_TOUCHPAD=1): its positions "
                + "are on the pad, not on a screen, so they cannot be replayed as touches; record the touchscreen itself, or replay it "
                + "anyway with --device N --force-device"
        )
        XCTAssertEqual(
            FileTestSupport.formatError({
                try TouchscreenImport.load(path: both, window: DeviceSize(), options: RecordingImportOptions(device: 2))
            })?.message,
            "--device 2: the recording has 2 devices (0–1)")

        let frame = [RecordingText.at(0, (abs, id, 1), (abs, x, 10), (abs, y, 10))]
        let pad = RecordingText.device(name: "Pad", properties: [0, 2], keys: [325, 330], frames: frame)
        XCTAssertTrue(
            FileTestSupport.formatError({ try RecordingText.convert(RecordingText.recording(pad)) })?.message
                .hasPrefix("devices[0] \"Pad\" is a touchpad, not a touchscreen") == true)
        let keyboard = RecordingText.device(name: "Keyboard", properties: [], axes: "      {}", frames: [])
            .replacingOccurrences(of: "    absinfo:\n      {}\n", with: "")
        XCTAssertEqual(
            FileTestSupport.formatError({ try RecordingText.convert(RecordingText.recording(keyboard)) })?.message,
            "holds no touchscreen (no device has absolute touch axes: devices[0] \"Keyboard\")")
        let screens = RecordingText.recording(
            RecordingText.device(name: "A", frames: frame), RecordingText.device(name: "B", frames: frame))
        XCTAssertEqual(
            FileTestSupport.formatError({ try RecordingText.convert(screens) })?.message,
            "holds 2 touchscreens (devices[0] \"A\", devices[1] \"B\"); choose one with --device N")
        XCTAssertEqual(try RecordingText.convert(screens, options: RecordingImportOptions(device: 1)).deviceName, "B")
    }

    func testTimeGoingBackAndAnEmptyRangeAreRefused() throws {
        let back = [RecordingText.at(1, (abs, id, 1), (abs, x, 10), (abs, y, 10)), RecordingText.at(0.5, (abs, x, 20))]
        let text = RecordingText.recording(RecordingText.device(frames: back))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).lastIndex { $0.contains("[0, 500000, 0, 0, 0]") }! + 1
        XCTAssertEqual(
            FileTestSupport.formatError({ try RecordingText.convert(text) })?.description,
            "test.yml: field `devices[0].events`: line \(line): this frame's time, 0.5 s, is before the previous frame's, 1.0 s; events must be in time order"
        )
        let flat = RecordingText.recording(RecordingText.device(frames: [])).replacingOccurrences(
            of: "54: [0, 3119", with: "54: [3119, 3119")
        XCTAssertEqual(
            FileTestSupport.formatError({ try RecordingText.convert(flat) })?.description,
            "test.yml: field `devices[0].evdev.absinfo.54`: the axis range 3119…3119 is empty, so positions cannot be placed")
    }

    func testTheLoaderTellsRecordingsFromTracesByTheirExtension() throws {
        XCTAssertTrue(Trace.isRecording("a/b.yml") && Trace.isRecording("B.YAML"))
        XCTAssertFalse(Trace.isRecording("a.yml.json") || Trace.isRecording("yml"))
        let path = RecordingText.folder.appendingPathComponent("flick-one-finger.yml").path
        let window = DeviceSize(width: 390, height: 844)
        XCTAssertEqual(
            try Trace.load(traceOrRecording: path, window: window),
            try TouchscreenImport.load(path: path, window: window).trace)
    }
}
