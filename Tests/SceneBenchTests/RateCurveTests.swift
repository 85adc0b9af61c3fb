import Testing
@testable import SceneBench

/// The curve target's arithmetic on constructed points: interpolation between loaderanim's
/// points, the judgement of a peer's point, and exact (100 dB) points.
@Suite struct RateCurveTests {
    static func point(_ psnr: Double, _ bytes: Int, setting: String = "") -> RatePoint {
        RatePoint(setting: setting, bytes: bytes, quality: psnr >= 100 ? Quality(mean: 100, min: 100) : Quality(mean: psnr, min: psnr - 5))
    }

    let ours = RateCurve([point(70, 40_000), point(50, 20_000), point(60, 30_000)])

    @Test func interpolatesLinearlyBetweenNeighboursInPSNROrder() {
        #expect(ours.bytes(at: 55) == 25_000)  // 20,000 + 10,000 * 5 / 10
        #expect(ours.bytes(at: 67.5) == 37_500)  // 30,000 + 10,000 * 7.5 / 10
        #expect(ours.bytes(at: 50) == 20_000)
        #expect(ours.bytes(at: 70) == 40_000)
        #expect(ours.bytes(at: 49.9) == nil)
        #expect(ours.bytes(at: 70.1) == nil)
    }

    @Test func judgesAPeerPointWithinTheRangeAgainstTheCurve() {
        #expect(ours.judge(Self.point(55, 24_999)) == .within(ours: 25_000, beaten: true))
        #expect(ours.judge(Self.point(55, 25_000)) == .within(ours: 25_000, beaten: false))
        #expect(ours.judge(Self.point(65, 36_000)) == .within(ours: 35_000, beaten: false))
    }

    @Test func pointsOutsideTheRangeAreShownNotJudged() {
        // Below: shown when it has fewer bytes than every point of ours (20,000).
        #expect(ours.judge(Self.point(45, 19_999)) == .below(lower: true))
        #expect(ours.judge(Self.point(45, 20_000)) == .below(lower: false))
        // Above: a miss only when it also has fewer bytes than our highest point (40,000).
        #expect(ours.judge(Self.point(75, 39_000)) == .above(dominates: true))
        #expect(ours.judge(Self.point(75, 41_000)) == .above(dominates: false))
    }

    @Test func exactPointsSitAt100dB() {
        let withExact = RateCurve([Self.point(60, 20_000), Self.point(100, 30_000)])
        #expect(withExact.judge(Self.point(100, 29_000)) == .within(ours: 30_000, beaten: true))
        #expect(withExact.judge(Self.point(100, 31_000)) == .within(ours: 30_000, beaten: false))
        #expect(withExact.bytes(at: 80) == 25_000)  // 20,000 + 10,000 * 20 / 40
        // Without an exact point of ours, an exact peer point lies above the range.
        let finite = RateCurve([Self.point(60, 20_000), Self.point(70, 30_000)])
        #expect(finite.judge(Self.point(100, 25_000)) == .above(dominates: true))
        // Every point of ours exact: the range is 100 dB alone; a near-exact peer is below it.
        let allExact = RateCurve(Array(repeating: Self.point(100, 25_760), count: 5))
        #expect(allExact.knots.count == 1)
        #expect(allExact.judge(Self.point(96.93, 25_471)) == .below(lower: true))
        #expect(allExact.judge(Self.point(100, 25_760)) == .within(ours: 25_760, beaten: false))
    }

    @Test func theSmallerOfTwoPointsAtOnePSNRCounts() {
        let curve = RateCurve([Self.point(60, 20_000), Self.point(60, 18_000), Self.point(70, 28_000)])
        #expect(curve.knots.map(\.bytes) == [18_000, 28_000])
        #expect(curve.bytes(at: 65) == 23_000)
    }

    /// Both options' points make one curve, less those another point beats: a point with as
    /// many bytes or more than one of higher PSNR is no setting a user would pick.
    @Test func pointsBeatenOnBothCountsLeaveTheCurve() {
        let curve = RateCurve([Self.point(70, 40_000), Self.point(62, 41_000), Self.point(58, 30_000),
                               Self.point(55, 30_000), Self.point(50, 20_000)])
        #expect(curve.knots.map(\.psnr) == [50, 58, 70])
        #expect(curve.bytes(at: 64) == 35_000)  // 30,000 + 10,000 * 6 / 12
        let scene = RateScene(name: "demo", points: [.loaderanim: [Self.point(70, 40_000)], .loaderanimLossy: [Self.point(50, 20_000)]])
        #expect(RateCurve(scene.ours).knots.count == 2)
    }

    @Test func theTargetLineNamesEachMissAndItsSize() {
        let scene = RateScene(name: "demo", points: [
            .loaderanim: [Self.point(70, 40_000, setting: "0"), Self.point(50, 20_000, setting: "40")],
            .ffmpeg: [Self.point(60, 32_000, setting: "none")],
            .gifsicle: [Self.point(55, 20_000, setting: "10"), Self.point(48, 15_000, setting: "40"), Self.point(45, 10_000, setting: "80")],
        ])
        let lines = RateCurve.targets([scene])
        // gifsicle 10 at 55 dB: ours 20,000 + 20,000 * 5 / 20 = 25,000 bytes, 25.0 % more.
        #expect(lines[0] == "- loaderanim's bytes-vs-PSNR curve at or below every peer's across the PSNR range they share: "
            + "met on 0 of 1 scenes; missed by demo gifsicle -O3 --lossy 10 20,000 B at 55.00 dB, ours 25,000 B (25.0% more)")
        #expect(lines[1] == "  - not misses, peer points below loaderanim's lowest PSNR with fewer bytes than any of its points: "
            + "demo gifsicle -O3 --lossy 40, 80: 15,000 B at 48.00 dB to 10,000 B at 45.00 dB (our fewest 20,000 B at 50.00 dB)")
    }
}
