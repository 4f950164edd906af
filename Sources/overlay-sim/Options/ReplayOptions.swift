import ArgumentParser
import OverlayFiles
import OverlayRecordings

/// The options of a headless replay (`plot`, `film`): a scenario, an optional preset, a trace and the step rate.
struct ReplayOptions: ParsableArguments {
    @OptionGroup var scenario: ScenarioOption
    @OptionGroup var presetOption: PresetOption

    @Option(help: "The trace JSON file, or touchscreen recording (libinput .yml, evemu .events), to replay.")
    var trace: String

    @OptionGroup var recording: RecordingOptions

    @OptionGroup var stepRate: StepRateOption

    /// Steps per second of the replay.
    var hz: Int { stepRate.stepsPerSecond }

    /// The scenario, the trace and the idle stretches shortened in it; a malformed file fails with status 2, naming it.
    func load() throws -> (Scenario, Trace, [IdleCut]) {
        let loaded = try scenario.load(preset: presetOption.preset)
        let replay = try ScenarioLoading.replay(trace, for: loaded, options: importOptions)
        return (loaded, replay.trace, replay.idleCuts)
    }

    /// A recording's options, its idle stretches over 2 s shortened to 2 s: a film or a plot renders every step,
    /// and a pause of hours would cost minutes and gigabytes for nothing to see.
    var importOptions: RecordingImportOptions {
        var options = recording.importOptions
        options.idleLimit = 2
        return options
    }
}
