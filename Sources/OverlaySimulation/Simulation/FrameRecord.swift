import Foundation
import OverlayContainer
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayUIKit

/// The state of a simulation at one instant, as a frame-log line records it: the inspected container's state and
/// what happened since the previous record.
public struct FrameRecord: Equatable, Sendable {
    /// Simulation time in seconds (a step boundary).
    public var time: Double
    /// The displayed translation height, points.
    public var height: Double
    /// The model translation height, points.
    public var modelHeight: Double
    /// The last reached notch index.
    public var notch: Int
    /// Top, bottom, inFlight or stationary.
    public var position: OverlayTranslationPosition
    /// Whether a finger is dragging the overlay (through the pan or the driving scroll view).
    public var dragging: Bool
    /// Whether an overlay animation runs.
    public var animating: Bool
    /// The driving scroll view's content offset y, or nil without one.
    public var contentOffset: Double?
    /// The container's callbacks, the scene's events and its named containers' events since the previous
    /// record, in the order they happened.
    public var events: [FrameLogEvent]
    /// False when the simulation inspects no container: the container's fields above mean nothing (0, stationary,
    /// false) and the frame log writes them as null.
    public var hasContainer = true
}

/// Writes frame records as JSON Lines, byte for byte the same on any machine.
///
/// Lengths are rounded to 1/1000 pt and times to 1 µs, with a negative zero written as 0, so that runs at 60 and
/// 120 Hz, whose values agree to ~1e-12, print the same bytes at shared instants.
public enum FrameLog {
    /// One JSON object, no trailing newline.
    public static func line(for record: FrameRecord) -> String {
        var fields: [String] = []
        let inspects = record.hasContainer
        fields.append("\"t\":\(number(record.time, decimals: 6))")
        fields.append("\"height\":\(inspects ? number(record.height, decimals: 3) : "null")")
        fields.append("\"modelHeight\":\(inspects ? number(record.modelHeight, decimals: 3) : "null")")
        fields.append("\"notch\":\(inspects ? "\(record.notch)" : "null")")
        fields.append("\"position\":\(inspects ? "\"\(record.position.rawValue)\"" : "null")")
        fields.append("\"dragging\":\(inspects ? "\(record.dragging)" : "null")")
        fields.append("\"animating\":\(inspects ? "\(record.animating)" : "null")")
        fields.append("\"contentOffset\":\(record.contentOffset.map { number($0, decimals: 3) } ?? "null")")
        fields.append("\"events\":[\(record.events.map { "\"\($0.description)\"" }.joined(separator: ","))]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The closing line: `"final": true` with the state at the end of the run (no step-rate-specific fields).
    public static func finalLine(for record: FrameRecord) -> String {
        var fields = ["\"final\":true"]
        let inspects = record.hasContainer
        fields.append("\"t\":\(number(record.time, decimals: 6))")
        fields.append("\"height\":\(inspects ? number(record.height, decimals: 3) : "null")")
        fields.append("\"notch\":\(inspects ? "\(record.notch)" : "null")")
        fields.append("\"position\":\(inspects ? "\"\(record.position.rawValue)\"" : "null")")
        fields.append("\"contentOffset\":\(record.contentOffset.map { number($0, decimals: 3) } ?? "null")")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A finite number rounded to `decimals` places, trailing zeros trimmed, no negative zero.
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(decimals)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
