/// Reading trace files: `{"events": [...], "until": seconds}`.
extension Trace {
    /// The largest trace file accepted.
    public static let fileSizeLimit = 32 * 1_048_576
    /// The most events a trace may hold.
    public static let maximumEventCount = 2_000_000
    /// The latest time an event or `until` may have (one day).
    public static let maximumTime = 86_400.0
    /// The highest pointer identifier.
    public static let maximumPointer = 1023

    /// The fields each event kind accepts besides `t` and `kind`, in the order they are written.
    public static let eventKeys: KeyValuePairs<String, [String]> = [
        "down": ["x", "y", "pointer", "source"],
        "move": ["x", "y", "pointer", "source"],
        "up": ["x", "y", "pointer", "source"],
        "cancel": ["x", "y", "pointer", "source"],
        "wheel": ["x", "y", "dy"],
        "key": ["key"],
        "moveToNotch": ["index", "animated"],
        "invalidateNotchHeights": [],
        "setReachable": ["indexes"],
        "resize": ["width", "height"],
        "scene": ["name"],
        "screenshot": ["path"],
        "showView": ["container", "view", "text", "animated"],
        "dismissView": ["container", "id", "animated"],
        "dismissAll": ["containers", "notIn", "onlyShowing", "animated"],
        "dismissTopmost": ["container", "animated"],
    ]

    /// Reads and decodes the trace file at `path` (at most `fileSizeLimit` bytes).
    public static func load(path: String) throws -> Trace {
        try decode(FileFormatError.readFile(atPath: path, limit: fileSizeLimit), file: path)
    }

    /// Decodes a trace from JSON bytes, checking time order and that pointers go down before they move.
    /// - Throws: `FileFormatError` naming the file, the field and what was expected.
    public static func decode(_ data: [UInt8], file: String) throws -> Trace {
        let root = try JSONFieldReader.root(parsing: data, file: file).object(allowedKeys: ["events", "until"])
        let elements = try root.required("events", expecting: "an array of events")
            .array(maximumCount: maximumEventCount, noun: "events")
        let kindExpectation = JSONFieldReader.choiceExpectation(eventKeys.map(\.key))
        let timeRange = JSONNumberRange(lower: 0, upper: maximumTime)
        // Looked up once per event, so built once per file rather than per event.
        let allowedKeysByKind = Dictionary(uniqueKeysWithValues: eventKeys.map { ($0.key, ["t", "kind"] + $0.value) })

        var events: [TraceEvent] = []
        events.reserveCapacity(elements.count)
        // For each pointer that is down, the index of its `down` event; -1 when up.
        var downAt = [Int](repeating: -1, count: maximumPointer + 1)
        for (position, element) in elements.enumerated() {
            guard case let .object(members) = element.value else {
                throw element.mismatch("an event object with \"t\" and \"kind\"")
            }
            let object = JSONObjectReader(file: file, path: element.path, members: members)
            let kindField = try object.required("kind", expecting: kindExpectation)
            guard case let .string(kindName) = kindField.value, let allowedKeys = allowedKeysByKind[kindName] else {
                throw kindField.mismatch(kindExpectation)
            }
            try object.rejectUnknownKeys(allowedKeys)
            let timeField = try object.required("t", expecting: timeRange.expectation)
            let time = try timeField.number(timeRange)
            if let previous = events.last, time < previous.time {
                throw timeField.failure(
                    "\(JSONNumberFormat.string(for: time)) is before the previous event's "
                        + "\(JSONNumberFormat.string(for: previous.time)); events must be in time order")
            }
            let kind = try decodeKind(kindName, object)
            if case let .pointer(phase, _, _, pointer, _) = kind {
                try trackPointer(phase: phase, pointer: pointer, position: position, downAt: &downAt, element: element)
            }
            events.append(TraceEvent(time: time, kind: kind))
        }

        var until: Double?
        if let untilField = root.optional("until") {
            let earliest = events.last?.time ?? 0
            let range = JSONNumberRange(lower: earliest, upper: maximumTime)
            guard case let .number(number) = untilField.value, range.contains(number) else {
                let reason = events.isEmpty ? "" : " (not before the last event's time)"
                throw untilField.mismatch(range.expectation + reason)
            }
            until = number
        }
        return Trace(events: events, until: until)
    }

    /// Pointers must go down before they move, up or cancel, and cannot go down twice.
    private static func trackPointer(
        phase: PointerPhase, pointer: Int, position: Int,
        downAt: inout [Int], element: JSONFieldReader
    ) throws {
        switch phase {
        case .down:
            if downAt[pointer] >= 0 {
                throw element.failure(
                    "down for pointer \(pointer), which is already down "
                        + "(since events[\(downAt[pointer])]); send up or cancel first")
            }
            downAt[pointer] = position
        case .move, .up, .cancel:
            if downAt[pointer] < 0 {
                throw element.failure("\(phase.rawValue) for pointer \(pointer), which is not down; send down first")
            }
            if phase != .move { downAt[pointer] = -1 }
        }
    }

    private static let coordinateRange = JSONNumberRange(lower: -1_000_000, upper: 1_000_000)
    private static let sizeRange = JSONNumberRange(lower: 0, upper: 100_000)

    /// "one of 1, 2, …, q": the key names of `KeyCommand.bindings` (built only for a message).
    private static var keyExpectation: String { JSONFieldReader.choiceExpectation(KeyCommand.keyNames) }

    private static func decodeKind(_ name: String, _ object: JSONObjectReader) throws -> TraceEventKind {
        switch name {
        case "wheel":
            return .wheel(
                x: try object.number("x", coordinateRange), y: try object.number("y", coordinateRange),
                dy: try object.number("dy", coordinateRange))
        case "key":
            let field = try object.required("key", expecting: keyExpectation)
            guard case let .string(name) = field.value, let command = KeyCommand(keyName: name) else {
                throw field.mismatch(keyExpectation)
            }
            return .key(command)
        case "moveToNotch":
            return .moveToNotch(
                index: try object.integer("index", Int(Int32.min)...Int(Int32.max)),
                animated: try object.bool("animated", default: true))
        case "invalidateNotchHeights":
            return .invalidateNotchHeights
        case "setReachable":
            let field = try object.required("indexes", expecting: "an array of notch indexes")
            return .setReachable(try field.array().map { try $0.integer(0...maximumPointer) })
        case "resize":
            return .resize(width: try object.number("width", sizeRange), height: try object.number("height", sizeRange))
        case "scene":
            return .scene(try object.choice("name", SceneKind.self))
        case "screenshot":
            return .screenshot(path: try object.string("path"))
        case "showView":
            return .showView(
                container: try object.string("container", maximumLength: 64),
                view: try object.string("view", maximumLength: 32),
                text: try object.optional("text")?.string(maximumLength: 200),
                animated: try object.bool("animated", default: true))
        case "dismissView":
            return .dismissView(
                container: try object.string("container", maximumLength: 64),
                id: try object.integer("id", 1...Int(Int32.max)),
                animated: try object.bool("animated", default: true))
        case "dismissAll":
            let names = { (key: String) throws -> [String]? in
                try object.optional(key)?.array(maximumCount: 64, noun: "container names").map { try $0.string(maximumLength: 64) }
            }
            return .dismissAll(
                containers: try names("containers"), notIn: try names("notIn"),
                onlyShowing: try object.bool("onlyShowing", default: false),
                animated: try object.bool("animated", default: true))
        case "dismissTopmost":
            return .dismissTopmost(
                container: try object.string("container", maximumLength: 64),
                animated: try object.bool("animated", default: true))
        default:
            // Only the four pointer phases are left; the caller checked the name against `eventKeys`.
            let phase = PointerPhase(rawValue: name) ?? .move
            return .pointer(
                phase: phase,
                x: try object.number("x", coordinateRange),
                y: try object.number("y", coordinateRange),
                pointer: try object.integer("pointer", 0...maximumPointer, default: 0),
                source: try object.choice("source", default: PointerSource.mouse))
        }
    }
}
