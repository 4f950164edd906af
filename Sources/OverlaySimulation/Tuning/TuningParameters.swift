import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// The numbers people tune an overlay's feel with, as the live side panel shows them (key T) and a scenario file
/// stores them. Which object each one lands in depends on the preset (see `BuiltInScene.tune(_:)`).
public struct TuningParameters: Equatable, Sendable {
    /// The spring's response in seconds (its undamped period).
    public var springResponse: Double
    /// The spring's damping ratio ζ (the reference's fast-release damping; 1 is critical).
    public var springDamping: Double
    /// The rubber band's factor (the sheet preset's coefficient).
    public var rubberBandFactor: Double
    /// Whether the overlay rubber-bands past its lowest and highest notches (false: hard stops).
    public var bounces: Bool
    /// The rushing-forward policy's minimum velocity, points per second.
    public var minimumVelocity: Double
    /// The rushing-forward policy's look-ahead, seconds.
    public var minimumDuration: Double
    /// The deceleration rate per millisecond: the driving scroll view's, and the projection policies' rate.
    public var decelerationRate: Double
    /// The notch heights in points, by index.
    public var notchHeights: [Double]

    /// Creates a set of parameters.
    public init(
        springResponse: Double, springDamping: Double, rubberBandFactor: Double, bounces: Bool,
        minimumVelocity: Double, minimumDuration: Double, decelerationRate: Double, notchHeights: [Double]
    ) {
        self.springResponse = springResponse
        self.springDamping = springDamping
        self.rubberBandFactor = rubberBandFactor
        self.bounces = bounces
        self.minimumVelocity = minimumVelocity
        self.minimumDuration = minimumDuration
        self.decelerationRate = decelerationRate
        self.notchHeights = notchHeights
    }

    /// The values clamped into the ranges the panel allows (a response of 0 or a negative height means nothing).
    public var clamped: TuningParameters {
        var copy = self
        copy.springResponse = Self.clamp(springResponse, 0.05, 3, fallback: 0.3)
        copy.springDamping = Self.clamp(springDamping, 0.05, 2, fallback: 1)
        copy.rubberBandFactor = Self.clamp(rubberBandFactor, 0.01, 2, fallback: 0.5)
        copy.minimumVelocity = Self.clamp(minimumVelocity, 0, 10_000, fallback: 400)
        copy.minimumDuration = Self.clamp(minimumDuration, 0, 2, fallback: 0.1)
        copy.decelerationRate = Self.clamp(decelerationRate, 0.9, 0.9999, fallback: 0.998)
        copy.notchHeights = notchHeights.map { Self.clamp($0, 0, 100_000, fallback: 0) }
        return copy
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double, fallback: Double) -> Double {
        value.isFinite ? min(max(value, low), high) : fallback
    }

    /// The scenario-file fields these parameters cover, read from `scenario`: the spring (response, damping),
    /// the rubber band (factor, bounces), the rushing-forward policy, the table's deceleration rate, and the
    /// notches resolved against `availableHeight`. A curve animation keeps `fallback`'s spring values.
    public static func from(scenario: Scenario, availableHeight: Double, fallback: TuningParameters) -> TuningParameters {
        var parameters = fallback
        if case let .spring(response, damping, _, _, _, _) = scenario.animation {
            parameters.springResponse = response
            parameters.springDamping = damping ?? (scenario.style == .flexibleHeight ? 0.7 : 0.9)
        }
        switch scenario.translationFunction {
        case let .rubberBand(factor, top, bottom):
            parameters.rubberBandFactor = factor
            parameters.bounces = top || bottom
        case .clamp:
            parameters.bounces = false
        }
        if case let .rushingForward(velocity, duration) = scenario.targetPolicy {
            parameters.minimumVelocity = velocity
            parameters.minimumDuration = duration
        }
        if let table = scenario.scrollView { parameters.decelerationRate = table.decelerationRate }
        parameters.notchHeights = scenario.notches.map { notch in
            switch notch {
            case let .points(points): return points
            case let .fraction(fraction): return fraction * availableHeight
            case let .belowTop(points): return availableHeight - points
            }
        }
        return parameters.clamped
    }

    /// `scenario` with these parameters written into its fields (notches as points), for saving (key E).
    public func applied(to scenario: Scenario) -> Scenario {
        var result = scenario
        var minimumDamping = 1.0, minimumVelocity = 150.0, maximumVelocity = 3000.0, mass = 1.0
        if case let .spring(_, _, minDamping, minVelocity, maxVelocity, springMass) = scenario.animation {
            minimumDamping = minDamping
            minimumVelocity = minVelocity
            maximumVelocity = maxVelocity
            mass = springMass
        }
        result.animation = .spring(
            response: springResponse, damping: springDamping, minimumDamping: minimumDamping,
            minimumVelocityConsidered: minimumVelocity, maximumVelocityConsidered: maximumVelocity,
            mass: mass)
        result.translationFunction = .rubberBand(
            factor: rubberBandFactor, bouncesAtMaximumHeight: bounces,
            bouncesAtMinimumHeight: bounces)
        result.targetPolicy = .rushingForward(minimumVelocity: self.minimumVelocity, minimumDuration: minimumDuration)
        if var table = result.scrollView {
            table.decelerationRate = decelerationRate
            result.scrollView = table
        }
        result.notches = notchHeights.map { .points($0) }
        return result
    }
}
