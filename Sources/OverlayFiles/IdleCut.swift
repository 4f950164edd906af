/// A pause of a recording shortened for a replay that renders every step (`film`, `plot`): where the shortened
/// stretch lies in the replayed trace, and how long the pause was as recorded, so that the film and the plot can
/// mark the cut.
public struct IdleCut: Equatable, Sendable {
    /// When the shortened stretch begins in the replayed trace, seconds (the last event before the pause).
    public var start: Double
    /// How long the stretch lasts in the replay, seconds.
    public var replayed: Double
    /// How long the pause lasted as recorded, seconds.
    public var recorded: Double

    /// Creates a cut.
    public init(start: Double, replayed: Double, recorded: Double) {
        self.start = start
        self.replayed = replayed
        self.recorded = recorded
    }

    /// When the shortened stretch ends in the replay.
    public var end: Double { start + replayed }

    /// Whether `time` (replay seconds) lies in the shortened stretch.
    public func contains(_ time: Double) -> Bool { time >= start && time < end }

    /// "⋯ 3.2 s idle", "⋯ 12 min 5 s idle", "⋯ 20 h idle": the recorded pause, as the marks say it.
    public var label: String { "⋯ \(Self.duration(recorded)) idle" }

    /// A duration to a tenth of a second under a minute, else in whole minutes and seconds, or hours and minutes.
    public static func duration(_ seconds: Double) -> String {
        if seconds < 59.95 {
            let tenths = (seconds * 10).rounded()
            return "\(Int(tenths) / 10).\(Int(tenths) % 10) s"
        }
        let whole = Int(seconds.rounded())
        if whole < 3600 {
            return whole % 60 == 0 ? "\(whole / 60) min" : "\(whole / 60) min \(whole % 60) s"
        }
        let minutes = (whole + 30) / 60
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
