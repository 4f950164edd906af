import OverlayTestSupport
import XCTest

@testable import OverlayFiles

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(FileTestSupport.bytes(text))
    }

    private func assertSyntax(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(FileTestSupport.syntaxError(text, file: file, line: line)?.description, expected, file: file, line: line)
    }

    func testScalarsAndContainers() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse(" true "), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
        XCTAssertEqual(try parse("-0.5e2"), .number(-50))
        XCTAssertEqual(try parse("1E+2"), .number(100))
        XCTAssertEqual(try parse("123456789012345678901234"), .number(Double("123456789012345678901234")!))
        XCTAssertEqual(try parse("\"a\""), .string("a"))
        XCTAssertEqual(try parse("[1, [], {}]"), .array([.number(1), .array([]), .object([])]))
        XCTAssertEqual(
            try parse("{\"b\": 1, \"a\": [true]}"),
            .object([("b", .number(1)), ("a", .array([.bool(true)]))]))
        XCTAssertEqual(try parse("1e-999"), .number(0))
    }

    func testNumbersMatchDoubleParsingExactly() throws {
        // The parser's fast path for short decimals must agree bit for bit with Double(String).
        var generator = SplitMix64(seed: 99)
        for _ in 0..<5_000 {
            let digits = String(UInt64.random(in: 0...UInt64(9_999_999_999_999_999), using: &generator))
            let split = Int.random(in: 0...digits.count, using: &generator)
            var text = split == 0 ? "0" : String(digits.prefix(split))
            if text.count > 1, text.hasPrefix("0") { text = "1" + text }
            if split < digits.count { text += "." + digits.dropFirst(split) }
            if Bool.random(using: &generator) { text += "e" + String(Int.random(in: -30...30, using: &generator)) }
            if Bool.random(using: &generator) { text = "-" + text }
            let expected = try XCTUnwrap(Double(text))
            XCTAssertEqual(try parse(text), .number(expected), text)
            XCTAssertEqual(try parse(text).foundDescription, JSONNumberFormat.string(for: expected))
        }
        XCTAssertEqual(try parse("0.1"), .number(0.1))
        XCTAssertEqual(try parse("9007199254740993"), .number(9_007_199_254_740_992))
        XCTAssertEqual(try parse("1.7976931348623157e308"), .number(.greatestFiniteMagnitude))
        XCTAssertEqual(try parse("-0"), .number(-0.0))
    }

    func testObjectEqualityRespectsOrder() throws {
        XCTAssertNotEqual(try parse("{\"a\":1,\"b\":2}"), try parse("{\"b\":2,\"a\":1}"))
        XCTAssertNotEqual(try parse("{\"a\":1}"), try parse("{\"a\":2}"))
        XCTAssertEqual(try parse("{\"a\":1,\"b\":2}"), try parse("{ \"a\" : 1 , \"b\" : 2 }"))
    }

    func testStringEscapesAndUnicode() throws {
        XCTAssertEqual(try parse(#""\" \\ \/ \b \f \n \r \t""#), .string("\" \\ / \u{08} \u{0C} \n \r \t"))
        XCTAssertEqual(try parse(#""\u00e9\u20AC""#), .string("é€"))
        XCTAssertEqual(try parse(#""\uD83D\uDE00""#), .string("😀"))
        XCTAssertEqual(try parse("\"héllo 😀\""), .string("héllo 😀"))
        XCTAssertEqual(try parse(#""a\u0000b""#), .string("a\u{0}b"))
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + FileTestSupport.bytes("[1]")), .array([.number(1)]))
        let error = FileTestSupport.syntaxError(bytes: [0xEF, 0xBB, 0xBF] + FileTestSupport.bytes("[1,]"))
        XCTAssertEqual(error?.column, 4)
    }

    func testStructuralErrorsReportLineAndColumn() {
        assertSyntax(
            "{\n  \"a\": 1,\n  \"b\": [1, 2]]\n}",
            "line 3, column 14: expected ',' or '}' after an object member, found ']'")
        assertSyntax("[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'")
        assertSyntax("[1,]", "line 1, column 4: expected a value after ',' in an array, found ']' (trailing commas are not allowed)")
        assertSyntax(
            "{\"a\":1,}", "line 1, column 8: expected a string key after ',' in an object, found '}' (trailing commas are not allowed)")
        assertSyntax("{a:1}", "line 1, column 2: expected a string key or '}' in an object, found 'a'")
        assertSyntax("{\"a\" 1}", "line 1, column 6: expected ':' after the key \"a\", found '1'")
        assertSyntax("", "line 1, column 1: expected a value, found end of file")
        assertSyntax("   ", "line 1, column 4: expected a value, found end of file")
        assertSyntax("[", "line 1, column 2: expected a value or ']' in an array, found end of file")
        assertSyntax("{\"a\":", "line 1, column 6: expected a value for the key \"a\", found end of file")
        assertSyntax("1 2", "line 1, column 3: expected end of file after the top-level value, found '2'")
        assertSyntax("// c\n1", "line 1, column 1: expected a value, found '/'")
        assertSyntax("[1] /* c */", "line 1, column 5: expected end of file after the top-level value, found '/'")
        assertSyntax("tru", "line 1, column 1: expected a value, found 'tru'")
        assertSyntax("nulll", "line 1, column 1: expected a value, found 'nulll'")
        assertSyntax("'a'", "line 1, column 1: expected a value, found '''")
        assertSyntax("\u{0}", "line 1, column 1: expected a value, found control character U+0000")
    }

    func testNumberGrammar() {
        assertSyntax(
            "[NaN]", "line 1, column 2: expected a value or ']' in an array, found 'NaN' (NaN and Infinity are not allowed in JSON)")
        assertSyntax("Infinity", "line 1, column 1: expected a value, found 'Infinity' (NaN and Infinity are not allowed in JSON)")
        assertSyntax("-Infinity", "line 1, column 1: expected a value, found '-Infinity' (NaN and Infinity are not allowed in JSON)")
        assertSyntax("1e999", "line 1, column 1: number 1e999 is out of range")
        assertSyntax("[0, -1e400]", "line 1, column 5: number -1e400 is out of range")
        assertSyntax("01", "line 1, column 1: numbers must not have leading zeros")
        assertSyntax("-", "line 1, column 2: expected a digit after '-', found end of file")
        assertSyntax("+1", "line 1, column 1: expected a value, found '+'")
        assertSyntax(".5", "line 1, column 1: expected a value, found '.'")
        assertSyntax("1.", "line 1, column 3: expected a digit after the decimal point, found end of file")
        assertSyntax("1.e5", "line 1, column 3: expected a digit after the decimal point, found 'e5'")
        assertSyntax("1e", "line 1, column 3: expected a digit in the exponent, found end of file")
        assertSyntax("0x10", "line 1, column 2: expected end of file after the top-level value, found 'x10'")
    }

    func testStringErrors() {
        assertSyntax("\"abc", "line 1, column 5: expected '\"' to end the string that starts at line 1, column 1, found end of file")
        assertSyntax("\"a\nb\"", "line 1, column 3: control character U+000A must be escaped in a string")
        assertSyntax(
            #""\x""#, #"line 1, column 3: invalid escape in a string: expected one of \" \\ \/ \b \f \n \r \t \uXXXX after '\', found '\x'"#
        )
        assertSyntax(#""\u12G4""#, "line 1, column 6: expected 4 hex digits after \\u, found 'G'")
        assertSyntax(#""\uD800""#, "line 1, column 2: unpaired surrogate \\uD800 in a string")
        assertSyntax(#""\uD800\u0041""#, "line 1, column 2: unpaired surrogate \\uD800 in a string")
        assertSyntax(#""x\uDC00""#, "line 1, column 3: unpaired surrogate \\uDC00 in a string")
    }

    func testInvalidUTF8IsRejected() {
        let cases: [([UInt8], String)] = [
            ([0x22, 0xFF, 0x22], "line 1, column 2: invalid UTF-8 byte 0xFF"),
            ([0x22, 0xC0, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0xC0"),  // overlong NUL
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "line 1, column 2: invalid UTF-8 sequence starting with byte 0xED"),  // surrogate
            ([0x22, 0x5C, 0x6E, 0xE2, 0x82], "line 1, column 4: truncated UTF-8 sequence at end of file"),
            ([0x5B, 0x80, 0x5D], "line 1, column 2: expected a value or ']' in an array, found byte 0x80 (not valid UTF-8)"),
        ]
        for (data, expected) in cases {
            XCTAssertEqual(FileTestSupport.syntaxError(bytes: data)?.description, expected)
        }
        XCTAssertEqual(FileTestSupport.syntaxError("[é]")?.description, "line 1, column 2: expected a value or ']' in an array, found 'é'")
    }

    func testColumnsCountCharactersNotBytes() {
        assertSyntax("[\"é😀\", x]", "line 1, column 8: expected a value after ',' in an array, found 'x'")
        assertSyntax("[1,\r\n 2 3]", "line 2, column 4: expected ',' or ']' after an array element, found '3'")
    }

    func testDuplicateKeysAreRejected() {
        assertSyntax("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\" in an object")
        // Large objects switch to a set for the check; it must still catch duplicates.
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        XCTAssertEqual(FileTestSupport.syntaxError("{\(members), \"k3\": 0}")?.message, "duplicate key \"k3\" in an object")
        XCTAssertNoThrow(try parse("{\(members)}"))
    }

    func testNestingDepthIsLimited() throws {
        let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        XCTAssertNoThrow(try parse(ok))
        let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        assertSyntax(deep, "line 1, column 129: arrays and objects are nested more than 128 levels deep")
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        XCTAssertEqual(FileTestSupport.syntaxError(hostile)?.message, "arrays and objects are nested more than 128 levels deep")
    }

    func testBinaryGarbageNeverCrashes() {
        var generator = SplitMix64(seed: 42)
        var rejected = 0
        for _ in 0..<500 {
            let length = Int.random(in: 1...64, using: &generator)
            var data = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Start some inputs as plausible JSON so the parser gets past the first byte.
            if Bool.random(using: &generator) { data = FileTestSupport.bytes("{\"a\": [\"") + data }
            do {
                _ = try JSONParser.parse(data)
            } catch let syntax as JSONSyntaxError {
                rejected += 1
                XCTAssertGreaterThanOrEqual(syntax.line, 1)
                XCTAssertGreaterThanOrEqual(syntax.column, 1)
                XCTAssertFalse(syntax.message.isEmpty)
            } catch {
                XCTFail("unexpected \(error)")
            }
        }
        // A handful of random inputs may be valid JSON (a lone digit); nearly all must be rejected.
        XCTAssertGreaterThan(rejected, 480)
    }

    func testWriterRoundTripsValues() throws {
        let text =
            #"{"s": "a\"b\\c\n\u0001é", "n": [0, -1.5, 1e-7, 1e300, 123456789], "o": {"x": null, "y": [true, false]}, "e": [[], {}]}"#
        let value = try parse(text)
        XCTAssertEqual(try parse(JSONWriter.pretty(value)), value)
        XCTAssertEqual(try parse(JSONWriter.compact(value)), value)
        XCTAssertEqual(JSONWriter.compact(.array([.number(3), .number(0.1), .string("\u{1}")])), "[3, 0.1, \"\\u0001\"]")
    }

    func testLargeArrayParsesQuickly() throws {
        // About 30 MB of small objects; the parser must stay fast even in debug builds.
        var text = "["
        let item = "{\"t\": 12.345, \"kind\": \"move\", \"x\": 100.25, \"y\": 200, \"name\": \"abcdefgh\"},\n"
        let count = 30_000_000 / item.utf8.count
        text.reserveCapacity(count * item.utf8.count + 16)
        for _ in 0..<count { text += item }
        text += "{}]"
        let data = FileTestSupport.bytes(text)
        let start = Date()
        let value = try JSONParser.parse(data)
        let elapsed = Date().timeIntervalSince(start)
        guard case let .array(elements) = value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, count + 1)
        XCTAssertEqual(elements[0]["x"], .number(100.25))
        // A guard against time quadratic in the size (hours), not a speed target: the benchmark measures speed.
        XCTAssertLessThan(elapsed, 120, "parsing 30 MB took \(elapsed) s")
    }
}
