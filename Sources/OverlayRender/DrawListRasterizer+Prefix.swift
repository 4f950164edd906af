import CSDL2
import Foundation
import OverlayDrawing

/// The pixels of a render target that the rasterizer may read and write directly: a software renderer's surface
/// (4 bytes a pixel, in the surface's own format), `pitch` bytes a row.
public struct TargetPixels {
    /// The first row's first byte.
    public var pixels: UnsafeMutableRawPointer
    /// Bytes from one row to the next.
    public var pitch: Int
    /// Pixels a row.
    public var width: Int
    /// Rows.
    public var height: Int

    /// The pixels of `surface` when it has 4 bytes a pixel and its pixels in memory, else nil.
    public init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let pixels = surface.pointee.pixels, let format = surface.pointee.format, format.pointee.BytesPerPixel == 4,
            surface.pointee.w > 0, surface.pointee.h > 0, Int(surface.pointee.pitch) >= Int(surface.pointee.w) * 4
        else { return nil }
        self.pixels = pixels
        pitch = Int(surface.pointee.pitch)
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
    }
}

/// The target as it was after the first `length` commands of the previous frame: the same commands drawn onto the
/// same pixels give the same pixels, so a frame that starts with those commands (the map under a moving overlay)
/// starts from this copy instead of clearing and drawing them again.
final class FramePrefix {
    /// What the pixels depend on besides the commands.
    struct Setup: Equatable {
        var width: Int, height: Int, scale: Double, background: DrawColor, renderer: Int, snaps: Bool
        /// The target's pixels: a window's surface made anew is another target.
        var pixels: Int, pitch: Int
    }

    var setup: Setup?
    /// The previous frame's commands (the ones the next frame is compared with).
    var previous: [DrawCommand] = []
    /// How many of `previous`'s first commands `pixels` holds; 0 when it holds nothing.
    var length = 0
    /// The clip stack after those commands.
    var clipStack: [SDL_Rect] = []
    /// The pixels the last restore left out, because the frame overwrote them (nil: it left out none).
    private(set) var lastHole: SDL_Rect?
    /// What the previous frame drew after the copy was taken or put back: outside it the target still holds the copy.
    var drawn = DrawnRows()
    /// Whether `drawn` covers every change to the target since the copy; false when something else may have
    /// drawn into it (a window's surface made anew, a frame copied in), and the whole copy is put back.
    var knowsDrawn = false
    /// The bytes the last frame put back from the copy; nil when it drew from its clear.
    var lastRestoredBytes: Int?
    /// What the frames since the last `takeChangedRectangles()` put back or drew: outside it the target holds what
    /// it held then. Meaningful only while `changedIsBounded`.
    var changed = DrawnRows()
    /// Whether `changed` covers every change to the target since the last `takeChangedRectangles()`; false when a
    /// frame was drawn from its clear, the whole copy was put back or something else drew into the target.
    var changedIsBounded = false
    private var pixels: UnsafeMutableRawPointer?
    private var byteCount = 0

    deinit {
        pixels?.deallocate()
    }

    /// Forgets the copy and its buffer.
    func reset() {
        pixels?.deallocate()
        pixels = nil
        byteCount = 0
        length = 0
        previous = []
        clipStack = []
        invalidate()
    }

    /// Makes the copy unusable for the next frame (the target was drawn from its clear without it), keeping the buffer.
    func invalidate() {
        setup = nil
        knowsDrawn = false
        lastRestoredBytes = nil
        changedIsBounded = false
    }

    /// Copies the target's rows into the buffer.
    func save(_ target: TargetPixels, length: Int, clipStack: [SDL_Rect]) {
        let rowBytes = target.width * 4, needed = rowBytes * target.height
        if byteCount != needed {
            pixels?.deallocate()
            pixels = .allocate(byteCount: needed, alignment: 64)
            byteCount = needed
        }
        guard let pixels else { return }
        if target.pitch == rowBytes {
            pixels.copyMemory(from: target.pixels, byteCount: needed)
        } else {
            for row in 0..<target.height {
                (pixels + row * rowBytes).copyMemory(from: target.pixels + row * target.pitch, byteCount: rowBytes)
            }
        }
        self.length = length
        self.clipStack = clipStack
    }

    /// Copies the buffer back into the target where the previous frame drew after its copy (everywhere when that is
    /// not known), except the pixels of `hole` (inside the target), which the frame overwrites before anything reads
    /// them.
    func restore(into target: TargetPixels, except hole: SDL_Rect? = nil) {
        guard let pixels else { return }
        lastHole = hole
        let rowBytes = target.width * 4
        let tracked = knowsDrawn && drawn.width == target.width && drawn.height == target.height
        let holeRows = hole.map { Int($0.y)..<Int($0.y + $0.h) } ?? 0..<0
        let holeLeft = hole.map { Int($0.x) } ?? 0, holeRight = hole.map { Int($0.x + $0.w) } ?? 0
        var copied = 0
        for row in 0..<target.height {
            let columns = tracked ? drawn.columns(in: row) : 0..<target.width
            guard !columns.isEmpty else { continue }
            let to = target.pixels + row * target.pitch, from = pixels + row * rowBytes
            func copy(_ left: Int, _ right: Int) {
                guard left < right else { return }
                (to + left * 4).copyMemory(from: from + left * 4, byteCount: (right - left) * 4)
                copied += (right - left) * 4
            }
            // The row's columns, less the hole's when the row crosses it.
            if holeRows.contains(row) {
                copy(columns.lowerBound, min(columns.upperBound, holeLeft))
                copy(max(columns.lowerBound, holeRight), columns.upperBound)
            } else {
                copy(columns.lowerBound, columns.upperBound)
            }
        }
        lastRestoredBytes = copied
    }

    /// How many of the target's pixels outside `drawn` differ from the copy: none when every change since it was
    /// taken or put back was noted (a check for tests; it reads the whole target).
    func untrackedDifferences(in target: TargetPixels) -> Int {
        guard let pixels, knowsDrawn, drawn.width == target.width, drawn.height == target.height else { return 0 }
        let rowBytes = target.width * 4
        var differences = 0
        for row in 0..<target.height {
            let columns = drawn.columns(in: row)
            let to = target.pixels + row * target.pitch, from = pixels + row * rowBytes
            for column in 0..<target.width where !columns.contains(column) {
                if to.load(fromByteOffset: column * 4, as: UInt32.self) != from.load(fromByteOffset: column * 4, as: UInt32.self) {
                    differences += 1
                }
            }
        }
        return differences
    }

    /// How many first commands `a` and `b` share.
    static func commonPrefix(_ a: [DrawCommand], _ b: [DrawCommand]) -> Int {
        let count = min(a.count, b.count)
        var index = 0
        while index < count && a[index] == b[index] { index += 1 }
        return index
    }

    /// The last place at or before `limit` where the batch of shapes is empty (after a command that flushes it),
    /// so that stopping there draws exactly what the whole list would.
    static func boundary(in commands: [DrawCommand], atMost limit: Int) -> Int {
        var index = limit
        while index > 0 {
            switch commands[index - 1] {
            case .fill, .text, .layer, .image, .pushClip, .popClip: return index
            default: index -= 1
            }
        }
        return 0
    }
}

extension DrawListRasterizer {
    /// Draws `list` into a software target whose pixels it can copy, starting from the pixels the previous frame
    /// had after the commands both frames start with, when there are such commands; the pixels are the same as
    /// `draw(_:into:)`'s, and as there they are in the target when it returns. Keeps one copy of the target (4 bytes a
    /// pixel) for the next frame.
    public func draw(_ list: DrawList, into renderer: OpaquePointer, pixels target: TargetPixels) throws {
        guard list.scale.isFinite, list.scale > 0 else {
            throw RenderError("cannot draw with scale \(list.scale): it must be a positive finite number")
        }
        let setup = FramePrefix.Setup(
            width: target.width, height: target.height, scale: list.scale, background: list.background,
            renderer: Int(bitPattern: UnsafeRawPointer(renderer)), snaps: Self.isSoftware(renderer),
            pixels: Int(bitPattern: target.pixels), pitch: target.pitch)
        let commands = list.commands
        let shared = prefix.setup == setup ? FramePrefix.commonPrefix(prefix.previous, commands) : 0
        let restores = prefix.setup == setup && prefix.length > 0 && prefix.length <= shared
        var start = restores ? prefix.length : 0
        let saveAt = prefix.setup == setup && shared > start ? FramePrefix.boundary(in: commands, atMost: shared) : 0
        if restores {
            // Whatever SDL still has queued must land before the copy is put back.
            SDL_RenderFlush(renderer)
            begin(renderer: renderer, width: target.width, height: target.height, clears: nil)
            clipStack = prefix.clipStack
            // A copy taken this frame must hold the overwritten pixels already: only an overwrite before it counts.
            let hole = firstOverwrite(in: commands, from: start, before: saveAt > start ? saveAt : commands.count, scale: list.scale)
            if checksDrawnRows { untrackedDifferences += prefix.untrackedDifferences(in: target) }
            // What the previous frame drew is put back (and may be drawn again): it changes. The commands up to the
            // new copy point draw what the previous frame drew after its own, inside what it noted.
            if prefix.knowsDrawn && prefix.drawn.width == target.width && prefix.drawn.height == target.height {
                if prefix.changed.width != target.width || prefix.changed.height != target.height {
                    prefix.changed.reset(width: target.width, height: target.height)
                    prefix.changedIsBounded = false
                }
                prefix.changed.formUnion(prefix.drawn)
            } else {
                prefix.changedIsBounded = false
            }
            prefix.restore(into: target, except: hole)
            applyClip(renderer: renderer)
        } else {
            guard begin(renderer: renderer, width: target.width, height: target.height, clears: list.background) else {
                throw RenderError.sdl("SDL_RenderClear failed")
            }
            prefix.length = 0
            prefix.lastRestoredBytes = nil
            prefix.changedIsBounded = false
        }
        if saveAt > start {
            run(commands[start..<saveAt], scale: list.scale, renderer: renderer)
            SDL_RenderFlush(renderer)
            prefix.save(target, length: saveAt, clipStack: clipStack)
            start = saveAt
        }
        // From here the target holds the copy (or, without one, nothing a next frame restores) except what is drawn.
        prefix.drawn.reset(width: target.width, height: target.height)
        prefix.knowsDrawn = true
        tracksDrawnRows = true
        run(commands[start...], scale: list.scale, renderer: renderer)
        tracksDrawnRows = false
        batch.flush(into: renderer)
        SDL_RenderSetClipRect(renderer, nil)
        // As `draw(_:into:)`: the frame is in the target when this returns.
        SDL_RenderFlush(renderer)
        if prefix.changedIsBounded { prefix.changed.formUnion(prefix.drawn) }
        prefix.setup = setup
        prefix.previous = commands
    }
}

extension DrawListRasterizer {
    /// The pixels that the commands from `start` (before `limit`) overwrite without blending before any of them could
    /// show what was there: the opaque interior of the first large opaque rounded rectangle, or the first opaque
    /// fill, within the current clip. The commands before it only draw (each reads no pixel but the one it writes),
    /// so the restored copy need not hold those pixels. Nil when a clip changes first, or none is found.
    func firstOverwrite(in commands: [DrawCommand], from start: Int, before limit: Int, scale: Double) -> SDL_Rect? {
        guard !clipIsEmpty else { return nil }
        var index = start
        while index < min(limit, commands.count) {
            let overwritten: SDL_Rect?
            switch commands[index] {
            case .pushClip, .popClip: return nil
            case .roundedRect: overwritten = opaqueInterior(of: commands[index], scale: scale)
            case let .fill(rect, color) where color.alpha == 255: overwritten = fillPixels(rect, scale: scale)
            default: overwritten = nil
            }
            if let overwritten {
                let bounds = SDL_Rect(x: 0, y: 0, w: Int32(targetBounds.x1), h: Int32(targetBounds.y1))
                let clip = clipStack.count > clipBase ? clipStack.last.flatMap { Self.intersection($0, bounds) } : bounds
                return clip.flatMap { Self.intersection(overwritten, $0) }
            }
            index += 1
        }
        return nil
    }
}
