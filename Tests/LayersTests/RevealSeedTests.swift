import Foundation
import Testing
import Animation
import Geometry
import Layers

/// Seed 001 (and the end of 000): once the download completes, `reveal()` turns the ring
/// into the image view's mask and grows it (path and lineWidth, grouped, 1 s,
/// easeInEaseOut) until the whole picture shows; animationDidStop removes the mask.
/// docs/scenes.md#reveal: 240 x 240 canvas, `photo` (backs a view) > `view` (backs a view) >
/// `ring`; reveal at the last update + 0.25 s = 2.25 s by default.
@Suite struct RevealSeedTests {
    typealias Loader = CircularLoaderSeedTests.CircularLoaderView

    final class Scene {
        let stage: Stage
        let photo: LayerID
        let loader: Loader
        /// Each animationDidStop of the reveal group: (clock time, finished).
        var groupStops: [(Double, Bool)] = []

        init(revealAt: Double = 2.25) throws {
            stage = Stage(width: 240, height: 240)
            // CustomImageView: the image view, full canvas, aspect-fill contents.
            photo = stage.makeLayer(.layer, name: "photo", backsView: true)
            try stage.addSublayer(photo, to: stage.root)
            try stage.setValue(.rect(Rect(x: 0, y: 0, width: 240, height: 240)), forKeyPath: "frame", of: photo)
            try stage.configure(photo, ["contents": .string("photo.png"), "contentsGravity": .string("resizeAspectFill")])
            // addSubview(progressIndicatorView); progressIndicatorView.frame = bounds
            loader = try Loader(stage: stage, in: photo, frame: Rect(x: 0, y: 0, width: 240, height: 240))
            for (time, fraction) in CircularLoaderSeedTests.defaultProgress {
                stage.at(time) { [loader] _ in try loader.setProgress(fraction) }
            }
            stage.at(revealAt) { [unowned self] _ in try self.reveal() }
        }

        /// The seed's reveal(), line by line; `superview?.layer` is `photo`.
        func reveal() throws {
            let view = loader.view, ring = loader.ring
            // 1
            try stage.setValue(.color(.clear), forKeyPath: "backgroundColor", of: view)
            try loader.setProgress(1)
            // 2
            stage.removeAnimation(forKey: "strokeEnd", from: ring)
            // 3
            stage.removeFromSuperlayer(ring)
            try stage.setMask(ring, of: photo)
            // 1 (of the second listing)
            let bounds = loader.bounds
            let center = Point(x: bounds.midX, y: bounds.midY)
            let finalRadius = (center.x * center.x + center.y * center.y).squareRoot()
            let radiusInset = finalRadius - Loader.circleRadius
            let outerRect = try loader.circleFrame().insetBy(dx: -radiusInset, dy: -radiusInset)
            let toPath = Path(ovalIn: outerRect)
            // 2
            let fromPath = try stage.value(forKeyPath: "path", of: ring)
            let fromLineWidth = try stage.value(forKeyPath: "lineWidth", of: ring)
            // 3
            try stage.transaction(Transaction(disableActions: true)) {
                try stage.setValue(.number(2 * finalRadius), forKeyPath: "lineWidth", of: ring)
                try stage.setValue(.path(toPath), forKeyPath: "path", of: ring)
            }
            // 4: neither child sets a duration, as in the seed.
            let lineWidthAnimation = BasicAnimation(keyPath: "lineWidth", from: fromLineWidth, to: .number(2 * finalRadius))
            let pathAnimation = BasicAnimation(keyPath: "path", from: fromPath, to: .path(toPath))
            // 5
            let group = AnimationGroup(animations: [pathAnimation, lineWidthAnimation],
                                       timing: MediaTiming(duration: 1), timingFunction: .easeInEaseOut)
            try stage.add(group, forKey: "strokeWidth", to: ring, onStop: { [unowned self] stage, finished in
                self.groupStops.append((stage.now, finished))
                try stage.setMask(nil, of: self.photo)   // superview?.layer.mask = nil
            })
        }
    }

    /// finalRadius = |(120, 120)| = 120 * sqrt 2 = 169.705627.
    static let finalRadius = 120 * 2.0.squareRoot()

    /// The circle of radius r about the view's center (120, 120), as UIBezierPath(ovalInRect:)
    /// draws it: circleFrame() is (100, 100, 40, 40), inset by -(r - 20) it is
    /// (120 - r, 120 - r, 2r, 2r).
    static func circle(radius r: Double) -> Path {
        Path(ovalIn: Rect(x: 120 - r, y: 120 - r, width: 2 * r, height: 2 * r))
    }

    func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Same elements, every point within `tolerance`.
    func isClose(_ a: Path, _ b: Path, _ tolerance: Double = 1e-9) -> Bool {
        guard a.elements.count == b.elements.count else { return false }
        func near(_ p: Point, _ q: Point) -> Bool { isClose(p.x, q.x, tolerance) && isClose(p.y, q.y, tolerance) }
        for pair in zip(a.elements, b.elements) {
            switch pair {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                if !near(p, q) { return false }
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                if !near(p, q) || !near(c, d) { return false }
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                if !near(p, q) || !near(c1, d1) || !near(c2, d2) { return false }
            case (.close, .close):
                continue
            default:
                return false
            }
        }
        return true
    }

    @Test func revealSwapsTheRingIntoThePhotosMask() throws {
        let scene = try Scene()
        let stage = scene.stage, ring = scene.loader.ring, view = scene.loader.view
        let R = Self.finalRadius
        try stage.advance(to: 2.25)

        // Tree: the ring left `view` and masks `photo`.
        #expect(stage.sublayers(of: view).isEmpty)
        #expect(stage.superlayer(of: ring) == nil)
        #expect(stage.mask(of: scene.photo) == ring)
        let tree = stage.presentation()
        let photo = try #require(tree.layer(named: "photo"))
        #expect(photo.mask?.name == "ring")
        #expect(photo.sublayers.map(\.name) == ["view"])
        #expect(photo.sublayers.first?.sublayers.isEmpty == true)
        // view.backgroundColor = clear, without animating (it backs a view).
        #expect(photo.sublayers.first?.properties.backgroundColor == .clear)

        // progress = 1, then the "strokeEnd" animation that setting it added is removed:
        // only the group "strokeWidth" is left and the ring shows its model, strokeEnd 1.
        #expect(stage.animationKeys(of: ring) == ["strokeWidth"])
        #expect(try stage.value(forKeyPath: "strokeEnd", of: ring) == .number(1))
        #expect(photo.mask?.properties.strokeEnd == 1)

        // The model was set with actions off: lineWidth 2 * finalRadius = 339.411255 and the
        // circle of radius finalRadius; no implicit "lineWidth" or "path" animation.
        #expect(isClose(try stage.value(forKeyPath: "lineWidth", of: ring).number ?? .nan, 2 * R))
        #expect(isClose(try stage.value(forKeyPath: "path", of: ring).path ?? Path(), Self.circle(radius: R)))

        // At 2.25 the group (begun now) is at x = 0: both children at their fromValues,
        // lineWidth 2 and the radius-20 circle (100, 100, 40, 40).
        let mask = try #require(photo.mask)
        #expect(isClose(mask.properties.lineWidth, 2))
        #expect(isClose(mask.properties.path, Path(ovalIn: Rect(x: 100, y: 100, width: 40, height: 40))))

        let group = try #require(stage.animation(forKey: "strokeWidth", of: ring) as? AnimationGroup)
        #expect(group.timing.duration == 1)
        #expect(group.timingFunction == .easeInEaseOut)
        #expect(group.timing.beginTime == 2.25)
        #expect(group.animations.count == 2)
    }

    /// With the reveal while the last update is still animating (revealAt 2.1, the 2.0 update
    /// runs 0.9 -> 1 until 2.25), removing the "strokeEnd" animation makes the ring jump to 1.
    @Test func revealCutsARunningStrokeEndAnimation() throws {
        let scene = try Scene(revealAt: 2.1)
        let stage = scene.stage, ring = scene.loader.ring
        // t = 2.05: the 2.0 update at x = 0.05 / 0.25 = 0.2: 0.9 + 0.1 * default(0.2) = 0.929524.
        try stage.advance(to: 2.05)
        #expect(isClose(stage.presentationValues(of: ring).strokeEnd, 0.9 + 0.1 * TimingFunction.default(0.2)))
        // t = 2.1: reveal() removed it; the model 1 shows.
        try stage.advance(to: 2.1)
        #expect(stage.presentationValues(of: ring).strokeEnd == 1)
        #expect(stage.animationKeys(of: ring) == ["strokeWidth"])
    }

    /// The group is 1 s with easeInEaseOut, and the seed's two children set no duration of
    /// their own: they run over the group's whole second, as the seed's reveal does on iOS.
    /// Apple gives the 0.25 s default only in CALayer.add(_:forKey:) ("If the duration
    /// property of the animation is zero or negative, the duration is changed to ...
    /// kCATransactionAnimationDuration ... or to the default value of 0.25 seconds"), i.e. to
    /// the group, which has 1; its own CAAnimationGroup example relies on children inheriting
    /// the group's duration (expandScale, no duration, grows with the 1 s fade). The group hands its children
    /// eio(x) * 1 s, so a child at fraction f = eio(x) shows lineWidth
    /// 2 + (2R - 2) f and the circle of radius 20 + (R - 20) f (each point of the two
    /// concentric ovals is center + radius * the same unit pattern, so interpolating the
    /// points interpolates the radius).
    @Test func revealGroupExpandsTheRingOverOneSecond() throws {
        let scene = try Scene()
        let stage = scene.stage, ring = scene.loader.ring
        let R = Self.finalRadius
        let eio = TimingFunction.easeInEaseOut

        // t = 2.35: x = (2.35 - 2.25) / 1 = 0.1, f = eio(0.1) = 0.019722.
        // t = 2.75: x = 0.5, f = eio(0.5) = 0.5 (the curve is symmetric): lineWidth
        //   2 + (2R - 2) / 2 = R + 1 = 170.705627, radius (20 + R) / 2 = 94.852814.
        // t = 3.15: x = 0.9, f = eio(0.9) = 1 - eio(0.1) = 0.980278.
        for (time, x) in [(2.35, 0.1), (2.75, 0.5), (3.15, 0.9)] {
            try stage.advance(to: time)
            let f = eio(x)
            let values = stage.presentationValues(of: ring)
            #expect(isClose(values.lineWidth, 2 + (2 * R - 2) * f, 1e-6), "lineWidth at \(time)")
            // The move point is (120 + radius, 120): report the radius shown if the path differs.
            let shownRadius: Double = if case .move(let p)? = values.path.elements.first { p.x - 120 } else { .nan }
            let pathMatches = isClose(values.path, Self.circle(radius: 20 + (R - 20) * f), 1e-6)
            #expect(pathMatches, "path at \(time): radius \(shownRadius), expected \(20 + (R - 20) * f)")
        }
        // The ring's inner edge, radius - lineWidth / 2 = 19 (1 - f), closes to the center
        // while its outer edge, 21 + (2R - 21) f, passes the corners (distance R) before f = 1.
    }

    @Test func revealEndsByRemovingTheMask() throws {
        let scene = try Scene()
        let stage = scene.stage, ring = scene.loader.ring
        // The group runs 2.25 -> 3.25; just before its end the mask is still there.
        try stage.advance(to: 3.2)
        #expect(stage.mask(of: scene.photo) == ring)
        #expect(scene.groupStops.isEmpty)
        // At 3.25 animationDidStop(finished: true): superview?.layer.mask = nil. The group
        // (removedOnCompletion) is gone and the ring, out of every tree, shows its model.
        try stage.advance(to: 3.3)
        #expect(scene.groupStops.count == 1)
        #expect(isClose(scene.groupStops.first?.0 ?? .nan, 3.25))
        #expect(scene.groupStops.first?.1 == true)
        #expect(stage.mask(of: scene.photo) == nil)
        #expect(stage.animationKeys(of: ring).isEmpty)
        let tree = stage.presentation()
        #expect(tree.layer(named: "ring") == nil)
        #expect(tree.layer(named: "photo")?.mask == nil)
        #expect(tree.layer(named: "photo")?.properties.contents == "photo.png")
        // The whole picture shows to the scene's end (2.25 + 1 + hold 1 = 4.25).
        try stage.advance(to: 4.25)
        #expect(scene.groupStops.count == 1)
        #expect(stage.presentation().layer(named: "photo")?.mask == nil)
        #expect(isClose(stage.presentationValues(of: ring).lineWidth, 2 * Self.finalRadius))
    }
}
