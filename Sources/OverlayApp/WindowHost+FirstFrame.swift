import CSDL2
import Foundation
import OverlayDrawing
import OverlayRender

extension WindowHost {
    /// Whether the first frame can be drawn ahead, while SDL's video subsystem starts: only SDL's software renderer
    /// draws what an `OffscreenCanvas` draws; only a window of the scene's own size (not full screen) has a size known
    /// before a display is; and only on X11, where the software renderer's hint can be set before the thread starts
    /// (SDL reads its hints unguarded, so none may change while the thread draws). On Wayland the hint must stay
    /// unset, and SDL would choose Wayland only where WAYLAND_DISPLAY is set or SDL_VIDEODRIVER asks for it.
    static func drawsFirstFrameAhead(options: WindowOptions, environment: [String: String]) -> Bool {
        let requested = environment["SDL_VIDEODRIVER"] ?? ""
        return options.drawsFirstFrameAhead && options.renderer.resolved == .software && !options.fullscreen
            && !(environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            && (requested.isEmpty || requested == "x11")
    }

    /// Before SDL's video starts: when the first frame can be drawn ahead, sets the window surface's hint for X11
    /// and starts drawing it on a second thread, at the size the window opens at unless the display is too small
    /// for it. Returns whether it set the hint.
    func startDrawingFirstFrameAhead(environment: [String: String]) -> Bool {
        guard WindowHost.drawsFirstFrameAhead(options: options, environment: environment) else { return false }
        // Before the thread starts, not once SDL's video has started (`settleWindowSurfaceHint`).
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        let size = session.windowSize
        let width = (Double(size.width) * options.scale).rounded(), height = (Double(size.height) * options.scale).rounded()
        if width >= 1, height >= 1, width * height <= Double(OffscreenCanvas.maximumPixels) {
            firstFrameAhead = FirstFramePreparation(list: session.drawList(outputWidth: width), fontDirectory: options.fontDirectory)
        }
        return true
    }

    /// Once SDL's video has started on `driver`: the software renderer's window surface on X11 must not be an
    /// OpenGL texture, which SDL makes it unless SDL_HINT_FRAMEBUFFER_ACCELERATION is "0". Only there: Wayland has no
    /// unaccelerated window surface, and with the hint at "0" SDL finds no renderer at all ("Couldn't find matching
    /// render driver"); its surface is then a texture of an accelerated renderer into which our rasteriser draws the
    /// same pixels. A hint set ahead for X11 on another driver is unset, once the thread drawing ahead is done.
    func settleWindowSurfaceHint(driver: String, software: Bool, setAhead: Bool) {
        if setAhead && driver != "x11" {
            abandonFirstFrameAhead()
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        } else if software && driver == "x11" && !setAhead {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
    }

    /// Puts the frame drawn ahead into the window's surface when it is the frame to show (the same draw list, at the
    /// surface's size, in a surface whose pixels are ARGB8888 words or the same words without alpha), and returns it;
    /// nil when the frame must be drawn here.
    func showFrameDrawnAhead(
        _ outcome: Result<ARGBFrame, RenderError>?, list: DrawList, into pixels: TargetPixels?
    ) -> ARGBFrame? {
        guard case .success(let frame) = outcome, frame.list == list, let pixels, pixels.width == frame.width,
            pixels.height == frame.height, colourMask != nil
        else { return nil }
        frame.words.withUnsafeBytes { words in
            let source = words.baseAddress! + frame.start * 4
            for row in 0..<frame.height {
                (pixels.pixels + row * pixels.pitch).copyMemory(from: source + row * frame.width * 4, byteCount: frame.width * 4)
            }
        }
        rasterizer.targetPixelsMayHaveChanged()
        return frame
    }

    /// The bits of a window surface's pixel that hold its colour, where its pixels are ARGB8888 words (all bits) or
    /// those words without alpha (RGB888: the low 24); nil for any other layout.
    var colourMask: UInt32? {
        guard let window, let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format else { return nil }
        let layout = format.pointee
        guard layout.BytesPerPixel == 4, layout.Rmask == 0x00FF_0000, layout.Gmask == 0x0000_FF00, layout.Bmask == 0x0000_00FF
        else { return nil }
        return layout.Amask == 0xFF00_0000 ? 0xFFFF_FFFF : 0x00FF_FFFF
    }

    /// Waits until the thread drawing the first frame ahead, if there is one, is done with SDL, and forgets it:
    /// before SDL's video is shut down, a hint changes or the process ends.
    func abandonFirstFrameAhead() {
        firstFrameAhead?.waitUntilFinished()
        firstFrameAhead = nil
    }

    /// Draws `list` into the target (its pixels, when it may reuse them), then, with `--dump-frame`, writes the
    /// frame out; says on stderr if either failed.
    func rasterise(_ list: DrawList, into renderer: OpaquePointer, pixels: TargetPixels?, width: Int32, height: Int32) {
        do {
            if let pixels {
                try rasterizer.draw(list, into: renderer, pixels: pixels)
            } else {
                try rasterizer.draw(list, into: renderer)
            }
            if let path = options.frameDumpPath {
                try dumpFrame(renderer: renderer, width: Int(width), height: Int(height), to: path)
            }
        } catch {
            FileHandle.standardError.write(Data("overlay-sim: drawing failed: \(error)\n".utf8))
        }
    }

    /// After the frame drawn ahead is shown: draws it here too, so that this rasterizer's caches (the map's tiles,
    /// the texts, the frame's start that the next frame may reuse) hold it; presents the window's own drawing at
    /// once should it not have the same colours.
    func drawAfterShowing(
        _ frame: ARGBFrame, list: DrawList,
        target: (renderer: OpaquePointer, pixels: TargetPixels?, width: Int32, height: Int32, present: () -> Double?)
    ) {
        rasterise(list, into: target.renderer, pixels: target.pixels, width: target.width, height: target.height)
        guard let pixels = target.pixels, let mask = colourMask, !WindowHost.holds(frame, pixels, mask: mask) else { return }
        FileHandle.standardError.write(
            Data("overlay-sim: the first frame drawn ahead differs from the window's own drawing; showing the window's\n".utf8))
        _ = target.present()
    }

    /// Whether `pixels` hold `frame`'s colours.
    static func holds(_ frame: ARGBFrame, _ pixels: TargetPixels, mask: UInt32) -> Bool {
        guard pixels.width == frame.width, pixels.height == frame.height else { return false }
        return frame.words.withUnsafeBufferPointer { drawn in
            for row in 0..<frame.height {
                let shown = (pixels.pixels + row * pixels.pitch).assumingMemoryBound(to: UInt32.self)
                let first = frame.start + row * frame.width
                for column in 0..<frame.width where (shown[column] ^ drawn[first + column]) & mask != 0 {
                    return false
                }
            }
            return true
        }
    }
}
