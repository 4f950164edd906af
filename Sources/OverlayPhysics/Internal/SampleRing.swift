/// One pointer position at a time (seconds).
struct PointerSample: Sendable {
    var time: Double
    var x: Double
    var y: Double

    static let zero = PointerSample(time: 0, x: 0, y: 0)
}

/// A fixed-capacity ring of samples: storage is allocated once, appends overwrite the oldest entry.
struct SampleRing: Sendable {
    private var storage: [PointerSample]
    /// Index the next append writes to.
    private var head = 0
    /// Number of valid samples, ≤ capacity.
    private(set) var count = 0

    init(capacity: Int) {
        storage = Array(repeating: .zero, count: Swift.max(1, capacity))
    }

    var capacity: Int { storage.count }

    /// The newest sample, if any.
    var newest: PointerSample? {
        count == 0 ? nil : self[fromNewest: 0]
    }

    /// The sample `offset` places before the newest (0 = newest); `offset` must be < `count`.
    subscript(fromNewest offset: Int) -> PointerSample {
        get { storage[index(fromNewest: offset)] }
        set { storage[index(fromNewest: offset)] = newValue }
    }

    mutating func append(_ sample: PointerSample) {
        storage[head] = sample
        head = (head + 1) % storage.count
        count = Swift.min(count + 1, storage.count)
    }

    /// Forgets every sample; keeps the storage.
    mutating func removeAll() {
        head = 0
        count = 0
    }

    private func index(fromNewest offset: Int) -> Int {
        precondition(offset >= 0 && offset < count, "sample offset out of range")
        return (head - 1 - offset + 2 * storage.count) % storage.count
    }
}
