import ArgumentParser

/// `overlay-sim check-report`: work on the output of `check` runs (today: merging the shards of a CI matrix).
struct CheckReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-report",
        abstract: "Works on the output folders of `overlay-sim check` runs.",
        subcommands: [CheckReportMergeCommand.self]
    )
}
