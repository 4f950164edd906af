import ArgumentParser
import OverlayPresets

/// `--preset`: the behaviour preset that replaces the scenario's own.
struct PresetOption: ParsableArguments {
    @Option(help: "Behaviour preset; default: the scenario's.")
    var preset: OverlayBehaviorPresetName?
}

// The preset names are the raw values, as in scenario files. OverlayPresets knows nothing of the command line,
// so the conformance lives here.
extension OverlayBehaviorPresetName: ExpressibleByArgument {}
