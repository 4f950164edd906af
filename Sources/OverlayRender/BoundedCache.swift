/// A dictionary with a size cap that evicts the least recently used entries (a quarter of them at once, so
/// eviction's sort is rare). Values that own resources are handed to `release` when evicted.
struct BoundedCache<Key: Hashable, Value> {
    let capacity: Int
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { entries.count }

    /// The value for `key`, marking it as recently used.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value`; evicts the oldest entries when over capacity.
    mutating func insert(_ value: Value, for key: Key, release: (Value) -> Void) {
        clock += 1
        if let old = entries.updateValue((value, clock), forKey: key) { release(old.value) }
        guard entries.count > capacity else { return }
        let keep = capacity * 3 / 4
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(entries.count - keep)
        for (key, entry) in oldest {
            entries[key] = nil
            release(entry.value)
        }
    }

    /// Removes (and releases) every entry whose key matches.
    mutating func removeAll(where matches: (Key) -> Bool, release: (Value) -> Void) {
        for (key, entry) in entries where matches(key) {
            entries[key] = nil
            release(entry.value)
        }
    }
}
