import XCTest

@testable import OverlayPhysics

final class FixedStepClockTests: XCTestCase {
    func testStepsAtSixtyAndOneHundredTwentyHertzMeetAtSharedInstantsBitForBit() {
        var slow = FixedStepClock(stepsPerSecond: 60)
        var fast = FixedStepClock(stepsPerSecond: 120)
        XCTAssertEqual(slow.timeStep, 1.0 / 60)
        for frame in 1...600 {
            slow.step()
            fast.step()
            fast.step()
            XCTAssertEqual(slow.time, fast.time, "frame \(frame)")
        }
        XCTAssertEqual(slow.time, 10)
        XCTAssertEqual(slow.stepCount, 600)
        XCTAssertEqual(fast.stepCount, 1200)
        XCTAssertEqual(fast.nextStepTime, 10 + 1.0 / 120)
    }

    func testARateChangeCountsFromTheInstantOfTheChange() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        for _ in 0..<7 { clock.step() }
        clock.setStepsPerSecond(120)
        XCTAssertEqual(clock.time, 7.0 / 60)
        XCTAssertEqual(clock.nextStepTime, 7.0 / 60 + 1.0 / 120)
        for _ in 0..<6 { clock.step() }
        XCTAssertEqual(clock.time, 7.0 / 60 + 6.0 / 120, accuracy: 1e-15)
        XCTAssertEqual(clock.stepCount, 13)
        XCTAssertEqual(FixedStepClock(stepsPerSecond: 0).stepsPerSecond, 1, "a rate below 1 counts as 1")
    }

    func testPacingFollowsRealTimeMinusTheOffset() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        clock.synchronize(real: 5, simulationTime: 0)
        XCTAssertEqual(clock.realTimeOffset, 5)
        XCTAssertEqual(clock.simulationTime(forReal: 5.5), 0.5)
        XCTAssertEqual(clock.frameTarget(real: 5.1, simulationTime: 0.05, paused: false), 0.1, accuracy: 1e-12)
    }

    func testAHitchIsClampedAndTheSkippedTimeForgotten() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        XCTAssertEqual(clock.maximumFrameTime, 0.25)
        // One second of real time passes while the simulation is at 0: only 0.25 s is simulated.
        XCTAssertEqual(clock.frameTarget(real: 1, simulationTime: 0, paused: false), 0.25)
        XCTAssertEqual(clock.realTimeOffset, 0.75, accuracy: 1e-12)
        // The next frame, 1/60 s later, continues from there.
        XCTAssertEqual(clock.frameTarget(real: 1 + 1.0 / 60, simulationTime: 0.25, paused: false), 0.25 + 1.0 / 60, accuracy: 1e-12)
        var custom = FixedStepClock(stepsPerSecond: 120, maximumFrameTime: 0.064)
        XCTAssertEqual(custom.frameTarget(real: 1, simulationTime: 0, paused: false), 0.064)
    }

    func testWhilePausedTimeStandsStillAndResumesWithoutAJump() {
        var clock = FixedStepClock(stepsPerSecond: 60)
        XCTAssertEqual(clock.frameTarget(real: 2, simulationTime: 0.5, paused: true), 0.5)
        XCTAssertEqual(clock.realTimeOffset, 1.5, accuracy: 1e-12)
        XCTAssertEqual(clock.frameTarget(real: 2.1, simulationTime: 0.5, paused: false), 0.6, accuracy: 1e-12)
    }
}
