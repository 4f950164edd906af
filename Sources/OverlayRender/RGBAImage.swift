/// An 8-bit RGBA image: row-major, top row first, straight (not premultiplied) alpha.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes, R G B A per pixel.
    public var pixels: [UInt8]

    /// An image from its pixel bytes; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "RGBAImage size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let count = max(0, width) * max(0, height)
        var bytes = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            bytes[i * 4] = red
            bytes[i * 4 + 1] = green
            bytes[i * 4 + 2] = blue
            bytes[i * 4 + 3] = alpha
        }
        self.init(width: max(0, width), height: max(0, height), pixels: bytes)
    }

    /// The pixel at (`x`, `y`); the coordinates must be inside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Sets the pixel at (`x`, `y`).
    public mutating func setPixel(x: Int, y: Int, _ value: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        pixels[i] = value.r
        pixels[i + 1] = value.g
        pixels[i + 2] = value.b
        pixels[i + 3] = value.a
    }
}
