import ArgumentParser
import OverlayContainer
import OverlayContainerManager
import OverlayFiles

/// The `overlay-sim` program: iOS-style overlay physics outside Apple's platforms.
@main
struct OverlaySimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overlay-sim",
        abstract: "Simulates OverlayContainer-style draggable overlays: notches, rubber band, springs.",
        subcommands: [RunCommand.self, ShotCommand.self, SimulateCommand.self, CompareCommand.self, PlotCommand.self, MapCommand.self,
                      FilmCommand.self, BenchCommand.self, ScenesCommand.self, DemoCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
