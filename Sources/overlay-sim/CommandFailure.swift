import ArgumentParser
import OverlayFiles

/// Why a command stopped: the message for stderr and the exit status. Commands throw it from anywhere;
/// `OverlaySimCommand.main()` prints it once as `overlay-sim: MESSAGE` and exits with `status`.
struct CommandFailure: Error, CustomStringConvertible {
    /// The process's exit status.
    var status: Int32
    /// One sentence for the person at the terminal (no program name: `main()` adds it).
    var message: String

    var description: String { message }

    /// A malformed scenario or trace file: status 2; the message names the file and the field.
    static func malformedFile(_ error: FileFormatError) -> CommandFailure {
        CommandFailure(status: 2, message: "\(error)")
    }

    /// Work that could not be done (a window that cannot open, a file that cannot be written): status 1.
    static func failed(_ message: String) -> CommandFailure {
        CommandFailure(status: 1, message: message)
    }

    /// `path` could not be written: status 1. Render and file errors mostly name the path already; it is said once.
    static func cannotWrite(_ path: String, _ error: Error) -> CommandFailure {
        if let error = error as? FileWriteError { return failed("cannot write \(path): \(error.reason)") }
        let reason = "\(error)"
        return failed(reason.contains(path) ? reason : "cannot write \(path): \(reason)")
    }

    /// A bad option value found only when the command runs: status 64, like ArgumentParser's usage errors.
    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(status: ExitCode.validationFailure.rawValue, message: message)
    }
}
