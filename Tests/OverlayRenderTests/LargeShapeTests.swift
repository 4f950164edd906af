import CSDL2
import OverlayDrawing
import OverlayScenes
import OverlaySimulation
import XCTest

@testable import OverlayRender

/// A large shape is drawn as plain fills inside (a cross reaching the straight edges when opaque) and its triangles
/// in the regions around them, cut into pieces, each piece drawing only the triangles that may touch it: the same
/// pixels as each region drawn whole, and, for an opaque shape, as all its triangles drawn at once.
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

    /// The boxes and the triangles' regions tile the outer rectangle: every pixel of it is in exactly one of them,
    /// for opaque shapes (the cross) and translucent ones (one box), whatever the corners.
    func testTheBoxesAndRegionsTileTheOuterRectangle() throws {
        let rasterizer = try OffscreenCanvas().rasterizer
        rasterizer.targetBounds = PixelRect(x0: 0, y0: 0, x1: 400, y1: 400)
        var generator = ShapeRandom(seed: 5)
        var splits = 0
        for _ in 0..<60 {
            let x0 = generator.coordinate(), y0 = generator.coordinate()
            let pixels = PixelRect(
                x0: x0, y0: y0, x1: x0 + 60 + Double(generator.byte()), y1: y0 + 60 + Double(generator.byte()))
            let radii = CornerRadii(
                topLeft: Double(generator.byte() % 40), topRight: Double(generator.byte() % 40),
                bottomRight: Double(generator.byte() % 40), bottomLeft: Double(generator.byte() % 40))
            let feather = [1.0, 6, 12.5][Int(generator.byte() % 3)]
            for opaque in [true, false] {
                guard let split = rasterizer.largeShapeSplit(pixels, radii: radii, feather: feather, opaque: opaque) else { continue }
                splits += 1
                let outer = DrawListRasterizer.outerBounds(of: pixels, feather: feather)
                let parts = split.boxes.filter { $0.width > 0 && $0.height > 0 } + split.regions(outer: outer)
                if !opaque { XCTAssertEqual(split.boxes.filter { $0.width > 0 && $0.height > 0 }, [split.corner]) }
                var area = 0.0
                for (index, part) in parts.enumerated() {
                    area += part.width * part.height
                    XCTAssertTrue(
                        part.x0 >= outer.x0 && part.y0 >= outer.y0 && part.x1 <= outer.x1 && part.y1 <= outer.y1,
                        "\(part) leaves \(outer)")
                    for other in parts[(index + 1)...] {
                        XCTAssertFalse(
                            part.x0 < other.x1 && other.x0 < part.x1 && part.y0 < other.y1 && other.y0 < part.y1,
                            "\(part) overlaps \(other)")
                    }
                }
                XCTAssertEqual(area, outer.width * outer.height, "the parts of \(pixels) leave a gap")
            }
        }
        XCTAssertGreaterThan(splits, 60)
    }

    /// An opaque shape's cross reaches its straight edges between the corners; a translucent one keeps its single
    /// box inside the corners (SDL blends a translucent fill a channel apart from a translucent triangle).
    func testOnlyAnOpaqueShapeIsFilledOutToItsStraightEdges() throws {
        let rasterizer = try OffscreenCanvas().rasterizer
        rasterizer.targetBounds = PixelRect(x0: 0, y0: 0, x1: 780, y1: 1688)
        let card = PixelRect(x0: 0, y0: 865.07, x1: 780, y1: 2131.07)
        let radii = CornerRadii(topLeft: 24, topRight: 24, bottomRight: 0, bottomLeft: 0)
        let opaque = try XCTUnwrap(rasterizer.largeShapeSplit(card, radii: radii, feather: 1, opaque: true))
        // Past half the feather and a pixel: 1.5 px, up to whole pixels.
        XCTAssertEqual(opaque.edge, PixelRect(x0: 2, y0: 867, x1: 778, y1: 2129))
        XCTAssertEqual(opaque.corner, PixelRect(x0: 26, y0: 891, x1: 754, y1: 2129))
        XCTAssertEqual(opaque.boxes[1], PixelRect(x0: 2, y0: 891, x1: 778, y1: 2129))
        XCTAssertEqual(opaque.boxes[0], PixelRect(x0: 26, y0: 867, x1: 754, y1: 891))
        let translucent = try XCTUnwrap(rasterizer.largeShapeSplit(card, radii: radii, feather: 1, opaque: false))
        XCTAssertEqual(translucent.edge, translucent.corner)
        // The maps card as drawn: the middle box first (cut at the target's edge), then the box between the top
        // corners; the one between the bottom corners is empty.
        let boxes = rasterizer.opaqueBoxes(
            of: .roundedRect(
                DrawRect(x: 0, y: 432.535, width: 390, height: 633),
                CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0), Fixture.white), scale: 2)
        XCTAssertEqual(boxes.map { [$0.x, $0.y, $0.w, $0.h] }, [[2, 891, 776, 798], [26, 867, 728, 24]])
    }

    /// A rectangle less holes keeps exactly the pixels of the rectangle that are in no hole.
    func testARectangleLessHolesKeepsEveryOtherPixelOnce() {
        var generator = ShapeRandom(seed: 3)
        func random() -> SDL_Rect {
            SDL_Rect(
                x: Int32(generator.byte() % 40), y: Int32(generator.byte() % 40), w: Int32(generator.byte() % 30),
                h: Int32(generator.byte() % 30))
        }
        func contains(_ rect: SDL_Rect, _ x: Int32, _ y: Int32) -> Bool {
            x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h
        }
        for _ in 0..<300 {
            let rect = random()
            let holes = (0..<Int(generator.byte() % 4)).map { _ in random() }
            let pieces = DrawListRasterizer.subtracting(holes, from: rect)
            for y in Int32(0)..<72 {
                for x in Int32(0)..<72 {
                    let expected = contains(rect, x, y) && !holes.contains { contains($0, x, y) }
                    XCTAssertEqual(pieces.filter { contains($0, x, y) }.count, expected ? 1 : 0, "(\(x), \(y)) in \(rect) less \(holes)")
                }
            }
        }
    }

    /// Opaque triangles drawn without blending leave the pixels they leave blended, in runs between translucent ones
    /// that overlap them, over an opaque target and a transparent one (a layer's texture), alpha included.
    func testOpaqueRunsDrawnUnblendedLeaveTheSamePixels() throws {
        let target = try TriangleTarget()
        var generator = ShapeRandom(seed: 23)
        var opaqueTriangles = 0
        func draw(_ batch: TriangleBatch, unblended: Bool, background: UInt8) -> [UInt32] {
            batch.drawsOpaqueRunsUnblended = unblended
            return target.draw(batch, background: background)
        }
        for round in 0..<120 {
            let batch = TriangleBatch()
            batch.snapsToWholePixels = true
            var opaque = generator.byte() < 128
            for _ in 0..<16 {
                // Runs of a few triangles each, opaque or not, some with a colour that varies across the triangle.
                if generator.byte() < 80 { opaque.toggle() }
                var colors = (0..<3).map { _ in
                    SDL_Color(r: generator.byte(), g: generator.byte(), b: 90, a: opaque ? 255 : generator.byte())
                }
                if generator.byte() < 160 { colors = [colors[0], colors[0], colors[0]] }
                let corners = colors.map { batch.addVertex(PixelPoint(x: generator.coordinate(), y: generator.coordinate()), $0) }
                batch.addTriangle(corners[0], corners[1], corners[2])
            }
            opaqueTriangles +=
                (0..<(batch.indices.count / 3)).filter { index in
                    batch.vertices[Int(batch.indices[3 * index])].color.a == 255
                }.count
            let background: UInt8 = round % 2 == 0 ? 255 : 0
            XCTAssertTrue(
                draw(batch, unblended: true, background: background) == draw(batch, unblended: false, background: background),
                "round \(round): an opaque run drawn unblended left other pixels")
        }
        XCTAssertGreaterThan(opaqueTriangles, 300, "opaque triangles among the translucent ones")
        // The rasteriser's frames: the cards over their shadows, and the maps scene at scale 2.
        let maps = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        for list in [Fixture.cardsOverShadows(), ViewTreeDrawer().drawList(maps, scale: 2)] {
            let canvas = try OffscreenCanvas(), plain = try OffscreenCanvas()
            plain.rasterizer.drawsOpaqueTrianglesUnblended = false
            XCTAssertTrue(try canvas.render(list).pixels == (try plain.render(list)).pixels)
        }
    }

    /// Random triangles, long thin ones among them, against random clips: those the cull drops draw no pixel there.
    func testTheTrianglesLeftOutDrawNoPixelInTheClip() throws {
        let canvas = try OffscreenCanvas()
        _ = try canvas.render(DrawList(width: 64, height: 64, scale: 1, background: DrawColor(hex: 0)))
        let target = try TriangleTarget()
        var generator = ShapeRandom(seed: 11)
        var dropped = 0
        func draw(_ batch: TriangleBatch, clip: SDL_Rect) -> [UInt32] { target.draw(batch, clip: clip) }
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

/// A 160 × 160 software target for drawing triangle batches and reading back every pixel.
private final class TriangleTarget {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer

    init() throws {
        _ = try OffscreenCanvas()
        surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 160, 160, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Clears to a dark blue of alpha `background`, draws `batch` blended under `clip`, and returns the pixels.
    func draw(_ batch: TriangleBatch, clip: SDL_Rect? = nil, background: UInt8 = 255) -> [UInt32] {
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 20, 40, 60, background)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        if var clip { SDL_RenderSetClipRect(renderer, &clip) }
        batch.draw(into: renderer)
        SDL_RenderFlush(renderer)
        let words = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        return Array(UnsafeBufferPointer(start: words, count: 160 * 160))
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
