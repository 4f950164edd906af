import Foundation
import XCTest

/// A suite of three small maps cases in a temporary folder, with an `outside` folder holding a secret that
/// no run may read, copy or write into, for the tests that attack `check`.
struct HostileSuite {
    let folder: String
    var suite: String { folder + "/suite" }
    var outside: String { folder + "/outside" }
    static let secret = "SECRET-CI-TOKEN-d41d8cd9"
    /// How `everything(under:)` shows a link.
    static let linkMarker = "\u{1}LINK "

    init(cases: [String] = ["a", "b", "c"]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: suite + "/traces", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try write("traces/move.json", #"{"until": 0.5, "events": [{"t": 0.1, "kind": "moveToNotch", "index": 1}]}"#)
        for name in cases {
            try write("\(name).case.json", #"{"scenario": "maps", "trace": "traces/move.json", "checkpoints": [0.3], "scale": 0.25}"#)
        }
        try Data((HostileSuite.secret + "\n").utf8).write(to: URL(fileURLWithPath: outside + "/secret.jsonl"))
    }

    func write(_ relative: String, _ text: String) throws {
        let path = suite + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Runs `check` on the suite outside CI.
    func check(_ arguments: [String]) throws -> CommandLineTests.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        return try CommandLineTests.run(["check", suite] + arguments, environment: environment)
    }

    /// Replaces `relative` in the suite by a symbolic link to `target`.
    func link(_ relative: String, to target: String) throws {
        try? FileManager.default.removeItem(atPath: suite + "/" + relative)
        try FileManager.default.createSymbolicLink(atPath: suite + "/" + relative, withDestinationPath: target)
    }

    /// Every path under `root` (relative), links included, not followed.
    static func tree(_ root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
    }

    /// The text of every regular file under `root`, and the targets of its links, concatenated.
    static func everything(under root: String) -> String {
        var text = ""
        for relative in tree(root) {
            let path = root + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                text += "\(linkMarker)\(relative) -> \(target)\n"
            } else if let data = FileManager.default.contents(atPath: path) {
                text += String(decoding: data, as: UTF8.self)
            }
        }
        return text
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
