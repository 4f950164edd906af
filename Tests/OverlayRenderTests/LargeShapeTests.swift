import CSDL2
import OverlayDrawing
import XCTest

@testable import OverlayRender

/// A large shape is drawn as a plain fill inside and its triangles in bands cut into pieces, each piece drawing only
/// the triangles that may touch it: the same pixels as each band drawn whole, and, for an opaque shape, as all its
/// triangles drawn at once.
final class LargeShapeTests: XCTestCase {
    private func render(_ list: DrawList, splitting: Bool = true, piece: Double = 64) throws -> RGBAImage {
        let canvas = try OffscreenCanvas()
        canvas.rasterizer.splitsLargeShapes = splitting
        canvas.rasterizer.bandPiece = piece
        return try canvas.render(list)
    }

    func testBandsDrawnInPiecesOfAnyLengthDrawTheSamePixels() throws {
        let list = Fixture.cardsOverShadows()
        let whole = try render(list, piece: .infinity)
        for piece in [7.0, 33, 64, 128] {
            XCTAssertTrue(try render(list, piece: piece).pixels == whole.pixels, "pieces of \(piece) px drew other pixels")
        }
    }

    func testAnOpaqueShapeSplitIsTheShapeDrawnAsTrianglesAlone() throws {
        // The cards alone, each made opaque.
        var list = Fixture.cardsOverShadows()
        list.commands = list.commands.compactMap { command in
            guard case let .roundedRect(rect, radii, color) = command else { return nil }
            return .roundedRect(rect, radii, DrawColor(red: color.red, green: color.green, blue: color.blue))
        }
        XCTAssertTrue(
            try render(list).pixels == (try render(list, splitting: false)).pixels, "the fill and pieces drew other pixels")
    }

    /// Drawn unsplit, an opaque card has no interior box that overwrites: neither a shadow under it nor a frame's
    /// restore may leave anything out for it.
    func testAnUnsplitCardOverwritesNoBox() throws {
        let rasterizer = try OffscreenCanvas().rasterizer
        let card = DrawCommand.roundedRect(DrawRect(x: 0, y: 300, width: 390, height: 500), CornerRadii(all: 12), Fixture.white)
        rasterizer.targetBounds = PixelRect(x0: 0, y0: 0, x1: 780, y1: 1688)
        XCTAssertNotNil(rasterizer.opaqueInterior(of: card, scale: 2))
        rasterizer.splitsLargeShapes = false
        XCTAssertNil(rasterizer.opaqueInterior(of: card, scale: 2))
    }

    /// Random triangles, long thin ones among them, against random clips: those the cull drops draw no pixel there.
    func testTheTrianglesLeftOutDrawNoPixelInTheClip() throws {
        let canvas = try OffscreenCanvas()
        _ = try canvas.render(DrawList(width: 64, height: 64, scale: 1, background: DrawColor(hex: 0)))
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 160, 160, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        var generator = ShapeRandom(seed: 11)
        var dropped = 0
        func draw(_ batch: TriangleBatch, clip: SDL_Rect) -> [UInt32] {
            SDL_RenderSetClipRect(renderer, nil)
            SDL_SetRenderDrawColor(renderer, 20, 40, 60, 255)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            var clip = clip
            SDL_RenderSetClipRect(renderer, &clip)
            batch.draw(into: renderer)
            SDL_RenderFlush(renderer)
            let words = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            return Array(UnsafeBufferPointer(start: words, count: 160 * 160))
        }
        for _ in 0..<200 {
            let batch = TriangleBatch()
            for _ in 0..<12 {
                let color = SDL_Color(r: generator.byte(), g: generator.byte(), b: 90, a: generator.byte())
                let a = batch.addVertex(PixelPoint(x: generator.coordinate(), y: generator.coordinate()), color)
                let b = batch.addVertex(PixelPoint(x: generator.coordinate(), y: generator.coordinate()), color)
                // A third vertex near the second, half the time: a long thin sliver.
                let thin = generator.byte() < 128
                let c = batch.addVertex(
                    thin
                        ? PixelPoint(x: Double(batch.vertices[Int(b)].position.x) + 3, y: Double(batch.vertices[Int(b)].position.y) + 1)
                        : PixelPoint(x: generator.coordinate(), y: generator.coordinate()), color)
                batch.addTriangle(a, b, c)
            }
            let x = Int32(generator.byte() % 140), y = Int32(generator.byte() % 140)
            let clip = SDL_Rect(x: x, y: y, w: 1 + Int32(generator.byte() % 40), h: 1 + Int32(generator.byte() % 40))
            let all = batch.indices
            let expected = draw(batch, clip: clip)
            batch.keepTriangles(touching: clip)
            dropped += (all.count - batch.indices.count) / 3
            XCTAssertTrue(draw(batch, clip: clip) == expected, "a triangle left out drew in \(clip)")
        }
        XCTAssertGreaterThan(dropped, 200, "the cull drops triangles that miss the clip")
    }
}

/// The tests' random shapes from a seeded linear congruential generator (the high bits of each state).
private struct ShapeRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 16
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 32) }
    /// A coordinate from −40 to 200 px, whole or in 1/256 steps.
    mutating func coordinate() -> Double { -40 + Double(next() % (240 * 256)) / 256 }
}
