import ArgumentParser

/// A command's `--scale`: what it draws at without one, and the most it allows.
protocol ScaleBounds {
    /// The scale without `--scale`; nil where the command derives it (from the scenario's device).
    static var defaultScale: Double? { get }
    /// The largest scale allowed (images grow with its square).
    static var maximumScale: Double { get }
    /// The option's help text.
    static var help: String { get }
}

/// `--scale`: pixels per point, above 0 and at most the command's maximum.
struct ScaleOption<Bounds: ScaleBounds>: ParsableArguments {
    // `.unconditional` takes "-1" as the value (to be refused with a reason), not as an unknown option.
    @Option(parsing: .unconditional, help: ArgumentHelp(Bounds.help))
    var scale: Double?

    func validate() throws {
        if let scale {
            guard scale.isFinite, scale > 0, scale <= Bounds.maximumScale else {
                throw ValidationError("--scale must be above 0 and at most \(Bounds.maximumScale.optionText), got \(scale.optionText)")
            }
        }
    }

    /// The scale to draw at: `--scale`, else the command's default, else `fallback`.
    func value(orElse fallback: @autoclosure () -> Double) -> Double {
        scale ?? Bounds.defaultScale ?? fallback()
    }

    /// The scale to draw at, for commands with a default.
    var value: Double { value(orElse: 1) }
}

/// Windows (`run`, `compare`): 1 pixel per point by default, at most 8.
enum WindowScale: ScaleBounds {
    static let defaultScale: Double? = 1
    static let maximumScale = 8.0
    static let help = "Pixels per point of the window (default 1, at most 8)."
}

/// `shot`: the scenario's device scale by default, at most 8.
enum ScreenshotScale: ScaleBounds {
    static let defaultScale: Double? = nil
    static let maximumScale = 8.0
    static let help = "Pixels per point (at most 8); default: the scenario's device scale."
}

/// Charts (`plot`, `map`): 1 pixel per point by default, at most 4.
enum ChartScale: ScaleBounds {
    static let defaultScale: Double? = 1
    static let maximumScale = 4.0
    static let help = "Pixels per point of the image (default 1, at most 4)."
}

/// `film`'s frames: half a pixel per point by default, at most 4.
enum FilmScale: ScaleBounds {
    static let defaultScale: Double? = 0.5
    static let maximumScale = 4.0
    static let help = "Pixels per point of the frames (default 0.5, at most 4)."
}

extension Double {
    /// Whole numbers without a decimal point ("8", not "8.0"), others as Swift prints them.
    fileprivate var optionText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
