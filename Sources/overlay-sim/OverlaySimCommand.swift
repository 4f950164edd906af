import ArgumentParser
import Foundation
import OverlayFiles

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
        let arguments = GoldenUpdateOptions.normalized(Array(CommandLine.arguments.dropFirst()))
        // ArgumentParser does not dispatch to a subcommand of a command that takes arguments of its own
        // (`check SUITE…`), so `check accept` is dispatched here.
        if arguments.starts(with: ["check", "accept"]) {
            run(CheckAcceptCommand.self, Array(arguments.dropFirst(2)))
        }
        // The window starts faster with `run` parsed as a root of its own: ArgumentParser then builds neither the
        // other commands' arguments nor its completion-script check, about a tenth of the time to the first frame.
        // What this path cannot parse is parsed again from the root below, so help, --version and every error
        // read exactly as before.
        if let runArguments = directRunArguments(arguments), let parsed = try? RunCommand.parseAsRoot(runArguments) {
            var command = parsed
            execute { try command.run() }
        }
        run(OverlaySimCommand.self, arguments) {
            let subcommands: [CommandConfiguration] = configuration.subcommands.map { $0.configuration }
            try UnknownCommand.check(
                arguments,
                commands: subcommands.filter { $0.shouldDisplay }.compactMap { $0.commandName },
                hidden: subcommands.filter { !$0.shouldDisplay }.compactMap { $0.commandName })
        }
    }

    /// `run`'s own arguments when `arguments` are for the window (`run …`, or options alone: `run` is the default
    /// command) and ask the root for nothing (help, the version, a completion script); nil otherwise.
    static func directRunArguments(_ arguments: [String]) -> [String]? {
        var rest = arguments
        if rest.first == "run" {
            rest.removeFirst()
        } else if let first = rest.first, !first.hasPrefix("-") {
            return nil
        }
        let forTheRoot = ["-h", "--help", "help", "--version", "--generate-completion-script", "--experimental-dump-help"]
        guard !rest.contains(where: { word in forTheRoot.contains { word == $0 || word.hasPrefix($0 + "=") } }) else { return nil }
        return rest
    }

    /// Parses `arguments` as `command` (after `check`) and runs it, then ends the process (by a watched signal
    /// that arrived meanwhile, if one did: see `TemporaryFiles.exit(_:)`).
    private static func run<Command: ParsableCommand>(
        _ command: Command.Type, _ arguments: [String], checking check: () throws -> Void = {}
    ) -> Never {
        execute(as: command) {
            try check()
            var parsed = try command.parseAsRoot(arguments)
            try parsed.run()
        }
    }

    /// Runs `body` and ends the process: 0, a `CommandFailure`'s status and message, or ArgumentParser's exit code
    /// and message for `command` (the root unless a command is parsed as a root of its own).
    private static func execute<Command: ParsableCommand>(
        as command: Command.Type = OverlaySimCommand.self, _ body: () throws -> Void
    ) -> Never {
        do {
            try body()
            TemporaryFiles.shared.exit(0)
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("overlay-sim: \(failure.message)\n".utf8))
            TemporaryFiles.shared.exit(failure.status)
        } catch {
            let status = command.exitCode(for: error)
            let message = command.fullMessage(for: error)
            guard status != .success else {
                // Help and --version: ArgumentParser's text on stdout.
                if !message.isEmpty { print(message) }
                TemporaryFiles.shared.exit(status.rawValue)
            }
            FileHandle.standardError.write(Data((OverlaySimCommand.errorMessage(message) + "\n").utf8))
            TemporaryFiles.shared.exit(status.rawValue)
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
