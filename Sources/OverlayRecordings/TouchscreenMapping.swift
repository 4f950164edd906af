import OverlayFiles

/// Maps a touchscreen's absolute positions (device units) to window points, as libinput does.
///
/// A position is first normalised over its axis, `(value − min) / (max − min + 1)` (an axis of N values spans N
/// units); then the recording's LIBINPUT_CALIBRATION_MATRIX udev property (`a b c d e f`: u′ = a·u + b·v + c,
/// v′ = d·u + e·v + f), then the requested rotation, both on the normalised position; then the fit lays the
/// unit square onto the window.
struct TouchscreenMapping {
    /// The normalised-to-normalised transform: calibration, then rotation.
    private let matrix: [Double]
    private let xAxis: AbsoluteAxis
    private let yAxis: AbsoluteAxis
    /// The rectangle in window points the unit square covers.
    private let origin: (x: Double, y: Double)
    private let size: (width: Double, height: Double)
    /// The panel's size after the transform (see `PanelGeometry`).
    let panelSize: (width: Double, height: Double)

    /// The mapping of `device`'s position axes (multi-touch, else single-touch) onto a `window`-sized window.
    init(device: LibinputDevice, index: Int, file: String, window: DeviceSize, fit: RecordingFit, rotation: Int = 0) throws {
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
        let calibration = try Self.calibration(device, index: index, file: file)
        matrix = Self.multiply(Self.rotation(rotation), calibration)
        // The panel's extent after the transform's linear part: a quarter turn swaps width and height.
        let panel = PanelGeometry(device: device)
        panelSize = (
            abs(matrix[0]) * panel.width + abs(matrix[1]) * panel.height, abs(matrix[3]) * panel.width + abs(matrix[4]) * panel.height
        )
        switch fit {
        case .stretch:
            origin = (0, 0)
            size = (window.width, window.height)
        case .aspect:
            let scale = min(window.width / panelSize.width, window.height / panelSize.height)
            size = (panelSize.width * scale, panelSize.height * scale)
            origin = ((window.width - size.width) / 2, (window.height - size.height) / 2)
        }
    }

    /// The window point of a device position, rounded to 1/1000 pt (so that traces read well).
    func point(x: Int, y: Int) -> (x: Double, y: Double) {
        let u = Double(x - xAxis.minimum) / Double(xAxis.maximum - xAxis.minimum + 1)
        let v = Double(y - yAxis.minimum) / Double(yAxis.maximum - yAxis.minimum + 1)
        let mappedU = matrix[0] * u + matrix[1] * v + matrix[2], mappedV = matrix[3] * u + matrix[4] * v + matrix[5]
        return (Self.round(origin.x + mappedU * size.width), Self.round(origin.y + mappedV * size.height))
    }

    private static func round(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    /// The clockwise quarter turns libinput's documentation gives as calibration matrices.
    static func rotation(_ degrees: Int) -> [Double] {
        switch degrees {
        case 90: return [0, -1, 1, 1, 0, 0]
        case 180: return [-1, 0, 1, 0, -1, 1]
        case 270: return [0, 1, 0, -1, 0, 1]
        default: return [1, 0, 0, 0, 1, 0]
        }
    }

    /// `outer` after `inner`, both `a b c d e f` affine matrices.
    private static func multiply(_ outer: [Double], _ inner: [Double]) -> [Double] {
        [
            outer[0] * inner[0] + outer[1] * inner[3], outer[0] * inner[1] + outer[1] * inner[4],
            outer[0] * inner[2] + outer[1] * inner[5] + outer[2],
            outer[3] * inner[0] + outer[4] * inner[3], outer[3] * inner[1] + outer[4] * inner[4],
            outer[3] * inner[2] + outer[4] * inner[5] + outer[5],
        ]
    }

    /// The recording's LIBINPUT_CALIBRATION_MATRIX: six finite numbers, whose linear part can be inverted.
    private static func calibration(_ device: LibinputDevice, index: Int, file: String) throws -> [Double] {
        guard let text = device.udevProperties["LIBINPUT_CALIBRATION_MATRIX"] else { return rotation(0) }
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == 6, text.split(whereSeparator: { $0 == " " || $0 == "\t" }).count == 6,
            numbers.allSatisfy({ abs($0) <= 1000 }), numbers[0] * numbers[4] - numbers[1] * numbers[3] != 0
        else {
            throw FileFormatError(
                file: file, field: "devices[\(index)].udev.properties.LIBINPUT_CALIBRATION_MATRIX",
                message: "expected six numbers `a b c d e f` whose `a b d e` part can be inverted, found `\(text.prefix(60))`")
        }
        return numbers
    }
}

/// A panel's size: in millimetres when both axes give a resolution, else in device units.
struct PanelGeometry {
    let width: Double
    let height: Double
    /// Whether the size is in millimetres.
    let isPhysical: Bool

    init(device: LibinputDevice) {
        let multiTouch = device.hasMultiTouchPositions
        let xAxis = device.axes[multiTouch ? EvdevCode.multiTouchPositionX : EvdevCode.absoluteX]
        let yAxis = device.axes[multiTouch ? EvdevCode.multiTouchPositionY : EvdevCode.absoluteY]
        let xUnits = Double((xAxis?.maximum ?? 0) - (xAxis?.minimum ?? 0) + 1)
        let yUnits = Double((yAxis?.maximum ?? 0) - (yAxis?.minimum ?? 0) + 1)
        let xResolution = xAxis?.resolution ?? 0, yResolution = yAxis?.resolution ?? 0
        isPhysical = xResolution > 0 && yResolution > 0
        width = isPhysical ? xUnits / Double(xResolution) : xUnits
        height = isPhysical ? yUnits / Double(yResolution) : yUnits
    }
}
