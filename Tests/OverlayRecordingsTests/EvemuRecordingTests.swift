import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// `evemu-record` files as libevemu writes and reads them: the device lines, the events, and what is refused.
final class EvemuRecordingTests: XCTestCase {
    private static let flick = RecordingText.folder.appendingPathComponent("flick-evemu.events").path
    /// Made by the real libevemu 2.7 (evemu_write, evemu_record): see Tests/Recordings/make-evemu-capture.py.
    private static let capture = RecordingText.folder.appendingPathComponent("two-fingers-libevemu.events").path

    private func decode(_ text: String, description: String? = nil) throws -> LibinputRecording {
        try EvemuRecording.decode(Array(text.utf8), file: "t.events", description: description.map { ("d.desc", Array($0.utf8)) })
    }

    func testTheDeviceLinesAndEventsAreReadAsEvemuReadsThem() throws {
        let text =
            EvemuText.description(name: "Panel #2", keys: [325, 330], axes: [0x35: (0, 1439), 0x36: (-5, 3119), 0x39: (0, 65535)])
            + "L: 00 1\nS: 00 1\n"
            + "E: 12.5 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1\n"
            + "E: 12.000010 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms\n"
        let recording = try decode(text)
        let device = try XCTUnwrap(recording.devices.first)
        XCTAssertEqual(recording.devices.count, 1)
        // The name is the whole rest of its line, `#` included (evemu reads `N: %m[^\n\r]`).
        XCTAssertEqual(device.name, "Panel #2")
        XCTAssertEqual(device.properties, [EvdevCode.propertyDirect])
        XCTAssertEqual(device.keyCodes, [325, EvdevCode.buttonTouch])
        XCTAssertEqual(device.axes[0x36], AbsoluteAxis(minimum: -5, maximum: 3119, resolution: 20))
        XCTAssertEqual(device.line, 3)
        // `12.5` is 12 s and 5 µs: the digits after the dot count microseconds (`%lu.%06u`), they are no fraction.
        XCTAssertEqual(
            device.events,
            [
                EvdevEvent(seconds: 12, microseconds: 5, type: 3, code: 0x39, value: -1, line: 25),
                EvdevEvent(seconds: 12, microseconds: 10, type: 0, code: 0, value: 0, line: 26),
            ])
        XCTAssertEqual(device.kind, .touchscreen)
        XCTAssertEqual(recording.notes, [])
    }

    func testACaptureMadeByLibevemuImportsExactly() throws {
        let recording = try LibinputRecording.load(evemuAt: Self.capture)
        let device = try XCTUnwrap(recording.devices.first)
        XCTAssertEqual(recording.devices.count, 1)
        XCTAssertEqual(device.name, "OverlaySim Test Touchscreen")
        XCTAssertEqual(device.properties, [EvdevCode.propertyDirect])
        XCTAssertEqual(device.keyCodes, [325, 330, 333])
        XCTAssertEqual(device.axes[0x35], AbsoluteAxis(minimum: 0, maximum: 1079, resolution: 16))
        XCTAssertEqual(device.axes[0x30], AbsoluteAxis(minimum: 0, maximum: 255))
        XCTAssertEqual(device.events.count, 99)
        XCTAssertEqual(device.events.filter(\.isSynReport).count, 12)
        // evemu_record starts the times at 0.000001; `-001` is a lift.
        XCTAssertEqual(device.events.first, EvdevEvent(seconds: 0, microseconds: 1, type: 3, code: 0x39, value: 214, line: 117))
        XCTAssertEqual(device.events.filter { $0.code == 0x39 }.map(\.value), [214, 215, -1, -1])
        XCTAssertEqual(device.events.last?.timeInMicroseconds, 91_823)

        let imported = try TouchscreenImport.load(path: Self.capture, window: DeviceSize(width: 390, height: 844))
        XCTAssertEqual(imported.contacts, 2)
        XCTAssertEqual(imported.simultaneousContacts, 2)
        XCTAssertEqual(imported.warnings, [])
        XCTAssertEqual(imported.panelSize.width, 67.5)
        XCTAssertEqual(imported.panelSize.height, 146.25)
        XCTAssertTrue(imported.panelSizeIsPhysical)
        // (540, 1900) of 1080 × 2340 units is (195, 685.299) pt: u × 390 / 1080, v × 844 / 2340. At 33.469 ms the first
        // finger is at (550, 1750) and the second lands at (300, 2000); the first lifts at (568, 1400) before the
        // second's move in that frame, and the second at (321, 1570).
        let events = imported.trace.events
        XCTAssertEqual(events.count, 17)
        XCTAssertEqual(events.first, TraceEvent(time: 0, kind: .pointer(phase: .down, x: 195, y: 685.299, pointer: 0, source: .touch)))
        XCTAssertEqual(
            events[4], TraceEvent(time: 0.033469, kind: .pointer(phase: .move, x: 198.611, y: 631.197, pointer: 0, source: .touch)))
        XCTAssertEqual(
            events[5], TraceEvent(time: 0.033469, kind: .pointer(phase: .down, x: 108.333, y: 721.368, pointer: 1, source: .touch)))
        XCTAssertEqual(
            events[12], TraceEvent(time: 0.066501, kind: .pointer(phase: .up, x: 205.111, y: 504.957, pointer: 0, source: .touch)))
        XCTAssertEqual(
            events.last, TraceEvent(time: 0.091822, kind: .pointer(phase: .up, x: 115.917, y: 566.274, pointer: 1, source: .touch)))
    }

    func testSeveralDevicesKeepTheirOwnMasksAndEvents() throws {
        // Two recordings one after the other: a touchpad (no INPUT_PROP_DIRECT, a finger tool), then a panel.
        let pad = EvemuText.description(name: "Pad", properties: [0, 2], keys: [272, 325, 330])
        let panel = EvemuText.description(name: "Panel", version: nil)
        let text = pad + EvemuText.events(EvemuText.tap(3, x: 10, y: 20)) + panel + EvemuText.events(EvemuText.tap(7, x: 720, y: 1560))
        let recording = try decode(text)
        XCTAssertEqual(recording.devices.map(\.name), ["Pad", "Panel"])
        XCTAssertEqual(recording.devices.map(\.properties), [[0, 2], [1]], "the second P: line starts the panel's own mask")
        XCTAssertEqual(recording.devices.map(\.keyCodes), [[272, 325, 330], [330]])
        XCTAssertEqual(recording.devices.map(\.kind), [.touchpad, .touchscreen])
        XCTAssertEqual(recording.devices.map { $0.events.map(\.seconds) }, [[3, 3, 3, 3, 3, 3, 3, 3], [7, 7, 7, 7, 7, 7, 7, 7]])
        let imported = try TouchscreenImport.convert(recording, file: "t.events", window: DeviceSize(width: 390, height: 844))
        XCTAssertEqual(imported.deviceIndex, 1)
        XCTAssertEqual(imported.trace.events.first?.kind, .pointer(phase: .down, x: 195, y: 422, pointer: 0, source: .touch))
    }

    func testADescriptionFileDescribesTheEventsOfARecording() throws {
        let events = EvemuText.events(EvemuText.tap(0, x: 720, y: 1560))
        // A whole recording given as the description: its events are ignored, as evemu-device ignores them.
        let whole = EvemuText.description(name: "Described") + EvemuText.events(EvemuText.tap(5, x: 1, y: 1))
        let described = try decode(events, description: whole)
        XCTAssertEqual(described.devices.map(\.name), ["Described"])
        XCTAssertEqual(described.devices[0].events.map(\.seconds), [0, 0, 0, 0, 0, 0, 0, 0])
        // Two descriptions: each gets the events, and --device chooses.
        let two = EvemuText.description(name: "One") + EvemuText.description(name: "Two", keys: [330, 325])
        let both = try decode(events, description: two)
        XCTAssertEqual(both.devices.map(\.name), ["One", "Two"])
        XCTAssertEqual(both.devices[1].events, both.devices[0].events)
        XCTAssertEqual(
            FileTestSupport.formatError { _ = try TouchscreenImport.convert(both, file: "t.events", window: DeviceSize()) }?.message,
            "holds 2 touchscreens (devices[0] \"One\", devices[1] \"Two\"); choose one with --device N")
        let chosen = try TouchscreenImport.convert(
            both, file: "t.events", window: DeviceSize(), options: RecordingImportOptions(device: 1))
        XCTAssertEqual(chosen.deviceName, "Two")
    }

    func testOldFilesWithoutPropertiesOrResolutionsAreTouchscreensByTheirButtons() throws {
        // Format 1.0 (no header, no resolution) from a kernel before 2.6.38 (no P: lines): BTN_TOUCH and ABS_X/Y.
        let text =
            EvemuText.description(
                name: "usbtouchscreen", version: nil, properties: nil, axes: [0: (0, 4095), 1: (0, 4095)], resolution: false)
            + EvemuText.events([(1, [(3, 0, 2048), (3, 1, 1024), (1, 330, 1)]), (1.05, [(1, 330, 0)])])
        let recording = try decode(text)
        let device = try XCTUnwrap(recording.devices.first)
        XCTAssertEqual(device.properties, [])
        XCTAssertEqual(device.axes[0], AbsoluteAxis(minimum: 0, maximum: 4095))
        XCTAssertEqual(device.kind, .touchscreen)
        let imported = try TouchscreenImport.convert(recording, file: "t.events", window: DeviceSize(width: 400, height: 400))
        XCTAssertEqual(
            imported.trace.events.map(\.kind),
            [
                .pointer(phase: .down, x: 200, y: 100, pointer: 0, source: .touch),
                .pointer(phase: .up, x: 200, y: 100, pointer: 0, source: .touch),
            ])
        XCTAssertFalse(imported.panelSizeIsPhysical)
    }

    func testALastLineCutShortIsLeftOutAndSaid() throws {
        let text = EvemuText.description() + EvemuText.events(EvemuText.tap(2, x: 720, y: 1560)) + "E: 2.100000 0003 00"
        let recording = try decode(text)
        XCTAssertEqual(recording.devices[0].events.count, 8)
        XCTAssertEqual(
            recording.notes,
            [
                "line 37 is cut short (`E: 2.100000 0003 00`, no end of line): the recording ends there, the line is left out "
                    + "(expected `E: sec.usec type code value`, found 3 values)"
            ])
        let imported = try TouchscreenImport.convert(recording, file: "t.events", window: DeviceSize())
        XCTAssertEqual(imported.warnings, recording.notes)
        // With its end of line, the same line is an error: it is no cut.
        XCTAssertEqual(
            FileTestSupport.formatError { _ = try self.decode(text + "\n") }?.message,
            "line 37: expected `E: sec.usec type code value`, found 3 values")
    }

    func testTheShippedFlickLoadsWhereATraceDoes() throws {
        XCTAssertTrue(Trace.isRecording("a/b.events") && Trace.isRecording("B.EVEMU"))
        let trace = try Trace.load(traceOrRecording: Self.flick, window: DeviceSize())
        XCTAssertEqual(trace, try TouchscreenImport.load(path: Self.flick, window: DeviceSize()).trace)
        XCTAssertEqual(trace.events.count, 26)
    }

    func testBadLinesNameTheirLine() {
        let cases = [
            ("N: P\nA: 35 0\n", "line 2: expected `A: code min max fuzz flat resolution`, found 2 values"),
            ("N: P\nP: 02 00\n", "line 2: expected `P: and 8 property mask bytes`, found 2 bytes (a line cut short?)"),
            ("N: P\nB: 01 00 04\n", "line 2: expected `B: type and 8 mask bytes`, found 2 bytes (a line cut short?)"),
            ("N: P\nB: 01 00 00 00 00 00 00 00 zz\n", "line 2: expected a mask byte in hexadecimal, 0x0 to 0xff, found `zz`"),
            (
                "N: P\nE: 1.2.3 0000 0000 0\n",
                "line 2: expected a time `seconds.microseconds` such as `12.000345` (evemu writes six digits after the dot), found `1.2.3`"
            ),
            (
                "N: P\nE: 1.5000000 0000 0000 0\n",
                "line 2: expected a time `seconds.microseconds` such as `12.000345` (evemu writes six digits after the dot), found `1.5000000`"
            ),
            ("N: P\nE: 1.5 0020 0000 0\n", "line 2: expected an event type in hexadecimal, 0x0 to 0x1f, found `0020`"),
            ("N: P\nE: 1.5 0000 0000 x\n", "line 2: expected a value, a 32-bit decimal integer, found `x`"),
            (
                "N: P\nE: 1.5 0000 0000 0\nA: 35 0 9 0 0 0\n",
                "line 3: a device line after the device's events (a second device starts with its own `N:` line)"
            ),
            ("N: P\nQ: 1\n", "line 2: `Q:` is not an evemu line (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:` or `E:`)"),
            ("version: 1\n", "line 1: expected an evemu line (`N:`, `I:`, `P:`, `B:`, `A:` or `E:`), found `version: 1`"),
            (
                "# EVEMU 1.3\n",
                "has no device description (`N:`, `B:`, `A:` lines): the recording is cut before them, or give the device's evemu-describe output with --desc"
            ),
        ]
        for (text, message) in cases {
            XCTAssertEqual(FileTestSupport.formatError({ try self.decode(text) })?.message, message, text)
        }
    }
}
