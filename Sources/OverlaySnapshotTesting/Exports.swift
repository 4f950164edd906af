// What a snapshot test calls (`assertSnapshot`, `withSnapshotTesting`, `Snapshotting`) comes with
// `import OverlaySnapshotTesting`, as the strategies here are written on it: a test needs no second import.
#if SnapshotTesting
    @_exported import SnapshotTesting
#else
    // Without the trait the module would be empty, and a test would only learn that `assertSnapshot` is missing.
    #error(
        "OverlaySnapshotTesting needs the package's SnapshotTesting trait: add `traits: [\"SnapshotTesting\"]` to the package's line (here: --traits SnapshotTesting)"
    )
#endif
