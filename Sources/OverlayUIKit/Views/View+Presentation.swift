import Foundation

extension View {
    // MARK: - Presentation (what is on screen)

    // The model value read directly when nothing animates: `presentation` works on a copy of the list of
    // animations (retained and released), and hit tests and coordinate conversions read these for every view on
    // their way, every event.

    /// The frame on screen: the model frame plus the running animations' offsets.
    public var presentationFrame: CGRect {
        frameAnimations.isEmpty ? frameModel : AnimatedProperty(model: frameModel, animations: frameAnimations).presentation
    }

    /// The opacity on screen, clamped to 0…1.
    public var presentationAlpha: CGFloat {
        let alpha = alphaAnimations.isEmpty ? alphaModel : AnimatedProperty(model: alphaModel, animations: alphaAnimations).presentation
        return min(max(alpha, 0), 1)
    }

    /// The background on screen, components clamped to 0…1; nil when there is none and none animates.
    public var presentationBackgroundColor: RGBAColor? {
        guard hasBackgroundColor || !backgroundAnimations.isEmpty else { return nil }
        let color = AnimatedProperty(model: backgroundModel, animations: backgroundAnimations).presentation
        return RGBAColor(
            red: min(max(color.red, 0), 1), green: min(max(color.green, 0), 1),
            blue: min(max(color.blue, 0), 1), alpha: min(max(color.alpha, 0), 1))
    }

    /// The corner radii on screen (never negative).
    public var presentationCornerRadii: CornerRadii {
        let radii = AnimatedProperty(model: radiiModel, animations: radiiAnimations).presentation
        return CornerRadii(
            topLeft: max(0, radii.topLeft), topRight: max(0, radii.topRight),
            bottomRight: max(0, radii.bottomRight), bottomLeft: max(0, radii.bottomLeft))
    }

    /// The transform on screen.
    public var presentationTransform: CGAffineTransform {
        transformAnimations.isEmpty
            ? transformModel : AnimatedProperty(model: transformModel, animations: transformAnimations).presentation
    }

    /// The bounds on screen: the content offset and the presentation frame's size.
    public var presentationBounds: CGRect { CGRect(origin: boundsOrigin, size: presentationFrame.size) }

    /// Whether an animation runs on one of this view's properties.
    public var hasRunningAnimations: Bool {
        !(frameAnimations.isEmpty && alphaAnimations.isEmpty && backgroundAnimations.isEmpty && radiiAnimations.isEmpty
            && transformAnimations.isEmpty)
    }

    /// Ends `animator`'s animations of this view's properties at `position` (the animator calls it when it
    /// finishes or stops).
    package func settleAnimations(of animator: ViewPropertyAnimator, at position: ViewAnimatingPosition) {
        let size = frameModel.size
        // Each property put together, settled, and its halves put back (`AnimatedProperty`).
        var frame = AnimatedProperty(model: frameModel, animations: takeOut(&frameAnimations))
        frame.settle(animator, at: position)
        frameModel = frame.model
        swap(&frame.animations, &frameAnimations)
        noteLayoutChange()
        var alpha = AnimatedProperty(model: alphaModel, animations: takeOut(&alphaAnimations))
        alpha.settle(animator, at: position)
        alphaModel = alpha.model
        swap(&alpha.animations, &alphaAnimations)
        var background = AnimatedProperty(model: backgroundModel, animations: takeOut(&backgroundAnimations))
        background.settle(animator, at: position)
        backgroundModel = background.model
        swap(&background.animations, &backgroundAnimations)
        var radii = AnimatedProperty(model: radiiModel, animations: takeOut(&radiiAnimations))
        radii.settle(animator, at: position)
        radiiModel = radii.model
        swap(&radii.animations, &radiiAnimations)
        var transform = AnimatedProperty(model: transformModel, animations: takeOut(&transformAnimations))
        transform.settle(animator, at: position)
        transformModel = transform.model
        swap(&transform.animations, &transformAnimations)
        if frameModel.size != size { setNeedsLayout() }
    }

    /// Stops `animator`'s animations of this view's properties where they are (the model values take what is on
    /// screen); returns what `finishAnimation(at:)` then applies: the start or the end values, or nothing.
    package func stopAnimations(of animator: ViewPropertyAnimator) -> (ViewAnimatingPosition) -> Void {
        let size = frameModel.size
        // Each property put together, stopped, and its halves put back (`AnimatedProperty`).
        var frameProperty = AnimatedProperty(model: frameModel, animations: takeOut(&frameAnimations))
        let frame = frameProperty.stop(animator)
        frameModel = frameProperty.model
        swap(&frameProperty.animations, &frameAnimations)
        noteLayoutChange()
        var alphaProperty = AnimatedProperty(model: alphaModel, animations: takeOut(&alphaAnimations))
        let alpha = alphaProperty.stop(animator)
        alphaModel = alphaProperty.model
        swap(&alphaProperty.animations, &alphaAnimations)
        var backgroundProperty = AnimatedProperty(model: backgroundModel, animations: takeOut(&backgroundAnimations))
        let background = backgroundProperty.stop(animator)
        backgroundModel = backgroundProperty.model
        swap(&backgroundProperty.animations, &backgroundAnimations)
        var radiiProperty = AnimatedProperty(model: radiiModel, animations: takeOut(&radiiAnimations))
        let radii = radiiProperty.stop(animator)
        radiiModel = radiiProperty.model
        swap(&radiiProperty.animations, &radiiAnimations)
        var transformProperty = AnimatedProperty(model: transformModel, animations: takeOut(&transformAnimations))
        let transform = transformProperty.stop(animator)
        transformModel = transformProperty.model
        swap(&transformProperty.animations, &transformAnimations)
        if frameModel.size != size { setNeedsLayout() }
        return { [link = WeakLink(self)] position in
            guard let self = link.wrappedValue, position != .current else { return }
            let atStart = position == .start
            let before = self.frameModel.size
            AnimationContext.perform(nil) {
                if let change = frame {
                    self.frameModel = self.frameModel + (atStart ? change.toStart : change.toEnd)
                    self.noteLayoutChange()
                }
                if let change = alpha { self.alphaModel = self.alphaModel + (atStart ? change.toStart : change.toEnd) }
                if let change = background { self.backgroundModel = self.backgroundModel + (atStart ? change.toStart : change.toEnd) }
                if let change = radii { self.radiiModel = self.radiiModel + (atStart ? change.toStart : change.toEnd) }
                if let change = transform { self.transformModel = self.transformModel + (atStart ? change.toStart : change.toEnd) }
            }
            if self.frameModel.size != before { self.setNeedsLayout() }
        }
    }
}
