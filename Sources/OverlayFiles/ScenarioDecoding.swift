/// Reading scenario files. All validation happens here, so a `Scenario` value is always usable.
extension Scenario {
    /// The largest scenario file accepted.
    public static let fileSizeLimit = 4 * 1_048_576
    /// The most notches a scenario may have.
    public static let maximumNotchCount = 64
    /// The top-level keys of a scenario file.
    public static let fileKeys = [
        "name", "device", "style", "notches", "reachable", "initialNotch", "dragArea",
        "scrollView", "translationFunction", "targetPolicy", "animation", "preset", "scene", "referenceQuirks",
    ]

    /// Reads and decodes the scenario file at `path` (at most `fileSizeLimit` bytes).
    public static func load(path: String) throws -> Scenario {
        try decode(FileFormatError.readFile(atPath: path, limit: fileSizeLimit), file: path)
    }

    /// Decodes a scenario from JSON bytes; `file` names the source in errors and provides the default name.
    /// - Throws: `FileFormatError` naming the file, the field and what was expected.
    public static func decode(_ data: [UInt8], file: String) throws -> Scenario {
        let root = try JSONFieldReader.root(parsing: data, file: file).object(allowedKeys: fileKeys)

        let name = try root.optional("name")?.string(maximumLength: 200) ?? defaultName(forFile: file)
        let device = try decodeDevice(root.optional("device"))
        let style = try root.choice("style", default: OverlayStyleName.expandableHeight)
        let notchesField = try root.required("notches", expecting: "an array of notch heights")
        let notches = try notchesField.array(maximumCount: maximumNotchCount, noun: "notches").map(decodeNotch)
        // A container needs a notch to rest at; an empty list is a mistake in the file, not a scene.
        guard !notches.isEmpty else { throw notchesField.failure("expected at least one notch height, found an empty array") }
        let reachable = try root.optional("reachable").map { try decodeReachable($0, notchCount: notches.count) }
        let initialNotch = try decodeInitialNotch(root.optional("initialNotch"), notchCount: notches.count)
        let scrollView = try root.optional("scrollView").map(decodeTable)
        let dragArea = try root.choice("dragArea", default: defaultDragArea(for: scrollView))
        let translation = try root.optional("translationFunction").map(decodeTranslationFunction) ?? .default
        let policy = try root.optional("targetPolicy").map(decodeTargetPolicy) ?? .default
        let animation = try root.optional("animation").map(decodeAnimation) ?? .default
        let preset = try decodePreset(root.optional("preset"))
        let scene = try root.choice("scene", default: SceneKind.maps)
        let referenceQuirks = try root.bool("referenceQuirks", default: false)

        return Scenario(
            name: name, device: device, style: style, notches: notches, reachable: reachable,
            initialNotch: initialNotch, dragArea: dragArea, scrollView: scrollView,
            translationFunction: translation, targetPolicy: policy, animation: animation,
            preset: preset, scene: scene, referenceQuirks: referenceQuirks)
    }

    /// The file name without directory and extension, or "scenario" when that leaves nothing.
    public static func defaultName(forFile file: String) -> String {
        let base = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
        return stem.isEmpty ? "scenario" : stem
    }

    private static let pointsRange = JSONNumberRange(lower: 0, lowerInclusive: false, upper: 100_000)

    private static func decodeDevice(_ field: JSONFieldReader?) throws -> DeviceSize {
        guard let field else { return DeviceSize() }
        let object = try field.object(allowedKeys: ["width", "height", "scale", "safeArea"])
        let width = try object.number("width", pointsRange)
        let height = try object.number("height", pointsRange)
        var safeArea = DeviceSafeArea()
        if let insets = object.optional("safeArea") {
            let sides = try insets.object(allowedKeys: ["top", "left", "bottom", "right"])
            let vertical = JSONNumberRange(lower: 0, upper: height), horizontal = JSONNumberRange(lower: 0, upper: width)
            safeArea = DeviceSafeArea(
                top: try sides.number("top", vertical, default: 0),
                left: try sides.number("left", horizontal, default: 0),
                bottom: try sides.number("bottom", vertical, default: 0),
                right: try sides.number("right", horizontal, default: 0))
        }
        return DeviceSize(
            width: width, height: height,
            scale: try object.number("scale", JSONNumberRange(lower: 1, upper: 4), default: 2), safeArea: safeArea)
    }

    private static func decodeNotch(_ field: JSONFieldReader) throws -> NotchHeight {
        let expectation = "a number of points ≥ 0, {\"points\": p}, {\"fraction\": f} or {\"belowTop\": p}"
        switch field.value {
        case .number:
            return .points(try field.number(.nonNegative))
        case let .object(members):
            let object = try field.object(allowedKeys: ["points", "fraction", "belowTop"])
            guard members.count == 1 else {
                throw field.failure("expected exactly one of points, fraction, belowTop, found \(members.count) fields")
            }
            if object.optional("fraction") != nil {
                return .fraction(try object.number("fraction", JSONNumberRange(lower: 0, upper: 1)))
            }
            if object.optional("belowTop") != nil {
                return .belowTop(try object.number("belowTop", .nonNegative))
            }
            return .points(try object.number("points", .nonNegative))
        default:
            throw field.mismatch(expectation)
        }
    }

    private static func decodeReachable(_ field: JSONFieldReader, notchCount: Int) throws -> [Int] {
        var seen = Set<Int>()
        return try field.array().map { element in
            let index = try element.integer(0...(notchCount - 1))
            if !seen.insert(index).inserted {
                throw element.failure("duplicate notch index \(index)")
            }
            return index
        }
    }

    private static func decodeInitialNotch(_ field: JSONFieldReader?, notchCount: Int) throws -> Int {
        guard let field else { return 0 }
        return try field.integer(0...(notchCount - 1))
    }

    private static func decodeTable(_ field: JSONFieldReader) throws -> TableSpec {
        let object = try field.object(allowedKeys: [
            "rows", "rowHeight", "headerHeight", "bounces",
            "alwaysBounceVertical", "decelerationRate",
        ])
        var table = TableSpec()
        table.rows = try object.integer("rows", 0...10_000_000, default: table.rows)
        table.rowHeight = try object.number(
            "rowHeight", JSONNumberRange(lower: 0, lowerInclusive: false, upper: 10_000),
            default: table.rowHeight)
        table.headerHeight = try object.number(
            "headerHeight", JSONNumberRange(lower: 0, upper: 100_000),
            default: table.headerHeight)
        table.bounces = try object.bool("bounces", default: table.bounces)
        table.alwaysBounceVertical = try object.bool("alwaysBounceVertical", default: table.alwaysBounceVertical)
        if let rate = object.optional("decelerationRate") {
            let range = JSONNumberRange(lower: 0, lowerInclusive: false, upper: 1, upperInclusive: false)
            switch rate.value {
            case .string("normal"): table.decelerationRate = TableSpec.normalDecelerationRate
            case .string("fast"): table.decelerationRate = TableSpec.fastDecelerationRate
            case let .number(number) where range.contains(number): table.decelerationRate = number
            default: throw rate.mismatch("\"normal\", \"fast\" or \(range.expectation)")
            }
        }
        return table
    }

    /// Reads the `kind` of a `{"kind": …}` object and checks its keys against that kind's list.
    private static func kindedObject(_ field: JSONFieldReader, keysByKind: KeyValuePairs<String, [String]>)
        throws -> (kind: String, object: JSONObjectReader)
    {
        let kinds = keysByKind.map(\.key)
        guard case let .object(members) = field.value else { throw field.mismatch("an object with a \"kind\"") }
        // The allowed keys depend on the kind, so the kind is read before the keys are checked.
        let loose = JSONObjectReader(file: field.file, path: field.path, members: members)
        let kindField = try loose.required("kind", expecting: JSONFieldReader.choiceExpectation(kinds))
        guard case let .string(kind) = kindField.value, let keys = keysByKind.first(where: { $0.key == kind })?.value
        else {
            throw kindField.mismatch(JSONFieldReader.choiceExpectation(kinds))
        }
        try loose.rejectUnknownKeys(["kind"] + keys)
        return (kind, loose)
    }

    private static func decodeTranslationFunction(_ field: JSONFieldReader) throws -> TranslationFunctionSpec {
        let (kind, object) = try kindedObject(
            field,
            keysByKind: [
                "rubberBand": ["factor", "bouncesAtMaximumHeight", "bouncesAtMinimumHeight"],
                "clamp": [],
            ])
        guard kind == "rubberBand" else { return .clamp }
        return .rubberBand(
            factor: try object.number("factor", .nonNegative, default: 0.5),
            bouncesAtMaximumHeight: try object.bool("bouncesAtMaximumHeight", default: true),
            bouncesAtMinimumHeight: try object.bool("bouncesAtMinimumHeight", default: true))
    }

    private static func decodeTargetPolicy(_ field: JSONFieldReader) throws -> TargetPolicySpec {
        let (_, object) = try kindedObject(
            field,
            keysByKind: [
                "rushingForward": ["minimumVelocity", "minimumDuration"]
            ])
        return .rushingForward(
            minimumVelocity: try object.number("minimumVelocity", .nonNegative, default: 400),
            minimumDuration: try object.number("minimumDuration", .nonNegative, default: 0.1))
    }

    private static func decodeAnimation(_ field: JSONFieldReader) throws -> AnimationSpec {
        let (kind, object) = try kindedObject(
            field,
            keysByKind: [
                "spring": [
                    "response", "damping", "minimumDamping", "minimumVelocityConsidered",
                    "maximumVelocityConsidered", "mass",
                ],
                "curve": ["curve", "duration"],
            ])
        if kind == "curve" {
            return .curve(
                try object.choice("curve", TimingCurveName.self),
                duration: try object.number(
                    "duration", JSONNumberRange(lower: 0, lowerInclusive: false, upper: 60),
                    default: 0.3))
        }
        let minimumVelocity = try object.number("minimumVelocityConsidered", .nonNegative, default: 150)
        let maximumRange = JSONNumberRange(lower: minimumVelocity, lowerInclusive: false)
        let maximumVelocity: Double
        if let maximumField = object.optional("maximumVelocityConsidered") {
            guard case let .number(number) = maximumField.value, maximumRange.contains(number) else {
                throw maximumField.mismatch("\(maximumRange.expectation) (more than minimumVelocityConsidered)")
            }
            maximumVelocity = number
        } else {
            maximumVelocity = 3000
            if !maximumRange.contains(maximumVelocity) {
                throw FileFormatError(
                    file: field.file, field: field.path.appending(key: "minimumVelocityConsidered").description,
                    message:
                        "expected a finite number < 3000 (the default maximumVelocityConsidered), found \(JSONNumberFormat.string(for: minimumVelocity))"
                )
            }
        }
        return .spring(
            response: try object.number("response", .positive, default: 0.3),
            damping: try object.optional("damping")?.number(.nonNegative),
            minimumDamping: try object.number("minimumDamping", .nonNegative, default: 1),
            minimumVelocityConsidered: minimumVelocity,
            maximumVelocityConsidered: maximumVelocity,
            mass: try object.number("mass", .positive, default: 1))
    }

    private static func decodePreset(_ field: JSONFieldReader?) throws -> PresetName {
        guard let field else { return .reference }
        let name = try field.string(maximumLength: 200)
        guard let preset = PresetName(rawValue: name) else {
            let known = PresetName.allCases.map(\.rawValue).joined(separator: ", ")
            throw field.failure("preset \(JSONWriter.quoted(name)) is not a preset; known: \(known)")
        }
        return preset
    }
}
