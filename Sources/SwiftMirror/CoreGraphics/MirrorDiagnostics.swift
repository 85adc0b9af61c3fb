import Glibc
import Layers

/// How the mirror stops a scene that asks for something it cannot do: Apple's API reports
/// such misuse by crashing or by silently doing nothing; loaderanim says what and where,
/// in one line, and exits 65 (a bad scene) as a Lua scene's error does. What it can do in
/// its own way (a font name it does not know) is a warning line instead, and the scene runs on.
@_spi(LoaderAnim) public enum MirrorDiagnostics {
    /// The scene as loaderanim was asked for it (the parent passes it to the program).
    public static var sceneName: String {
        getenv("LOADERANIM_SWIFT_SCENE").map { String(cString: $0) } ?? CommandLine.arguments.first ?? "scene"
    }

    /// Font names already warned about: each is said once per run.
    nonisolated(unsafe) static var warnedFonts: Set<String> = []

    /// Says, once per name, that a font name is not one loaderanim knows and which face
    /// draws it instead (one line on stderr, "loaderanim: scene: warning: font ..."). Not
    /// a failure: a loader from real code must render (see `TextFont`).
    public static func noteFont(_ name: String) {
        guard let warning = TextFont(name: name).substitutionWarning, warnedFonts.insert(name).inserted else { return }
        var line = "loaderanim: \(sceneName): warning: \(warning)\n"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// What has been warned about as not drawn: each is said once per run.
    nonisolated(unsafe) static var warnedNotDrawn: Set<String> = []

    /// Says, once per name, that something the scene uses compiles and runs but is not
    /// drawn yet ("loaderanim: X.swift:12: warning: CATransition (fade) is not drawn yet
    /// ..."), at the scene's line when the call carries it: never a silent difference.
    public static func warnNotDrawn(_ name: String) {
        guard warnedNotDrawn.insert(name).inserted else { return }
        var line = "loaderanim: \(place): warning: \(name) is not drawn yet; the scene renders without it\n"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// The scene's line the mirror is running for, when a call carries it: `add(_:forKey:)`,
    /// `setValue(_:forKeyPath:)`, `UIImage(named:)` and `UIImage(contentsOfFile:)` take
    /// `#fileID` and `#line` as defaulted arguments, so that a value they reject is reported
    /// at the user's line. A property's setter cannot (Swift gives setters no caller
    /// location): its errors name the scene only. The outermost call in the scene's own
    /// module wins.
    nonisolated(unsafe) public internal(set) static var callSite: String?

    /// Runs `body` with the scene line `file:line` as the place its failures name, when
    /// `file` is in the scene's module (`#fileID` is "LoaderScene/X.swift"); calls the
    /// mirror makes itself carry their own file and are not the user's line.
    public static func at<T>(_ file: StaticString, _ line: UInt, _ body: () throws -> T) rethrows -> T {
        let fileID = "\(file)"
        guard callSite == nil, fileID.hasPrefix(sceneModule + "/") else { return try body() }
        callSite = "\(fileID.dropFirst(sceneModule.count + 1)):\(line)"
        defer { callSite = nil }
        return try body()
    }

    /// The module a scene's files are compiled into (SceneKit.moduleName).
    static let sceneModule = "LoaderScene"

    /// "X.swift:12" inside a call that carries the scene's line, else the scene's name.
    public static var place: String { callSite ?? sceneName }

    /// Stops the scene with `message` at `place` ("X.swift:12", else the call's line or the scene).
    public static func fail(_ message: String, at place: String? = nil) -> Never {
        var line = "loaderanim: \(place ?? self.place): \(message)\n"
        fflush(nil)
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(65)
    }
}
