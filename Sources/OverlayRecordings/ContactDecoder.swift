import OverlayFiles

/// Follows a touchscreen's contacts through its evdev frames and writes them as trace pointer events.
///
/// Multi-touch protocol B: ABS_MT_SLOT selects a slot; ABS_MT_TRACKING_ID starts a contact there (an id ≥ 0) or
/// lifts it (−1); ABS_MT_POSITION_X/Y move it; the kernel sends only what changed, so a slot keeps its last
/// position for the next contact. Protocol A (no slots): each contact's values end with a SYN_MT_REPORT and every
/// frame lists every contact, which `TypeAContacts` matches to the previous frame's. A device with neither is
/// single-touch: BTN_TOUCH and ABS_X/ABS_Y. Nothing takes effect before the frame's SYN_REPORT, whose timestamp
/// all the frame's events share. Each contact becomes a `touch` pointer numbered by its slot: down, moves, up;
/// within a frame every lift comes before any new contact. A palm (ABS_MT_TOOL_TYPE MT_TOOL_PALM) is left out,
/// and a contact that turns into one is cancelled. After SYN_DROPPED the kernel lost events: the frame is
/// skipped, as evdev clients do. Contacts still down when the recording ends are cancelled at its last frame.
struct ContactDecoder {
    let device: LibinputDevice
    let index: Int
    let file: String
    let mapping: TouchscreenMapping
    private(set) var contactCount = 0
    private(set) var mostSimultaneous = 0
    private(set) var palmCount = 0
    private(set) var warnings: [String] = []

    struct Slot {
        var trackingID = -1
        var x: Int?
        var y: Int?
        var toolType = 0
        /// The slot's contact is down in the trace, at `lastPoint`.
        var isDown = false
        var lastPoint = (x: 0.0, y: 0.0)
        /// Set during a frame: the contact down in the trace lifted or was replaced.
        var lifted = false
        var moved = false
        /// The current contact was a palm at some point: it is left out until the slot gets another contact.
        var leftOut = false
    }

    private enum TouchProtocol { case slots, typeA, singleTouch }

    var slots: [Slot]
    private var currentSlot = 0
    private let touchProtocol: TouchProtocol
    private var typeA = TypeAContacts()

    init(device: LibinputDevice, index: Int, file: String, mapping: TouchscreenMapping) {
        self.device = device
        self.index = index
        self.file = file
        self.mapping = mapping
        touchProtocol = device.hasMultiTouchSlots ? .slots : device.hasMultiTouchPositions ? .typeA : .singleTouch
        let slotCount: Int
        switch touchProtocol {
        case .slots: slotCount = min(Trace.maximumPointer, max(0, device.axes[EvdevCode.multiTouchSlot]?.maximum ?? 0)) + 1
        case .typeA: slotCount = TypeAContacts.maximumContacts
        case .singleTouch: slotCount = 1
        }
        slots = Array(repeating: Slot(), count: slotCount)
    }

    /// The trace of every contact, times relative to the device's first event, frames timed by `clock`.
    mutating func decode(clock: RecordingClock) throws -> Trace {
        var events: [TraceEvent] = []
        guard let first = device.events.first else { return Trace(events: []) }
        let frameMicroseconds = try checkedFrameTimes(since: first)
        let times: [Double]
        if clock == .panel, let firstFrame = frameMicroseconds.first {
            let lead = firstFrame - first.timeInMicroseconds
            times = PanelFrameClock.times(forFrameMicroseconds: frameMicroseconds).map { Double($0 + lead) / 1_000_000 }
        } else {
            times = frameMicroseconds.map { Double($0 - first.timeInMicroseconds) / 1_000_000 }
        }
        var frame = 0
        var dropping = false
        var nextSingleTouchID = 0
        var unfinished: EvdevEvent?
        for event in device.events {
            if event.type == EvdevCode.synchronization {
                if event.code == EvdevCode.synDropped {
                    dropping = true
                } else if event.isSynReport {
                    if dropping {
                        dropping = false
                        typeA.discardFrame()
                        for slot in slots.indices {
                            slots[slot].lifted = false
                            slots[slot].moved = false
                        }
                    } else {
                        if touchProtocol == .typeA { typeA.endFrame(into: &slots, warnings: &warnings) }
                        endFrame(at: times[frame], into: &events)
                    }
                    frame += 1
                    unfinished = nil
                    continue
                } else if event.code == EvdevCode.synMultiTouchReport, touchProtocol == .typeA, !dropping {
                    typeA.endContact()
                }
                unfinished = unfinished ?? event
                continue
            }
            unfinished = unfinished ?? event
            guard !dropping else { continue }
            switch touchProtocol {
            case .slots: try applyMultiTouch(event)
            case .typeA: typeA.apply(event)
            case .singleTouch: applySingleTouch(event, nextID: &nextSingleTouchID)
            }
        }
        if let unfinished {
            warnings.append(
                "the recording ends in the middle of a frame (line \(unfinished.line), no SYN_REPORT after it): "
                    + "that frame is left out")
        }
        cancelOpenContacts(at: times.last ?? 0, into: &events)
        return Trace(events: events)
    }

    /// The SYN_REPORT timestamps in microseconds, checked: in time order, within a day of the first event.
    private func checkedFrameTimes(since first: EvdevEvent) throws -> [Int] {
        var frames: [Int] = []
        for event in device.events where event.isSynReport {
            let micros = event.timeInMicroseconds
            if let previous = frames.last, micros < previous {
                throw failure(
                    event,
                    "this frame's time, \(Double(micros) / 1_000_000) s, is before the previous frame's, "
                        + "\(Double(previous) / 1_000_000) s; events must be in time order")
            }
            guard micros - first.timeInMicroseconds <= Int(Trace.maximumTime) * 1_000_000 else {
                throw failure(event, "the recording is longer than a day (\(Int(Trace.maximumTime)) s after its first event)")
            }
            frames.append(micros)
        }
        return frames
    }

    private mutating func applyMultiTouch(_ event: EvdevEvent) throws {
        guard event.type == EvdevCode.absolute else { return }
        switch event.code {
        case EvdevCode.multiTouchSlot:
            guard slots.indices.contains(event.value) else {
                throw failure(event, "slot \(event.value) is outside the device's ABS_MT_SLOT range 0…\(slots.count - 1)")
            }
            currentSlot = event.value
        case EvdevCode.multiTouchTrackingID:
            let previous = slots[currentSlot].trackingID
            if previous >= 0, event.value != previous {
                slots[currentSlot].lifted = true
                slots[currentSlot].leftOut = false
            }
            if previous < 0 { slots[currentSlot].leftOut = false }
            slots[currentSlot].trackingID = max(-1, event.value)
        case EvdevCode.multiTouchPositionX:
            slots[currentSlot].x = event.value
            slots[currentSlot].moved = true
        case EvdevCode.multiTouchPositionY:
            slots[currentSlot].y = event.value
            slots[currentSlot].moved = true
        case EvdevCode.multiTouchToolType:
            slots[currentSlot].toolType = event.value
        default:
            break
        }
    }

    private mutating func applySingleTouch(_ event: EvdevEvent, nextID: inout Int) {
        if event.type == EvdevCode.key, event.code == EvdevCode.buttonTouch {
            if event.value != 0, slots[0].trackingID < 0 {
                slots[0].trackingID = nextID
                nextID += 1
            } else if event.value == 0, slots[0].trackingID >= 0 {
                slots[0].trackingID = -1
                slots[0].lifted = true
            }
        } else if event.type == EvdevCode.absolute, event.code == EvdevCode.absoluteX {
            slots[0].x = event.value
            slots[0].moved = true
        } else if event.type == EvdevCode.absolute, event.code == EvdevCode.absoluteY {
            slots[0].y = event.value
            slots[0].moved = true
        }
    }

    /// Writes what the frame changed: first every lift (and palm cancel), then slot by slot new contacts and moves.
    private mutating func endFrame(at time: Double, into events: inout [TraceEvent]) {
        for number in slots.indices {
            let palm = slots[number].trackingID >= 0 && slots[number].toolType == EvdevCode.toolPalm
            if slots[number].isDown, slots[number].lifted || slots[number].trackingID < 0 || palm {
                let phase: PointerPhase = palm && !slots[number].lifted ? .cancel : .up
                events.append(pointer(phase, slots[number].lastPoint, number, time))
                slots[number].isDown = false
            }
            slots[number].lifted = false
        }
        for number in slots.indices {
            var slot = slots[number]
            defer { slots[number] = slot }
            guard slot.trackingID >= 0, let x = slot.x, let y = slot.y else {
                slot.moved = false
                continue
            }
            if slot.toolType == EvdevCode.toolPalm, !slot.leftOut {
                slot.leftOut = true
                palmCount += 1
            }
            guard !slot.leftOut else {
                slot.moved = false
                continue
            }
            let point = mapping.point(x: x, y: y)
            if !slot.isDown {
                events.append(pointer(.down, point, number, time))
                slot.isDown = true
                contactCount += 1
            } else if slot.moved, point != slot.lastPoint {
                events.append(pointer(.move, point, number, time))
            }
            slot.lastPoint = point
            slot.moved = false
        }
        mostSimultaneous = max(mostSimultaneous, slots.filter(\.isDown).count)
    }

    /// Ends the contacts still down with a `cancel` at the last frame, saying so.
    private mutating func cancelOpenContacts(at time: Double, into events: inout [TraceEvent]) {
        for number in slots.indices where slots[number].isDown {
            events.append(pointer(.cancel, slots[number].lastPoint, number, time))
            slots[number].isDown = false
            warnings.append(
                "the contact on pointer \(number) never lifts (the recording ends with it down): "
                    + "ended with a cancel at \(time) s, the last frame")
        }
    }

    private func pointer(_ phase: PointerPhase, _ point: (x: Double, y: Double), _ number: Int, _ time: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .pointer(phase: phase, x: point.x, y: point.y, pointer: number, source: .touch))
    }

    private func failure(_ event: EvdevEvent, _ message: String) -> FileFormatError {
        FileFormatError(file: file, field: "devices[\(index)].events", message: "line \(event.line): \(message)")
    }
}
