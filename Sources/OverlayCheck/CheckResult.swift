import Foundation
import OverlayFiles

/// How one comparison, or one case, ended.
public enum CheckStatus: String, Codable, Sendable {
    /// Matches the approved result.
    case passed
    /// Differs from the approved result.
    case failed
    /// No approved result exists (a failure unless recording).
    case missing
    /// The approved result was written (`--update`, `--update-missing`).
    case recorded

    /// Whether this counts against the run.
    public var isFailure: Bool { self == .failed || self == .missing }
}

/// One comparison of a case: an image at a checkpoint, or the frame log.
public struct CheckOutcome: Codable, Equatable, Sendable {
    /// What was compared.
    public enum Kind: String, Codable, Sendable {
        /// The image at a checkpoint.
        case image
        /// The frame log of the whole replay.
        case frameLog
    }

    /// What was compared.
    public var kind: Kind
    /// `t-0.500` for an image, `framelog` for the frame log.
    public var name: String
    /// The checkpoint's instant, for images.
    public var time: Double?
    /// How the comparison ended.
    public var status: CheckStatus
    /// One line with the numbers: what differs and by how much, or what was recorded.
    public var message: String
    /// The approved file in the suite.
    public var golden: String
    /// Files written for the report, relative to the output folder: the approved image's copy, the actual
    /// image, the diff image, the trajectory plot (expected against actual) and the actual frame log.
    public var expectedCopy: String?
    public var actual: String?
    public var diff: String?
    public var plot: String?
    /// Wall time of this comparison, seconds: its share of the replay, its rendering and its comparison (nil in
    /// results written before it was kept).
    public var seconds: Double?

    public init(
        kind: Kind, name: String, time: Double? = nil, status: CheckStatus, message: String, golden: String,
        expectedCopy: String? = nil, actual: String? = nil, diff: String? = nil, plot: String? = nil, seconds: Double? = nil
    ) {
        self.kind = kind
        self.name = name
        self.time = time
        self.status = status
        self.message = message
        self.golden = golden
        self.expectedCopy = expectedCopy
        self.actual = actual
        self.diff = diff
        self.plot = plot
        self.seconds = seconds
    }
}

/// The result of one case: its comparisons, or why it could not run.
public struct CaseResult: Codable, Equatable, Sendable {
    /// The case's folder name in the output (`0003-maps-flick`): unique, file-system safe.
    public var id: String
    /// The case as people know it: `SUITE/NAME` (from the file name, so anything a file name may hold).
    public var name: String
    /// The suite's label (the start of `name`, the JUnit `<testsuite>`); nil in results written before it was kept.
    public var suite: String?
    /// The case file.
    public var file: String
    /// The comparisons, checkpoints in time order then the frame log; empty when the case could not run.
    public var outcomes: [CheckOutcome]
    /// Why the case failed as a whole (time limit, crash, an unknown scene), when it did.
    public var error: String?
    /// Whether `error` comes from a malformed file (exit status 2).
    public var malformed: Bool
    /// How the renderer that recorded the case's approved images differs from this run's, when images differ
    /// (``RendererFingerprint``): `SDL_ttf 2.20.2 (goldens) → 2.22.0 (here)`.
    public var environment: String?
    /// Wall time of the case, seconds.
    public var seconds: Double

    public init(
        id: String, name: String, suite: String? = nil, file: String, outcomes: [CheckOutcome] = [], error: String? = nil,
        malformed: Bool = false, seconds: Double = 0
    ) {
        self.id = id
        self.name = name
        self.suite = suite
        self.file = file
        self.outcomes = outcomes
        self.error = error
        self.malformed = malformed
        self.seconds = seconds
    }

    /// Failed when it could not run or any comparison failed; recorded when something was written; else passed.
    public var status: CheckStatus {
        if error != nil || outcomes.contains(where: \.status.isFailure) { return .failed }
        return outcomes.contains { $0.status == .recorded } ? .recorded : .passed
    }
}

/// Every case of a run (or of merged shards), as `results.json` in the output folder holds them.
public struct CheckResults: Codable, Equatable, Sendable {
    /// The format's version, for readers of old files.
    public var version = 1
    /// The cases in the run's order (by suite and path).
    public var cases: [CaseResult]
    /// The settings the comparisons used, for the report's header.
    public var settings: String
    /// The shard and cases the run was given (nil in files written before it was kept).
    public var selection: CheckSelection?

    public init(cases: [CaseResult], settings: String, selection: CheckSelection? = nil) {
        self.cases = cases
        self.settings = settings
        self.selection = selection
    }

    /// The name of the results file in an output folder.
    public static let fileName = "results.json"

    /// Cases that matched, failed, or were recorded.
    public var passed: Int { cases.filter { $0.status == .passed }.count }
    public var failed: Int { cases.filter { $0.status == .failed }.count }
    public var recorded: Int { cases.filter { $0.status == .recorded }.count }

    /// `check: N passed, N failed` — the closing line CI reads.
    public var summaryLine: String { "check: \(passed + recorded) passed, \(failed) failed" }

    /// JSON bytes, keys sorted so that equal results give equal files.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads `results.json` at `path`. - Throws: `FileFormatError` naming the file.
    public static func load(path: String) throws -> CheckResults {
        let data = try FileFormatError.readFile(atPath: path, limit: 64 * 1_048_576)
        do {
            return try JSONDecoder().decode(CheckResults.self, from: Data(data))
        } catch let DecodingError.keyNotFound(key, context) {
            throw FileFormatError(
                file: path, field: (context.codingPath + [key]).map(\.stringValue).joined(separator: "."),
                message: "missing (not a check results file)")
        } catch {
            throw FileFormatError(file: path, message: "not a check results file written by overlay-sim check")
        }
    }
}
