import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation

/// Two distinct buffers of one frame's bytes; each copy goes from one to the other and writes a changing first
/// byte, so no copy can be skipped or merged with the previous one.
final class FrameCopy {
    let byteCount: Int
    private let source: UnsafeMutableRawPointer
    private let target: UnsafeMutableRawPointer
    private var round: UInt8 = 0

    init(byteCount: Int) {
        self.byteCount = byteCount
        source = .allocate(byteCount: byteCount, alignment: 64)
        target = .allocate(byteCount: byteCount, alignment: 64)
        // Touched once, so the measured copies do not pay for first-touch page faults.
        memset(source, 0x5A, byteCount)
        memset(target, 0, byteCount)
    }

    deinit {
        source.deallocate()
        target.deallocate()
    }

    /// Copies the buffer and returns a byte of the copy.
    func copy() -> UInt8 {
        round &+= 1
        source.storeBytes(of: round, as: UInt8.self)
        memcpy(target, source, byteCount)
        return target.load(fromByteOffset: byteCount - 1, as: UInt8.self) &+ target.load(as: UInt8.self)
    }
}

/// A buffer twice the size of the last-level cache (64 MB for 32 MB here): one pass over it, a read and a write on
/// every cache line, leaves nothing of what ran before in the caches. Run before each measured frame and each measured
/// copy, so that both start as a frame does between other work (as they did when the bench interleaved them).
final class CacheEviction {
    private let bytes: UnsafeMutablePointer<UInt8>
    private let count = 64 << 20

    init() {
        bytes = .allocate(capacity: count)
        bytes.initialize(repeating: 1, count: count)
    }

    deinit {
        bytes.deallocate()
    }

    /// Touches every cache line of the buffer; returns a byte of it so that the pass cannot be left out.
    func evict() -> UInt8 {
        var line = 0
        while line < count {
            bytes[line] &+= 1
            line += 64
        }
        return bytes[count - 64]
    }
}

/// The maps scene being dragged frame after frame at scale 2 (780×1688 px), drawn into its own canvas: input,
/// step and layout, draw list, software raster and read-back.
final class DraggedScene {
    let simulation: Simulation
    let drawer = ViewTreeDrawer()
    let canvas: OffscreenCanvas
    var list = DrawList(width: 0, height: 0, scale: 2)
    private var frame = 0

    init(rows: Int) throws {
        var scenario = BuiltInScenarios.maps
        scenario.scrollView?.rows = rows
        simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
        canvas = try OffscreenCanvas()
        simulation.apply(TraceEvent(time: 0, kind: .pointer(phase: .down, x: 195, y: 668, pointer: 0, source: .touch)))
    }

    /// The finger goes up 400 pt and back over 120 frames, again and again; one move per frame.
    func renderNextFrame() throws -> RGBAImage {
        frame += 1
        let phase = Double(frame % 120) / 120
        let y = 668 - 400 * (1 - cos(2 * Double.pi * phase)) / 2
        simulation.apply(
            TraceEvent(
                time: simulation.nextStepTime - 0.001,
                kind: .pointer(phase: .move, x: 195, y: y, pointer: 0, source: .touch)))
        simulation.step()
        drawer.draw(simulation, scale: 2, into: &list)
        return try canvas.render(list)
    }
}
