/// A JSON syntax error with its 1-based position.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// What was expected and what was found.
    public var message: String

    /// Creates an error at a position.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// "line L, column C: MESSAGE".
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser: no comments, trailing commas, NaN/Infinity or invalid UTF-8.
///
/// A leading UTF-8 byte order mark is skipped. Nesting is limited to `maximumDepth` so that hostile input
/// cannot exhaust the stack.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 128

    /// Parses one JSON document from UTF-8 bytes.
    /// - Throws: `JSONSyntaxError` with the line, column and what was expected.
    public static func parse(_ data: [UInt8]) throws -> JSONValue {
        try data.withUnsafeBufferPointer { buffer in
            var cursor = JSONParsingCursor(bytes: buffer)
            do {
                return try cursor.parseDocument()
            } catch let failure as JSONParsingFailure {
                let (line, column) = JSONParsingCursor.lineAndColumn(of: failure.offset, in: buffer)
                throw JSONSyntaxError(line: line, column: column, message: failure.message)
            }
        }
    }
}

/// An error located by byte offset; turned into line and column only once, when it escapes.
struct JSONParsingFailure: Error {
    var offset: Int
    var message: String
}

/// Where a value is expected, for the wording of "expected a value…".
enum JSONValueContext {
    case topLevel
    case firstElement
    case nextElement
    case member(key: String)

    /// Completes "expected a value", e.g. " after ',' in an array".
    var phrase: String {
        switch self {
        case .topLevel: return ""
        case .firstElement: return " or ']' in an array"
        case .nextElement: return " after ',' in an array"
        case let .member(key): return " for the key \(JSONWriter.quoted(key))"
        }
    }
}

/// The parser's state: a byte buffer and an index into it.
///
/// Works on raw bytes (not `Character`s) so that large files parse quickly even in debug builds.
struct JSONParsingCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        let value = try parseValue(context: .topLevel)
        skipWhitespace()
        if index < bytes.count {
            throw fail("expected end of file after the top-level value, found \(found())")
        }
        return value
    }

    // MARK: Values

    /// `context` only serves the "expected a value…" message, so it is an enum rather than a string that
    /// every value would have to build.
    mutating func parseValue(context: JSONValueContext) throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw fail("expected a value\(context.phrase), found end of file")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            if hasLiteral("true") {
                index += 4
                return .bool(true)
            }
            if hasLiteral("false") {
                index += 5
                return .bool(false)
            }
            if hasLiteral("null") {
                index += 4
                return .null
            }
            throw fail("expected a value\(context.phrase), found \(found())")
        default:
            throw fail("expected a value\(context.phrase), found \(found())")
        }
    }

    mutating func parseObject() throws -> JSONValue {
        try enterContainer()
        index += 1
        var members: [(String, JSONValue)] = []
        // Small objects are checked for duplicates by scanning; a set only pays off for large ones.
        var seenKeys: Set<String>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if members.isEmpty {
                    throw fail("expected a string key or '}' in an object, found \(found())")
                }
                let note = peek() == UInt8(ascii: "}") ? " (trailing commas are not allowed)" : ""
                throw fail("expected a string key after ',' in an object, found \(found())\(note)")
            }
            let keyOffset = index
            let key = try parseString()
            var duplicate = false
            if var seen = seenKeys {
                duplicate = !seen.insert(key).inserted
                seenKeys = seen
            } else {
                var position = 0
                while position < members.count, members[position].0 != key { position += 1 }
                duplicate = position < members.count
                if members.count >= 16 { seenKeys = Set(members.map { $0.0 } + [key]) }
            }
            if duplicate {
                throw JSONParsingFailure(offset: keyOffset, message: "duplicate key \(JSONWriter.quoted(key)) in an object")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \(JSONWriter.quoted(key)), found \(found())")
            }
            index += 1
            let value = try parseValue(context: .member(key: key))
            members.append((key, value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default:
                throw fail("expected ',' or '}' after an object member, found \(found())")
            }
        }
    }

    mutating func parseArray() throws -> JSONValue {
        try enterContainer()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if !elements.isEmpty, peek() == UInt8(ascii: "]") {
                throw fail("expected a value after ',' in an array, found ']' (trailing commas are not allowed)")
            }
            elements.append(try parseValue(context: elements.isEmpty ? .firstElement : .nextElement))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw fail("expected ',' or ']' after an array element, found \(found())")
            }
        }
    }

    mutating func enterContainer() throws {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw fail("arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep")
        }
    }

    // MARK: Scanning helpers

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Whether `literal` is at `index` as a whole word (so "nulll" is not read as null followed by junk).
    func hasLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let text = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
        if index + count < bytes.count, isLetter(bytes[index + count]) || isDigit(bytes[index + count]) { return false }
        return true
    }

    /// The run of ASCII letters and digits at `index` (at most 20), for literals and error messages.
    func wordAtIndex() -> String {
        var end = index
        while end < bytes.count, end - index < 20, isLetter(bytes[end]) || isDigit(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    }

    func nonNumberNote(_ word: String) -> String {
        ["nan", "infinity", "inf"].contains(word.lowercased()) ? " (NaN and Infinity are not allowed in JSON)" : ""
    }

    /// Describes what is at `index` for a "found …" phrase.
    func found() -> String {
        guard let byte = peek() else { return "end of file" }
        if isLetter(byte) {
            let word = wordAtIndex()
            return "'\(word)'\(nonNumberNote(word))"
        }
        if byte >= 0x21, byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte < 0x20 || byte == 0x7F {
            return "control character U+\(hex(UInt32(byte), width: 4))"
        }
        if let length = try? utf8SequenceLength(at: index) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            return "'\(text)'"
        }
        return "byte 0x\(hex(UInt32(byte), width: 2)) (not valid UTF-8)"
    }

    func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    func fail(_ message: String) -> JSONParsingFailure {
        JSONParsingFailure(offset: index, message: message)
    }

    /// Line and column of a byte offset; columns count scalars, and a leading BOM does not count.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1
        var column = 1
        var position = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        let end = min(offset, bytes.count)
        while position < end {
            let byte = bytes[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return (line, column)
    }
}
