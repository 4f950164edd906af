import XCTest

/// The golden tests and OverlaySnapshotTesting are built with the SnapshotTesting trait only (Package.swift). A run
/// without it would pass without comparing a single golden: it fails here instead, saying how to run.
final class SnapshotTraitTests: XCTestCase {
    func testTheGoldenTestsAreBuilt() {
        #if !SnapshotTesting
            XCTFail("the golden tests need the SnapshotTesting trait: `swift test --traits SnapshotTesting` (scripts/test passes it)")
        #endif
    }
}
