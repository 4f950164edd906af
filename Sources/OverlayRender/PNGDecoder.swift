import CPNG

/// Decodes the plain PNGs this program writes (8-bit RGBA, not interlaced, no colour-space chunks) with libpng's
/// simplified API, straight into the image's own buffer.
///
/// SDL2_image's path decodes into a surface, converts it to RGBA in a second one and copies it into a zeroed
/// array: three more passes over 5 MB for each golden a check reads. Only files whose chunks leave nothing to
/// interpret take this path, so both give the same bytes; any other file (a palette, 16 bits, a gAMA or iCCP
/// chunk that libpng would apply and SDL2_image ignores) is left to SDL2_image.
enum PNGDecoder {
    /// Chunks that change nothing in the pixels; a file with any other ancillary chunk is not plain.
    private static let inertChunks: Set<String> = ["IHDR", "IDAT", "IEND", "tEXt", "zTXt", "iTXt", "tIME", "pHYs"]

    /// Whether `bytes` is a PNG this decoder reads exactly as SDL2_image does: an 8-bit RGBA, non-interlaced
    /// image whose chunks are all inert. Walks the chunk headers only.
    static func isPlain(_ bytes: [UInt8]) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8 + 25, Array(bytes[0..<8]) == signature else { return false }
        // IHDR first: bit depth 8, colour type 6 (RGBA), interlace 0.
        guard chunkType(bytes, at: 8) == "IHDR", bytes[24] == 8, bytes[25] == 6, bytes[28] == 0 else { return false }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = chunkType(bytes, at: offset)
            guard inertChunks.contains(type) else { return false }
            if type == "IEND" { return true }
            offset += 12 + length
        }
        return false
    }

    private static func chunkType(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    }

    /// The straight-alpha RGBA pixels of a plain PNG, nil when libpng refuses it (then SDL2_image says why).
    static func decode(_ bytes: [UInt8]) -> RGBAImage? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { return nil }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            png_image_free(&image)
            return nil
        }
        image.format = PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA  // PNG_FORMAT_RGBA, a macro Swift cannot import
        var finished = false
        // Every byte is written by libpng when it succeeds; when it fails the array is thrown away.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            finished = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil) != 0
            count = finished ? width * height * 4 : 0
        }
        guard finished else {
            png_image_free(&image)
            return nil
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
