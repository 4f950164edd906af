/// One case of a check suite, read from `NAME.case.json`: a scenario replayed through a trace, rendered at
/// checkpoints and compared with the approved images (and frame log) in `__goldens__/NAME/` beside the file.
public struct CheckCase: Equatable, Sendable {
    /// Where the scene comes from.
    public enum ScenarioSource: Equatable, Sendable {
        /// A built-in scene's name (`maps`), checked against the scenes by whoever runs the case.
        case named(String)
        /// A scenario file inside the suite, resolved.
        case file(String)
    }

    /// The case's name: the file name without `.case.json`.
    public var name: String
    /// The case file as found (inside the suite).
    public var file: String
    /// The case file's folder relative to the suite, "" at the top.
    public var subfolder: String
    /// The scene to replay.
    public var scenario: ScenarioSource
    /// The trace file, resolved inside the suite.
    public var trace: String
    /// The instants (seconds) to render and compare, besides the trace's `screenshot` events.
    public var checkpoints: [Double]
    /// The name of each of `checkpoints`, in the same order: the case file's `name`, else `t-0.500`.
    public var checkpointNames: [String]
    /// Pixels per point; nil means the scenario's device scale.
    public var scale: Double?
    /// Steps per second: 60 or 120.
    public var hz: Int
    /// The preset replacing the scenario's own, if any.
    public var preset: PresetName?
    /// Whether the frame log is compared with `framelog.jsonl`.
    public var frameLog: Bool
    /// The case's own tolerance, budget and masks.
    public var options: CheckCaseOptions

    /// Creates a case.
    public init(
        name: String, file: String, subfolder: String = "", scenario: ScenarioSource, trace: String,
        checkpoints: [Double] = [], checkpointNames: [String]? = nil, scale: Double? = nil, hz: Int = 60,
        preset: PresetName? = nil, frameLog: Bool = true, options: CheckCaseOptions = CheckCaseOptions()
    ) {
        self.name = name
        self.file = file
        self.subfolder = subfolder
        self.scenario = scenario
        self.trace = trace
        self.checkpoints = checkpoints
        self.checkpointNames = checkpointNames ?? checkpoints.map(CheckCase.checkpointName(at:))
        self.scale = scale
        self.hz = hz
        self.preset = preset
        self.frameLog = frameLog
        self.options = options
    }

    /// The suffix of case files.
    public static let fileSuffix = ".case.json"
    /// The folder beside case files that holds the approved results, one subfolder per case.
    public static let goldensFolder = "__goldens__"
    /// The approved frame log's name inside a case's goldens folder.
    public static let frameLogName = "framelog.jsonl"
    /// The most checkpoints a case may list.
    public static let maximumCheckpoints = 1000

    /// The golden image's name for the unnamed checkpoint at `time`: `t-0.500.png` (milliseconds).
    public static func imageName(at time: Double) -> String {
        checkpointName(at: time) + ".png"
    }

    /// `1.25` → `1.250`: the checkpoint's time to the millisecond, as golden names and messages show it.
    public static func millisecondText(_ time: Double) -> String {
        let milliseconds = Int((time * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The goldens folder of this case relative to the suite: `SUBFOLDER/__goldens__/NAME`.
    public var goldensPath: String {
        (subfolder.isEmpty ? "" : subfolder + "/") + CheckCase.goldensFolder + "/" + name
    }
}
