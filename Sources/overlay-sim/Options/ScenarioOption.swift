import ArgumentParser
import OverlayFiles
import OverlayPresets

/// `--scenario`: a built-in scene name or a scenario JSON file; the maps scene when not given.
struct ScenarioOption: ParsableArguments {
    @Option(help: "A built-in scene name (see `overlay-sim scenes`) or a scenario JSON file.")
    var scenario: String = "maps"

    /// The scenario, with `preset` replacing its own when given; a malformed file fails with status 2.
    func load(preset: OverlayBehaviorPresetName? = nil) throws -> Scenario {
        try ScenarioLoading.load(scenario, preset: preset)
    }
}

/// `--scenario` without a default, for `simulate`: a frame log always says which scene it comes from.
struct RequiredScenarioOption: ParsableArguments {
    @Option(help: "A built-in scene name (see `overlay-sim scenes`) or a scenario JSON file.")
    var scenario: String

    /// The scenario, with `preset` replacing its own when given; a malformed file fails with status 2.
    func load(preset: OverlayBehaviorPresetName? = nil) throws -> Scenario {
        try ScenarioLoading.load(scenario, preset: preset)
    }
}
