import Foundation

/// A new empty folder for one test, named after `name`. Every test folder of a test process
/// lives in one folder of its own, removed when the process exits: the Swift scene tests
/// alone write hundreds of megabytes of compile caches a run.
public func testFolder(_ name: String) -> String {
    let path = testRunFolder + "/\(name)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The test process's folder, made (and its removal at exit registered) on first use.
private let testRunFolder: String = {
    atexit { try? FileManager.default.removeItem(atPath: runFolderPath()) }
    return runFolderPath()
}()

/// By process ID, so that the exit handler, which cannot capture, finds it again.
private func runFolderPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-tests-\(getpid())").path
}
