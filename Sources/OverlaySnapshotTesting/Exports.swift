// What a snapshot test calls (`assertSnapshot`, `withSnapshotTesting`, `Snapshotting`) comes with
// `import OverlaySnapshotTesting`, as the strategies here are written on it: a test needs no second import.
#if SnapshotTesting
    @_exported import SnapshotTesting
#endif
