@testable import SwiftScenes
import Testing

/// The not-drawn warning moved to the scene's first line that spells the member.
@Suite struct NotDrawnPlaceTests {
    static let files = [
        SwiftSceneSource.File(displayPath: "Dots/Blur.swift", text: """
            import UIKit
            // UIVisualEffectView(effect: nil) in a comment does not count
            final class Blur: UIView {
                let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                override func layoutSubviews() { layer.shouldRasterize = true; isHidden = false }
            }
            """, isMain: false),
        SwiftSceneSource.File(displayPath: "Dots/main.swift", text: "let blur = Blur()\nblur.layer.shouldRasterize = true\n", isMain: true),
    ]

    static func locate(_ name: String) -> String {
        NotDrawnPlace.locate("loaderanim: Dots: warning: \(name) is not drawn yet; the scene renders without it", scene: "Dots", files: files)
    }

    @Test func aWarningNamingTheSceneGetsTheFirstLineThatSpellsTheMember() {
        // An initializer by its type and first label, past the comment; the main file first.
        #expect(Self.locate("UIVisualEffectView.init(effect:)").hasPrefix("loaderanim: Dots/Blur.swift:4: warning: UIVisualEffectView.init(effect:) is"))
        #expect(Self.locate("CALayer.shouldRasterize").hasPrefix("loaderanim: Dots/main.swift:2: warning: CALayer.shouldRasterize"))
        #expect(Self.locate("UIBlurEffect (blur)").hasPrefix("loaderanim: Dots/Blur.swift:4: warning:"))
        #expect(Self.locate("UIView.layoutSubviews()").hasPrefix("loaderanim: Dots/Blur.swift:5: warning:"))
    }

    @Test func otherLinesAndUnspeltNamesAreLeftAsTheProgramPrintedThem() {
        // `hidden` is not `isHidden`; a member the text never spells keeps the scene's name.
        #expect(Self.locate("UIView.hidden") == "loaderanim: Dots: warning: UIView.hidden is not drawn yet; the scene renders without it")
        let placed = "loaderanim: Dots/Blur.swift:9: warning: CATransition (fade) is not drawn yet; the scene renders without it"
        #expect(NotDrawnPlace.locate(placed, scene: "Dots", files: Self.files) == placed)
        // A call site's file name (#fileID's) gets the folder the scene's errors show.
        #expect(NotDrawnPlace.locate("loaderanim: Blur.swift:9: warning: x is not drawn yet", scene: "Dots", files: Self.files)
            == "loaderanim: Dots/Blur.swift:9: warning: x is not drawn yet")
        #expect(NotDrawnPlace.locate("loaderanim: Other.swift:9: error", scene: "Dots", files: Self.files) == "loaderanim: Other.swift:9: error")
        #expect(NotDrawnPlace.locate("hello", scene: "Dots", files: Self.files) == "hello")
    }
}
