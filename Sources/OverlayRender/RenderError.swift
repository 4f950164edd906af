import CSDL2
import OverlayDrawing

/// A rendering, image or file failure, with a message meant for a person.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public var message: String

    /// An error with the given message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// `message` followed by SDL's last error text (SDL_GetError), when it has one.
    static func sdl(_ message: String) -> RenderError {
        let detail = String(cString: SDL_GetError())
        return RenderError(detail.isEmpty ? message : "\(message): \(detail)")
    }
}
