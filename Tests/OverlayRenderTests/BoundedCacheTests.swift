import OverlayDrawing
import XCTest

@testable import OverlayRender

/// The caches' bounds: entry count and total cost, least recently used first, never what the current frame uses.
final class BoundedCacheTests: XCTestCase {
    func testEvictsTheLeastRecentlyUsedQuarterWhenOverCapacity() {
        var cache = BoundedCache<Int, String>(capacity: 8)
        var released: [String] = []
        for key in 0..<8 { cache.insert("v\(key)", for: key) { released.append($0) } }
        _ = cache.value(for: 0)  // 0 is now the most recently used
        cache.insert("v8", for: 8) { released.append($0) }
        XCTAssertEqual(cache.count, 6, "down to three quarters of 8")
        XCTAssertEqual(released, ["v1", "v2", "v3"])
        XCTAssertEqual(cache.value(for: 0), "v0")
    }

    func testEvictsByCostDownToThreeQuartersOfTheLimit() {
        var cache = BoundedCache<Int, Int>(capacity: 100, costLimit: 1000)
        var released: [Int] = []
        for key in 0..<5 { cache.insert(key, for: key, cost: 200) { released.append($0) } }
        XCTAssertEqual(cache.totalCost, 1000)
        XCTAssertTrue(released.isEmpty)
        cache.insert(5, for: 5, cost: 200) { released.append($0) }
        XCTAssertEqual(released, [0, 1, 2], "1200 is over 1000: evicted down to 750 or less")
        XCTAssertEqual(cache.totalCost, 600)
        cache.removeAll(where: { $0 == 4 }, release: { released.append($0) })
        XCTAssertEqual(cache.totalCost, 400)
        cache.insert(3, for: 3, cost: 50) { released.append($0) }
        XCTAssertEqual(cache.totalCost, 250, "replacing an entry replaces its cost")
    }

    func testKeepsWhatTheCurrentFrameUsesEvenOverTheLimits() {
        var cache = BoundedCache<Int, Int>(capacity: 4, costLimit: 400)
        var released: [Int] = []
        cache.beginFrame()
        for key in 0..<10 { cache.insert(key, for: key, cost: 100) { released.append($0) } }
        XCTAssertEqual(cache.count, 10, "one frame needs ten: none is evicted during it")
        XCTAssertTrue(released.isEmpty)
        cache.beginFrame()
        _ = cache.value(for: 9)
        cache.insert(10, for: 10, cost: 100) { released.append($0) }
        XCTAssertEqual(Set(released), Set(0...7), "the next frame evicts the oldest entries it has not used")
        XCTAssertEqual(cache.count, 3)
    }

    func testTheLayerCacheStaysWithinItsByteLimitAcrossFrames() throws {
        let canvas = try OffscreenCanvas()
        XCTAssertEqual(canvas.rasterizer.layers.costLimit, 96 << 20)
        XCTAssertEqual(canvas.rasterizer.layers.capacity, 256)
        // A 1 MiB limit here, so that a few small layers exceed it: 40 frames, each drawing two new 128 × 128 pixel
        // layers (64 KiB each), 5 MiB made in all.
        canvas.rasterizer.layers = BoundedCache(capacity: 256, costLimit: 1 << 20)
        for frame in 0..<40 {
            var list = DrawList(width: 256, height: 128, scale: 1)
            for index in 0..<2 {
                list.append(
                    .layer(
                        key: "tile \(frame) \(index)", origin: DrawPoint(x: Double(index) * 128, y: 0), width: 128,
                        height: 128, commands: [.fill(DrawRect(x: 0, y: 0, width: 128, height: 128), .white)]))
            }
            _ = try canvas.render(list)
            XCTAssertLessThanOrEqual(canvas.rasterizer.cachedLayerBytes, 1 << 20, "frame \(frame)")
            XCTAssertEqual(canvas.rasterizer.cachedLayerBytes, canvas.rasterizer.cachedLayerCount * 128 * 128 * 4)
        }
        XCTAssertEqual(canvas.rasterizer.layerRenderCount, 80)
        XCTAssertGreaterThanOrEqual(canvas.rasterizer.cachedLayerCount, 12, "at least three quarters of the limit kept")
    }
}
