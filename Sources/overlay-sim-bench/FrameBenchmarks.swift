import Foundation
import OverlayApp
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayRender
import OverlayScenes
import OverlaySimulation
import OverlayUIKit

/// Headless frames of the maps scene at scale 2 (780×1688 px): input, step and layout, draw list, software raster
/// and read-back, against a `memcpy` of the frame's bytes between two buffers (what moving its pixels once costs on
/// this machine, at this moment), and the same scene with a million rows.
enum FrameBenchmarks {
    struct Result {
        /// Seconds of one copy of the frame's bytes (780 × 1688 × 4) between two distinct buffers.
        var memcpy: [Double]
        var hundredRows: [Double]
        var millionRows: [Double]
    }

    /// Two distinct buffers of one frame's bytes; each copy goes from one to the other and writes a changing first
    /// byte, so no copy can be skipped or merged with the previous one.
    private final class FrameCopy {
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

    /// One scene being dragged frame after frame, drawn into its own canvas.
    private final class DraggedScene {
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

    /// `frames` measured frames of each kind, interleaved (memcpy, 100 rows, 1,000,000 rows) so that a noisy
    /// neighbour slows all three alike; after `warmUp` unmeasured frames each.
    static func run(frames: Int, warmUp: Int) throws -> Result {
        let hundred = try DraggedScene(rows: 100)
        let million = try DraggedScene(rows: 1_000_000)
        let frameCopy = FrameCopy(byteCount: 780 * 1688 * 4)
        var result = Result(memcpy: [], hundredRows: [], millionRows: [])
        for index in 0..<(warmUp + frames) {
            let copy = BenchClock.seconds { Sink.consume(Double(frameCopy.copy())) }
            let withRows = try BenchClock.seconds { Sink.consume(Double(try hundred.renderNextFrame().pixels[0])) }
            let withMillion = try BenchClock.seconds { Sink.consume(Double(try million.renderNextFrame().pixels[0])) }
            guard index >= warmUp else { continue }
            result.memcpy.append(copy)
            result.hundredRows.append(withRows)
            result.millionRows.append(withMillion)
        }
        return result
    }
}
