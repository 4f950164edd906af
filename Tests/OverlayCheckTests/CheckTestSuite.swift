import Foundation
import OverlayFiles

/// A suite in a temporary folder: case files, traces and an output folder, removed by `remove()`.
struct CheckTestSuite {
    let base: String
    var root: String { base + "/suite" }
    var output: String { base + "/out" }

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/traces", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    }

    /// A drag of the maps overlay from the bottom notch to the top one, released at 0.3 s.
    static let flick = """
        {"until": 1.5, "events": [
          {"t": 0.1, "kind": "down", "x": 195, "y": 660}, {"t": 0.15, "kind": "move", "x": 195, "y": 560},
          {"t": 0.2, "kind": "move", "x": 195, "y": 420}, {"t": 0.25, "kind": "move", "x": 195, "y": 300},
          {"t": 0.3, "kind": "up", "x": 195, "y": 280}
        ]}
        """

    /// Writes `text` at `relative` inside the suite (creating folders).
    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFile.write(text, to: path)
    }

    /// A maps case replaying `flick` at scale 0.25 with these checkpoints.
    func addFlickCase(_ name: String, checkpoints: [Double] = [0.2, 1.0], extra: String = "") throws {
        try write("traces/flick.json", CheckTestSuite.flick)
        let times = checkpoints.map { "\($0)" }.joined(separator: ", ")
        try write(
            "\(name).case.json", #"{"scenario": "maps", "trace": "traces/flick.json", "checkpoints": [\#(times)], "scale": 0.25\#(extra)}"#)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: base)
    }
}
