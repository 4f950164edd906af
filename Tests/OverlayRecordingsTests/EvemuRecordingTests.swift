import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// `evemu-record` files: the device lines, the events, and what is refused.
final class EvemuRecordingTests: XCTestCase {
    private static let flick = RecordingText.folder.appendingPathComponent("flick-evemu.events").path

    private func decode(_ text: String) throws -> LibinputRecording {
        try EvemuRecording.decode(Array(text.utf8), file: "t.events")
    }

    func testTheDeviceLinesAndEventsAreRead() throws {
        let recording = try decode(
            """
            # EVEMU 1.3
            N: Panel  # a comment
            P: 02 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 04
            A: 35 0 1439 0 0 20
            A: 36 -5 3119 0 0 20
            E: 12.5 0003 0039 -001
            E: 12.000001 0000 0000 0000

            """)
        let device = try XCTUnwrap(recording.devices.first)
        XCTAssertEqual(device.name, "Panel")
        XCTAssertEqual(device.properties, [EvdevCode.propertyDirect])
        XCTAssertEqual(device.keyCodes, [EvdevCode.buttonTouch])
        XCTAssertEqual(device.axes[0x36], AbsoluteAxis(minimum: -5, maximum: 3119, resolution: 20))
        XCTAssertEqual(
            device.events,
            [
                EvdevEvent(seconds: 12, microseconds: 500_000, type: 3, code: 0x39, value: -1, line: 12),
                EvdevEvent(seconds: 12, microseconds: 1, type: 0, code: 0, value: 0, line: 13),
            ])
        XCTAssertEqual(device.kind, .touchscreen)
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
            ("N: P\nE: 1.2.3 0000 0000 0\n", "line 2: expected a time such as `12.345678` (seconds and microseconds), found `1.2.3`"),
            ("N: P\nE: 1.5 0020 0000 0\n", "line 2: expected an event type in hexadecimal, 0x0 to 0x1f, found `0020`"),
            ("N: P\nE: 1.5 0000 0000 x\n", "line 2: expected a value, a 32-bit decimal integer, found `x`"),
            ("N: P\nQ: 1\n", "line 2: `Q:` is not an evemu line (`N:`, `I:`, `P:`, `B:`, `A:` or `E:`)"),
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
