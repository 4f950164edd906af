import Foundation
import OverlayFiles
import OverlayRender

/// The files of one case: its approved results in the suite and what the run writes into the output.
/// Folders are created when the first file goes into them; every file is written atomically.
struct GoldenFiles {
    /// The case's goldens folder in the suite (already checked to stay inside it).
    let goldens: String
    /// The case's folder in the output, and the same relative to the output (for the results file).
    let artifacts: String
    let outputPrefix: String

    /// The approved file `name`.
    func golden(_ name: String) -> String { goldens + "/" + name }

    /// Whether the approved file `name` exists.
    func hasGolden(_ name: String) -> Bool { FileManager.default.fileExists(atPath: golden(name)) }

    /// Writes `image` as the approved `name`.
    func recordGolden(_ image: RGBAImage, as name: String) throws {
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try PNGFile.write(image, to: golden(name))
    }

    /// Writes `text` as the approved `name`.
    func recordGolden(_ text: String, as name: String) throws {
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try AtomicFile.write(text, to: golden(name))
    }

    /// Writes `image` into the case's output folder; returns its path relative to the output.
    func writeArtifact(_ image: RGBAImage, as name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        try PNGFile.write(image, to: artifacts + "/" + name)
        return outputPrefix + "/" + name
    }

    /// Writes `text` into the case's output folder; returns its path relative to the output.
    @discardableResult
    func writeArtifact(_ text: String, as name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        try AtomicFile.write(text, to: artifacts + "/" + name)
        return outputPrefix + "/" + name
    }

    /// Copies the approved file `name` into the output as `copyName` (a hard link when it can).
    func copyGolden(_ name: String, as copyName: String) throws -> String {
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        let destination = artifacts + "/" + copyName
        try? FileManager.default.removeItem(atPath: destination)
        if link(golden(name), destination) != 0 {
            try AtomicFile.write(try Data(contentsOf: URL(fileURLWithPath: golden(name))), to: destination)
        }
        return outputPrefix + "/" + copyName
    }

    /// Removes approved images and logs of this case that the run no longer produces (`--update`).
    func removeStale(keeping kept: [String]) throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: goldens) else { return }
        for name in names where (name.hasPrefix("t-") && name.hasSuffix(".png")) || name == CheckCase.frameLogName {
            if !kept.contains(golden(name)) { try FileManager.default.removeItem(atPath: golden(name)) }
        }
    }
}
