import XCTest
@testable import OverlayPhysics

final class FixedStepClockTests: XCTestCase {
    func testSixtyHertzFramesGiveOneStepEach() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        XCTAssertEqual(clock.timeStep, 1.0 / 60)
        for _ in 0..<30 {
            XCTAssertEqual(clock.advance(byRealTime: 1.0 / 60), 1)
        }
        XCTAssertEqual(clock.stepCount, 30)
        XCTAssertEqual(clock.time, 0.5)
    }

    func testHundredTwentyHertzConsumesTwoStepsPerSixtyHertzFrame() {
        var clock = FixedStepClock(stepsPerSecond: 120)
        for _ in 0..<30 {
            XCTAssertEqual(clock.advance(byRealTime: 1.0 / 60), 2)
        }
        XCTAssertEqual(clock.stepCount, 60)
        XCTAssertEqual(clock.time, 0.5)
    }

    func testTimesAgreeAtSharedInstants() {
        var slow = FixedStepClock(stepsPerSecond: 60)
        var fast = FixedStepClock(stepsPerSecond: 120)
        for frame in 1...600 {
            _ = slow.advance(byRealTime: 1.0 / 60)
            _ = fast.advance(byRealTime: 1.0 / 60)
            XCTAssertEqual(slow.time, fast.time, "frame \(frame)")
        }
        XCTAssertEqual(slow.time, 10)
    }

    func testHitchIsClampedAndRemainderKept() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        XCTAssertEqual(clock.maximumFrameTime, 0.25)
        XCTAssertEqual(clock.advance(byRealTime: 1), 15)
        XCTAssertEqual(clock.accumulator, 0, accuracy: 1e-12)
        XCTAssertEqual(clock.time, 0.25)
        var custom = FixedStepClock(stepsPerSecond: 120, maximumFrameTime: 0.064)
        XCTAssertEqual(custom.advance(byRealTime: 1), 7)  // 64 ms = 7 steps + 5.67 ms
        XCTAssertEqual(custom.accumulator, 0.064 - 7.0 / 120, accuracy: 1e-12)
    }

    func testRemainderAccumulatesAndAlpha() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        XCTAssertEqual(clock.advance(byRealTime: 0.02), 1)
        XCTAssertEqual(clock.accumulator, 0.02 - 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(clock.interpolationAlpha, 0.2, accuracy: 1e-9)
        var total = 1
        for _ in 0..<4 { total += clock.advance(byRealTime: 0.02) }
        XCTAssertEqual(total, 6)  // 5 × 20 ms = 100 ms = 6 steps
        XCTAssertEqual(clock.interpolationAlpha, 0, accuracy: 1e-6)
        XCTAssertEqual(clock.advance(byRealTime: 0.01), 0)
        XCTAssertEqual(clock.interpolationAlpha, 0.6, accuracy: 1e-6)
    }

    func testFiftyFiveFramesPerSecondOnSixtyHertzPhysics() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        var total = 0
        for _ in 0..<55 { total += clock.advance(byRealTime: 1.0 / 55) }
        XCTAssertEqual(total, 60)
        XCTAssertEqual(clock.time, 1)
    }

    func testInvalidFrameTimesCountAsZero() {
        var clock = FixedStepClock(stepsPerSecond: 120)
        XCTAssertEqual(clock.advance(byRealTime: -0.5), 0)
        XCTAssertEqual(clock.advance(byRealTime: .nan), 0)
        XCTAssertEqual(clock.accumulator, 0)
        XCTAssertEqual(clock.advance(byRealTime: .infinity), 30)  // clamped to 0.25 s
        XCTAssertEqual(clock.stepCount, 30)
    }
}
