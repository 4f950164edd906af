import Foundation

/// The scale a full-screen window (`run --fullscreen` without `--scale`) draws at, from the panel's pixels and
/// density, so that a scene designed for a phone reads at a phone's physical size.
///
/// The scenes are laid out in iOS points, and an iPhone shows 163 points per inch (its 1× density). With the
/// display's density known (SDL_GetDisplayDPI, between 50 and 1000 dpi), the scale is dpi / 163: a point is as
/// long on the panel as on a phone (a 400 dpi phone panel draws at 2.45, a 216 dpi 10" tablet panel at 1.33). A
/// density SDL does not know, or one outside that range (X servers often report a made-up 96), falls back to the
/// scale that fits the scene's own size into the panel (a 390 × 844 pt scene on a 1080 × 2340 panel: 2.77). Either
/// way the scale is at least 1 (text below one pixel per point is unreadable) and at most 8, rounded down to a
/// hundredth; the scene's size in points is then the panel's pixels divided by it.
public enum PanelScale {
    /// An iPhone's points per inch at 1×.
    public static let phonePointsPerInch = 163.0
    /// The densities taken as real; outside them the density is ignored.
    public static let plausibleDensities = 50.0...1000.0

    /// The scale for a panel of `pixels` with `dotsPerInch` (nil: unknown), showing a scene of `sceneSize` points.
    public static func scale(pixels: CGSize, dotsPerInch: Double?, sceneSize: CGSize) -> Double {
        let wanted: Double
        if let dpi = dotsPerInch, plausibleDensities.contains(dpi) {
            wanted = dpi / phonePointsPerInch
        } else if sceneSize.width > 0, sceneSize.height > 0 {
            wanted = min(Double(pixels.width / sceneSize.width), Double(pixels.height / sceneSize.height))
        } else {
            wanted = 1
        }
        return min(8, max(1, (wanted * 100).rounded(.down) / 100))
    }
}
