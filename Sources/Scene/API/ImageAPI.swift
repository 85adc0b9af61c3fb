import CLuaShim
import Geometry
import Layers

/// `imageContext(width, height, function(ctx) ... end)`: UIGraphicsImageRenderer for a Lua
/// scene. The function draws with the same context methods as a layer's `draw`, in an image
/// of that size (points, y down); the call returns the image's name, a string usable
/// wherever a file's name is: `layer.contents = image`, `ctx:drawImage(image, rect)`,
/// `ctx:clipToMask(image, rect)`. The image stays a recording (`DrawnImage`), so it is drawn
/// sharp at the render's scale.
extension ScriptRuntime {
    func installImageAPI() {
        define("imageContext") { runtime in try runtime.imageContext() }
    }

    private func imageContext() throws -> Int32 {
        let what = "imageContext(width, height, fn)"
        let size = Size(width: try number(1, "\(what): width"), height: try number(2, "\(what): height"))
        try checkFunction(3, "\(what): fn")
        let stage = try requireStage()
        do throws(LayerError) { try DrawnImage.check(size: size) } catch { throw ScriptError("\(what): \(error)") }
        // A context of its own, inside a layer's draw or another image's: the enclosing one
        // is put back after, and its own `ctx` is not usable in here.
        let enclosing = recording
        defer { recording = enclosing }
        drawGeneration += 1
        recording = DrawRecording(layer: nil, properties: PropertyStore(), generation: drawGeneration)
        lua_pushvalue(L, 3)
        pushUserdata(drawGeneration, type: Self.contextType)
        try lua.call(arguments: 1, results: 0)
        push(stage.contentsName(for: DrawnImage(size: size, drawing: recording!.drawing)))
        return 1
    }

    /// An image argument: the name `imageContext` returned, or a PNG or JPEG file's path.
    func image(_ index: Int32, _ what: String) throws -> LayerImage {
        let name = try string(index, "\(what): image")
        guard !name.isEmpty else { throw ScriptError("\(what): the image is an empty name") }
        // A file's path is relative to the script, as for `contents`.
        return try requireStage().drawnImage(named: name).map(LayerImage.drawn) ?? .file(resolve(name))
    }
}
