import CLuaShim
import Layers
import Locking

/// The warnings a scene script has given: each is given once per loaded script, though a
/// render runs the script two or three times (its length, then its frames) and a replay
/// runs it again. Shared by the runs of one `SceneScript`.
public final class ScriptWarnings: Sendable {
    private let given = Locked<Set<String>>([])

    public init() {}

    /// Whether `key` has not been given before; it is given from now on.
    func isFirst(_ key: String) -> Bool {
        given.withLock { $0.insert(key).inserted }
    }
}

extension ScriptRuntime {
    /// Says, once per script, that a font name is not one loaderanim knows and which face
    /// draws it instead: "loaderanim: scene.lua:7: warning: font ...", through the printer
    /// (stderr on the command line), at the line of the script that set it. Not an error:
    /// a loader from real code must render (see `TextFont`).
    func noteFont(_ font: TextFont) {
        guard let warning = font.substitutionWarning, warnings.isFirst("font " + font.name) else { return }
        let place = callerLine.map { "\(lua.file):\($0)" } ?? lua.file
        printer("loaderanim: \(place): warning: \(warning)")
    }

    /// The line of the script running the Swift function in progress (the Lua function
    /// that called it), nil when that is not a Lua function.
    var callerLine: Int? {
        var info = lua_Debug()
        guard lua_getstack(L, 1, &info) != 0, lua_getinfo(L, "l", &info) != 0, info.currentline > 0 else { return nil }
        return Int(info.currentline)
    }
}
