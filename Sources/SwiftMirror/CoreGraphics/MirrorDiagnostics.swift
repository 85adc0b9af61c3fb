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

    public static func fail(_ message: String) -> Never {
        var line = "loaderanim: \(sceneName): \(message)\n"
        fflush(nil)
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(65)
    }
}
