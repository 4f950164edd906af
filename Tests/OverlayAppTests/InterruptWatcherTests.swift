import Foundation
import XCTest

@testable import OverlayApp

/// The window's signal watcher: a signal sent the instant it exists is seen by the loop, and SIGPIPE is ignored
/// only while it watches.
final class InterruptWatcherTests: XCTestCase {
    func testASignalSentTheInstantTheWatcherExistsReachesTheLoop() {
        for trial in 0..<20 {
            let watcher = InterruptWatcher(signals: [SIGUSR1])
            kill(getpid(), SIGUSR1)
            var seen: Int32?
            for _ in 0..<5_000 where seen == nil {
                seen = watcher.receivedSignal
                if seen == nil { usleep(1000) }
            }
            watcher.stop()
            XCTAssertEqual(seen, SIGUSR1, "trial \(trial): the signal was lost")
            XCTAssertEqual(InterruptWatcher.name(of: SIGUSR1), "signal \(SIGUSR1)")
        }
    }

    func testSIGPIPEIsIgnoredOnlyWhileWatching() {
        let watcher = InterruptWatcher(signals: [SIGUSR1])
        let during = signal(SIGPIPE, SIG_IGN)
        _ = signal(SIGPIPE, during)
        watcher.stop()
        let after = signal(SIGPIPE, SIG_IGN)
        _ = signal(SIGPIPE, after)
        XCTAssertNotNil(during, "SIG_IGN while watching")
        XCTAssertNil(after, "SIG_DFL again after stop")
    }
}
