import OverlayDrawing
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import OverlayTestSupport
import XCTest

@testable import OverlayRender

/// Helpers shared by the rasterizer tests.
enum Fixture {
    static let white = DrawColor(red: 255, green: 255, blue: 255)
    static let red = DrawColor(red: 255, green: 0, blue: 0)
    static let blue = DrawColor(red: 0, green: 0, blue: 255)

    static func list(
        _ width: Double, _ height: Double, scale: Double = 1, background: DrawColor = white,
        _ commands: [DrawCommand]
    ) -> DrawList {
        var list = DrawList(width: width, height: height, scale: scale, background: background)
        for command in commands { list.append(command) }
        return list
    }

    /// Cards over their shadows at scale 2: several sizes, radii (some corners square) and positions, one card
    /// translucent, the last pair running off the canvas as the maps card does. Large shapes, all of them.
    static func cardsOverShadows() -> DrawList {
        var list = DrawList(width: 300, height: 400, scale: 2, background: DrawColor(hex: 0xF2EFE9))
        let radii = [
            CornerRadii(all: 12), CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0),
            CornerRadii(topLeft: 20, topRight: 6, bottomRight: 30, bottomLeft: 9), CornerRadii(all: 4.3),
        ]
        for (index, corners) in radii.enumerated() {
            let rect = DrawRect(
                x: 10 + Double(index) * 7.3, y: 12 + Double(index) * 95.37, width: 250.5 - Double(index) * 20,
                height: 80.25 + Double(index))
            list.append(
                .shadow(
                    rect, corners, color: DrawColor(hex: 0x000000, opacity: 0.2), radius: 3 + Double(index),
                    dx: 0, dy: 1))
            list.append(.roundedRect(rect, corners, index == 2 ? DrawColor(hex: 0x3366FF, opacity: 0.8) : white))
        }
        list.append(
            .shadow(
                DrawRect(x: -20, y: 300, width: 340, height: 300), radii[1], color: DrawColor(hex: 0, opacity: 0.3),
                radius: 6, dx: 0, dy: -2))
        list.append(.roundedRect(DrawRect(x: -20, y: 300, width: 340, height: 300), radii[1], white))
        return list
    }

    /// `count` commands of every kind (fills, rounded rectangles, shadows, lines, polygons, circles, texts naming
    /// `frame`, `tile` as an image, a layer, clips pushed and popped) at random places, sizes and colours over a
    /// 160 pt square and a little beyond.
    static func randomCommands(_ count: Int, frame: Int, tile: DrawImage, random: inout SplitMix64) -> [DrawCommand] {
        func value(_ range: ClosedRange<Double>) -> Double { random.double(range) }
        func colour() -> DrawColor {
            DrawColor(hex: UInt32(random.double(0...0xFFFFFF)), opacity: [1, 0.5, 0.2][Int(random.double(0...2.99))])
        }
        func rect() -> DrawRect { DrawRect(x: value(-20...150), y: value(-20...150), width: value(1...70), height: value(1...50)) }
        var commands: [DrawCommand] = []
        for _ in 0..<count {
            switch Int(value(0...10.99)) {
            case 0: commands.append(.fill(rect(), colour()))
            case 1: commands.append(.roundedRect(rect(), CornerRadii(all: value(0...14)), colour()))
            case 2:
                commands.append(
                    .shadow(
                        rect(), CornerRadii(all: value(0...10)), color: colour(), radius: value(0...9), dx: value(-4...4),
                        dy: value(-4...4)))
            case 3:
                commands.append(
                    .line(
                        from: DrawPoint(x: value(-10...170), y: value(-10...170)),
                        to: DrawPoint(x: value(-10...170), y: value(-10...170)),
                        width: value(0.5...6), color: colour()))
            case 4:
                commands.append(
                    .polygon((0..<Int(value(3...6.99))).map { _ in DrawPoint(x: value(-10...170), y: value(-10...170)) }, colour()))
            case 5:
                commands.append(.circle(center: DrawPoint(x: value(0...160), y: value(0...160)), radius: value(1...30), color: colour()))
            case 6:
                let alignment = [TextAlignment.left, .center, .right][Int(value(0...2.99))]
                commands.append(
                    .text(
                        "Frame \(frame) · déjà vu", origin: DrawPoint(x: value(0...160), y: value(0...150)), size: value(9...20),
                        face: .regular, color: colour(), alignment: alignment, maxWidth: value(0...1) < 0.5 ? nil : value(20...90)))
            case 7: commands.append(.image(tile, in: rect(), opacity: value(0.2...1)))
            case 8:
                commands.append(
                    .layer(
                        key: "moving", origin: DrawPoint(x: value(-10...140), y: value(-10...140)), width: 30, height: 20,
                        commands: [
                            .roundedRect(
                                DrawRect(x: 0, y: 0, width: 30, height: 20), CornerRadii(all: 6), DrawColor(hex: 0xCC2277, opacity: 0.8)
                            )
                        ]))
            case 9: commands.append(.pushClip(rect()))
            default: commands.append(.popClip)
            }
        }
        return commands
    }

    /// The maps scene with the finger on the header, dragged up `points` a frame `frames` times (a step each, at
    /// 60 Hz), one draw list per frame.
    static func draggedMapsLists(frames: Int, by points: Double, scale: Double) -> [DrawList] {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let drawer = ViewTreeDrawer()
        simulation.apply(TraceEvent(time: 0, kind: .pointer(phase: .down, x: 195, y: 668, pointer: 0, source: .touch)))
        return (1...frames).map { frame in
            simulation.apply(
                TraceEvent(
                    time: simulation.nextStepTime - 0.001,
                    kind: .pointer(phase: .move, x: 195, y: 668 - points * Double(frame), pointer: 0, source: .touch)))
            simulation.step()
            return drawer.drawList(simulation, scale: scale)
        }
    }

    static func render(_ list: DrawList, canvas: OffscreenCanvas? = nil) throws -> RGBAImage {
        try (canvas ?? OffscreenCanvas()).render(list)
    }

    /// A fresh empty directory for files a test writes.
    static func temporaryDirectory(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "overlaysdl-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

extension RGBAImage {
    /// Whether the pixel equals the colour exactly.
    func isColor(x: Int, y: Int, _ color: DrawColor) -> Bool {
        let p = pixel(x: x, y: y)
        return p.r == color.red && p.g == color.green && p.b == color.blue && p.a == color.alpha
    }

    /// The pixels that are not `color`, as (x, y).
    func pixels(differentFrom color: DrawColor) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where !isColor(x: x, y: y, color) {
                found.append((x, y))
            }
        }
        return found
    }

    /// A crude picture for failure messages: '.' background, '#' the colour, '+' anything else.
    func ascii(background: DrawColor, solid: DrawColor) -> String {
        var text = ""
        for y in 0..<height {
            for x in 0..<width {
                text += isColor(x: x, y: y, background) ? "." : isColor(x: x, y: y, solid) ? "#" : "+"
            }
            text += "\n"
        }
        return text
    }
}
