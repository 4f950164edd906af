/// Reading case files: `{"scenario": "maps" | "path.json", "trace": "path.json", "checkpoints": [0.5],
/// "scale": 2, "hz": 60, "preset": "reference", "frameLog": true}`, paths relative to the case file.
extension CheckCase {
    /// The largest case file accepted.
    public static let fileSizeLimit = 1_048_576
    /// The keys a case file may have.
    public static let keys = ["scenario", "trace", "checkpoints", "scale", "hz", "preset", "frameLog"]

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

        var checkpoints: [Double] = []
        if let field = root.optional("checkpoints") {
            let range = JSONNumberRange(lower: 0, upper: Trace.maximumTime)
            for element in try field.array(maximumCount: maximumCheckpoints, noun: "checkpoints") {
                let time = try element.number(range)
                if let twin = checkpoints.first(where: { imageName(at: $0) == imageName(at: time) }) {
                    throw element.failure(
                        "\(JSONNumberFormat.string(for: time)) names the same golden as "
                            + "\(JSONNumberFormat.string(for: twin)) (\(imageName(at: time))); checkpoints are told apart to the millisecond"
                    )
                }
                checkpoints.append(time)
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
            checkpoints: checkpoints, scale: scale, hz: hz, preset: preset, frameLog: frameLog)
    }
}
