import CDeflate

/// The layout of a plain PNG, read from its chunk headers: its size and where its image data lies. A plain PNG is
/// what this program writes (every golden): 8-bit RGBA, not interlaced, and no chunk that changes the pixels.
struct PNGChunks {
    /// Chunks that change nothing in the pixels; a file with any other ancillary chunk is not plain.
    private static let inertChunks: Set<String> = ["IHDR", "IDAT", "IEND", "tEXt", "zTXt", "iTXt", "tIME", "pHYs"]
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let width: Int
    let height: Int
    /// The data of the IDAT chunks, in order: together, one zlib stream.
    let imageData: [Range<Int>]

    /// Whether `bytes` is a plain PNG, walking the chunk headers only (no checksum): what decides who decodes it.
    static func isPlain(_ bytes: [UInt8]) -> Bool {
        walk(bytes, verifyingChecksums: false) != nil
    }

    /// The layout of a plain PNG whose header, image data and end chunks carry the right CRC-32 and whose IDAT
    /// chunks follow each other, as the format requires; nil for anything else (which libpng then judges).
    init?(_ bytes: [UInt8]) {
        guard let layout = Self.walk(bytes, verifyingChecksums: true) else { return nil }
        self = layout
    }

    private init(width: Int, height: Int, imageData: [Range<Int>]) {
        self.width = width
        self.height = height
        self.imageData = imageData
    }

    private static func walk(_ bytes: [UInt8], verifyingChecksums: Bool) -> PNGChunks? {
        guard bytes.count >= 8 + 25, bytes[0..<8].elementsEqual(signature) else { return nil }
        // IHDR first, 13 bytes: bit depth 8, colour type 6 (RGBA), compression 0, filter method 0, interlace 0.
        guard chunkType(bytes, at: 8) == "IHDR", length(bytes, at: 8) == 13, bytes[24] == 8, bytes[25] == 6, bytes[26] == 0,
            bytes[27] == 0, bytes[28] == 0
        else { return nil }
        let width = length(bytes, at: 16), height = length(bytes, at: 20)
        var imageData: [Range<Int>] = []
        var offset = 8
        var previous = ""
        while offset + 12 <= bytes.count {
            let size = length(bytes, at: offset)
            let type = chunkType(bytes, at: offset)
            guard inertChunks.contains(type) else { return nil }
            if verifyingChecksums {
                guard offset + 12 + size <= bytes.count else { return nil }
                if type == "IHDR" || type == "IDAT" || type == "IEND" {
                    guard crc(bytes, of: (offset + 4)..<(offset + 8 + size)) == length(bytes, at: offset + 8 + size) else {
                        return nil
                    }
                }
                if type == "IDAT" {
                    guard imageData.isEmpty || previous == "IDAT" else { return nil }
                    imageData.append((offset + 8)..<(offset + 8 + size))
                }
            }
            if type == "IEND" {
                guard !verifyingChecksums || !imageData.isEmpty else { return nil }
                return PNGChunks(width: width, height: height, imageData: imageData)
            }
            previous = type
            offset += 12 + size
        }
        return nil
    }

    /// The big-endian 32-bit number at `offset` (a chunk's length, a CRC, the width or height).
    private static func length(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    private static func chunkType(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    }

    /// The CRC-32 of `range` of `bytes` (a chunk's type and data).
    private static func crc(_ bytes: [UInt8], of range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            Int(libdeflate_crc32(0, buffer.baseAddress! + range.lowerBound, range.count))
        }
    }
}
