// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayRender

    /// PNG bytes in memory for snapshot references. SDL2_image reads and writes files, so the bytes pass through a
    /// private temporary file; the pixels, not the bytes, are what the image diffing compares.
    enum PNGData {
        private static let folder: String = {
            let path = NSTemporaryDirectory() + "overlay-snapshot-png-\(getpid())"
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }()

        /// `image` as PNG bytes (empty when it cannot be encoded).
        static func encode(_ image: RGBAImage) -> Data {
            let path = folder + "/\(UUID().uuidString).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            guard (try? PNGFile.write(image, to: path)) != nil else { return Data() }
            return FileManager.default.contents(atPath: path) ?? Data()
        }

        /// The image in PNG `data`; a 0×0 image when it is not one (the comparison then reports the size).
        static func decode(_ data: Data) -> RGBAImage {
            let path = folder + "/\(UUID().uuidString).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            guard FileManager.default.createFile(atPath: path, contents: data), let image = try? PNGFile.read(path: path) else {
                return RGBAImage(width: 0, height: 0, pixels: [])
            }
            return image
        }
    }
#endif
