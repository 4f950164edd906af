/// Undoes PNG's per-row filters for 4 bytes a pixel, in place: inflated rows of `1 + rowBytes` bytes (the filter
/// type, then the filtered bytes) become the image's rows of `rowBytes`, packed from the start of the same buffer.
///
/// Each row's bytes lie ahead of where the row goes (row y starts y + 1 bytes later in the inflated data), so every
/// write lands on bytes already read, and the row above is already in place when a row needs it. The filters
/// (PNG's section 9): 0 none, 1 sub (the byte to the left), 2 up (the byte above), 3 average of the two (rounded
/// down), 4 Paeth (whichever of left, above and above-left is nearest to left + above − above-left).
enum PNGUnfilter {
    /// Unfilters `height` rows in `buffer` (at least `height × (1 + rowBytes)` bytes); false on a filter type above 4.
    static func unfilter(_ buffer: UnsafeMutableRawPointer, rowBytes: Int, height: Int) -> Bool {
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        return zeros.withUnsafeBytes { zeroRow in
            for row in 0..<height {
                let source = UnsafeRawPointer(buffer + row * (rowBytes + 1) + 1)
                let target = buffer + row * rowBytes
                let above = row == 0 ? zeroRow.baseAddress! : UnsafeRawPointer(buffer + (row - 1) * rowBytes)
                switch buffer.load(fromByteOffset: row * (rowBytes + 1), as: UInt8.self) {
                case 0: none(source, target, rowBytes)
                case 1: sub(source, target, rowBytes)
                case 2: up(source, target, above, rowBytes)
                case 3: average(source, target, above, rowBytes)
                case 4: paeth(source, target, above, rowBytes)
                default: return false
                }
            }
            return true
        }
    }

    /// Copies forwards 16 bytes at a time: the target is behind the source, so a forward copy never reads a byte it
    /// wrote.
    private static func none(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ count: Int) {
        var index = 0
        while index + 16 <= count {
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self), toByteOffset: index, as: SIMD16<UInt8>.self)
            index += 16
        }
        while index < count {
            target.storeBytes(of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
            index += 1
        }
    }

    private static func up(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ above: UnsafeRawPointer, _ count: Int) {
        var index = 0
        while index + 16 <= count {
            let sum =
                source.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                &+ above.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            target.storeBytes(of: sum, toByteOffset: index, as: SIMD16<UInt8>.self)
            index += 16
        }
        while index < count {
            let sum = source.load(fromByteOffset: index, as: UInt8.self) &+ above.load(fromByteOffset: index, as: UInt8.self)
            target.storeBytes(of: sum, toByteOffset: index, as: UInt8.self)
            index += 1
        }
    }

    /// A pixel's 4 bytes, widened so that sums and differences cannot wrap.
    private static func pixel(_ pointer: UnsafeRawPointer, _ offset: Int) -> SIMD4<Int16> {
        SIMD4<Int16>(truncatingIfNeeded: pointer.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self))
    }

    private static func store(_ value: SIMD4<Int16>, _ target: UnsafeMutableRawPointer, _ offset: Int) {
        target.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value), toByteOffset: offset, as: SIMD4<UInt8>.self)
    }

    private static func sub(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ count: Int) {
        var left = SIMD4<Int16>()
        for offset in stride(from: 0, to: count, by: 4) {
            left = (pixel(source, offset) &+ left) & 0xFF
            store(left, target, offset)
        }
    }

    private static func average(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ above: UnsafeRawPointer, _ count: Int) {
        var left = SIMD4<Int16>()
        for offset in stride(from: 0, to: count, by: 4) {
            left = (pixel(source, offset) &+ ((left &+ pixel(above, offset)) &>> 1)) & 0xFF
            store(left, target, offset)
        }
    }

    private static func paeth(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ above: UnsafeRawPointer, _ count: Int) {
        var left = SIMD4<Int16>(), aboveLeft = SIMD4<Int16>()
        for offset in stride(from: 0, to: count, by: 4) {
            let up = pixel(above, offset)
            // The distances of left + up − aboveLeft from left, up and aboveLeft, without forming it.
            let toLeft = magnitude(up &- aboveLeft), toUp = magnitude(left &- aboveLeft)
            let toAboveLeft = magnitude(left &+ up &- aboveLeft &- aboveLeft)
            var predictor = aboveLeft.replacing(with: up, where: toUp .<= toAboveLeft)
            predictor.replace(with: left, where: (toLeft .<= toUp) .& (toLeft .<= toAboveLeft))
            left = (pixel(source, offset) &+ predictor) & 0xFF
            aboveLeft = up
            store(left, target, offset)
        }
    }

    private static func magnitude(_ value: SIMD4<Int16>) -> SIMD4<Int16> {
        value.replacing(with: 0 &- value, where: value .< 0)
    }
}
