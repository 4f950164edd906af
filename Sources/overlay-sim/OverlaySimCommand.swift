import ArgumentParser
import Foundation

/// The `overlay-sim` program: iOS-style overlay physics outside Apple's platforms.
@main
struct OverlaySimCommand: ParsableCommand {
    /// The program's version, shown by `overlay-sim --version`.
    static let version = "0.4.0"

    static let configuration = CommandConfiguration(
        commandName: "overlay-sim",
        abstract: "Simulates OverlayContainer-style draggable overlays: notches, rubber band, springs.",
        version: version,
        subcommands: [
            RunCommand.self, ShotCommand.self, SimulateCommand.self, CompareCommand.self, PlotCommand.self, MapCommand.self,
            FilmCommand.self, ImportCommand.self, CheckCommand.self, CheckReportCommand.self, CheckCaseCommand.self,
            IntegratorsCommand.self, ScenesCommand.self, DemoCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// Parses and runs the command. A `CommandFailure` is printed here, once, as `overlay-sim: MESSAGE`, and
    /// ends the process with its status; usage errors, help and the rest are ArgumentParser's.
    static func main() {
        do {
            let subcommands: [CommandConfiguration] = configuration.subcommands.map { $0.configuration }
            try UnknownCommand.check(
                Array(CommandLine.arguments.dropFirst()),
                commands: subcommands.filter { $0.shouldDisplay }.compactMap { $0.commandName },
                hidden: subcommands.filter { !$0.shouldDisplay }.compactMap { $0.commandName })
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("overlay-sim: \(failure.message)\n".utf8))
            Foundation.exit(failure.status)
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            guard status != .success else {
                // Help and --version: ArgumentParser's text on stdout.
                if !message.isEmpty { print(message) }
                Foundation.exit(status.rawValue)
            }
            FileHandle.standardError.write(Data((errorMessage(message) + "\n").utf8))
            Foundation.exit(status.rawValue)
        }
    }

    /// ArgumentParser's message for a parsing or validation error, beginning `overlay-sim:` as every other error
    /// does instead of its `Error:` (its usage lines follow unchanged).
    static func errorMessage(_ parserMessage: String) -> String {
        var message = parserMessage.trimmingCharacters(in: .newlines)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        return "overlay-sim: " + message
    }
}
