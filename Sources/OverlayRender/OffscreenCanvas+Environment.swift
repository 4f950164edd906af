import CSDL2
import OverlayDrawing

extension OffscreenCanvas {
    /// The versions of the libraries that draw: `["SDL": "2.26.5", "SDL_ttf": "2.20.2"]` (as linked, not as built).
    public static var libraryVersions: [String: String] {
        var sdl = SDL_version()
        SDL_GetVersion(&sdl)
        var versions = ["SDL": "\(sdl.major).\(sdl.minor).\(sdl.patch)"]
        if let ttf = TTF_Linked_Version()?.pointee { versions["SDL_ttf"] = "\(ttf.major).\(ttf.minor).\(ttf.patch)" }
        return versions
    }

    /// The font file of each face, where this canvas reads it.
    public var fontFiles: [String] {
        FontFace.allCases.map { rasterizer.fontPath(for: $0) }
    }
}
