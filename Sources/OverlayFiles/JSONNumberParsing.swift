/// Number literals: the strict RFC grammar, and a fast exact conversion for short decimals.
extension JSONParsingCursor {
    /// Follows the RFC grammar exactly: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
            if let letter = peek(), isLetter(letter) {
                throw JSONParsingFailure(
                    offset: start, message: "expected a value, found '-\(wordAtIndex())'\(nonNumberNote(wordAtIndex()))")
            }
        }
        guard let first = peek(), isDigit(first) else {
            throw fail("expected a digit after '-', found \(found())")
        }
        // The significant digits as an integer and the power of ten that scales them, for the fast path.
        var mantissa = 0
        var significantDigits = 0
        var scale = 0
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), isDigit(next) {
                throw JSONParsingFailure(offset: start, message: "numbers must not have leading zeros")
            }
        } else {
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if significantDigits < 16 {
                    mantissa = mantissa * 10 + Int(bytes[index] - 0x30)
                } else {
                    scale += 1
                }
                significantDigits += 1
                index += 1
            }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else {
                throw fail("expected a digit after the decimal point, found \(found())")
            }
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                let digit = Int(bytes[index] - 0x30)
                if significantDigits < 16 {
                    mantissa = mantissa * 10 + digit
                    scale -= 1
                    if mantissa > 0 { significantDigits += 1 }
                } else {
                    significantDigits += 1
                }
                index += 1
            }
        }
        var exponent = 0
        var hasExponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            var exponentNegative = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard let digit = peek(), isDigit(digit) else {
                throw fail("expected a digit in the exponent, found \(found())")
            }
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if exponent < 10_000 { exponent = exponent * 10 + Int(bytes[index] - 0x30) }
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        // Clinger's fast path: a mantissa below 2^53 scaled by an exact power of ten (≤ 10^22) is one
        // correctly rounded operation, so it equals what Double(String) would return.
        let power = scale + exponent
        if significantDigits <= 15, !hasExponent || abs(exponent) < 400, abs(power) <= 22 {
            var value = Double(mantissa)
            if power < 0 {
                value /= JSONParsingCursor.powersOfTen[-power]
            } else {
                value *= JSONParsingCursor.powersOfTen[power]
            }
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONParsingFailure(offset: start, message: "number \(text) is out of range")
        }
        return value
    }

    /// 10^0 … 10^22, all exactly representable.
    static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
