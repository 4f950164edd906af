// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayCheck
    import OverlayFiles
    import OverlayScenes
    import SnapshotTesting

    extension Diffing where Value == String {
        /// Frame logs (JSON Lines) compared line by line as parsed JSON: numbers within `tolerance`, every other value
        /// exactly. The message names the first differing line and field with both values and the tolerance.
        public static func frameLog(tolerance: Double = 0.001) -> Diffing {
            // swift-format-ignore: OnlyOneTrailingClosureArgument
            .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
                do {
                    guard
                        let difference = try FrameLogComparison.firstDifference(
                            expected: reference, actual: actual,
                            expectedFile: "the reference", tolerance: tolerance)
                    else {
                        return nil
                    }
                    return ("frame log \(difference)", [.data(Data(actual.utf8), name: "framelog.actual.jsonl")])
                } catch {
                    return ("the reference frame log is not JSON Lines: \(error)", [])
                }
            }
        }
    }

    extension Snapshotting where Value == Scenario, Format == String {
        /// The frame log of the scene replaying `trace` at `hz` steps per second, every step and the closing line, as
        /// `overlay-sim simulate` prints it (the trace's screenshot events are skipped).
        public static func frameLog(trace: Trace, hz: Int = 60, tolerance: Double = 0.001) -> Snapshotting {
            Snapshotting(pathExtension: "jsonl", diffing: .frameLog(tolerance: tolerance)) { scenario in
                CheckpointReplay.frameLog(scenario: scenario, trace: trace, stepsPerSecond: hz)
            }
        }
    }
#endif
