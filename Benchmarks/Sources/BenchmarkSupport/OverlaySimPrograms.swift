import Foundation

/// The `overlay-sim` programs the command benchmarks run, and the repository they run in.
///
/// `OVERLAY_SIM` is this tree's release build (default: the repository's `.build/release/overlay-sim`);
/// `OVERLAY_SIM_BASE` is the build of the base commit that scripts/bench builds beside it (default:
/// `.build-bench-base/build/release/overlay-sim`, where scripts/bench puts it). A benchmark whose program is missing
/// is skipped, and says why on standard error.
public enum OverlaySimPrograms {
    /// The repository's root: three folders above Benchmarks/Sources/BenchmarkSupport.
    public static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// This tree's `overlay-sim`, nil when it is not built.
    public static var current: String? {
        program(variable: "OVERLAY_SIM", default: ".build/release/overlay-sim")
    }

    /// The base commit's `overlay-sim`, nil when it is not built.
    public static var base: String? {
        program(variable: "OVERLAY_SIM_BASE", default: ".build-bench-base/build/release/overlay-sim")
    }

    /// The example suite as the base commit has it (its goldens are that build's): `OVERLAY_SIM_BASE_SUITE`, or the
    /// base's sources where scripts/bench unpacks them.
    public static var baseSuite: String {
        let given = ProcessInfo.processInfo.environment["OVERLAY_SIM_BASE_SUITE"] ?? ""
        return given.isEmpty ? repository.appendingPathComponent(".build-bench-base/src/Assets/suites/maps").path : given
    }

    /// Whether a benchmark needing `path` must be skipped; says why once when it must.
    public static func skip(_ path: String?, _ variable: String) -> Bool {
        guard path == nil else { return false }
        FileHandle.standardError.write(Data("benchmarks: \(variable) is not an executable overlay-sim; skipped\n".utf8))
        return true
    }

    private static func program(variable: String, default relative: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        let path = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? repository.appendingPathComponent(relative).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}

/// Runs a program to its end: its standard output discarded or read, its standard error discarded or kept in a log.
public enum CommandRun {
    /// A program that could not start or did not exit with status 0.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Runs `executable` with `arguments` in the repository; throws unless it
    /// exits with status 0.
    public static func run(_ executable: String, _ arguments: [String], errorLog: String? = nil) throws {
        let process = prepare(executable, arguments)
        process.standardOutput = FileHandle.nullDevice
        if let errorLog {
            _ = FileManager.default.createFile(atPath: errorLog, contents: nil)
            process.standardError = FileHandle(forWritingAtPath: errorLog)
        }
        try process.run()
        process.waitUntilExit()
        try check(process, errorLog: errorLog)
    }

    /// Runs `executable` with `arguments` in the repository and returns what it printed on standard output (standard
    /// error discarded); throws unless it exits with status 0.
    public static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let process = prepare(executable, arguments)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        // Read to the end before waiting: a child that fills the pipe would otherwise never exit.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try check(process, errorLog: nil)
        return String(decoding: data, as: UTF8.self)
    }

    /// The process, in the repository, reading nothing and its standard error discarded.
    private static func prepare(_ executable: String, _ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = OverlaySimPrograms.repository
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }

    /// Throws unless `process` exited with status 0.
    private static func check(_ process: Process, errorLog: String?) throws {
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let arguments = process.arguments ?? []
            throw Failure(
                description: "\(process.executableURL?.path ?? "?") \(arguments.joined(separator: " ")) ended with status "
                    + "\(process.terminationStatus)" + (errorLog.map { " (see \($0))" } ?? ""))
        }
    }
}

/// Benchmark settings: `OVERLAY_BENCH_QUICK=1` (scripts/bench --quick) shortens every benchmark to check that it
/// runs, not how fast.
public enum BenchmarkPlan {
    public static let quick = ProcessInfo.processInfo.environment["OVERLAY_BENCH_QUICK"] == "1"

    /// `normal`, or a tenth of it (at least one) in quick mode.
    public static func count(_ normal: Int) -> Int { quick ? max(1, normal / 10) : normal }

    /// A scratch folder of this process's own, made on first use.
    public static let scratch: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-sim-benchmarks-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
}
