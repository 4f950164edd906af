/// A dictionary with a size cap that evicts the least recently used entries (a quarter of them at once, so
/// eviction's sort is rare). Values that own resources are handed to `release` when evicted.
///
/// Besides the entry count, entries may carry a cost (a texture's bytes) with a cap on the total. A cache used once
/// per frame calls `beginFrame()`: what the current frame has used is never evicted during that frame, so a frame
/// that needs more than the caps holds its entries (the total then exceeds the cap by at most that frame's own
/// need) instead of evicting and rebuilding the same entries every frame.
struct BoundedCache<Key: Hashable, Value> {
    let capacity: Int
    let costLimit: Int
    private var entries: [Key: (value: Value, lastUse: UInt64, cost: Int)] = [:]
    private var clock: UInt64 = 0
    /// Entries used after this tick belong to the current frame; `.max` until the first `beginFrame()`.
    private var frameStart = UInt64.max
    /// The sum of the entries' costs.
    private(set) var totalCost = 0

    init(capacity: Int, costLimit: Int = .max) {
        self.capacity = max(1, capacity)
        self.costLimit = max(1, costLimit)
    }

    var count: Int { entries.count }

    /// Marks the start of a frame: entries used from now on stay until the next frame starts.
    mutating func beginFrame() {
        frameStart = clock
    }

    /// The value for `key`, marking it as recently used.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock, entry.cost)
        return entry.value
    }

    /// Stores `value` with its `cost`; when over either cap, evicts the oldest entries down to three quarters of
    /// both caps, or until only entries the current frame has used remain.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 0, release: (Value) -> Void) {
        clock += 1
        if let old = entries.updateValue((value, clock, cost), forKey: key) {
            totalCost -= old.cost
            release(old.value)
        }
        totalCost += cost
        guard entries.count > capacity || totalCost > costLimit else { return }
        let keepCount = capacity * 3 / 4, keepCost = costLimit / 4 * 3
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard entries.count > keepCount || totalCost > keepCost else { break }
            // Sorted by use, so every later entry was used in this frame too.
            guard frameStart == .max || entry.lastUse <= frameStart else { break }
            entries[key] = nil
            totalCost -= entry.cost
            release(entry.value)
        }
    }

    /// Removes (and releases) every entry whose key matches.
    mutating func removeAll(where matches: (Key) -> Bool, release: (Value) -> Void) {
        for (key, entry) in entries where matches(key) {
            entries[key] = nil
            totalCost -= entry.cost
            release(entry.value)
        }
    }
}
