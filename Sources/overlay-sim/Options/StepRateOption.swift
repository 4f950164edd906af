import ArgumentParser

/// The fixed steps per second of a simulation: the two rates the physics is checked at.
enum StepRate: Int, CaseIterable, ExpressibleByArgument {
    case sixty = 60
    case oneHundredTwenty = 120
}

/// `--hz`: the step rate, 60 unless told.
struct StepRateOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "Steps per second.")
    var hz: StepRate = .sixty

    /// The step rate as the simulation takes it.
    var stepsPerSecond: Int { hz.rawValue }
}
