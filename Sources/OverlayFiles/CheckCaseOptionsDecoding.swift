/// Reading a case file's comparison options: `"tolerance": 2`, `"maxDiffPixels": 40`, `"maxDiffFraction": 0.001`
/// and `"masks": [{"x": 0, "y": 0, "width": 390, "height": 44}, {"accessibilityIdentifier": "clock"}]`.
extension CheckCase {
    /// The options of the case file whose root object is `root`. - Throws: `FileFormatError` naming the field.
    static func options(_ root: JSONObjectReader) throws -> CheckCaseOptions {
        var options = CheckCaseOptions()
        options.tolerance = try root.optional("tolerance")?.integer(0...255)
        options.maximumDifferingPixels = try root.optional("maxDiffPixels")?.integer(0...Int(Int32.max))
        options.maximumDifferingFraction = try root.optional("maxDiffFraction")?.number(JSONNumberRange(lower: 0, upper: 1))
        if let field = root.optional("masks") {
            for element in try field.array(maximumCount: CheckCaseOptions.maximumMasks, noun: "masks") {
                options.masks.append(try mask(element))
            }
        }
        return options
    }

    /// A rectangle in points, or a view by its accessibility identifier.
    private static func mask(_ element: JSONFieldReader) throws -> CheckMask {
        guard case let .object(members) = element.value else {
            throw element.mismatch(#"a mask: {"x", "y", "width", "height"} in points or {"accessibilityIdentifier": "ID"}"#)
        }
        let object = try element.object(allowedKeys: ["x", "y", "width", "height", "accessibilityIdentifier"])
        if members.contains(where: { $0.0 == "accessibilityIdentifier" }) {
            guard members.count == 1 else {
                throw element.failure("a mask is a rectangle (x, y, width, height) or a view (accessibilityIdentifier), not both")
            }
            return .view(accessibilityIdentifier: try object.string("accessibilityIdentifier", maximumLength: 256))
        }
        let coordinate = JSONNumberRange(lower: -100_000, upper: 100_000)
        let length = JSONNumberRange(lower: 0, lowerInclusive: false, upper: 100_000)
        return .rectangle(
            x: try object.number("x", coordinate), y: try object.number("y", coordinate),
            width: try object.number("width", length), height: try object.number("height", length))
    }
}
