import OverlayTestSupport
import XCTest

@testable import OverlayFiles

final class TraceTests: XCTestCase {
    private func decode(_ text: String) throws -> Trace {
        try Trace.decode(FileTestSupport.bytes(text), file: "drag.trace.json")
    }

    private func events(_ lines: [String], until: String? = nil) -> String {
        "{\"events\": [" + lines.joined(separator: ",\n") + "]" + (until.map { ", \"until\": \($0)" } ?? "") + "}"
    }

    func testEveryEventKindDecodes() throws {
        let trace = try decode(
            events(
                [
                    #"{"t": 0, "kind": "down", "x": 10, "y": 20.5}"#,
                    #"{"t": 0.1, "kind": "move", "x": -1e6, "y": 1e6, "pointer": 0, "source": "mouse"}"#,
                    #"{"t": 0.1, "kind": "down", "x": 1, "y": 2, "pointer": 1023, "source": "touch"}"#,
                    #"{"t": 0.2, "kind": "up", "x": 10, "y": 20}"#,
                    #"{"t": 0.3, "kind": "cancel", "x": 0, "y": 0, "pointer": 1023}"#,
                    #"{"t": 0.4, "kind": "wheel", "x": 5, "y": 6, "dy": -120}"#,
                    #"{"t": 0.5, "kind": "key", "key": "space"}"#,
                    #"{"t": 0.6, "kind": "moveToNotch", "index": -2147483648}"#,
                    #"{"t": 0.6, "kind": "moveToNotch", "index": 7, "animated": false}"#,
                    #"{"t": 0.7, "kind": "invalidateNotchHeights"}"#,
                    #"{"t": 0.8, "kind": "setReachable", "indexes": [2, 0, 1023]}"#,
                    #"{"t": 0.9, "kind": "resize", "width": 800, "height": 0}"#,
                    #"{"t": 86400, "kind": "screenshot", "path": "out/a.png"}"#,
                ], until: "86400"))
        XCTAssertEqual(
            trace,
            Trace(
                events: [
                    TraceEvent(time: 0, kind: .pointer(phase: .down, x: 10, y: 20.5, pointer: 0, source: .mouse)),
                    TraceEvent(time: 0.1, kind: .pointer(phase: .move, x: -1e6, y: 1e6, pointer: 0, source: .mouse)),
                    TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 1, y: 2, pointer: 1023, source: .touch)),
                    TraceEvent(time: 0.2, kind: .pointer(phase: .up, x: 10, y: 20, pointer: 0, source: .mouse)),
                    TraceEvent(time: 0.3, kind: .pointer(phase: .cancel, x: 0, y: 0, pointer: 1023, source: .mouse)),
                    TraceEvent(time: 0.4, kind: .wheel(x: 5, y: 6, dy: -120)),
                    TraceEvent(time: 0.5, kind: .key(.togglePause)),
                    TraceEvent(time: 0.6, kind: .moveToNotch(index: -2_147_483_648, animated: true)),
                    TraceEvent(time: 0.6, kind: .moveToNotch(index: 7, animated: false)),
                    TraceEvent(time: 0.7, kind: .invalidateNotchHeights),
                    TraceEvent(time: 0.8, kind: .setReachable([2, 0, 1023])),
                    TraceEvent(time: 0.9, kind: .resize(width: 800, height: 0)),
                    TraceEvent(time: 86400, kind: .screenshot(path: "out/a.png")),
                ], until: 86400))
        XCTAssertEqual(try decode("{\"events\": []}"), Trace())
    }

    func testEventErrors() {
        let allKinds =
            "down, move, up, cancel, wheel, key, moveToNotch, invalidateNotchHeights, setReachable, resize, scene, screenshot, showView, dismissView, dismissAll, dismissTopmost"
        let allKeys =
            "1, 2, 3, 4, 5, 6, 7, 8, 9, p, b, n, backspace, o, a, m, tab, s, r, h, k, space, ., f, t, e, up, down, left, right, ?, f1, escape, q"
        let cases: [(String, String)] = [
            (#"{"until": 1}"#, "field `events`: missing (expected an array of events)"),
            (#"{"events": [], "speed": 2}"#, "field `speed`: unknown field (expected one of: events, until)"),
            (#"{"events": {}}"#, "field `events`: expected an array, found an object"),
            (events(["3"]), "field `events[0]`: expected an event object with \"t\" and \"kind\", found 3"),
            (events([#"{"t": 0}"#]), "field `events[0].kind`: missing (expected one of \(allKinds))"),
            (events([#"{"t": 0, "kind": "tap"}"#]), "field `events[0].kind`: expected one of \(allKinds), found \"tap\""),
            (
                events([#"{"kind": "invalidateNotchHeights"}"#]),
                "field `events[0].t`: missing (expected a finite number between 0 and 86400)"
            ),
            (
                events([#"{"t": -1, "kind": "invalidateNotchHeights"}"#]),
                "field `events[0].t`: expected a finite number between 0 and 86400, found -1"
            ),
            (
                events([#"{"t": 86401, "kind": "invalidateNotchHeights"}"#]),
                "field `events[0].t`: expected a finite number between 0 and 86400, found 86401"
            ),
            (
                events([#"{"t": "0", "kind": "invalidateNotchHeights"}"#]),
                "field `events[0].t`: expected a finite number between 0 and 86400, found \"0\""
            ),
            (
                events([#"{"t": 0, "kind": "key", "key": "a", "x": 1}"#]),
                "field `events[0].x`: unknown field (expected one of: t, kind, key)"
            ),
            (
                events([#"{"t": 0, "kind": "down", "x": 1}"#]),
                "field `events[0].y`: missing (expected a finite number between -1000000 and 1000000)"
            ),
            (
                events([#"{"t": 0, "kind": "down", "x": 1, "y": 1e7}"#]),
                "field `events[0].y`: expected a finite number between -1000000 and 1000000, found 10000000"
            ),
            (
                events([#"{"t": 0, "kind": "down", "x": 1, "y": 1, "pointer": 1024}"#]),
                "field `events[0].pointer`: expected an integer between 0 and 1023, found 1024"
            ),
            (
                events([#"{"t": 0, "kind": "down", "x": 1, "y": 1, "pointer": 1.5}"#]),
                "field `events[0].pointer`: expected an integer between 0 and 1023, found 1.5"
            ),
            (
                events([#"{"t": 0, "kind": "down", "x": 1, "y": 1, "source": "pen"}"#]),
                "field `events[0].source`: expected one of mouse, touch, found \"pen\""
            ),
            (
                events([#"{"t": 0, "kind": "down", "x": 1, "y": 1, "dy": 1}"#]),
                "field `events[0].dy`: unknown field (expected one of: t, kind, x, y, pointer, source)"
            ),
            (
                events([#"{"t": 0, "kind": "wheel", "x": 1, "y": 1}"#]),
                "field `events[0].dy`: missing (expected a finite number between -1000000 and 1000000)"
            ),
            (events([#"{"t": 0, "kind": "key", "key": ""}"#]), "field `events[0].key`: expected one of \(allKeys), found \"\""),
            (events([#"{"t": 0, "kind": "key", "key": "x"}"#]), "field `events[0].key`: expected one of \(allKeys), found \"x\""),
            (events([#"{"t": 0, "kind": "key", "key": "B"}"#]), "field `events[0].key`: expected one of \(allKeys), found \"B\""),
            (events([#"{"t": 0, "kind": "key", "key": 1}"#]), "field `events[0].key`: expected one of \(allKeys), found 1"),
            (
                events([#"{"t": 0, "kind": "scene", "name": "mapz"}"#]),
                "field `events[0].name`: expected one of maps, shortcuts, backdrop, show-hide, navigation, sheet, containers, found \"mapz\""
            ),
            (events([#"{"t": 0, "kind": "key"}"#]), "field `events[0].key`: missing (expected one of \(allKeys))"),
            (
                events([#"{"t": 0, "kind": "key", "key": "\#(String(repeating: "k", count: 33))"}"#]),
                "field `events[0].key`: expected one of \(allKeys), found \"\(String(repeating: "k", count: 33))\""
            ),
            (
                events([#"{"t": 0, "kind": "moveToNotch", "index": 2147483648}"#]),
                "field `events[0].index`: expected an integer between -2147483648 and 2147483647, found 2147483648"
            ),
            (
                events([#"{"t": 0, "kind": "moveToNotch", "index": 1, "animated": 1}"#]),
                "field `events[0].animated`: expected true or false, found 1"
            ),
            (
                events([#"{"t": 0, "kind": "setReachable", "indexes": [0, -1]}"#]),
                "field `events[0].indexes[1]`: expected an integer between 0 and 1023, found -1"
            ),
            (events([#"{"t": 0, "kind": "setReachable"}"#]), "field `events[0].indexes`: missing (expected an array of notch indexes)"),
            (
                events([#"{"t": 0, "kind": "resize", "width": 100001, "height": 1}"#]),
                "field `events[0].width`: expected a finite number between 0 and 100000, found 100001"
            ),
            (
                events([#"{"t": 0, "kind": "screenshot", "path": 3}"#]),
                "field `events[0].path`: expected a non-empty string of at most 4096 characters, found 3"
            ),
            (
                events([#"{"t": 0, "kind": "invalidateNotchHeights"}"#], until: "-1"),
                "field `until`: expected a finite number between 0 and 86400 (not before the last event's time), found -1"
            ),
            (events([], until: "\"soon\""), "field `until`: expected a finite number between 0 and 86400, found \"soon\""),
        ]
        for (text, expected) in cases {
            let error = FileTestSupport.formatError { try decode(text) }
            XCTAssertEqual(error?.description, "drag.trace.json: " + expected, "for \(text)")
        }
    }

    func testTimeOrderAndPointerState() {
        let cases: [([String], String?, String)] = [
            (
                (0..<7).map { #"{"t": \#(Double($0) / 10), "kind": "invalidateNotchHeights"}"# } + [
                    #"{"t": 0.5, "kind": "key", "key": "a"}"#
                ], nil,
                "field `events[7].t`: 0.5 is before the previous event's 0.6; events must be in time order"
            ),
            (
                [#"{"t": 0, "kind": "down", "x": 1, "y": 1}"#, #"{"t": 1, "kind": "down", "x": 1, "y": 1}"#], nil,
                "field `events[1]`: down for pointer 0, which is already down (since events[0]); send up or cancel first"
            ),
            (
                [#"{"t": 0, "kind": "move", "x": 1, "y": 1, "pointer": 3}"#], nil,
                "field `events[0]`: move for pointer 3, which is not down; send down first"
            ),
            (
                [
                    #"{"t": 0, "kind": "down", "x": 1, "y": 1}"#, #"{"t": 1, "kind": "up", "x": 1, "y": 1}"#,
                    #"{"t": 2, "kind": "up", "x": 1, "y": 1}"#,
                ], nil,
                "field `events[2]`: up for pointer 0, which is not down; send down first"
            ),
            (
                [#"{"t": 0, "kind": "down", "x": 1, "y": 1, "pointer": 1}"#, #"{"t": 1, "kind": "cancel", "x": 1, "y": 1}"#], nil,
                "field `events[1]`: cancel for pointer 0, which is not down; send down first"
            ),
            (
                [#"{"t": 0, "kind": "key", "key": "a"}"#, #"{"t": 2.5, "kind": "key", "key": "b"}"#], "2",
                "field `until`: expected a finite number between 2.5 and 86400 (not before the last event's time), found 2"
            ),
        ]
        for (lines, until, expected) in cases {
            let error = FileTestSupport.formatError { try decode(events(lines, until: until)) }
            XCTAssertEqual(error?.description, "drag.trace.json: " + expected)
        }
        // Two pointers interleave freely; a pointer can go down again after up or cancel.
        XCTAssertNoThrow(
            try decode(
                events(
                    [
                        #"{"t": 0, "kind": "down", "x": 1, "y": 1}"#, #"{"t": 0, "kind": "down", "x": 1, "y": 1, "pointer": 1}"#,
                        #"{"t": 0, "kind": "cancel", "x": 1, "y": 1}"#, #"{"t": 0, "kind": "move", "x": 1, "y": 1, "pointer": 1}"#,
                        #"{"t": 0, "kind": "down", "x": 1, "y": 1}"#, #"{"t": 0, "kind": "up", "x": 1, "y": 1}"#,
                    ], until: "0")))
    }

    func testEncodeRoundTripsExactly() throws {
        let trace = Trace(
            events: [
                TraceEvent(time: 0, kind: .pointer(phase: .down, x: 0.1, y: 1.0 / 3.0, pointer: 0, source: .mouse)),
                TraceEvent(
                    time: 0.016666666666666666,
                    kind: .pointer(phase: .move, x: -0.0, y: Double.leastNonzeroMagnitude, pointer: 0, source: .mouse)),
                TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 123456.789, y: 1e6, pointer: 5, source: .touch)),
                TraceEvent(time: 0.2, kind: .pointer(phase: .up, x: 1, y: 2, pointer: 0, source: .touch)),
                TraceEvent(time: 0.2, kind: .pointer(phase: .cancel, x: 1, y: 2, pointer: 5, source: .mouse)),
                TraceEvent(time: 1, kind: .wheel(x: 3, y: 4, dy: -0.5)),
                TraceEvent(time: 1, kind: .key(.pop)),
                TraceEvent(time: 1, kind: .key(.moveToNotch(index: 8))),
                TraceEvent(time: 1, kind: .key(.stepFrame)),
                TraceEvent(time: 2, kind: .moveToNotch(index: -3, animated: false)),
                TraceEvent(time: 2, kind: .moveToNotch(index: 2, animated: true)),
                TraceEvent(time: 3, kind: .invalidateNotchHeights),
                TraceEvent(time: 4, kind: .setReachable([])),
                TraceEvent(time: 4, kind: .setReachable([0, 2])),
                TraceEvent(time: 5, kind: .resize(width: 1024.5, height: 768)),
                TraceEvent(time: 5.5, kind: .scene(.showHide)),
                TraceEvent(time: 5.5, kind: .key(.cycleScene)),
                TraceEvent(time: 6, kind: .screenshot(path: "shots/a b.png")),
            ], until: 7.000000000000001)
        let text = trace.encodeJSON()
        XCTAssertEqual(try Trace.decode(FileTestSupport.bytes(text), file: "t.json"), trace, text)
        XCTAssertEqual(text.split(separator: "\n").count, trace.events.count + 3, "one event per line")
        XCTAssertTrue(text.contains(#"{"t": 2, "kind": "moveToNotch", "index": -3, "animated": false}"#))
        XCTAssertTrue(text.contains(#"{"t": 1, "kind": "key", "key": "backspace"}"#))
        XCTAssertTrue(text.contains(#"{"t": 1, "kind": "key", "key": "9"}"#))
        XCTAssertTrue(text.contains(#"{"t": 0.016666666666666666, "kind": "move", "x": 0, "y": 5e-324}"#))
        XCTAssertEqual(Trace().encodeJSON(), "{\"events\": []}\n")
        XCTAssertEqual(try Trace.decode(FileTestSupport.bytes(Trace().encodeJSON()), file: "t.json"), Trace())
    }

    func testLargeGeneratedTraceDecodesQuickly() throws {
        // About 20 MB: a long drag, one event per line, as a recorder would write it. The text is built
        // directly (not with encodeJSON, which has its own test) to keep this test fast in debug builds.
        var generator = SplitMix64(seed: 2024)
        var events = [TraceEvent(time: 0, kind: .pointer(phase: .down, x: 200, y: 600, pointer: 0, source: .touch))]
        var text = #"{"events": [{"t": 0, "kind": "down", "x": 200, "y": 600, "source": "touch"}"#
        text.reserveCapacity(21_000_000)
        var time = 0.0
        while events.count < 200_000 {
            time += 1.0 / 120.0
            let x = Double.random(in: 0..<400, using: &generator)
            let y = (Double.random(in: 0..<900, using: &generator) * 100).rounded() / 100
            events.append(TraceEvent(time: time, kind: .pointer(phase: .move, x: x, y: y, pointer: 0, source: .touch)))
            text += ",\n{\"t\": \(time), \"kind\": \"move\", \"x\": \(x), \"y\": \(y), \"source\": \"touch\"}"
        }
        events.append(TraceEvent(time: time, kind: .pointer(phase: .up, x: 0, y: 0, pointer: 0, source: .touch)))
        text += ",\n{\"t\": \(time), \"kind\": \"up\", \"x\": 0, \"y\": 0, \"source\": \"touch\"}],\n\"until\": \(time + 1)}\n"
        let data = FileTestSupport.bytes(text)
        XCTAssertGreaterThan(data.count, 19_000_000)
        let start = Date()
        let decoded = try Trace.decode(data, file: "big.json")
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(decoded, Trace(events: events, until: time + 1))
        // A guard against time quadratic in the size (hours), not a speed target: the benchmark measures speed.
        XCTAssertLessThan(elapsed, 120, "decoding \(data.count) bytes took \(elapsed) s")
    }

    func testTooManyEventsAndOversizeFiles() throws {
        let directory = try FileTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/huge.json"
        // A sparse file reports its size without us writing 50 MB.
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 * 1_048_576)
        try handle.close()
        XCTAssertEqual(
            FileTestSupport.formatError { try Trace.load(path: path) }?.description,
            path + ": file is 50.0 MB; the limit is 32 MB")

        let small = directory + "/small.json"
        try Data(#"{"events": [{"t": 1, "kind": "key", "key": "a"}], "until": 2}"#.utf8).write(to: URL(fileURLWithPath: small))
        XCTAssertEqual(try Trace.load(path: small), Trace(events: [TraceEvent(time: 1, kind: .key(.showBanner))], until: 2))

        let tooMany = "{\"events\": [" + Array(repeating: "0", count: Trace.maximumEventCount + 1).joined(separator: ",") + "]}"
        XCTAssertEqual(
            FileTestSupport.formatError { try decode(tooMany) }?.description,
            "drag.trace.json: field `events`: expected at most 2000000 events, found 2000001")
    }
}
