/// Multi-touch protocol A (no slots) followed as mtdev follows it: each frame lists every contact down, each
/// contact's values ended by a SYN_MT_REPORT, with no identity; a contact is the previous frame's contact nearest
/// to it (the closest pairs matched first), a contact matched to none is new, and a previous contact matched to
/// none has lifted.
struct TypeAContacts {
    /// The most contacts followed at once (pointers 0…31); more in one frame are left out, with a warning.
    static let maximumContacts = 32

    private struct Contact {
        var x: Int?
        var y: Int?
        var toolType = 0
    }

    private var building = Contact()
    private var frame: [Contact] = []
    private var nextID = 0
    private var warnedFull = false

    /// Takes one event of the frame being read.
    mutating func apply(_ event: EvdevEvent) {
        guard event.type == EvdevCode.absolute else { return }
        switch event.code {
        case EvdevCode.multiTouchPositionX: building.x = event.value
        case EvdevCode.multiTouchPositionY: building.y = event.value
        case EvdevCode.multiTouchToolType: building.toolType = event.value
        default: break
        }
    }

    /// SYN_MT_REPORT: the contact being read is complete (an empty one, as drivers send for no contact, is not one).
    mutating func endContact() {
        if building.x != nil, building.y != nil { frame.append(building) }
        building = Contact()
    }

    /// After SYN_DROPPED: the frame's contacts are unknown; the previous frame's stand.
    mutating func discardFrame() {
        building = Contact()
        frame = []
    }

    /// SYN_REPORT: matches the frame's contacts to the slots' contacts and writes them there (the decoder then
    /// emits lifts, new contacts and moves as for protocol B).
    mutating func endFrame(into slots: inout [ContactDecoder.Slot], warnings: inout [String]) {
        endContact()
        let contacts = frame
        frame = []
        let previous = slots.indices.filter { slots[$0].trackingID >= 0 && slots[$0].x != nil && slots[$0].y != nil }
        var pairs: [(distance: Int, slot: Int, contact: Int)] = []
        for slot in previous {
            for (number, contact) in contacts.enumerated() {
                let dx = (contact.x ?? 0) - (slots[slot].x ?? 0), dy = (contact.y ?? 0) - (slots[slot].y ?? 0)
                pairs.append((dx * dx + dy * dy, slot, number))
            }
        }
        pairs.sort { ($0.distance, $0.slot, $0.contact) < ($1.distance, $1.slot, $1.contact) }
        var slotOf = [Int?](repeating: nil, count: contacts.count)
        var matched = Set<Int>()
        for pair in pairs where slotOf[pair.contact] == nil && !matched.contains(pair.slot) {
            slotOf[pair.contact] = pair.slot
            matched.insert(pair.slot)
        }
        for slot in previous where !matched.contains(slot) {
            slots[slot].trackingID = -1
            slots[slot].lifted = true
            slots[slot].leftOut = false
        }
        for (number, contact) in contacts.enumerated() {
            let slot: Int
            if let matchedSlot = slotOf[number] {
                slot = matchedSlot
            } else {
                // A new contact takes the lowest free pointer, one that did not lift in this frame if there is one.
                guard
                    let free = slots.indices.first(where: { slots[$0].trackingID < 0 && !slots[$0].lifted })
                        ?? slots.indices.first(where: { slots[$0].trackingID < 0 })
                else {
                    if !warnedFull {
                        warnings.append("more than \(Self.maximumContacts) contacts at once: the others are left out")
                        warnedFull = true
                    }
                    continue
                }
                slot = free
                slots[slot].trackingID = nextID
                slots[slot].leftOut = false
                nextID += 1
            }
            if slots[slot].x != contact.x || slots[slot].y != contact.y { slots[slot].moved = true }
            slots[slot].x = contact.x
            slots[slot].y = contact.y
            slots[slot].toolType = contact.toolType
        }
    }
}
