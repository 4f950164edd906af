import Foundation

extension View {
    // MARK: - Presentation (what is on screen)

    // The model value read directly when nothing animates: `presentation` is called on a copy of the whole
    // property (its list of animations retained and released), and hit tests and coordinate conversions read
    // these for every view on their way, every event.

    /// The frame on screen: the model frame plus the running animations' offsets.
    public var presentationFrame: CGRect {
        frameProperty.animations.isEmpty ? frameProperty.model : frameProperty.presentation
    }

    /// The opacity on screen, clamped to 0…1.
    public var presentationAlpha: CGFloat {
        min(max(alphaProperty.animations.isEmpty ? alphaProperty.model : alphaProperty.presentation, 0), 1)
    }

    /// The background on screen, components clamped to 0…1; nil when there is none and none animates.
    public var presentationBackgroundColor: RGBAColor? {
        guard hasBackgroundColor || !backgroundProperty.animations.isEmpty else { return nil }
        let color = backgroundProperty.presentation
        return RGBAColor(
            red: min(max(color.red, 0), 1), green: min(max(color.green, 0), 1),
            blue: min(max(color.blue, 0), 1), alpha: min(max(color.alpha, 0), 1))
    }

    /// The corner radii on screen (never negative).
    public var presentationCornerRadii: CornerRadii {
        let radii = radiiProperty.presentation
        return CornerRadii(
            topLeft: max(0, radii.topLeft), topRight: max(0, radii.topRight),
            bottomRight: max(0, radii.bottomRight), bottomLeft: max(0, radii.bottomLeft))
    }

    /// The transform on screen.
    public var presentationTransform: CGAffineTransform {
        transformProperty.animations.isEmpty ? transformProperty.model : transformProperty.presentation
    }

    /// The bounds on screen: the content offset and the presentation frame's size.
    public var presentationBounds: CGRect { CGRect(origin: boundsOrigin, size: presentationFrame.size) }

    /// Whether an animation runs on one of this view's properties.
    public var hasRunningAnimations: Bool {
        !(frameProperty.animations.isEmpty && alphaProperty.animations.isEmpty && backgroundProperty.animations.isEmpty
            && radiiProperty.animations.isEmpty && transformProperty.animations.isEmpty)
    }

    /// Ends `animator`'s animations of this view's properties at `position` (the animator calls it when it
    /// finishes or stops).
    package func settleAnimations(of animator: ViewPropertyAnimator, at position: ViewAnimatingPosition) {
        let size = frameProperty.model.size
        frameProperty.settle(animator, at: position)
        alphaProperty.settle(animator, at: position)
        backgroundProperty.settle(animator, at: position)
        radiiProperty.settle(animator, at: position)
        transformProperty.settle(animator, at: position)
        if frameProperty.model.size != size { setNeedsLayout() }
    }

    /// Stops `animator`'s animations of this view's properties where they are (the model values take what is on
    /// screen); returns what `finishAnimation(at:)` then applies: the start or the end values, or nothing.
    package func stopAnimations(of animator: ViewPropertyAnimator) -> (ViewAnimatingPosition) -> Void {
        let size = frameProperty.model.size
        let frame = frameProperty.stop(animator), alpha = alphaProperty.stop(animator)
        let background = backgroundProperty.stop(animator), radii = radiiProperty.stop(animator)
        let transform = transformProperty.stop(animator)
        if frameProperty.model.size != size { setNeedsLayout() }
        return { [link = WeakLink(self)] position in
            guard let self = link.wrappedValue, position != .current else { return }
            let atStart = position == .start
            let before = self.frameProperty.model.size
            AnimationContext.perform(nil) {
                if let change = frame { self.frameProperty.model = self.frameProperty.model + (atStart ? change.toStart : change.toEnd) }
                if let change = alpha { self.alphaProperty.model = self.alphaProperty.model + (atStart ? change.toStart : change.toEnd) }
                if let change = background {
                    self.backgroundProperty.model = self.backgroundProperty.model + (atStart ? change.toStart : change.toEnd)
                }
                if let change = radii { self.radiiProperty.model = self.radiiProperty.model + (atStart ? change.toStart : change.toEnd) }
                if let change = transform {
                    self.transformProperty.model = self.transformProperty.model + (atStart ? change.toStart : change.toEnd)
                }
            }
            if self.frameProperty.model.size != before { self.setNeedsLayout() }
        }
    }
}
