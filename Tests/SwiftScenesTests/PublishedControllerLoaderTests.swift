import Foundation
import Testing

/// The published loaders that live in a table, a window or a presentation (issue 44): the
/// same scenes and rules as PublishedLoaderTests, whose helpers these use.
extension PublishedLoaderTests {
    // MARK: GearRefreshControl

    /// At 0.2 s the refresh starts and the table is pulled 120 points: the control's frame is
    /// the gap, y −120, 120 high (pull distance 120, ratio 120 / 140). scrollViewDidScroll
    /// then centers the gears on the gap: the center gear at (160, 120 / 2), the top one at
    /// (160 + 48, 60 − 49); the overlay covers the gap at alpha 1 − 120 / 140 = 1/7. Refreshing,
    /// the gears turn π/2 every 0.3 s, linear, from where they were (identity): at 0.65 s,
    /// 1.5 turns, the center gear is at 0.75π and the top one, turning the other way, at −0.75π.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func gearRefreshControl() throws {
        let layers = try Self.layers("uikit_gear_refresh_control", at: 0.65)
        #expect(Self.numbers(layers, "center", "position") == [160, 60])
        #expect(Self.numbers(layers, "top", "position") == [208, 11])
        #expect(abs(Self.number(layers, "center", "transform.rotation.z") - 0.75 * .pi) < 1e-6)
        #expect(abs(Self.number(layers, "top", "transform.rotation.z") + 0.75 * .pi) < 1e-6)
        #expect(Self.numbers(layers, "overlay", "bounds") == [0, 0, 320, 120])
        #expect(abs(Self.number(layers, "overlay", "opacity") - 1.0 / 7) < 1e-6)
    }
}
