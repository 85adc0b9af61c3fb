import Foundation
import ReferenceImageSupport
import Synchronization
@testable import Scene

/// Writes `source` to a fresh file named `name` and loads it as a scene.
func scene(_ source: String, name: String = "scene.lua", overrides: [String: String] = [:],
           limits: ScriptLimits = .default) throws -> SceneScript {
    try SceneScript(file: write(source, name: name), overrides: SceneOverrides(parameters: overrides), limits: limits)
}

/// Writes `source` to a new temporary directory and returns the file's path.
func write(_ source: String, name: String = "scene.lua") -> String {
    let file = testFolder("scene") + "/" + name
    try! Data(source.utf8).write(to: URL(fileURLWithPath: file))
    return file
}

/// The error a throwing expression raised, as SceneError.
func sceneError(_ body: () throws -> Void) -> SceneError? {
    do { try body() } catch let error as SceneError { return error } catch { return nil }
    return nil
}

/// Collects what a script prints (a printer may be called from any thread, so it locks).
final class PrintedLines: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    var printer: ScriptPrinter { { line in self.storage.withLock { $0.append(line) } } }
}
