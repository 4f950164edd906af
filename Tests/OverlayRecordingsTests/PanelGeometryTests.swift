import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// Positions as libinput places them: axes over max − min + 1 units, the calibration matrix, rotation.
final class PanelGeometryTests: XCTestCase {
    private let abs = EvdevCode.absolute
    private let id = EvdevCode.multiTouchTrackingID, x = EvdevCode.multiTouchPositionX, y = EvdevCode.multiTouchPositionY

    /// A 1000 × 2000-unit panel (0…999 × 0…1999, 10 units/mm: 100 × 200 mm) touched at its top-left corner, then at
    /// (250, 500) units: where the two land in a 100 × 200 pt window.
    private func points(udev: [String] = [], options: RecordingImportOptions = .init(), window: DeviceSize? = nil) throws -> [String] {
        let axes = """
                  47: [0, 9, 0, 0, 0]
                  53: [0, 999, 0, 0, 10]
                  54: [0, 1999, 0, 0, 10]
                  57: [0, 65535, 0, 0, 0]
            """
        let frames = [
            RecordingText.at(0, (abs, id, 1), (abs, x, 0), (abs, y, 0)), RecordingText.at(0.1, (abs, x, 250), (abs, y, 500)),
            RecordingText.at(0.2, (abs, id, -1)),
        ]
        let text = RecordingText.recording(RecordingText.device(axes: axes, udev: udev, frames: frames))
        let result = try RecordingText.convert(text, window: window ?? DeviceSize(width: 100, height: 200), options: options)
        return result.trace.events.prefix(2).map { event in
            guard case let .pointer(_, px, py, _, _) = event.kind else { return "" }
            return "\(px),\(py)"
        }
    }

    func testAnAxisSpansMaxMinusMinPlusOneUnits() throws {
        // 250 of 1000 units is a quarter of the width: 25 pt (over max − min it would be 25.025).
        XCTAssertEqual(try points(), ["0.0,0.0", "25.0,50.0"])
    }

    func testTheRecordingsCalibrationMatrixAndTheRotationAreApplied() throws {
        // A panel mounted upside down: libinput's matrix for 180°.
        XCTAssertEqual(try points(udev: ["LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 -1 1"]), ["100.0,200.0", "75.0,150.0"])
        // A mirrored panel (x flipped).
        XCTAssertEqual(try points(udev: ["LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 1 0"]), ["100.0,0.0", "75.0,50.0"])
        // --rotate 90: the top-left corner goes to the top-right; 180 after a 180° calibration is no turn at all.
        XCTAssertEqual(try points(options: RecordingImportOptions(rotation: 90)), ["100.0,0.0", "75.0,50.0"])
        XCTAssertEqual(
            try points(udev: ["LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 -1 1"], options: RecordingImportOptions(rotation: 180)),
            ["0.0,0.0", "25.0,50.0"])
        // Turned a quarter, the 100 × 200 mm panel is 200 × 100 mm: in a 100 × 200 pt window, aspect fits it as
        // 100 × 50 pt, 75 pt from the top.
        XCTAssertEqual(try points(options: RecordingImportOptions(fit: .aspect, rotation: 270)), ["0.0,125.0", "25.0,112.5"])
        let turned = try RecordingText.convert(
            RecordingText.recording(
                RecordingText.device(frames: [
                    RecordingText.at(0, (abs, id, 1), (abs, x, 0), (abs, y, 0)), RecordingText.at(0.1, (abs, id, -1)),
                ])),
            options: RecordingImportOptions(rotation: 90))
        XCTAssertEqual(turned.panelSize.width, 156, accuracy: 1e-9)
        XCTAssertEqual(turned.panelSize.height, 72, accuracy: 1e-9)
        XCTAssertTrue(turned.panelSizeIsPhysical)
        XCTAssertEqual(turned.windowMatchingPanel(width: 390).height, 180)
    }

    func testABadMatrixOrRotationIsRefused() {
        for matrix in ["1 0 0 0 1", "1 0 0 0 0 0", "1 0 x 0 1 0", "1 0 0 0 1 0 0"] {
            XCTAssertEqual(
                FileTestSupport.formatError({ try self.points(udev: ["LIBINPUT_CALIBRATION_MATRIX=\(matrix)"]) })?.description,
                "test.yml: field `devices[0].udev.properties.LIBINPUT_CALIBRATION_MATRIX`: expected six numbers `a b c d e f` "
                    + "whose `a b d e` part can be inverted, found `\(matrix)`")
        }
        XCTAssertEqual(
            FileTestSupport.formatError({ try self.points(options: RecordingImportOptions(rotation: 45)) })?.message,
            "rotation 45° is not one of 0, 90, 180 and 270")
    }
}
