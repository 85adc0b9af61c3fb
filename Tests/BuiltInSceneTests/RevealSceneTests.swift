import Foundation
import Layers
import Scene
import Testing

/// scenes/reveal.lua against seeds 000/001 (whole): the loader of circular-loader on a
/// 240 x 240 image view; at 2.25 s reveal() clears the view, sets progress 1, removes the
/// ring's strokeEnd animation, makes the ring `photo`'s mask and, with actions disabled,
/// sets lineWidth 2 R and the circle of radius R, R = |(120, 120)| = 169.705627 (center to
/// corner); a group (1 s, easeInEaseOut) animates path and lineWidth from the old values;
/// animationDidStop removes the mask at 3.25.
@Suite struct RevealSceneTests {
    static let R = 120 * 2.0.squareRoot()

    @Test func beforeTheRevealTheLoaderCoversThePhoto() throws {
        let tree = try BuiltInScenes.tree("reveal", at: 2.0)
        let photo = try tree.inspected("photo")
        #expect(photo.numbers("bounds") == [0, 0, 240, 240])
        #expect(photo.string("contents").hasSuffix("/scenes/assets/landscape.png"))
        #expect(photo.string("contentsGravity") == "resizeAspectFill")
        #expect(tree.layer(named: "photo")?.sublayers.map(\.name) == ["view"])
        #expect(tree.layer(named: "photo")?.mask == nil)
        #expect(try tree.inspected("view").string("backgroundColor") == "#FFFFFFFF")
        let ring = try tree.inspected("ring")
        // circleFrame(): the 40-point square centered in (0, 0, 240, 240): origin 100.
        #expect(ring.pathBounds() == [100, 100, 40, 40])
        // The 2.0 update (0.9 -> 1) at x = 0: 0.9.
        #expect(isClose(ring.number("strokeEnd"), 0.9))
        #expect(FileManager.default.fileExists(atPath: photo.string("contents")))
    }

    @Test func theRevealSwapsTheRingIntoThePhotosMask() throws {
        let tree = try BuiltInScenes.tree("reveal", at: 2.25)
        let photo = try #require(tree.layer(named: "photo"))
        #expect(photo.mask?.name == "ring")
        #expect(photo.sublayers.map(\.name) == ["view"] && photo.sublayers[0].sublayers.isEmpty)
        #expect(try tree.inspected("view").string("backgroundColor") == "#00000000")   // clear, at once
        let ring = try tree.inspected("ring")
        // progress = 1 with its implicit animation removed: 1 at once.
        #expect(ring.number("strokeEnd") == 1)
        // The group at x = 0: both children at their fromValues, lineWidth 2 and the
        // radius-20 circle.
        #expect(isClose(ring.number("lineWidth"), 2))
        #expect(isClose(ring.pathBounds(), [100, 100, 40, 40], 1e-9))
    }

    /// The group hands its children f = eio(x), x = (t - 2.25) / 1: lineWidth
    /// 2 + (2R - 2) f and the circle of radius r = 20 + (R - 20) f, bounds
    /// (120 - r, 120 - r, 2r, 2r).
    @Test func theRingGrowsOutwardAndInwardOverOneSecond() throws {
        let R = Self.R
        let moments: [(Double, Double)] = [(2.35, 0.1), (2.75, 0.5), (3.15, 0.9)]
        let trees = try BuiltInScenes.trees("reveal", at: moments.map(\.0))
        for (tree, (time, x)) in zip(trees, moments) {
            let f = Curve.eio(x)   // 0.019722, 0.5, 0.980278
            let ring = try tree.inspected("ring")
            let r = 20 + (R - 20) * f
            #expect(isClose(ring.number("lineWidth"), 2 + (2 * R - 2) * f, 1e-6), "lineWidth at \(time)")
            #expect(isClose(ring.pathBounds(), [120 - r, 120 - r, 2 * r, 2 * r], 1e-6), "path at \(time): \(ring.pathBounds())")
        }
        // Halfway (f = 0.5 by symmetry): lineWidth R + 1 = 170.705627, radius 94.852814.
        #expect(isClose(try trees[1].inspected("ring").number("lineWidth"), R + 1, 1e-6))
    }

    @Test func animationDidStopRemovesTheMask() throws {
        let trees = try BuiltInScenes.trees("reveal", at: [3.2, 3.3, 4.25])
        #expect(trees[0].layer(named: "photo")?.mask?.name == "ring")
        for tree in trees.dropFirst() {
            #expect(tree.layer(named: "photo")?.mask == nil)
            #expect(tree.layer(named: "ring") == nil)   // out of every tree: the whole picture shows
        }
    }

    /// revealAt defaults to the last update + 0.25 and follows a changed download.
    @Test func revealAtFollowsTheDownload() throws {
        let script = try BuiltInScenes.load("reveal", ["progress": "[[0.3,0.5],[1.0,1]]"])
        let revealAt = try #require(script.parameters.first { $0.name == "revealAt" })
        #expect(revealAt.value == .number(1.25))
        #expect(isClose(try script.length(), 1.25 + 1 + 1))
        // Revealing at 2.1, while the 2.0 update still runs, cuts it: strokeEnd jumps to 1.
        let cut = try BuiltInScenes.tree("reveal", at: 2.1, ["revealAt": "2.1"]).inspected("ring")
        #expect(cut.number("strokeEnd") == 1)
    }

    @Test func aUsersPictureIsShown() throws {
        let tree = try BuiltInScenes.tree("reveal", at: 4, ["image": TestImage.path])
        #expect(try tree.inspected("photo").string("contents") == TestImage.path)
        let frame = try BuiltInScenes.render(BuiltInScenes.load("reveal", ["image": TestImage.path]), at: 4, scale: 1)
        // Aspect-fill: the 90 x 60 checkerboard scaled by 4 to 360 x 240, centered: the
        // canvas's pixel (20, 2) is at ((20.5 + 60) / 4, 2.5 / 4) = (20.1, 0.6) in the image,
        // inside its 2nd square, (15...29, 0...14), blue.
        #expect(frame[20, 2].b > 150 && frame[20, 2].r < 60, "\(frame[20, 2])")
    }
}
