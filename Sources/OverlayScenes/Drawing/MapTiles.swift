import Foundation
import OverlayDrawing

/// Draws a map view as the few world tiles its viewport covers, each a cached layer: a frame costs one texture copy
/// per visible tile (about fifteen on a phone-sized window), and a tile's commands are built and rasterised once,
/// when it first comes into view.
///
/// Tiles are `tileSize` points square in the world, tile (column, row) covering x from column × tileSize and y from
/// row × tileSize. On screen they are placed on whole pixels: the world origin is rounded once to a pixel and every
/// tile sits a whole number of tile widths from it, so neighbouring tiles meet exactly when tileSize × scale is a
/// whole number of pixels (every scale that is a multiple of 1/256, such as 1, 1.5, 2 and 3). At other scales a
/// layer is one pixel wider than the pitch, so tiles overlap by at most a pixel rather than leave a gap.
final class MapTiles {
    /// A tile's side in world points.
    static let tileSize = 256.0
    /// Tiles whose commands are kept once they are out of view; older ones are built again if they come back.
    static let keptTiles = 256
    /// The farthest a map can be panned from the world origin, in points (far beyond any gesture; it keeps tile
    /// indexes and world coordinates exact).
    static let panLimit = 1e9

    private struct TileID: Hashable {
        var column: Int
        var row: Int
        var scale: Double
    }

    private struct Tile {
        var key: String
        var commands: [DrawCommand]
        var lastFrame: Int
    }

    private let world: MapWorld
    private var tiles: [TileID: Tile] = [:]
    private var frame = 0

    init(world: MapWorld = .standard) {
        self.world = world
    }

    /// How many tiles' commands are held.
    var count: Int { tiles.count }

    /// Starts a frame: tiles not drawn since the previous one may be dropped.
    func beginFrame() {
        frame += 1
    }

    /// Appends the layers that cover `viewport` (points) with the world panned by `offset` (the world origin sits at
    /// the viewport's top-left plus `offset`), at `scale` pixels per point. The caller clips to the viewport.
    func append(viewport: DrawRect, offset: CGPoint, scale: Double, into list: inout DrawList) {
        guard scale.isFinite, scale > 0, !viewport.isEmpty else { return }
        let pitch = MapTiles.tileSize * scale
        // The layer's side in pixels: the pitch, or one more pixel when the pitch is fractional.
        let side = pitch.rounded(.up)
        let limit = MapTiles.panLimit
        let dx = offset.x.isFinite ? min(max(Double(offset.x), -limit), limit) : 0
        let dy = offset.y.isFinite ? min(max(Double(offset.y), -limit), limit) : 0
        // The world origin in pixels, rounded half up (not away from zero) so panning by whole pixels moves every
        // tile by exactly that much.
        let originX = ((viewport.x + dx) * scale + 0.5).rounded(.down)
        let originY = ((viewport.y + dy) * scale + 0.5).rounded(.down)
        let left = (viewport.x * scale).rounded(.down), right = (viewport.maxX * scale).rounded(.up)
        let top = (viewport.y * scale).rounded(.down), bottom = (viewport.maxY * scale).rounded(.up)
        func tileStart(_ index: Int) -> Double { (Double(index) * pitch + 0.5).rounded(.down) }
        let firstColumn = Int(((left - originX) / pitch).rounded(.down)) - 1
        let lastColumn = Int(((right - originX) / pitch).rounded(.up))
        let firstRow = Int(((top - originY) / pitch).rounded(.down)) - 1
        let lastRow = Int(((bottom - originY) / pitch).rounded(.up))
        for row in firstRow...lastRow {
            let y = originY + tileStart(row)
            guard y < bottom, y + side > top else { continue }
            for column in firstColumn...lastColumn {
                let x = originX + tileStart(column)
                guard x < right, x + side > left else { continue }
                let tile = self.tile(column: column, row: row, scale: scale, side: side / scale)
                list.append(
                    .layer(
                        key: tile.key, origin: DrawPoint(x: x / scale, y: y / scale), width: side / scale,
                        height: side / scale, commands: tile.commands))
            }
        }
        evictIfNeeded()
    }

    /// The tile's commands (the world in its square, a `side`-point square that may be a pixel wider than the tile),
    /// built once and then reused.
    private func tile(column: Int, row: Int, scale: Double, side: Double) -> Tile {
        let id = TileID(column: column, row: row, scale: scale)
        if var known = tiles[id] {
            known.lastFrame = frame
            tiles[id] = known
            return known
        }
        let size = MapTiles.tileSize
        let area = DrawRect(x: Double(column) * size, y: Double(row) * size, width: side, height: side)
        let made = Tile(key: "map \(column),\(row)@\(scale)", commands: world.commands(in: area), lastFrame: frame)
        tiles[id] = made
        return made
    }

    /// Drops the tiles not drawn in this frame once more than `keptTiles` are held.
    private func evictIfNeeded() {
        guard tiles.count > MapTiles.keptTiles else { return }
        tiles = tiles.filter { $0.value.lastFrame >= frame }
    }
}
