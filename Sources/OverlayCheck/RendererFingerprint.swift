import Foundation
import OverlayFiles
import OverlayRender

/// What exact goldens depend on besides the code: the versions of SDL and SDL_ttf, and the font files' SHA-256.
/// `check` records it as `renderer.json` with a case's approved images; when the run's differs and images
/// differ, it says so once as an environment difference rather than leaving N failures unexplained.
public struct RendererFingerprint: Codable, Equatable, Sendable {
    /// Library versions by name (`SDL`, `SDL_ttf`).
    public var libraries: [String: String]
    /// Each font file's SHA-256 (hex) by file name, or `missing`.
    public var fonts: [String: String]

    /// The file beside a case's approved images.
    public static let fileName = "renderer.json"

    public init(libraries: [String: String], fonts: [String: String]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This machine's, for what `canvas` draws with.
    public static func current(canvas: OffscreenCanvas) -> RendererFingerprint {
        var fonts: [String: String] = [:]
        for path in canvas.fontFiles {
            let name = (path as NSString).lastPathComponent
            if let data = FileManager.default.contents(atPath: path) {
                fonts[name] = SHA256.digest(Array(data)).map { String(format: "%02x", $0) }.joined()
            } else {
                fonts[name] = "missing"
            }
        }
        return RendererFingerprint(libraries: OffscreenCanvas.libraryVersions, fonts: fonts)
    }

    /// `renderer.json`'s bytes: keys sorted, so equal fingerprints give equal files.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads `renderer.json`; nil when it is not one (an environment note is never worth failing a case for).
    public static func decode(_ bytes: [UInt8]) -> RendererFingerprint? {
        try? JSONDecoder().decode(RendererFingerprint.self, from: Data(bytes))
    }

    /// What differs from `recorded` (the goldens'), one phrase each: `SDL_ttf 2.20.2 (goldens) → 2.22.0 (here)`,
    /// `font DejaVuSans.ttf differs`.
    public func differences(from recorded: RendererFingerprint) -> [String] {
        var found: [String] = []
        for name in Set(libraries.keys).union(recorded.libraries.keys).sorted() where libraries[name] != recorded.libraries[name] {
            found.append("\(name) \(recorded.libraries[name] ?? "none") (goldens) → \(libraries[name] ?? "none") (here)")
        }
        for name in Set(fonts.keys).union(recorded.fonts.keys).sorted() where fonts[name] != recorded.fonts[name] {
            found.append("font \(name) differs")
        }
        return found
    }
}
