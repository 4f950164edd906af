/// Writing scenarios back to JSON.
extension Scenario {
    /// The scenario as pretty JSON with every field spelled out, in the file format's key order; decoding
    /// the result gives back an equal scenario.
    public func encodeJSON() -> String {
        JSONWriter.pretty(jsonValue) + "\n"
    }

    /// The scenario as a JSON object (explicit values, no reliance on defaults except nil optionals).
    public var jsonValue: JSONValue {
        var deviceMembers: [(String, JSONValue)] = [
            ("width", .number(device.width)),
            ("height", .number(device.height)),
            ("scale", .number(device.scale)),
        ]
        if !device.safeArea.isZero {
            let insets = device.safeArea
            deviceMembers.append(
                (
                    "safeArea",
                    .object([
                        ("top", .number(insets.top)), ("left", .number(insets.left)),
                        ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
                    ])
                ))
        }
        var members: [(String, JSONValue)] = [
            ("name", .string(name)),
            ("device", .object(deviceMembers)),
            ("style", .string(style.rawValue)),
            ("notches", .array(notches.map(\.jsonValue))),
        ]
        if let reachable {
            members.append(("reachable", .array(reachable.map { .number(Double($0)) })))
        }
        members.append(("initialNotch", .number(Double(initialNotch))))
        members.append(("dragArea", .string(dragArea.rawValue)))
        if let scrollView {
            members.append(("scrollView", scrollView.jsonValue))
        }
        members.append(("translationFunction", translationFunction.jsonValue))
        members.append(("targetPolicy", targetPolicy.jsonValue))
        members.append(("animation", animation.jsonValue))
        members.append(("preset", .string(preset.rawValue)))
        members.append(("scene", .string(scene.rawValue)))
        if referenceQuirks {
            members.append(("referenceQuirks", .bool(true)))
        }
        return .object(members)
    }
}

extension NotchHeight {
    /// Points as a bare number, fractions as `{"fraction": f}`.
    public var jsonValue: JSONValue {
        switch self {
        case let .points(points): return .number(points)
        case let .fraction(fraction): return .object([("fraction", .number(fraction))])
        case let .belowTop(points): return .object([("belowTop", .number(points))])
        }
    }
}

extension TableSpec {
    /// The table as a JSON object; the named deceleration rates are written by name.
    public var jsonValue: JSONValue {
        let rate: JSONValue
        switch decelerationRate {
        case TableSpec.normalDecelerationRate: rate = .string("normal")
        case TableSpec.fastDecelerationRate: rate = .string("fast")
        default: rate = .number(decelerationRate)
        }
        return .object([
            ("rows", .number(Double(rows))),
            ("rowHeight", .number(rowHeight)),
            ("headerHeight", .number(headerHeight)),
            ("bounces", .bool(bounces)),
            ("alwaysBounceVertical", .bool(alwaysBounceVertical)),
            ("decelerationRate", rate),
        ])
    }
}

extension TranslationFunctionSpec {
    /// `{"kind": "rubberBand", …}` or `{"kind": "clamp"}`.
    public var jsonValue: JSONValue {
        switch self {
        case let .rubberBand(factor, atMaximum, atMinimum):
            return .object([
                ("kind", .string("rubberBand")),
                ("factor", .number(factor)),
                ("bouncesAtMaximumHeight", .bool(atMaximum)),
                ("bouncesAtMinimumHeight", .bool(atMinimum)),
            ])
        case .clamp:
            return .object([("kind", .string("clamp"))])
        }
    }
}

extension TargetPolicySpec {
    /// `{"kind": "rushingForward", …}`.
    public var jsonValue: JSONValue {
        switch self {
        case let .rushingForward(minimumVelocity, minimumDuration):
            return .object([
                ("kind", .string("rushingForward")),
                ("minimumVelocity", .number(minimumVelocity)),
                ("minimumDuration", .number(minimumDuration)),
            ])
        }
    }
}

extension AnimationSpec {
    /// `{"kind": "spring", …}` (damping omitted when nil) or `{"kind": "curve", …}`.
    public var jsonValue: JSONValue {
        switch self {
        case let .spring(response, damping, minimumDamping, minimumVelocity, maximumVelocity, mass):
            var members: [(String, JSONValue)] = [("kind", .string("spring")), ("response", .number(response))]
            if let damping { members.append(("damping", .number(damping))) }
            members += [
                ("minimumDamping", .number(minimumDamping)),
                ("minimumVelocityConsidered", .number(minimumVelocity)),
                ("maximumVelocityConsidered", .number(maximumVelocity)),
                ("mass", .number(mass)),
            ]
            return .object(members)
        case let .curve(curve, duration):
            return .object([
                ("kind", .string("curve")),
                ("curve", .string(curve.rawValue)),
                ("duration", .number(duration)),
            ])
        }
    }
}
