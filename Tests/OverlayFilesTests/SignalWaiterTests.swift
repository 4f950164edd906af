import Foundation
import OverlayFiles
import Synchronization
import XCTest

/// Signals taken on a waiter's thread: none lost however soon it is sent or whichever thread the kernel picks, and
/// the dispositions put back by `stop()`.
final class SignalWaiterTests: XCTestCase {
    /// Polls `condition` every millisecond for up to 5 s.
    private func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<5_000 {
            if condition() { return true }
            usleep(1000)
        }
        return false
    }

    func testASignalSentTheInstantTheWaiterExistsIsTaken() {
        for trial in 0..<20 {
            let number = trial % 2 == 0 ? SIGUSR1 : SIGUSR2
            let taken = Mutex<[Int32]>([])
            let waiter = SignalWaiter(signals: [SIGUSR1, SIGUSR2]) { number in taken.withLock { $0.append(number) } }
            kill(getpid(), number)
            XCTAssertTrue(eventually { !taken.withLock { $0.isEmpty } }, "trial \(trial): the signal was lost")
            XCTAssertTrue(eventually { SignalWaiter.firstUnhandled(among: [number]) == nil }, "handled")
            waiter.stop()
            XCTAssertEqual(taken.withLock { $0 }, [number], "trial \(trial)")
        }
    }

    /// A signal sent to a thread that has nothing to do with the waiter (another library's, a test runner's) is
    /// taken all the same.
    func testASignalDeliveredToAnotherThreadIsTaken() {
        let taken = Mutex<[Int32]>([])
        let waiter = SignalWaiter(signals: [SIGUSR1]) { number in taken.withLock { $0.append(number) } }
        defer { waiter.stop() }
        let other = Thread {
            pthread_kill(pthread_self(), SIGUSR1)
            usleep(10_000)
        }
        other.start()
        XCTAssertTrue(eventually { taken.withLock { $0 } == [SIGUSR1] })
    }

    func testStopPutsBackTheDisposition() {
        let before = signal(SIGUSR1, SIG_DFL)
        defer { _ = signal(SIGUSR1, before) }
        let waiter = SignalWaiter(signals: [SIGUSR1]) { _ in }
        // Swapped in and out to read it.
        let during = signal(SIGUSR1, SIG_IGN)
        _ = signal(SIGUSR1, during)
        XCTAssertNotNil(during, "a handler while waiting")
        waiter.stop()
        let after = signal(SIGUSR1, SIG_IGN)
        _ = signal(SIGUSR1, after)
        XCTAssertNil(after, "SIG_DFL (nil here) again")
    }

    func testAnUnhandledSignalIsSeenUntilItsHandlerReturns() {
        let release = Mutex(false)
        let entered = Mutex(false)
        let waiter = SignalWaiter(signals: [SIGUSR2]) { _ in
            entered.withLock { $0 = true }
            while !release.withLock({ $0 }) { usleep(1000) }
        }
        defer { waiter.stop() }
        XCTAssertNil(SignalWaiter.firstUnhandled(among: [SIGUSR1, SIGUSR2]))
        kill(getpid(), SIGUSR2)
        XCTAssertTrue(eventually { entered.withLock { $0 } })
        XCTAssertEqual(SignalWaiter.firstUnhandled(among: [SIGUSR1, SIGUSR2]), SIGUSR2, "its handler is running")
        release.withLock { $0 = true }
        XCTAssertTrue(eventually { SignalWaiter.firstUnhandled(among: [SIGUSR1, SIGUSR2]) == nil })
    }
}
