import ArgumentParser
import OverlayPresets

/// Several presets on the command line: `fluid`, `reference,fluid,pulley`, or `all` for every preset.
struct PresetList: CustomStringConvertible {
    /// The presets in the order given, each once.
    var presets: [OverlayBehaviorPresetName]

    init(_ presets: [OverlayBehaviorPresetName]) {
        self.presets = presets
    }

    /// Parses a comma-separated list of preset names, or `all`; the error says what is wrong with the list.
    init(parsing text: String) throws {
        let known = OverlayBehaviorPresetName.allCases.map(\.rawValue)
        let knownList = known.dropLast().joined(separator: ", ") + " and " + known.last!
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if names == ["all"] {
            presets = OverlayBehaviorPresetName.allCases
            return
        }
        if names.contains("all") {
            throw ValidationError("`all` stands alone (it already means every preset); give all, or a comma-separated list of \(knownList)")
        }
        presets = []
        for name in names {
            guard let preset = OverlayBehaviorPresetName(rawValue: name) else {
                throw ValidationError(
                    name.isEmpty
                        ? "the list has an empty name; separate the presets with single commas"
                        : "\(name) is not a preset; the presets are \(knownList)")
            }
            guard !presets.contains(preset) else { throw ValidationError("\(name) is named twice") }
            presets.append(preset)
        }
    }

    var description: String { presets.map(\.rawValue).joined(separator: ",") }
}
