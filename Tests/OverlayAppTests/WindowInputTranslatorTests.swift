import CSDL2
import Foundation
import OverlayFiles
import XCTest

@testable import OverlayApp

/// The window's translation of SDL events, fed SDL_Event values directly (no display needed): fingers and the mouse
/// share pointer numbers, a focus loss cancels every pointer down, a full-screen window's repeated size is no
/// resize, and every key of the table has an SDL key that names it back.
final class WindowInputTranslatorTests: XCTestCase {
    /// A translator for a 390 × 844 pt window at `scale`, at the top left of a display of its size.
    private func makeTranslator(scale: Double = 1) -> WindowInputTranslator {
        var translator = WindowInputTranslator(scale: scale, policy: PointerSourcePolicy(mouseArrivesAsTouch: false))
        let frame = FingerMapping.ScreenRect(x: 0, y: 0, width: 390 * scale, height: 844 * scale)
        translator.fingerMapping = FingerMapping(window: frame, display: frame, scale: scale)
        return translator
    }

    /// A finger at window point (`x`, `y`) of the 390 × 844 window, as a window system reports it.
    private func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Double, y: Double, touch: SDL_TouchID = 5) -> SDL_Event {
        panelFinger(type, id: id, x: x / 390, y: y / 844, touch: touch, windowID: 1)
    }

    /// A finger at normalised (`x`, `y`), of the panel when `windowID` is 0 (as SDL's evdev code reports it).
    private func panelFinger(
        _ type: SDL_EventType, id: SDL_FingerID, x: Double, y: Double, touch: SDL_TouchID = 5, windowID: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger = SDL_TouchFingerEvent(
            type: type.rawValue, timestamp: 0, touchId: touch, fingerId: id,
            x: Float(x), y: Float(y), dx: 0, dy: 0, pressure: 1, windowID: windowID)
        return event
    }

    private func button(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.button = SDL_MouseButtonEvent(
            type: type.rawValue, timestamp: 0, windowID: 1, which: 0, button: UInt8(SDL_BUTTON_LEFT),
            state: UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED), clicks: 1,
            padding1: 0, x: x, y: y)
        return event
    }

    private func windowEvent(_ kind: SDL_WindowEventID, _ width: Int32 = 0, _ height: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(kind.rawValue)
        event.window.data1 = width
        event.window.data2 = height
        return event
    }

    /// The pointer events of `inputs` as (phase, pointer, source, x, y), positions rounded to 1/1000 pt.
    private func pointers(_ inputs: [WindowInput]) -> [String] {
        inputs.compactMap { input in
            guard case let .trace(event) = input, case let .pointer(phase, x, y, pointer, source) = event.kind else { return nil }
            return "\(phase.rawValue) \(pointer) \(source.rawValue) \((x * 1000).rounded() / 1000) \((y * 1000).rounded() / 1000)"
        }
    }

    func testAFocusLossCancelsEveryPointerDownWhereItWasAndTheRestIsIgnored() {
        var translator = makeTranslator(scale: 1)
        var inputs: [WindowInput] = []
        inputs += translator.translate(finger(SDL_FINGERDOWN, id: 11, x: 195, y: 660), time: 1)
        inputs += translator.translate(finger(SDL_FINGERMOTION, id: 11, x: 195, y: 600), time: 1.1)
        inputs += translator.translate(finger(SDL_FINGERDOWN, id: 12, x: 100, y: 200), time: 1.2)
        XCTAssertEqual(pointers(inputs), ["down 0 touch 195.0 660.0", "move 0 touch 195.0 600.0", "down 1 touch 100.0 200.0"])
        let cancels = translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), time: 1.3)
        XCTAssertEqual(
            pointers(cancels), ["cancel 0 touch 195.0 600.0", "cancel 1 touch 100.0 200.0"],
            "both fingers, where each was last, in pointer order")
        XCTAssertTrue(cancels.allSatisfy { if case let .trace(event) = $0 { return event.time == 1.3 } else { return false } })
        // What SDL sends for those fingers afterwards: an SDL_FINGERUP without a motion, a late motion.
        XCTAssertEqual(translator.translate(finger(SDL_FINGERUP, id: 11, x: 195, y: 600), time: 1.4), [])
        XCTAssertEqual(translator.translate(finger(SDL_FINGERMOTION, id: 12, x: 120, y: 200), time: 1.4), [])
        XCTAssertEqual(
            translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), time: 1.5), [],
            "nothing left to cancel")
        XCTAssertEqual(
            pointers(translator.translate(finger(SDL_FINGERDOWN, id: 11, x: 50, y: 50), time: 2)),
            ["down 0 touch 50.0 50.0"], "the same finger id is a new contact after the cancel")
    }

    func testAFocusLossCancelsAMouseDragAndItsReleaseIsIgnored() {
        var translator = makeTranslator(scale: 2)
        XCTAssertEqual(
            pointers(translator.translate(button(SDL_MOUSEBUTTONDOWN, x: 390, y: 1300), time: 1)),
            ["down 0 mouse 195.0 650.0"])
        XCTAssertEqual(
            pointers(translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), time: 1.1)),
            ["cancel 0 mouse 195.0 650.0"])
        XCTAssertEqual(translator.translate(button(SDL_MOUSEBUTTONUP, x: 390, y: 1200), time: 1.2), [])
    }

    func testFingersAndTheMouseNeverShareAPointerNumber() {
        var translator = makeTranslator(scale: 1)
        var inputs = translator.translate(finger(SDL_FINGERDOWN, id: 3, x: 100, y: 100), time: 1)
        inputs += translator.translate(button(SDL_MOUSEBUTTONDOWN, x: 200, y: 200), time: 1.1)
        inputs += translator.translate(finger(SDL_FINGERDOWN, id: 4, x: 300, y: 300), time: 1.2)
        inputs += translator.translate(button(SDL_MOUSEBUTTONUP, x: 200, y: 210), time: 1.3)
        XCTAssertEqual(
            pointers(inputs),
            [
                "down 0 touch 100.0 100.0", "down 1 mouse 200.0 200.0", "down 2 touch 300.0 300.0",
                "up 1 mouse 200.0 210.0",
            ])
        // Synthetic fingers made from the mouse are still dropped.
        XCTAssertEqual(
            translator.translate(
                finger(SDL_FINGERDOWN, id: 9, x: 10, y: 10, touch: PointerSourcePolicy.mouseTouchID),
                time: 1.4), [])
    }

    func testAResizeToTheSizeTheWindowHasIsNoEvent() {
        var translator = makeTranslator(scale: 2)
        translator.windowPixels = (780, 1688)
        XCTAssertEqual(translator.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 780, 1688), time: 0.1), [])
        XCTAssertEqual(
            translator.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 1000, 600), time: 0.2),
            [.trace(TraceEvent(time: 0.2, kind: .resize(width: 500, height: 300)))])
        XCTAssertEqual(
            translator.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 1000, 600), time: 0.3), [],
            "the same size again")
    }

    /// A touchscreen SDL reads itself (no window id) gives positions across the panel: a 390 × 844 window at
    /// (317, 28) on a 1024 × 900 display. A finger that lands beside the window is ignored, motions and lift too; a
    /// finger that landed inside keeps its coordinates beyond the window's edge until it lifts.
    func testAPanelsFingerLandsOnTheWindowWhereTheWindowIs() {
        var translator = makeTranslator()
        translator.fingerMapping = FingerMapping(
            window: .init(x: 317, y: 28, width: 390, height: 844), display: .init(x: 0, y: 0, width: 1024, height: 900), scale: 1)
        var inputs = translator.translate(panelFinger(SDL_FINGERDOWN, id: 1, x: 0.1, y: 0.5), time: 1)
        inputs += translator.translate(panelFinger(SDL_FINGERMOTION, id: 1, x: 0.5, y: 0.5), time: 1.01)
        inputs += translator.translate(panelFinger(SDL_FINGERUP, id: 1, x: 0.5, y: 0.5), time: 1.02)
        XCTAssertEqual(pointers(inputs), [], "x 102.4 px is 214.6 pt left of the window: not the window's finger")
        inputs = translator.translate(panelFinger(SDL_FINGERDOWN, id: 2, x: 0.5, y: 0.75), time: 2)
        inputs += translator.translate(panelFinger(SDL_FINGERMOTION, id: 2, x: 0.9, y: 0.25), time: 2.01)
        inputs += translator.translate(panelFinger(SDL_FINGERUP, id: 2, x: 0.9, y: 0.25), time: 2.02)
        XCTAssertEqual(
            pointers(inputs), ["down 0 touch 195.0 647.0", "move 0 touch 604.6 197.0", "up 0 touch 604.6 197.0"],
            "512 − 317 = 195, 675 − 28 = 647; then 921.6 − 317 = 604.6, beyond the 390 pt window, still tracked")
    }

    /// SDL gives several finger events one millisecond: each comes out, in SDL's order, at that time. A lift
    /// and another finger's touch-down in one millisecond free the pointer number before the new finger takes it.
    func testFingerEventsInOneMillisecondKeepTheirOrder() {
        var translator = makeTranslator()
        var inputs = translator.translate(finger(SDL_FINGERDOWN, id: 1, x: 100, y: 600), time: 1)
        for (index, type) in [SDL_FINGERMOTION, SDL_FINGERMOTION, SDL_FINGERUP].enumerated() {
            inputs += translator.translate(finger(type, id: 1, x: 100, y: 590 - 10 * Double(index)), time: 1)
        }
        inputs += translator.translate(finger(SDL_FINGERDOWN, id: 2, x: 300, y: 300), time: 1)
        inputs += translator.translate(finger(SDL_FINGERUP, id: 2, x: 300, y: 300), time: 1)
        XCTAssertEqual(
            pointers(inputs),
            [
                "down 0 touch 100.0 600.0", "move 0 touch 100.0 590.0", "move 0 touch 100.0 580.0", "up 0 touch 100.0 570.0",
                "down 0 touch 300.0 300.0", "up 0 touch 300.0 300.0",
            ])
        XCTAssertTrue(inputs.allSatisfy { if case let .trace(event) = $0 { return event.time == 1 } else { return false } })
    }

    func testEveryKeyOfTheTableHasAnSDLKeyThatNamesItBack() {
        for binding in KeyCommand.bindings {
            guard let key = WindowInputTranslator.keySymbol(forName: binding.key) else {
                XCTFail("no SDL key for \(binding.key)")
                continue
            }
            XCTAssertEqual(WindowInputTranslator.keyName(key.symbol, shifted: key.shifted), binding.key)
        }
        XCTAssertEqual(WindowInputTranslator.keySymbol(forName: "k")?.symbol, SDL_Keycode(SDLK_k.rawValue))
        XCTAssertNil(WindowInputTranslator.keySymbol(forName: "f13"))
    }

    /// `run --fullscreen` without `--scale`: a point as long as an iPhone's where the density is known, else the
    /// scene fitted to the panel; never below 1 or above 8, rounded down to a hundredth.
    func testAFullScreenWindowsScaleComesFromThePanel() {
        let phone = CGSize(width: 390, height: 844)
        XCTAssertEqual(PanelScale.scale(pixels: CGSize(width: 1080, height: 2340), dotsPerInch: 401, sceneSize: phone), 2.46)
        XCTAssertEqual(PanelScale.scale(pixels: CGSize(width: 1920, height: 1200), dotsPerInch: 216, sceneSize: phone), 1.32)
        XCTAssertEqual(
            PanelScale.scale(pixels: CGSize(width: 1920, height: 1080), dotsPerInch: 96, sceneSize: phone), 1,
            "a desktop monitor's density would give 0.59: not below one pixel per point")
        XCTAssertEqual(
            PanelScale.scale(pixels: CGSize(width: 1080, height: 2340), dotsPerInch: nil, sceneSize: phone), 2.76,
            "no density: the scene fitted to the panel (1080 / 390 = 2.769…)")
        XCTAssertEqual(
            PanelScale.scale(pixels: CGSize(width: 1024, height: 900), dotsPerInch: 5, sceneSize: phone), 1.06,
            "an implausible density is ignored: 900 / 844")
        XCTAssertEqual(
            PanelScale.scale(pixels: CGSize(width: 8000, height: 8000), dotsPerInch: 2000, sceneSize: CGSize(width: 100, height: 100)), 8)
    }
}
