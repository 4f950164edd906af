import CDeflate
import CPNG

/// Decodes the plain PNGs this program writes (8-bit RGBA, not interlaced, no colour-space chunks) straight into
/// the image's own buffer.
///
/// SDL2_image's path decodes into a surface, converts it to RGBA in a second one and copies it into a zeroed
/// array: three more passes over 5 MB for each golden a check reads. Only files whose chunks leave nothing to
/// interpret take this path, so both give the same bytes; any other file (a palette, 16 bits, a gAMA or iCCP
/// chunk that libpng would apply and SDL2_image ignores) is left to SDL2_image.
///
/// The image data is inflated in one call by libdeflate (zlib's streaming inflate took 12 ms of a golden's 14 ms
/// here) into the image's buffer itself, and the row filters are undone in place (`PNGUnfilter`). Every checksum
/// libpng checks is checked too (the CRC-32 of the header, data and end chunks, the zlib stream's Adler-32), and
/// the stream must fill the image exactly; a file that fails any of this is handed to libpng, which decides.
enum PNGDecoder {
    /// Whether `bytes` is a PNG this decoder reads exactly as SDL2_image does: an 8-bit RGBA, non-interlaced
    /// image whose chunks are all inert. Walks the chunk headers only.
    static func isPlain(_ bytes: [UInt8]) -> Bool {
        PNGChunks.isPlain(bytes)
    }

    /// The straight-alpha RGBA pixels of a plain PNG, nil when neither libdeflate nor libpng can read it (then
    /// SDL2_image says why).
    static func decode(_ bytes: [UInt8]) -> RGBAImage? {
        inflated(bytes) ?? decodedByLibpng(bytes)
    }

    /// The largest side decoded here; a larger image is refused before anything is allocated.
    private static let largestSide = 1 << 15

    /// The pixels inflated by libdeflate and unfiltered here; nil for anything but a plain PNG whose checksums and
    /// data are all right.
    static func inflated(_ bytes: [UInt8]) -> RGBAImage? {
        guard let layout = PNGChunks(bytes), layout.width > 0, layout.height > 0, layout.width <= largestSide,
            layout.height <= largestSide
        else { return nil }
        let rowBytes = layout.width * 4, height = layout.height
        // One zlib stream, usually in several IDAT chunks: gathered unless there is only one.
        let stream: [UInt8] = layout.imageData.count == 1 ? [] : layout.imageData.flatMap { bytes[$0] }
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var decoded = false
        // Room for the filter byte of each row; the rows end up packed at the start, and only they are counted.
        let pixels = [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { buffer, count in
            count = 0
            let target = UnsafeMutableRawPointer(buffer.baseAddress!), capacity = buffer.count
            let outcome = { (source: UnsafeRawBufferPointer) -> Bool in
                var consumed = 0
                // A null actual output size: the stream must fill the rows exactly, no more and no less.
                let result = libdeflate_zlib_decompress_ex(
                    decompressor, source.baseAddress, source.count, target, capacity, &consumed, nil)
                return result == LIBDEFLATE_SUCCESS && consumed == source.count
            }
            let filled =
                layout.imageData.count == 1
                ? bytes.withUnsafeBytes { outcome(UnsafeRawBufferPointer(rebasing: $0[layout.imageData[0]])) }
                : stream.withUnsafeBytes(outcome)
            guard filled, PNGUnfilter.unfilter(target, rowBytes: rowBytes, height: height) else { return }
            decoded = true
            count = height * rowBytes
        }
        return decoded ? RGBAImage(width: layout.width, height: height, pixels: pixels) : nil
    }

    /// The pixels decoded by libpng's simplified API, nil when libpng refuses the file.
    static func decodedByLibpng(_ bytes: [UInt8]) -> RGBAImage? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { return nil }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= largestSide, height <= largestSide else {
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
