import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayScenes
import OverlayRender
import OverlayApp

/// Headless frames of the maps scene at scale 2 (780×1688 px): input, step and layout, draw list, software raster
/// and read-back, against a bare frame (clear and read back, what the canvas does besides drawing), and the same
/// scene with a million rows.
enum FrameBenchmarks {
    struct Result {
        var bare: [Double]
        var hundredRows: [Double]
        var millionRows: [Double]
    }

    /// One scene being dragged frame after frame, drawn into its own canvas.
    private final class DraggedScene {
        let simulation: Simulation
        let drawer = SceneDrawer()
        let canvas: OffscreenCanvas
        var list = DrawList(width: 0, height: 0, scale: 2)
        private var frame = 0

        init(rows: Int) throws {
            var scenario = BuiltInScenarios.maps
            scenario.scrollView?.rows = rows
            simulation = Simulation(scene: Scene(scenario: scenario), stepsPerSecond: 60)
            canvas = try OffscreenCanvas()
            simulation.apply(TraceEvent(time: 0, kind: .pointer(phase: .down, x: 195, y: 668, pointer: 0, source: .touch)))
        }

        /// The finger goes up 400 pt and back over 120 frames, again and again; one move per frame.
        func renderNextFrame() throws -> RGBAImage {
            frame += 1
            let phase = Double(frame % 120) / 120
            let y = 668 - 400 * (1 - cos(2 * Double.pi * phase)) / 2
            simulation.apply(TraceEvent(time: simulation.nextStepTime - 0.001,
                                        kind: .pointer(phase: .move, x: 195, y: y, pointer: 0, source: .touch)))
            simulation.step()
            drawer.draw(simulation, scale: 2, into: &list)
            return try canvas.render(list)
        }
    }

    /// `frames` measured frames of each kind, interleaved (bare, 100 rows, 1,000,000 rows) so that a noisy
    /// neighbour slows all three alike; after `warmUp` unmeasured frames each.
    static func run(frames: Int, warmUp: Int) throws -> Result {
        let hundred = try DraggedScene(rows: 100)
        let million = try DraggedScene(rows: 1_000_000)
        let bareList = DrawList(width: 390, height: 844, scale: 2, background: DrawColor(hex: 0xF2EFE9))
        var result = Result(bare: [], hundredRows: [], millionRows: [])
        for index in 0..<(warmUp + frames) {
            let bare = try BenchClock.seconds { Sink.consume(Double(try hundred.canvas.render(bareList).pixels[0])) }
            let withRows = try BenchClock.seconds { Sink.consume(Double(try hundred.renderNextFrame().pixels[0])) }
            let withMillion = try BenchClock.seconds { Sink.consume(Double(try million.renderNextFrame().pixels[0])) }
            guard index >= warmUp else { continue }
            result.bare.append(bare)
            result.hundredRows.append(withRows)
            result.millionRows.append(withMillion)
        }
        return result
    }
}
