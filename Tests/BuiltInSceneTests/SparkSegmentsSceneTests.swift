import Foundation
import Layers
import Testing

/// scenes/spark-segments.lua against seed 004's RecordingCircleOverlayView (duration 4).
/// Press 1 (0.3): duration 4 (1 - 0) = 4; segment1 strokeEnd 0 -> 1, the track's
/// strokeStart 0 -> 1, linear. Release 1 (1.3): 1 s of 4 copied into the model: [0, 0.25],
/// track 0.25. Press 2 (1.7): duration 4 (1 - 0.25) = 3; segment1 end 0.25 -> 1,
/// strokeEndFinal = 1 - 0.25 = 0.75, start 0 -> 0.75; segment2 end 0 -> 0.75; track
/// 0.25 -> 1. Release 2 (2.5): 0.8 / 3 of the way, 0.75 of it = 0.2: [0.2, 0.45], [0, 0.2],
/// 0.45. Press 3 (2.9): duration 4 (1 - 0.45) = 2.2; every piece moves 0.55 by 5.1, when
/// the first strokeEnd animation to finish ends the recording (removeAnimations copies the
/// ends into the model); the release at 5.5 is ignored.
@Suite struct SparkSegmentsSceneTests {
    func expectRing(_ tree: PresentationTree, _ segments: [(Double, Double)], track: Double,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let names = tree.root.sublayers.map(\.name)
        #expect(names == ["track"] + segments.indices.map { "segment\($0 + 1)" }, "layers at \(tree.time)",
                sourceLocation: sourceLocation)
        for (i, (start, end)) in segments.enumerated() {
            let segment = try tree.inspected("segment\(i + 1)")
            #expect(isClose(segment.number("strokeStart"), start) && isClose(segment.number("strokeEnd"), end),
                    "segment\(i + 1) at \(tree.time): [\(segment.number("strokeStart")), \(segment.number("strokeEnd"))]",
                    sourceLocation: sourceLocation)
        }
        let shown = try tree.inspected("track").number("strokeStart")
        #expect(isClose(shown, track), "track at \(tree.time): \(shown)", sourceLocation: sourceLocation)
    }

    @Test func theTrackIsTheSeedsCounterclockwiseCircle() throws {
        let track = try BuiltInScenes.tree("spark-segments", at: 0.1).inspected("track")
        // Center (midY, midX) = (100, 100), radius 100 - 20 = 80: bounds (20, 20, 160, 160).
        #expect(isClose(track.pathBounds(), [20, 20, 160, 160], 1e-6))
        #expect(isClose(track.pathLength(), 2 * .pi * 80, 0.1))
        #expect(track.number("lineWidth") == 7 && track.string("strokeColor") == "#AAAAAAFF")
        #expect(track.string("fillColor") == "#00000000" && track.number("strokeStart") == 0)
    }

    @Test func eachHoldRecordsASegment() throws {
        let times = [0.8, 1.3, 1.5, 2.2, 2.5, 4.0, 5.05, 5.2, 6.0]
        let t = try BuiltInScenes.trees("spark-segments", at: times)
        try expectRing(t[0], [(0, 0.125)], track: 0.125)                       // 0.5 / 4
        try expectRing(t[1], [(0, 0.25)], track: 0.25)                         // release: 1 / 4
        try expectRing(t[2], [(0, 0.25)], track: 0.25)                         // between holds
        try expectRing(t[3], [(0.125, 0.375), (0, 0.125)], track: 0.375)       // 0.5 / 3 of 0.75
        try expectRing(t[4], [(0.2, 0.45), (0, 0.2)], track: 0.45)             // release: 0.8 / 3
        // 4.0: 1.1 / 2.2 = half of 0.55 each: the segments tile the circle from its start.
        try expectRing(t[5], [(0.475, 0.725), (0.275, 0.475), (0, 0.275)], track: 0.725)
        let f = 2.15 / 2.2
        try expectRing(t[6], [(0.2 + 0.55 * f, 0.45 + 0.55 * f), (0.55 * f, 0.2 + 0.55 * f), (0, 0.55 * f)],
                       track: 0.45 + 0.55 * f)
        // 5.1: full; the filled ends went into the model and stay to the end (6.0).
        try expectRing(t[7], [(0.75, 1), (0.55, 0.75), (0, 0.55)], track: 1)
        try expectRing(t[8], [(0.75, 1), (0.55, 0.75), (0, 0.55)], track: 1)
    }

    /// randomColor: hue any, saturation and brightness from 0.5 up, from the generator the
    /// `seed` parameter seeds: the same seed gives the same colors, another seed others.
    @Test func segmentColorsAreSeededRandomColors() throws {
        func colors(_ overrides: [String: String]) throws -> [String] {
            let tree = try BuiltInScenes.tree("spark-segments", at: 5.5, overrides)
            return try (1...3).map { try tree.inspected("segment\($0)").string("strokeColor") }
        }
        let first = try colors([:])
        #expect(try colors([:]) == first)
        #expect(try colors(["seed": "2"]) != first)
        for hex in first {
            let c = [1, 3, 5].map { Double(Int(hex.dropFirst($0).prefix(2), radix: 16)!) / 255 }
            let brightness = c.max()!, saturation = (c.max()! - c.min()!) / c.max()!
            #expect(brightness >= 0.5 - 0.003 && saturation >= 0.5 - 0.01, "\(hex)")
            #expect(hex.hasSuffix("FF"))
        }
        #expect(Set(first).count == 3)
    }

    /// A shorter circle: duration 2 with one long hold fills at 0.3 + 2 = 2.3.
    @Test func theDurationIsTheSecondsOfRecordingForACircle() throws {
        let overrides = ["duration": "2", "holds": "[[0.3,4]]"]
        let script = try BuiltInScenes.load("spark-segments", overrides)
        #expect(isClose(try script.length(), 2.3 + 0.9))
        let t = try BuiltInScenes.trees("spark-segments", at: [1.3, 2.4], overrides)
        try expectRing(t[0], [(0, 0.5)], track: 0.5)
        try expectRing(t[1], [(0, 1)], track: 1)
    }
}
