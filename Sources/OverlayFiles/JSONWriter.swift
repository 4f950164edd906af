/// Writes `JSONValue`s back to text, keeping object member order.
public enum JSONWriter {
    /// Pretty-printed JSON with two-space indentation; arrays that hold only scalars stay on one line.
    public static func pretty(_ value: JSONValue) -> String {
        var out = ""
        writePretty(value, indent: 0, into: &out)
        return out
    }

    /// Single-line JSON with ", " and ": " separators (readable, still one line per value).
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        writeCompact(value, into: &out)
        return out
    }

    /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        // Most keys and values need no escaping; skip the per-scalar loop for them.
        var plain = true
        for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            plain = false
            break
        }
        if plain { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    private static func writeCompact(_ value: JSONValue, into out: inout String) {
        switch value {
        case let .array(elements):
            out += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { out += ", " }
                writeCompact(element, into: &out)
            }
            out += "]"
        case let .object(members):
            out += "{"
            for (position, (key, member)) in members.enumerated() {
                if position > 0 { out += ", " }
                out += quoted(key) + ": "
                writeCompact(member, into: &out)
            }
            out += "}"
        default:
            writeScalar(value, into: &out)
        }
    }

    private static func writePretty(_ value: JSONValue, indent: Int, into out: inout String) {
        let inner = String(repeating: "  ", count: indent + 1)
        switch value {
        case let .array(elements):
            let scalarsOnly = elements.allSatisfy {
                switch $0 {
                case .array, .object: return false
                default: return true
                }
            }
            if elements.isEmpty || scalarsOnly {
                writeCompact(value, into: &out)
                return
            }
            out += "[\n"
            for (position, element) in elements.enumerated() {
                out += inner
                writePretty(element, indent: indent + 1, into: &out)
                out += position == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case let .object(members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (position, (key, member)) in members.enumerated() {
                out += inner + quoted(key) + ": "
                writePretty(member, indent: indent + 1, into: &out)
                out += position == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        default:
            writeScalar(value, into: &out)
        }
    }

    private static func writeScalar(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case let .bool(flag): out += flag ? "true" : "false"
        case let .number(number): out += JSONNumberFormat.string(for: number)
        case let .string(text): out += quoted(text)
        case .array, .object: writeCompact(value, into: &out)
        }
    }
}
