/// Reading case files: `{"scenario": "maps" | "path.json", "trace": "path.json", "checkpoints": [0.5,
/// {"at": 0.9, "name": "after-key3"}], "scale": 2, "hz": 60, "preset": "reference", "frameLog": true,
/// "tolerance": 2, "maxDiffPixels": 40, "maxDiffFraction": 0.001, "masks": [...]}`, paths relative to the case file.
extension CheckCase {
    /// The largest case file accepted.
    public static let fileSizeLimit = 1_048_576
    /// The keys a case file may have.
    public static let keys = [
        "scenario", "trace", "checkpoints", "scale", "hz", "preset", "frameLog", "tolerance", "maxDiffPixels",
        "maxDiffFraction", "masks",
    ]

    /// Reads the case file at `relativePath` inside `suite`; every path it names must stay inside the suite.
    /// - Throws: `FileFormatError` naming the file and the field.
    public static func load(relativePath: String, suite: ConfinedFolder) throws -> CheckCase {
        let file: String
        do {
            file = try suite.resolve(relativePath, file: relativePath, field: "")
        } catch let error as FileFormatError {
            throw FileFormatError(file: relativePath, message: error.message)
        }
        // Opened without following links, so what was checked is what is read.
        let bytes = try suite.readFile(file, limit: fileSizeLimit, file: relativePath, field: nil)
        return try decode(bytes, file: file, relativePath: relativePath, suite: suite)
    }

    /// Decodes a case file's bytes; `relativePath` is where it lies in `suite`.
    public static func decode(_ data: [UInt8], file: String, relativePath: String, suite: ConfinedFolder) throws -> CheckCase {
        let root = try JSONFieldReader.root(parsing: data, file: file).object(allowedKeys: keys)
        var name = String(relativePath.split(separator: "/").last ?? "")
        guard name.hasSuffix(fileSuffix), name.count > fileSuffix.count else {
            throw FileFormatError(file: file, message: "a case file's name is NAME\(fileSuffix)")
        }
        name.removeLast(fileSuffix.count)
        let subfolder = relativePath.split(separator: "/").dropLast().joined(separator: "/")
        func path(_ key: String) throws -> String {
            let text = try root.string(key)
            return try suite.resolve(text, file: file, field: key, subfolder: subfolder)
        }

        let scenarioText = try root.string("scenario", maximumLength: 4096)
        let scenario: ScenarioSource =
            scenarioText.contains("/") || scenarioText.hasSuffix(".json")
            ? .file(try path("scenario")) : .named(scenarioText)
        let trace = try path("trace")

        var checkpoints: [Double] = [], names: [String] = []
        if let field = root.optional("checkpoints") {
            for element in try field.array(maximumCount: maximumCheckpoints, noun: "checkpoints") {
                let (time, name) = try checkpoint(element)
                if let twin = names.firstIndex(of: name) {
                    throw element.failure(
                        name == checkpointName(at: time)
                            ? "\(JSONNumberFormat.string(for: time)) names the same golden as "
                                + "\(JSONNumberFormat.string(for: checkpoints[twin])) (\(name).png); checkpoints are told apart to the millisecond"
                            : "the name \(JSONWriter.quoted(name)) is already checkpoints[\(twin)]'s; checkpoint names are unique")
                }
                checkpoints.append(time)
                names.append(name)
            }
        }
        let scale = try root.optional("scale")?.number(JSONNumberRange(lower: 0, lowerInclusive: false, upper: 8))
        let hzField = root.optional("hz")
        let hz = try hzField?.integer(60...120) ?? 60
        if let hzField, hz != 60, hz != 120 { throw hzField.mismatch("60 or 120") }
        let preset = try root.optional("preset")?.choice(PresetName.self)
        let frameLog = try root.bool("frameLog", default: true)
        return CheckCase(
            name: name, file: file, subfolder: subfolder, scenario: scenario, trace: trace,
            checkpoints: checkpoints, checkpointNames: names, scale: scale, hz: hz, preset: preset, frameLog: frameLog,
            options: try options(root))
    }

    /// A checkpoint: an instant (`0.5`), or an instant with a name (`{"at": 0.9, "name": "after-key3"}`).
    private static func checkpoint(_ element: JSONFieldReader) throws -> (Double, String) {
        let range = JSONNumberRange(lower: 0, upper: Trace.maximumTime)
        guard case .object = element.value else {
            let time = try element.number(range)
            return (time, checkpointName(at: time))
        }
        let object = try element.object(allowedKeys: ["at", "name"])
        let time = try object.number("at", range)
        let nameField = try object.required("name", expecting: "a checkpoint name such as \"after-key3\"")
        let name = try nameField.string(maximumLength: maximumCheckpointNameLength)
        if let problem = problem(withCheckpointName: name) {
            throw nameField.failure("\(JSONWriter.quoted(name)): \(problem)")
        }
        return (time, name)
    }
}
