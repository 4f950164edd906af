import OverlayFiles

/// Maps a touchscreen's absolute positions (device units) to window points.
struct TouchscreenMapping {
    let xAxis: AbsoluteAxis
    let yAxis: AbsoluteAxis
    /// Window points per device unit, on each axis.
    let xScale: Double
    let yScale: Double
    /// Where the axis minimum lands, in window points.
    let xOffset: Double
    let yOffset: Double

    /// The mapping of `device`'s position axes (multi-touch, else single-touch) onto a `window`-sized window.
    init(device: LibinputDevice, index: Int, file: String, window: DeviceSize, fit: RecordingFit) throws {
        let multiTouch = device.hasMultiTouchPositions
        let xCode = multiTouch ? EvdevCode.multiTouchPositionX : EvdevCode.absoluteX
        let yCode = multiTouch ? EvdevCode.multiTouchPositionY : EvdevCode.absoluteY
        guard let xAxis = device.axes[xCode], let yAxis = device.axes[yCode] else {
            throw FileFormatError(file: file, field: "devices[\(index)].evdev.absinfo", message: "the position axes are missing")
        }
        for (code, axis) in [(xCode, xAxis), (yCode, yAxis)] where axis.maximum <= axis.minimum {
            throw FileFormatError(
                file: file, field: "devices[\(index)].evdev.absinfo.\(code)",
                message: "the axis range \(axis.minimum)…\(axis.maximum) is empty, so positions cannot be placed")
        }
        self.xAxis = xAxis
        self.yAxis = yAxis
        let xUnits = Double(xAxis.maximum - xAxis.minimum), yUnits = Double(yAxis.maximum - yAxis.minimum)
        switch fit {
        case .stretch:
            xScale = window.width / xUnits
            yScale = window.height / yUnits
            xOffset = 0
            yOffset = 0
        case .aspect:
            // Millimetres per unit when the panel says; otherwise units are taken as square.
            let hasResolution = xAxis.resolution > 0 && yAxis.resolution > 0
            let xSize = hasResolution ? 1 / Double(xAxis.resolution) : 1, ySize = hasResolution ? 1 / Double(yAxis.resolution) : 1
            let pointsPerSize = min(window.width / (xUnits * xSize), window.height / (yUnits * ySize))
            xScale = pointsPerSize * xSize
            yScale = pointsPerSize * ySize
            xOffset = (window.width - xUnits * xScale) / 2
            yOffset = (window.height - yUnits * yScale) / 2
        }
    }

    /// The window point of a device position, rounded to 1/1000 pt (so that traces read well).
    func point(x: Int, y: Int) -> (x: Double, y: Double) {
        (Self.round(xOffset + Double(x - xAxis.minimum) * xScale), Self.round(yOffset + Double(y - yAxis.minimum) * yScale))
    }

    private static func round(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
