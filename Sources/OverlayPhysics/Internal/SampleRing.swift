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

    /// Calls `body` with a view of the samples, newest first, that reads the storage in place: a velocity walks
    /// every recent sample twice, and `subscript(fromNewest:)` paid a division and two checks per read.
    func withNewestFirst<Result>(_ body: (NewestFirst) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(NewestFirst(buffer: $0, head: head, count: count)) }
    }

    /// The samples newest first, valid only inside `withNewestFirst(_:)`.
    struct NewestFirst {
        fileprivate let buffer: UnsafeBufferPointer<PointerSample>
        fileprivate let head: Int
        let count: Int

        /// The sample `offset` places before the newest (0 = newest); `offset` must be < `count`.
        subscript(offset: Int) -> PointerSample {
            precondition(offset >= 0 && offset < count, "sample offset out of range")
            // head < capacity and offset < count <= capacity: one wrap at most.
            let index = head - 1 - offset
            return buffer[index < 0 ? index + buffer.count : index]
        }
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
