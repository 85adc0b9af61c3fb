import Foundation
@testable import SwiftScenes
import Testing

/// The source pass's answers for a scene as the loader's iOS build: `#if` platform
/// conditions, and the required initializers of a scene's animation classes (`#keyPath` is
/// ObjectiveCPassTests').
@Suite struct PlatformConditionTests {
    /// `os(iOS)` is true and every other platform false, padded to its width so that no
    /// column moves; `targetEnvironment` is false; `canImport` and `arch` are the compiler's.
    @Test func platformConditionsAreTheIPhones() throws {
        let text = """
            #if os(iOS) || os(tvOS)
            let a = 1
            #elseif os(macOS) && !targetEnvironment(macCatalyst)
            let a = 2
            #elseif os( Linux )
            let a = 3
            #endif
            #if canImport(UIKit) && !os(watchOS) && arch(arm64)
            #endif
            """
        let output = try ObjectiveCPassTests.rewrite(text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(output[0] == "#if true    || false   ")
        // targetEnvironment(macCatalyst) is 30 characters: false and 25 spaces.
        #expect(output[2] == "#elseif false     && !false" + String(repeating: " ", count: 25))
        #expect(output[4] == "#elseif false      ")
        #expect(output[7] == "#if canImport(UIKit) && !false       && arch(arm64)")
        let result = try ObjectiveCPassTests.run([("Loader.swift", text)]).get()
        #expect(result.columns.isEmpty, "no column moved")
    }

    /// A scene's CAAnimation subclass (directly or through another class of the scene) gets
    /// CAAnimation's required `init()`: an override becomes `required`, and a class with
    /// other initializers gets a stub that stops with a line if copy() needs it.
    @Test func animationSubclassesGetTheRequiredInitializers() throws {
        let text = """
            class Pulse: CABasicAnimation {
                override init() { super.init() }
                required init?(coder aDecoder: NSCoder) { fatalError() }
            }
            class Beat: Pulse {
                init(rate: Double) { super.init() }
            }
            """
        let output = try ObjectiveCPassTests.rewrite(text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(output[1] == "    required init() { super.init() }")
        #expect(output[4] == "class Beat: Pulse { required init() { _missingAnimationInitializer(\"Beat\", \"init()\") }; "
            + "required init?(coder: NSCoder) { return nil };")
    }
}
