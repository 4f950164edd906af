import ArgumentParser
import Foundation
import OverlayApp
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayLab
import OverlayPhysics
import OverlayPresets
import OverlayRender
import OverlayScenes
import OverlayUIKit

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

    @OptionGroup var scenario: ScenarioOption

    @Option(
        help: ArgumentHelp(
            "A preset (reference, fluid, floatingpanel, pulley, sheet), a comma-separated list, or all alone; "
                + "default: the scenario's."),
        transform: PresetList.init(parsing:))
    var preset: PresetList?

    @OptionGroup var scale: ScaleOption<ChartScale>
    @OptionGroup var output: ImageOutputOption

    func run() throws {
        let loadedScenario = try scenario.load()
        try output.checkFolder()
        let names = preset?.presets ?? [loadedScenario.preset.behaviorPresetName]
        let setup = DecisionMap.Setup(scenario: loadedScenario)
        try ImageOutput.write(
            DecisionMap.drawList(presets: names.map(OverlayBehaviorPreset.init(name:)), setup: setup, scale: scale.value),
            to: output.out)
    }
}
