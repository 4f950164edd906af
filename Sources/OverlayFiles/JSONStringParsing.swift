/// String literals: escapes, surrogate pairs and UTF-8 validation.
extension JSONParsingCursor {
    /// Parses the string literal whose opening quote is at `index`.
    mutating func parseString() throws -> String {
        let opening = index
        index += 1
        let start = index
        // Fast path: no escapes, so the validated bytes become the string directly.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterFailure(byte) }
            index += byte < 0x80 ? 1 : try utf8SequenceLength(at: index)
        }
        var scratch = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &scratch)
            case 0..<0x20:
                throw controlCharacterFailure(byte)
            case 0x20..<0x80:
                scratch.append(byte)
                index += 1
            default:
                let length = try utf8SequenceLength(at: index)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                index += length
            }
        }
        let (line, column) = JSONParsingCursor.lineAndColumn(of: opening, in: bytes)
        throw fail("expected '\"' to end the string that starts at line \(line), column \(column), found end of file")
    }

    private func controlCharacterFailure(_ byte: UInt8) -> JSONParsingFailure {
        fail("control character U+\(hex(UInt32(byte), width: 4)) must be escaped in a string")
    }

    /// Appends the UTF-8 of the escape sequence at `index` (which points at the backslash).
    private mutating func parseEscape(into scratch: inout [UInt8]) throws {
        let escapeOffset = index
        index += 1
        guard let letter = peek() else {
            throw fail("expected an escape character after '\\', found end of file")
        }
        let simple: UInt8?
        switch letter {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let shown = letter >= 0x21 && letter < 0x7F ? "'\\\(Character(Unicode.Scalar(letter)))'" : found()
            throw fail("invalid escape in a string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX after '\\', found \(shown)")
        }
        if let simple {
            scratch.append(simple)
            index += 1
            return
        }
        index += 1
        var scalar = try parseHexQuad()
        if scalar >= 0xD800, scalar <= 0xDBFF {
            // A high surrogate is only meaningful followed by an escaped low surrogate.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONParsingFailure(offset: escapeOffset, message: "unpaired surrogate \\u\(hex(scalar, width: 4)) in a string")
            }
            index += 2
            let low = try parseHexQuad()
            guard low >= 0xDC00, low <= 0xDFFF else {
                throw JSONParsingFailure(offset: escapeOffset, message: "unpaired surrogate \\u\(hex(scalar, width: 4)) in a string")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if scalar >= 0xDC00, scalar <= 0xDFFF {
            throw JSONParsingFailure(offset: escapeOffset, message: "unpaired surrogate \\u\(hex(scalar, width: 4)) in a string")
        }
        // Surrogates were excluded above, so this always succeeds.
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        scratch.append(contentsOf: Array(String(character).utf8))
    }

    /// Reads exactly four hex digits.
    private mutating func parseHexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else {
                throw fail("expected 4 hex digits after \\u, found end of file")
            }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : found()
                throw fail("expected 4 hex digits after \\u, found \(shown)")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence starting at `position` (RFC 3629: no overlongs,
    /// no surrogates, nothing above U+10FFFF).
    func utf8SequenceLength(at position: Int) throws -> Int {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            throw JSONParsingFailure(offset: position, message: "invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2))")
        }
        for offset in 1..<length {
            let at = position + offset
            guard at < bytes.count else {
                throw JSONParsingFailure(offset: position, message: "truncated UTF-8 sequence at end of file")
            }
            let range = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(bytes[at]) else {
                throw JSONParsingFailure(
                    offset: position, message: "invalid UTF-8 sequence starting with byte 0x\(hex(UInt32(lead), width: 2))")
            }
        }
        return length
    }
}
