import Foundation

/// The `overlay-sim` program the window and check figures run: the one built beside this benchmark program (the
/// same build folder), or `OVERLAY_SIM` when set.
enum OverlaySimExecutable {
    /// Why a figure that needs it was not measured.
    static let missing = "no overlay-sim beside overlay-sim-bench (build both: scripts/run bench) and OVERLAY_SIM unset"

    /// Its path, nil when it is not there.
    static func path() -> String? {
        if let given = ProcessInfo.processInfo.environment["OVERLAY_SIM"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        guard let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let sibling = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("overlay-sim").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    /// This benchmark program's own path, for the probes it runs as children of its own (`--bare-window`,
    /// `--bare-pacing`).
    static var bench: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
