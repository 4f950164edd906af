import Foundation
import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// Untrusted recordings: what would make Yams spend time or memory far beyond the file's size is refused from the
/// text, before any node is built, naming the limit (the scan's own messages prove Yams never ran; how long it took
/// is the benchmark's business, not a unit test's: a loaded CI machine stalls a test for seconds).
final class YAMLSafetyScanTests: XCTestCase {
    /// The "billion laughs": nine levels of nine aliases each stand for 9⁹ strings.
    static func billionLaughs(asKey: Bool = false) -> String {
        var lines = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
            previous = name
        }
        // As a mapping key the expansion is hashed (Yams checks keys for duplicates): that never ends.
        if asKey { lines.append("z: {? *i : 1}") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scan's verdict on a text.
    private struct Refusal {
        var message: String
    }

    /// The scan's verdict on `text`.
    private func refusal(_ text: String, line: UInt = #line) -> Refusal {
        Refusal(
            message: FileTestSupport.formatError({ try LibinputRecording.decode(Array(text.utf8), file: "evil.yml") }, line: line)?
                .message ?? "")
    }

    func testAliasBombsAreRefusedAtTheirFirstAnchorOrAlias() {
        for asKey in [false, true] {
            let result = refusal(Self.billionLaughs(asKey: asKey))
            XCTAssertEqual(
                result.message,
                "line 1, column 4: a YAML anchor (`&…`) is refused (a libinput recording has none; "
                    + "aliases to it could multiply the document)")
            // Without their anchors, the first alias.
            let aliasesOnly = Self.billionLaughs(asKey: asKey).replacingOccurrences(of: #"&[a-i] "#, with: "", options: .regularExpression)
            XCTAssertEqual(
                refusal(aliasesOnly).message,
                "line 2, column 5: a YAML alias (`*…`) is refused (limit 0: a libinput recording "
                    + "has none, and each one can multiply the document, as in the \"billion laughs\")")
        }
    }

    func testDeepNestingIsRefusedAtThirtyTwoLevels() {
        let flow = "a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let dashes = String(repeating: "- ", count: 10_000) + "x\n"
        let indented = (0..<100).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " 1\n"
        let mixed = "a:\n  - b: [{c: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}]\n"
        for (text, position) in [
            (flow, "line 1, column 35"), (dashes, "line 1, column 63"), (indented, "line 33, column 33"),
            (mixed, "line 2, column 40"),
        ] {
            let result = refusal(text)
            XCTAssertEqual(result.message, "\(position): nesting deeper than 32 levels (a libinput recording needs 6)")
        }
    }

    func testMoreThanTwoMillionValuesAreRefused() {
        // 4 MB of rows of a thousand values (the row and 999 numbers): within the size limit, but 135 bytes a
        // value would be 270 MB of nodes. The 2,000,001st value is the row opening line 2001.
        let row = "- [" + String(repeating: "0,", count: 998) + "0]\n"
        let text = String(repeating: row, count: 2001)
        let result = refusal(text)
        XCTAssertTrue(result.message.hasPrefix("line 2001, column 3: more than 2000000 values;"), result.message)
    }

    func testARowOfTwoMillionNumbersIsRefusedAtItsLimit() {
        // Issue 25: one row of 1,990,000 numbers took 720 MB before it was refused. It is refused at the row's
        // 4097th value, on one line or spread over many.
        let row = "a: [" + String(repeating: "0,", count: 1_990_000) + "0]\n"
        let oneLine = refusal(row)
        XCTAssertEqual(
            oneLine.message, "line 1, column 8193: more than 4096 values in one row (a libinput recording's longest has under 800)")
        let spread = "a: [\n" + String(repeating: "  0, 0, 0, 0,\n", count: 2000) + "  0]\n"
        XCTAssertTrue(refusal(spread).message.hasPrefix("line 1025, column 12: more than 4096 values in one row"), refusal(spread).message)
        // A keyboard's 767 key codes on one row are read.
        let keyboard = "codes: [" + (0..<767).map(String.init).joined(separator: ", ") + "]\n"
        XCTAssertNoThrow(try YAMLSafetyScan.check(Array(keyboard.utf8), file: "k.yml"))
    }

    func testWhatALibinputRecordingNeverHoldsIsRefused() {
        let cases: [(String, String)] = [
            ("a: &anchor 1\n", "line 1, column 4: a YAML anchor (`&…`) is refused"),
            ("a: !!str 1\n", "line 1, column 4: a YAML tag (`!…`) is refused"),
            ("a: |\n  text\n", "line 1, column 4: a YAML block scalar (`|` or `>`) is refused"),
            ("- >\n  text\n", "line 1, column 3: a YAML block scalar"),
            ("a: \"two\n  lines\"\n", "line 1, column 8: a quoted string runs past the end of its line"),
            // Where libyaml may read a line as the continuation of a plain scalar, a quote there would open a string in
            // one reading only (and could hide the alias on the next line from the scan): refused.
            ("a: foo\n  \"bar\nb: *x\nc: baz\"\n", "line 2, column 3: a line that may continue the plain scalar above starts with `\"`"),
            ("a: [foo\n \"bar, *x, \"]\n", "line 2, column 2: a line that may continue the plain scalar above starts with `\"`"),
            ("a: foo\n  - \"b\"\n", "line 2, column 5: a line that may continue the plain scalar above starts with `\"`"),
            // Aliases in flow context: after `,`, and after a plain scalar holding `:` and `"`.
            ("a: [b, *c]\n", "line 1, column 8: a YAML alias"),
            ("a: [b:\"c, *d, \"]\n", "line 1, column 11: a YAML alias"),
            ("a: {\"b\":*c}\n", "line 1, column 9: a YAML alias"),
            ("--- *a\n", "line 1, column 5: a YAML alias"),
            ("\u{FEFF}*a\n", "line 1, column 1: a YAML alias"),
            // libyaml's other line breaks end lines here too.
            ("a: b\r*c: d\n", "line 2, column 1: a line that may continue the plain scalar above starts with `*`"),
            ("a: b\u{2028}*c: d\n", "line 2, column 1: a line that may continue the plain scalar above starts with `*`"),
            ("a: [1]\r\n*c: d\n", "line 2, column 1: a YAML alias"),
        ]
        for (text, expected) in cases {
            let message = refusal(text).message
            XCTAssertTrue(message.hasPrefix(expected), "\(text.debugDescription): \(message)")
        }
    }

    func testIndicatorsInsideScalarsAndCommentsAreText() throws {
        // None of these is an alias, anchor, tag or block scalar, so the scan lets them through to Yams.
        let texts = [
            "version: 1\nname: \"Foo * Bar & Baz | qux\"\ndevices: []\n",
            "version: 1\nname: 'it''s *not* &an !alias'\ndevices: []\n",
            "version: 1\nname: Foo * Bar & Baz\ndevices: []\n",
            "version: 1 # *alias &anchor !tag | > \"quote\ndevices: []\n",
            "version: 1\nurl: a:*b\nlist: [a*b, c&d, \"e, *f\"]\ndevices: []\n",
            "version: 1\nname: foo\n  - continued plain text\ndevices: []\n",
        ]
        for text in texts {
            XCTAssertNoThrow(try YAMLSafetyScan.check(Array(text.utf8), file: "ok.yml"), text)
        }
        // And the shipped recordings, comments and all.
        for name in try FileManager.default.contentsOfDirectory(atPath: RecordingText.folder.path) where name.hasSuffix(".yml") {
            let bytes = try [UInt8](Data(contentsOf: RecordingText.folder.appendingPathComponent(name)))
            XCTAssertNoThrow(try YAMLSafetyScan.check(bytes, file: name), name)
        }
    }

    func testAFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let folder = try FileTestSupport.temporaryDirectory()
        let path = (folder as NSString).appendingPathComponent("huge.yml")
        // 100 MB without writing them: a sparse file reports its size.
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("version: 1\n".utf8)))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 * 1_048_576)
        try handle.close()
        XCTAssertEqual(
            FileTestSupport.formatError({ try LibinputRecording.load(path: path) })?.message,
            "file is 100.0 MB; the limit is 16 MB")
    }
}
