import ArgumentParser
import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayContainer
import OverlayPresets
import OverlayContainerManager
import OverlayFiles
import OverlayScenes
import OverlayRender
import OverlayApp

/// `overlay-sim map`: the decision map of the target policy, one panel per preset.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Draws where a release lands: release velocity × release height, each cell coloured by its notch.",
        discussion: """
        Velocity runs along x from −4000 to +4000 pt/s (80 columns; positive is a flick down), height along y \
        from 0 to the container's height H (120 rows); each 4×4 pt cell has the colour of the notch the preset's \
        policy picks (targetNotchIndex), or red where the sheet scene dismisses. One 420×620 pt panel per preset; \
        --preset all puts every preset side by side.
        """
    )

    @Option(help: "A built-in scene name or a scenario JSON file.")
    var scenario: String = "maps"

    @Option(help: "A preset (reference, fluid, floatingpanel, pulley, sheet), a comma-separated list, or all; default: the scenario's.")
    var preset: String?

    @Option(help: "Pixels per point of the image.")
    var scale: Double = 1

    @Option(help: "The PNG file to write.")
    var out: String

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be above 0 and at most 4") }
        if let preset = preset, preset != "all" {
            for name in preset.split(separator: ",").map(String.init) where !Scenario.knownPresets.contains(name) {
                throw ValidationError("--preset must be all or among \(Scenario.knownPresets.joined(separator: ", ")), got \(name)")
            }
        }
    }

    func run() throws {
        let loadedScenario = try ScenarioLoading.load(scenario, preset: nil)
        let names: [String]
        switch preset {
        case nil: names = [loadedScenario.preset]
        case "all"?: names = Scenario.knownPresets
        case let list?: names = list.split(separator: ",").map(String.init)
        }
        let presets = names.compactMap { OverlayBehaviorPresetName(rawValue: $0) }.map(OverlayBehaviorPreset.init(name:))
        let setup = DecisionMap.Setup(scenario: loadedScenario)
        try ImageOutput.write(DecisionMap.drawList(presets: presets, setup: setup, scale: scale), to: out)
    }
}
