import OverlayFiles

/// Limits that keep an untrusted YAML file from costing much more than its size, checked on the text before Yams
/// builds any node.
///
/// Yams composes an alias as a copy of its anchored node. Copies share storage, but hashing one (Yams checks
/// mapping keys for duplicates) or walking one visits the whole expansion: nine lines of nested aliases, the
/// "billion laughs", stand for 10⁹ values, and as a mapping key they keep Yams busy for good. libyaml stops at
/// 1000 levels of nesting; a recording needs 6, so 32 is the limit here. Each value costs Yams about 135 bytes,
/// so the number of values is capped too.
///
/// A libinput recording is plain YAML: block and flow collections, plain and quoted scalars, comments. The scan
/// accepts that subset and refuses the rest (aliases, anchors, tags, block scalars, quoted strings that run past
/// the end of their line). Within the subset it finds every token start libyaml finds, so no alias can hide from
/// it; where the two could disagree (a plain scalar continued on the next line) it sees more token starts than
/// libyaml, which can only refuse an odd file, never let an alias through.
enum YAMLSafetyScan {
    /// The deepest nesting of collections accepted.
    static let maximumDepth = 32
    /// The most values (scalars and collections) accepted: about 270 MB of Yams nodes.
    static let maximumValues = 2_000_000
    /// The most values in one row (a flow collection `[…]`, `{…}`, with what it holds) and on one line: a
    /// recording's longest, a keyboard's key codes, has under 800. A row of two million numbers is refused here,
    /// before Yams builds a node of it.
    static let maximumRowValues = 4096

    /// Throws a `FileFormatError` naming the line, the column and the rule or limit at the first construct
    /// outside the subset, or where the nesting or the number of values passes its limit.
    static func check(_ bytes: [UInt8], file: String) throws {
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer, file: file)
            try scanner.run()
        }
    }

    private enum Quote { case none, double, single }

    /// What a byte can be, looked up once per byte so that most bytes (letters, digits, other text) cost one test.
    private enum ByteClass: UInt8 {
        /// Text of a plain scalar wherever it stands.
        case text
        /// Space or tab.
        case blank
        /// Starts (or may start) a line break.
        case lineBreak
        /// May be an indicator, depending on where it stands.
        case indicator
    }

    private static let byteClasses: [ByteClass] = (0...255).map { value -> ByteClass in
        switch UInt8(value) {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): return .blank
        case 0x0A, 0x0D, 0xC2, 0xE2: return .lineBreak
        case _ where "#:?-,[]{}*&!|>\"'\\".utf8.contains(UInt8(value)): return .indicator
        default: return .text
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        var index = 0
        var line = 1
        var lineStart = 0
        var flowDepth = 0
        /// Indentations of the open block collections.
        var indents: [Int] = []
        /// `- ` entries opened on the current line (compact nested sequences).
        var dashes = 0
        var values = 0
        /// The values on the line `rowLine`, and in the outermost flow collection open.
        var rowLine = 0
        var lineValues = 0
        var flowValues = 0
        /// The last line with content ended inside a plain scalar.
        var plainOpen = false

        init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
            self.bytes = bytes
            self.file = file
            // libyaml skips a byte order mark.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func run() throws {
            while index < bytes.count {
                try scanLine()
            }
        }

        // MARK: Lines

        private mutating func scanLine() throws {
            lineStart = index
            var indent = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") {
                indent += 1
                index += 1
            }
            let empty = index == bytes.count || breakLength(at: index) > 0
            if empty {
                // An empty line keeps a plain scalar open: libyaml folds it into the scalar.
                skipToNextLine()
                return
            }
            if flowDepth == 0, bytes[index] != UInt8(ascii: "#") {
                while let top = indents.last, top > indent { indents.removeLast() }
                if indents.last.map({ indent > $0 }) ?? true { indents.append(indent) }
                dashes = 0
                try checkDepth()
            }
            if isDocumentMarker(at: index) {
                indents.removeAll()
                plainOpen = false
                index += 3
            }
            plainOpen = try scanRestOfLine(continuing: plainOpen)
            skipToNextLine()
        }

        /// The rest of a line after its indentation, up to its line break or comment. `continuing`: the line
        /// before ended inside a plain scalar, which libyaml may continue here (depending on indentation, which
        /// this scan does not model), so the line's start may be text or a token: only starts that read the same
        /// both ways are accepted. Returns whether the line ends inside a plain scalar.
        private mutating func scanRestOfLine(continuing: Bool) throws -> Bool {
            // An indicator counts only at the start of a token, which a plain scalar's own characters are not.
            var tokenStart = true
            var inPlain = false
            var quote = Quote.none
            if continuing {
                // `- ` and `? ` are text in a continued scalar and indicators otherwise; what follows them decides.
                var probe = index
                while probe + 1 < bytes.count, bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "?"),
                    Scanner.isBlank(bytes[probe + 1]) || breakLength(at: probe + 1) > 0
                {
                    probe += 1
                    while probe < bytes.count, Scanner.isBlank(bytes[probe]) { probe += 1 }
                }
                if probe < bytes.count, Scanner.divergentStarts.contains(bytes[probe]) {
                    index = probe
                    throw failure(
                        "a line that may continue the plain scalar above starts with `\(Character(Unicode.Scalar(bytes[probe])))`, "
                            + "which YAML reads differently in the two cases; quote the scalar above or put this on its own key")
                }
                index = probe
                // Both readings are inside a plain scalar from here (unless a comment or `: ` follows).
                inPlain = true
                try countValue()
            }
            while index < bytes.count {
                let byte = bytes[index]
                let byteClass = YAMLSafetyScan.byteClasses[Int(byte)]
                if byteClass == .lineBreak, breakLength(at: index) > 0 { break }
                if quote == .none, byteClass == .text || byteClass == .lineBreak {
                    if !inPlain {
                        inPlain = true
                        try countValue()
                    }
                    tokenStart = false
                    index += 1
                    continue
                }
                if quote != .none {
                    if quote == .double, byte == UInt8(ascii: "\\") {
                        index += breakLength(at: index + 1) > 0 ? 1 : 2
                        continue
                    }
                    if byte == (quote == .double ? UInt8(ascii: "\"") : UInt8(ascii: "'")) {
                        if quote == .single, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                            index += 2
                            continue
                        }
                        quote = .none
                        tokenStart = true
                    }
                    index += 1
                    continue
                }
                let nextIsBlank = index + 1 == bytes.count || Scanner.isBlank(bytes[index + 1]) || breakLength(at: index + 1) > 0
                let atToken = tokenStart && !inPlain
                let inFlow = flowDepth > 0
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    tokenStart = true
                case UInt8(ascii: "#") where tokenStart:
                    return false  // a comment runs to the end of the line, and ends a plain scalar
                case UInt8(ascii: ":") where nextIsBlank || (inFlow && atToken):
                    inPlain = false
                    tokenStart = true
                case UInt8(ascii: "?") where atToken && (inFlow || nextIsBlank):
                    tokenStart = true
                case UInt8(ascii: "-") where atToken && !inFlow && nextIsBlank:
                    dashes += 1
                    try checkDepth()
                    tokenStart = true
                case UInt8(ascii: ",") where inFlow:
                    inPlain = false
                    tokenStart = true
                case _ where (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")) && (inFlow || atToken):
                    if flowDepth == 0 { flowValues = 0 }
                    flowDepth += 1
                    try countValue()
                    try checkDepth()
                    inPlain = false
                    tokenStart = true
                case _ where (byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")) && inFlow:
                    flowDepth -= 1
                    inPlain = false
                    tokenStart = true
                case UInt8(ascii: "*") where atToken:
                    throw failure(
                        "a YAML alias (`*…`) is refused (limit 0: a libinput recording has none, and each "
                            + "one can multiply the document, as in the \"billion laughs\")")
                case UInt8(ascii: "&") where atToken:
                    throw failure(
                        "a YAML anchor (`&…`) is refused (a libinput recording has none; aliases to it "
                            + "could multiply the document)")
                case UInt8(ascii: "!") where atToken:
                    throw failure("a YAML tag (`!…`) is refused (a libinput recording has none)")
                case _ where (byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">")) && atToken && !inFlow:
                    throw failure("a YAML block scalar (`|` or `>`) is refused (a libinput recording has none)")
                case _ where (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) && atToken:
                    quote = byte == UInt8(ascii: "\"") ? .double : .single
                    try countValue()
                default:
                    if !inPlain {
                        inPlain = true
                        try countValue()
                    }
                    tokenStart = false
                }
                index += 1
            }
            if quote != .none {
                throw failure("a quoted string runs past the end of its line (a libinput recording keeps each on one line)")
            }
            return inPlain
        }

        private mutating func skipToNextLine() {
            while index < bytes.count {
                if YAMLSafetyScan.byteClasses[Int(bytes[index])] != .lineBreak {
                    index += 1
                    continue
                }
                let length = breakLength(at: index)
                if length > 0 {
                    index += length
                    line += 1
                    return
                }
                index += 1
            }
        }

        // MARK: Limits

        private mutating func countValue() throws {
            values += 1
            if line != rowLine {
                rowLine = line
                lineValues = 0
            }
            lineValues += 1
            if flowDepth > 0 { flowValues += 1 }
            if lineValues > YAMLSafetyScan.maximumRowValues || flowValues > YAMLSafetyScan.maximumRowValues {
                throw failure(
                    "more than \(YAMLSafetyScan.maximumRowValues) values in one row (a libinput recording's longest "
                        + "has under 800)")
            }
            if values > YAMLSafetyScan.maximumValues {
                throw failure(
                    "more than \(YAMLSafetyScan.maximumValues) values; the limit keeps parsing within "
                        + "about 270 MB (that is minutes of touches: record a shorter session)")
            }
        }

        private func checkDepth() throws {
            let depth = indents.count + dashes + flowDepth
            if depth > YAMLSafetyScan.maximumDepth {
                throw failure("nesting deeper than \(YAMLSafetyScan.maximumDepth) levels (a libinput recording needs 6)")
            }
        }

        private func failure(_ message: String) -> FileFormatError {
            FileFormatError(file: file, message: "line \(line), column \(index - lineStart + 1): \(message)")
        }

        // MARK: Characters

        /// The length of the line break at `position` (LF, CRLF, CR, NEL, LS, PS: libyaml's line breaks), or 0.
        private func breakLength(at position: Int) -> Int {
            guard position < bytes.count else { return 0 }
            switch bytes[position] {
            case 0x0A:
                return 1
            case 0x0D:
                return position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
            case 0xC2 where position + 1 < bytes.count && bytes[position + 1] == 0x85:
                return 2
            case 0xE2
            where position + 2 < bytes.count && bytes[position + 1] == 0x80
                && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9):
                return 3
            default:
                return 0
            }
        }

        /// `---` or `...` at the start of a line, followed by a blank or the end of the line.
        private func isDocumentMarker(at position: Int) -> Bool {
            guard position == lineStart, position + 2 < bytes.count else { return false }
            let first = bytes[position]
            guard first == UInt8(ascii: "-") || first == UInt8(ascii: "."),
                bytes[position + 1] == first, bytes[position + 2] == first
            else { return false }
            return position + 3 == bytes.count || Scanner.isBlank(bytes[position + 3]) || breakLength(at: position + 3) > 0
        }

        /// What a line may not start with after a line that ended inside a plain scalar: each is text if libyaml
        /// continues the scalar and a token if it does not (aliases, anchors, tags and block scalars are refused
        /// anyway; quotes and brackets would open a string or a collection in one reading only).
        private static let divergentStarts: Set<UInt8> = Set("\"'[{*&!|>".utf8)

        private static func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        }
    }
}
