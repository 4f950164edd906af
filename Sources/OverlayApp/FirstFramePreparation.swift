import Foundation
import OverlayDrawing
import OverlayRender
import Synchronization

/// The window's first frame, rasterised on a second thread while the main thread starts SDL's video subsystem and
/// opens the window (on X11 that takes 20–40 ms of round trips to the server, and the first frame's rasterising,
/// with every map tile, font and text drawn for the first time, another 25–30 ms).
///
/// It draws the draw list the window is expected to show first, at the size it is expected to open at, with a
/// rasterizer of its own on an `OffscreenCanvas` (SDL's software renderer on an ARGB8888 surface: the code that draws
/// the window's software frames). Its result is used only when the window's first frame turns out to be that very
/// list at that very size; the window's own rasterizer then draws the frame again after it is shown, so that its
/// caches are warm for the next, and presents it at once should its pixels differ.
///
/// Only its own thread touches the canvas, and SDL2_ttf's fonts are opened under `SDLRuntime`'s lock, as when the
/// check draws cases on several threads. SDL keeps its hints in a list it does not guard, which the thread reads
/// whenever it makes a texture: the window sets its hint before the thread starts, and makes its renderer (where
/// SDL sets and restores SDL_HINT_RENDER_VSYNC) only once the frame is drawn (`waitForFrame()`).
final class FirstFramePreparation: Sendable {
    private let outcome = Mutex<Result<ARGBFrame, RenderError>?>(nil)
    /// Signalled when the frame (or why there is none) is ready; the thread then still tears its canvas down.
    private let ready = DispatchSemaphore(value: 0)
    /// Signalled when the thread has torn its canvas down and is done with SDL.
    private let finished = DispatchSemaphore(value: 0)

    /// Starts drawing `list` on a new thread.
    init(list: DrawList, fontDirectory: String?) {
        Thread.detachNewThread { [self] in
            do {
                let canvas = try OffscreenCanvas(fontDirectory: fontDirectory)
                // The canvas (its renderer, tile textures and fonts) is torn down after the frame is handed over:
                // the window need not wait for that.
                try withExtendedLifetime(canvas) {
                    hand(over: .success(try canvas.renderOnce(list)))
                }
            } catch {
                hand(over: .failure(error as? RenderError ?? RenderError("\(error)")))
            }
            finished.signal()
        }
    }

    private func hand(over result: Result<ARGBFrame, RenderError>) {
        outcome.withLock { $0 = result }
        ready.signal()
    }

    /// Waits until the frame is drawn (or could not be): the thread then calls nothing of SDL's that reads a hint.
    func waitForFrame() {
        ready.wait()
        // For the next caller: the thread signals once.
        ready.signal()
    }

    /// Waits for the frame and takes it: the first call returns it, or why it could not be drawn; later calls nil.
    func takeFrame() -> Result<ARGBFrame, RenderError>? {
        waitForFrame()
        return outcome.withLock { outcome in
            defer { outcome = nil }
            return outcome
        }
    }

    /// Waits until the thread is done with SDL: call it before SDL's video is shut down, a hint changes or the
    /// process ends.
    func waitUntilFinished() {
        finished.wait()
        finished.signal()
    }
}
