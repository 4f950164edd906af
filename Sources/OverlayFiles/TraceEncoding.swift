/// Writing traces back to JSON.
extension Trace {
    /// The trace as JSON with one event per line; numbers are written so that they read back exactly,
    /// and `pointer`/`source`/`animated` are left out when they have their default values.
    public func encodeJSON() -> String {
        var out = "{\"events\": ["
        for (position, event) in events.enumerated() {
            out += position == 0 ? "\n  " : ",\n  "
            out += JSONWriter.compact(event.jsonValue)
        }
        out += events.isEmpty ? "]" : "\n]"
        if let until {
            out += ",\n\"until\": " + JSONNumberFormat.string(for: until)
        }
        out += "}\n"
        return out
    }
}

extension TraceEvent {
    /// The event as a JSON object: `t`, `kind`, then the kind's fields.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(time)), ("kind", .string(kind.name))]
        switch kind {
        case let .pointer(_, x, y, pointer, source):
            members += [("x", .number(x)), ("y", .number(y))]
            if pointer != 0 { members.append(("pointer", .number(Double(pointer)))) }
            if source != .mouse { members.append(("source", .string(source.rawValue))) }
        case let .wheel(x, y, dy):
            members += [("x", .number(x)), ("y", .number(y)), ("dy", .number(dy))]
        case let .key(command):
            members.append(("key", .string(command.keyName)))
        case let .moveToNotch(index, animated):
            members.append(("index", .number(Double(index))))
            if !animated { members.append(("animated", .bool(false))) }
        case .invalidateNotchHeights:
            break
        case let .setReachable(indexes):
            members.append(("indexes", .array(indexes.map { .number(Double($0)) })))
        case let .resize(width, height):
            members += [("width", .number(width)), ("height", .number(height))]
        case let .scene(kind):
            members.append(("name", .string(kind.rawValue)))
        case let .screenshot(path):
            members.append(("path", .string(path)))
        case let .showView(container, view, text, animated):
            members += [("container", .string(container)), ("view", .string(view))]
            if let text { members.append(("text", .string(text))) }
            if !animated { members.append(("animated", .bool(false))) }
        case let .dismissView(container, id, animated):
            members += [("container", .string(container)), ("id", .number(Double(id)))]
            if !animated { members.append(("animated", .bool(false))) }
        case let .dismissAll(containers, notIn, onlyShowing, animated):
            if let containers { members.append(("containers", .array(containers.map { .string($0) }))) }
            if let notIn { members.append(("notIn", .array(notIn.map { .string($0) }))) }
            if onlyShowing { members.append(("onlyShowing", .bool(true))) }
            if !animated { members.append(("animated", .bool(false))) }
        case let .dismissTopmost(container, animated):
            members.append(("container", .string(container)))
            if !animated { members.append(("animated", .bool(false))) }
        }
        return .object(members)
    }
}
