import Foundation

/// The scenes that ship with OverlaySim, reachable by name (`--scenario maps`).
public enum BuiltInScenarios {
    /// The reference's Maps example: 390×844 pt, notches H/4 and 3H/4, drags start on the 70 pt header, a table
    /// of 100 rows of 44 pt drives the overlay.
    public static let maps = Scenario(
        name: "maps",
        device: DeviceSize(width: 390, height: 844, scale: 2),
        style: .expandableHeight,
        notches: [.fraction(0.25), .fraction(0.75)],
        dragArea: .header,
        scrollView: TableSpec(rows: 100, rowHeight: 44, headerHeight: 70, bounces: true, alwaysBounceVertical: true)
    )

    /// Every built-in scenario, in the order `overlay-sim scenes` lists them.
    public static let all: [Scenario] = [maps]

    /// The built-in scenario with this name, if any.
    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }

    /// A built-in name, or else a scenario file's path.
    public static func resolve(_ nameOrPath: String) throws -> Scenario {
        if let builtIn = named(nameOrPath) { return builtIn }
        if !nameOrPath.contains("/") && !nameOrPath.hasSuffix(".json") && !FileManager.default.fileExists(atPath: nameOrPath) {
            throw FileFormatError(file: nameOrPath, field: nil,
                                  message: "no built-in scene has this name and no such file exists (built-in scenes: \(all.map(\.name).joined(separator: ", ")))")
        }
        return try Scenario.load(path: nameOrPath)
    }
}
