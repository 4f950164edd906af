/// A scenario: the device, the overlay's configuration and its driving scroll view, as read from a
/// scenario file. Every value has been validated; defaults are filled in.
public struct Scenario: Equatable, Sendable {
    /// A display name; defaults to the file name without its extension.
    public var name: String
    /// The simulated screen.
    public var device: DeviceSize
    /// How the overlay's height follows the translation.
    public var style: OverlayStyleName
    /// The notch heights, lowest index first (1…64 of them in a file).
    public var notches: [NotchHeight]
    /// Which notches the user can reach; nil means all of them.
    public var reachable: [Int]?
    /// The notch the overlay starts at.
    public var initialNotch: Int
    /// Where a drag may start.
    public var dragArea: DragArea
    /// The driving scroll view, if any.
    public var scrollView: TableSpec?
    /// How a drag's translation maps to the overlay height.
    public var translationFunction: TranslationFunctionSpec
    /// How the target notch is chosen when a drag ends.
    public var targetPolicy: TargetPolicySpec
    /// How the overlay animates to its target.
    public var animation: AnimationSpec
    /// The behaviour preset (reference by default).
    public var preset: PresetName
    /// Which example's structure the scene has (maps by default).
    public var scene: SceneKind
    /// Keep the reference's behaviour where OverlaySim departs from it on purpose (the container's
    /// `keepsReferenceQuirks`): `"referenceQuirks": true` in a file. False by default.
    public var referenceQuirks: Bool

    /// Creates a scenario. `dragArea: nil` picks the file format's default: `header` when the scroll view has
    /// a header, `overlay` otherwise.
    public init(
        name: String = "scenario",
        device: DeviceSize = DeviceSize(),
        style: OverlayStyleName = .expandableHeight,
        notches: [NotchHeight],
        reachable: [Int]? = nil,
        initialNotch: Int = 0,
        dragArea: DragArea? = nil,
        scrollView: TableSpec? = nil,
        translationFunction: TranslationFunctionSpec = .default,
        targetPolicy: TargetPolicySpec = .default,
        animation: AnimationSpec = .default,
        preset: PresetName = .reference,
        scene: SceneKind = .maps,
        referenceQuirks: Bool = false
    ) {
        self.scene = scene
        self.referenceQuirks = referenceQuirks
        self.name = name
        self.device = device
        self.style = style
        self.notches = notches
        self.reachable = reachable
        self.initialNotch = initialNotch
        self.dragArea = dragArea ?? Scenario.defaultDragArea(for: scrollView)
        self.scrollView = scrollView
        self.translationFunction = translationFunction
        self.targetPolicy = targetPolicy
        self.animation = animation
        self.preset = preset
    }

    /// `header` when there is a scroll view with a header to grab, else `overlay`.
    public static func defaultDragArea(for scrollView: TableSpec?) -> DragArea {
        if let scrollView, scrollView.headerHeight > 0 { return .header }
        return .overlay
    }
}

/// How the overlay's height follows the translation: the `style` of a scenario file, one of the container's
/// three overlay styles by name.
public enum OverlayStyleName: String, CaseIterable, Equatable, Sendable {
    /// The overlay is exactly as tall as the translation height.
    case flexibleHeight
    /// The overlay is always as tall as the highest notch.
    case rigid
    /// As tall as the highest notch, stretching when the translation goes above it.
    case expandableHeight
}

/// A behaviour preset by the name files and the command line give it (`preset` in scenario and case files).
public enum PresetName: String, CaseIterable, Equatable, Sendable {
    /// The reference library exactly.
    case reference
    /// OverlaySim's opt-in improvements.
    case fluid
    /// FloatingPanel-like.
    case floatingPanel = "floatingpanel"
    /// Pulley-like.
    case pulley
    /// Sheet-like.
    case sheet
}

/// The reference examples a scene can be built as (the BuiltInScenes article of OverlayScenes).
public enum SceneKind: String, CaseIterable, Equatable, Sendable {
    /// One overlay (search) over a map; a 375 pt panel on the leading side in landscape.
    case maps
    /// Map as ground content and a search overlay; a split layout without overlay in windows ≥ 700 pt wide.
    case shortcuts
    /// A black 50 % backdrop whose opacity follows the translation progress.
    case backdrop
    /// Notches enabled and disabled by a button to show and hide the overlay.
    case showHide = "show-hide"
    /// Row taps push new lists in the overlay; the driving scroll view follows the top list.
    case navigation
    /// A button presents a container as a sheet, dismissed by a tap outside, a flick or its position.
    case sheet
    /// Toasts, banners and a side menu in three named containers (the SwiftUIOverlayContainer model) over maps.
    case containers
}

/// The simulated screen in points.
public struct DeviceSize: Equatable, Sendable {
    /// Width in points (0 < w ≤ 100 000).
    public var width: Double
    /// Height in points (0 < h ≤ 100 000).
    public var height: Double
    /// Pixels per point (1…4).
    public var scale: Double
    /// The screen's unsafe edges (a notch, a home indicator), in points; none by default. Views report them in
    /// their `safeAreaInsets`; nothing is drawn for them.
    public var safeArea: DeviceSafeArea

    /// Creates a device size; the defaults are an iPhone 14's 390 × 844 points at scale 2, without safe-area insets.
    public init(width: Double = 390, height: Double = 844, scale: Double = 2, safeArea: DeviceSafeArea = DeviceSafeArea()) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
    }
}

/// Insets of a simulated screen's unsafe edges, in points (each 0…the screen's size; 0 by default). An iPhone 14
/// in portrait has 47 at the top and 34 at the bottom.
public struct DeviceSafeArea: Equatable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Whether every inset is 0.
    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

/// One notch height.
public enum NotchHeight: Equatable, Sendable {
    /// Absolute points (≥ 0).
    case points(Double)
    /// A fraction (0…1) of the space available to the overlay.
    case fraction(Double)
    /// The available space less this many points (a notch at `H − 100`, the show-hide example's top).
    case belowTop(Double)
}

/// Where a drag that moves the overlay may start.
public enum DragArea: String, CaseIterable, Equatable, Sendable {
    /// Only the scroll view's header.
    case header
    /// Anywhere on the overlay.
    case overlay
    /// Anywhere on the screen.
    case anywhere
}

/// The driving scroll view: a plain table of rows under a header.
public struct TableSpec: Equatable, Sendable {
    /// The `"normal"` deceleration rate.
    public static let normalDecelerationRate = 0.998
    /// The `"fast"` deceleration rate.
    public static let fastDecelerationRate = 0.99

    /// Number of rows (0…10 000 000).
    public var rows: Int
    /// Row height in points (0 < h ≤ 10 000).
    public var rowHeight: Double
    /// Header height in points (≥ 0); 0 means no header.
    public var headerHeight: Double
    /// Whether the content bounces past its edges.
    public var bounces: Bool
    /// Whether it bounces even when the content is shorter than the view.
    public var alwaysBounceVertical: Bool
    /// Velocity kept per millisecond while decelerating (0 < d < 1).
    public var decelerationRate: Double

    /// Creates a table; the defaults are 100 rows of 44 points under a 70-point header.
    public init(
        rows: Int = 100,
        rowHeight: Double = 44,
        headerHeight: Double = 70,
        bounces: Bool = true,
        alwaysBounceVertical: Bool = true,
        decelerationRate: Double = TableSpec.normalDecelerationRate
    ) {
        self.rows = rows
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.decelerationRate = decelerationRate
    }
}

/// How a drag's translation becomes an overlay height.
public enum TranslationFunctionSpec: Equatable, Sendable {
    /// Follows the finger, resisting past the ends (`factor` ≥ 0).
    case rubberBand(factor: Double, bouncesAtMaximumHeight: Bool, bouncesAtMinimumHeight: Bool)
    /// Follows the finger and stops at the ends.
    case clamp

    /// OverlayContainer's default rubber band.
    public static let `default` = TranslationFunctionSpec.rubberBand(
        factor: 0.5, bouncesAtMaximumHeight: true, bouncesAtMinimumHeight: true)
}

/// How the notch to settle at is chosen when a drag ends.
public enum TargetPolicySpec: Equatable, Sendable {
    /// Moves to the next notch in the direction of a fast enough release.
    case rushingForward(minimumVelocity: Double, minimumDuration: Double)

    /// OverlayContainer's default policy.
    public static let `default` = TargetPolicySpec.rushingForward(minimumVelocity: 400, minimumDuration: 0.1)
}

/// A timing curve for curve animations.
public enum TimingCurveName: String, CaseIterable, Equatable, Sendable {
    /// Constant speed.
    case linear
    /// Accelerates.
    case easeIn
    /// Decelerates.
    case easeOut
    /// Accelerates, then decelerates.
    case easeInOut
}

/// How the overlay animates to its target notch.
public enum AnimationSpec: Equatable, Sendable {
    /// A spring whose damping depends on the release velocity; `damping: nil` uses the style's default.
    case spring(
        response: Double, damping: Double?, minimumDamping: Double,
        minimumVelocityConsidered: Double, maximumVelocityConsidered: Double, mass: Double)
    /// A fixed-duration timing curve (0 < duration ≤ 60 seconds).
    case curve(TimingCurveName, duration: Double)

    /// OverlayContainer's default spring.
    public static let `default` = AnimationSpec.spring(
        response: 0.3, damping: nil, minimumDamping: 1,
        minimumVelocityConsidered: 150, maximumVelocityConsidered: 3000, mass: 1)
}
