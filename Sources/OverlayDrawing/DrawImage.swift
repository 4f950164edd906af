import Foundation

/// A bitmap a draw list can show (``DrawCommand/image(_:in:opacity:)``): a PNG file that the renderer decodes, or
/// pixels made in code.
///
/// Nothing above the renderer decodes images (decoding needs SDL2_image, which only OverlayRender links), so a
/// PNG image is its path plus the size read from the file's header: enough to lay it out and to fail early, with
/// the file named, when the file is missing or not a PNG. The renderer decodes it the first time it draws it and
/// keeps the texture, keyed by the path (a file is read once per renderer, however many commands show it); pixel
/// images are keyed by their identity.
public final class DrawImage: Hashable, Sendable, CustomStringConvertible {
    /// Where the pixels come from.
    public enum Source: Hashable, Sendable {
        /// A PNG file, decoded by the renderer.
        case pngFile(path: String)
        /// Straight-alpha RGBA bytes, row-major, top row first (`width × height × 4`).
        case pixels([UInt8])
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels' origin.
    public let source: Source
    /// Tells pixel images apart in the renderer's texture cache (a freed image's address can be reused).
    public let identity: UUID

    /// A PNG file, checked now: it must exist and start with a PNG signature and header, whose size it takes.
    /// - Throws: ``DrawImageError`` naming the file and what is wrong with it.
    public init(pngFile path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw DrawImageError(path: path, reason: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file")
        }
        defer { try? handle.close() }
        let header = [UInt8](handle.readData(ofLength: 24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw DrawImageError(path: path, reason: "not a PNG file (no PNG signature and header)")
        }
        func bigEndian(_ offset: Int) -> Int {
            header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw DrawImageError(path: path, reason: "a PNG of \(width)×\(height) pixels (1 to 16384 a side)")
        }
        self.width = width
        self.height = height
        source = .pngFile(path: path)
        identity = UUID()
    }

    /// An image from straight-alpha RGBA bytes; nil when `rgba.count` is not `width × height × 4` or a side is
    /// not positive.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= 16384, height <= 16384, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        source = .pixels(rgba)
        identity = UUID()
    }

    /// The size in points at `scale` pixels per point (a 2× image: `size(scale: 2)`).
    public func size(scale: Double = 1) -> (width: Double, height: Double) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return (Double(width) / scale, Double(height) / scale)
    }

    /// The key the renderer caches the decoded texture under: the path of a file, the identity of pixels.
    public var cacheKey: String {
        switch source {
        case let .pngFile(path): return "png:" + path
        case .pixels: return "pixels:" + identity.uuidString
        }
    }

    /// Two images are equal when they are the same object or the same file of the same size; pixel images are
    /// equal only to themselves (comparing their bytes would cost more than drawing them).
    public static func == (lhs: DrawImage, rhs: DrawImage) -> Bool {
        if lhs === rhs { return true }
        guard case let .pngFile(left) = lhs.source, case let .pngFile(right) = rhs.source else { return false }
        return left == right && lhs.width == rhs.width && lhs.height == rhs.height
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cacheKey.hasPrefix("png:") ? cacheKey : identity.uuidString)
    }

    public var description: String {
        switch source {
        case let .pngFile(path): return "\(path) (\(width)×\(height) px)"
        case .pixels: return "pixels \(width)×\(height)"
        }
    }
}

/// Why a PNG could not be taken as an image.
public struct DrawImageError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong with it.
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}
