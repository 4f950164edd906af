// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import SnapshotTesting

    /// The project's golden images are swift-snapshot-testing references (OverlaySnapshotTesting's strategies) in
    /// `__Snapshots__/` beside each test file.
    public enum GoldenImage {
        /// The record mode of the project's snapshot tests: `SNAPSHOT_TESTING_RECORD` when set (scripts/record-goldens
        /// sets `all`), else `never`, so that a missing or changed golden fails and nothing is written behind a test's back.
        public static var record: SnapshotTestingConfiguration.Record {
            ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
                ?? .never
        }
    }
#endif
