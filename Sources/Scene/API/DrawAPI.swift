import Animation
import CLuaShim
import Geometry
import Layers

/// `draw = function(ctx, layer) ... end` on a layer: drawInContext / draw(_:). The stage
/// calls it when a frame needs the layer's drawing afresh; `ctx` records CGContext's calls
/// (docs/core-animation.md#custom-drawing) and `layer` reads the presentation values the
/// drawing is made from. The context is only good during its call.
extension ScriptRuntime {
    static let contextType = "loaderanim.DrawContext"
    static let drawnLayerType = "loaderanim.DrawnLayer"

    /// The draw call in progress: the layer (nil in an `imageContext`), its presentation
    /// values, the generation of the context handed out for it and what was drawn, with its
    /// cost (`DrawingCost`).
    struct DrawRecording {
        let layer: LayerID?
        let properties: PropertyStore
        let generation: Int
        var drawing = Drawing()
        var cost = DrawingCost()
    }

    func installDrawAPI() {
        defineClass(Self.contextType, methods: Self.contextMethods.mapValues { record in
            { runtime in
                guard let generation = runtime.userdata(1, type: Self.contextType), generation == runtime.recording?.generation else {
                    throw ScriptError("the draw context can only be used inside the draw function it was given to, "
                        + "with a colon: ctx:fillPath()")
                }
                let command = try record(runtime)
                guard runtime.recording!.cost.add(command) else { throw ScriptError(DrawingCost.refusal) }
                runtime.recording!.drawing.commands.append(command)
                return 0
            }
        }, get: { _, key in
            let hint = nearestName(to: key, in: Self.contextMethods.keys).map { ": did you mean \($0)?" }
            throw ScriptError("the draw context has no method \"\(key)\"" + (hint ?? "; its methods are "
                + Self.contextMethods.keys.sorted().joined(separator: ", ")))
        })
        defineClass(Self.drawnLayerType, methods: [:], get: { runtime, key in
            guard let index = runtime.userdata(1, type: Self.drawnLayerType) else { throw ScriptError("not a layer") }
            let id = LayerID(index: index), stage = try runtime.requireStage()
            if let recording = runtime.recording, recording.layer == id {
                runtime.push(key == "frame" ? .rect(recording.properties.frame) : recording.properties[try stage.keyPath(key, of: id)])
            } else {
                runtime.push(try stage.presentationValue(forKeyPath: key, of: id))
            }
            return 1
        })
    }

    /// The Lua function at `index` as the layer's drawer. An error inside it names its line
    /// and the frame time.
    func drawer(at index: Int32) -> LayerDrawer {
        lua_pushvalue(L, index)
        let handle = lua.reference()
        let line = definedLine(at: index)
        return { [self] layer, properties in
            callbackLine = line
            drawGeneration += 1
            recording = DrawRecording(layer: layer, properties: properties, generation: drawGeneration)
            defer { recording = nil }
            lua.pushReference(handle)
            pushUserdata(drawGeneration, type: Self.contextType)
            pushUserdata(layer.index, type: Self.drawnLayerType)
            do throws(SceneError) {
                try lua.call(arguments: 2, results: 0)
            } catch {
                var error = error
                let time = stage.map { "\($0.now)" } ?? "?"
                error.message = "in draw at t = \(time) s: \(error.message)"
                throw error
            }
            return recording!.drawing
        }
    }

    // MARK: The context's methods

    /// Each method reads its arguments (after self) and returns the command it records.
    fileprivate static var contextMethods: [String: (ScriptRuntime) throws -> Drawing.Command] { [
        "saveGState": { _ in .saveGState },
        "restoreGState": { _ in .restoreGState },
        "save": { _ in .saveGState },
        "restore": { _ in .restoreGState },
        "translateBy": { r in
            let n = try r.methodNumbers(2, "ctx:translateBy(x, y)")
            return .concatenate(AffineTransform(translationX: n[0], y: n[1]))
        },
        "scaleBy": { r in
            let n = try r.methodNumbers(2, "ctx:scaleBy(x, y)")
            return .concatenate(AffineTransform(scaleX: n[0], y: n[1]))
        },
        "rotateBy": { r in .concatenate(AffineTransform(rotationAngle: try r.number(2, "ctx:rotateBy(angle)"))) },
        "concatCTM": { r in .concatenate(try r.transform(2, "ctx:concatCTM(transform)").affine) },
        "setFillColor": { r in .setFillColor(try r.color(2, "ctx:setFillColor(color)")) },
        "setStrokeColor": { r in .setStrokeColor(try r.color(2, "ctx:setStrokeColor(color)")) },
        "setLineWidth": { r in .setLineWidth(try r.number(2, "ctx:setLineWidth(width)")) },
        "setMiterLimit": { r in .setMiterLimit(try r.number(2, "ctx:setMiterLimit(limit)")) },
        "setLineCap": { r in .setLineCap(try r.choice(2, "ctx:setLineCap", among: ["butt", "round", "square"])) },
        "setLineJoin": { r in .setLineJoin(try r.choice(2, "ctx:setLineJoin", among: ["miter", "round", "bevel"])) },
        "setLineDash": { r in
            let phase = try r.number(2, "ctx:setLineDash(phase, lengths): phase")
            if r.isNil(3) { return .setLineDash(phase: phase, lengths: []) }
            try r.checkTable(3, "ctx:setLineDash(phase, lengths): lengths")
            return .setLineDash(phase: phase, lengths: try r.elements(3) { try r.number($0, "ctx:setLineDash lengths[\($1)]") })
        },
        "setAlpha": { r in .setAlpha(try r.number(2, "ctx:setAlpha(alpha)")) },
        "setBlendMode": { r in .setBlendMode(try r.blendMode(2)) },
        "setShadow": { r in
            let what = "ctx:setShadow(offset, blur, color)"
            let blur = try r.number(3, "\(what): blur")
            guard blur >= 0 else { throw ScriptError("\(what): blur must not be negative, not \(r.describe(blur))") }
            // CGContextSetShadow's color when none is given: black at a third.
            let color = r.isNil(4) ? Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3) : try r.color(4, "\(what): color")
            return .setShadow(offset: try r.size(2, "\(what): offset"), blur: blur, color: color)
        },
        "beginPath": { _ in .beginPath },
        "move": { r in .move(try r.pointArguments(from: 2, "ctx:move(x, y)")) },
        "addLine": { r in .addLine(try r.pointArguments(from: 2, "ctx:addLine(x, y)")) },
        "addCurve": { r in
            let n = try r.methodNumbers(6, "ctx:addCurve(c1x, c1y, c2x, c2y, x, y)")
            return .addCurve(control1: Point(x: n[0], y: n[1]), control2: Point(x: n[2], y: n[3]), end: Point(x: n[4], y: n[5]))
        },
        "addQuadCurve": { r in
            let n = try r.methodNumbers(4, "ctx:addQuadCurve(cx, cy, x, y)")
            return .addQuadCurve(control: Point(x: n[0], y: n[1]), end: Point(x: n[2], y: n[3]))
        },
        "addArc": { r in
            let n = try r.methodNumbers(5, "ctx:addArc(x, y, radius, startAngle, endAngle, clockwise)")
            let clockwise = r.isNil(7) ? false : try r.boolean(7, "ctx:addArc clockwise")
            return .addArc(center: Point(x: n[0], y: n[1]), radius: n[2], startAngle: n[3], endAngle: n[4], clockwise: clockwise)
        },
        "addArcTo": { r in
            let n = try r.methodNumbers(5, "ctx:addArcTo(x1, y1, x2, y2, radius)")
            return .addArcTo(tangent1End: Point(x: n[0], y: n[1]), tangent2End: Point(x: n[2], y: n[3]), radius: n[4])
        },
        "addRect": { r in .addPath(Path(rect: try r.rectArguments(from: 2, "ctx:addRect"))) },
        "addEllipse": { r in .addPath(Path(ovalIn: try r.rectArguments(from: 2, "ctx:addEllipse"))) },
        "addPath": { r in .addPath(try r.path(2, "ctx:addPath(path)")) },
        "closePath": { _ in .closePath },
        "fillPath": { r in .fillPath(evenOdd: try r.evenOdd(2, "ctx:fillPath(rule)")) },
        "strokePath": { _ in .strokePath },
        "drawPath": { r in
            switch try r.choice(2, "ctx:drawPath(mode)", among: ["fill", "eoFill", "stroke", "fillStroke", "eoFillStroke"]) {
            case "fill": .fillPath(evenOdd: false)
            case "eoFill": .fillPath(evenOdd: true)
            case "stroke": .strokePath
            case let mode: .fillStrokePath(evenOdd: mode == "eoFillStroke")
            }
        },
        "clip": { r in .clip(evenOdd: try r.evenOdd(2, "ctx:clip(rule)")) },
        "clear": { r in .clear(try r.rectArguments(from: 2, "ctx:clear")) },
        "drawLinearGradient": { r in
            let what = "ctx:drawLinearGradient(gradient, start, end, options)"
            return .linearGradient(try r.gradient(2, what), start: try r.point(3, "\(what): start"),
                                   end: try r.point(4, "\(what): end"), extends: try r.gradientExtends(5, what))
        },
        "drawRadialGradient": { r in
            let what = "ctx:drawRadialGradient(gradient, startCenter, startRadius, endCenter, endRadius, options)"
            return .radialGradient(try r.gradient(2, what), startCenter: try r.point(3, "\(what): startCenter"),
                                   startRadius: try r.number(4, "\(what): startRadius"),
                                   endCenter: try r.point(5, "\(what): endCenter"),
                                   endRadius: try r.number(6, "\(what): endRadius"), extends: try r.gradientExtends(7, what))
        },
        "drawText": { r in try r.textCommand() },
        // fill(rect), stroke(rect), fillEllipse(in:), strokeEllipse(in:): the current path stays.
        "fill": { r in .fillShape(Path(rect: try r.rectArguments(from: 2, "ctx:fill"))) },
        "stroke": { r in .strokeShape(Path(rect: try r.rectArguments(from: 2, "ctx:stroke"))) },
        "fillRect": { r in .fillShape(Path(rect: try r.rectArguments(from: 2, "ctx:fillRect"))) },     // CGContextFillRect
        "strokeRect": { r in .strokeShape(Path(rect: try r.rectArguments(from: 2, "ctx:strokeRect"))) },
        "fillEllipse": { r in .fillShape(Path(ovalIn: try r.rectArguments(from: 2, "ctx:fillEllipse"))) },
        "strokeEllipse": { r in .strokeShape(Path(ovalIn: try r.rectArguments(from: 2, "ctx:strokeEllipse"))) },
        "drawImage": { r in
            .drawImage(try r.image(2, "ctx:drawImage(image, rect)"), in: try r.rectArguments(from: 3, "ctx:drawImage"))
        },
        "clipToMask": { r in
            .clipToMask(try r.image(2, "ctx:clipToMask(image, rect)"), in: try r.rectArguments(from: 3, "ctx:clipToMask"))
        },
    ] }

    private func choice(_ index: Int32, _ what: String, among choices: [String]) throws -> String {
        let text = try string(index, what)
        guard choices.contains(text) else {
            throw ScriptError("\(what): \"\(text)\" is not one of \(choices.joined(separator: ", "))")
        }
        return text
    }

    /// CGBlendMode by its Swift name (`"multiply"`, `"sourceIn"`); one loaderanim cannot
    /// draw is refused here, where the scene asks for it, so the error names its line.
    private func blendMode(_ index: Int32) throws -> Drawing.BlendMode {
        let what = "ctx:setBlendMode(mode)"
        let name = try string(index, what)
        guard let mode = Drawing.BlendMode(rawValue: name) else {
            let names = Drawing.BlendMode.allCases.map(\.rawValue)
            let hint = nearestName(to: name, in: names).map { "; did you mean \($0)?" }
                ?? ": CGBlendMode's names are " + names.joined(separator: ", ")
            throw ScriptError("\(what): \"\(name)\" is not a blend mode\(hint)")
        }
        if let refusal = mode.refusal { throw ScriptError("\(what): \(refusal)") }
        return mode
    }

    private func evenOdd(_ index: Int32, _ what: String) throws -> Bool {
        isNil(index) ? false : try choice(index, what, among: ["nonZero", "evenOdd"]) == "evenOdd"
    }

    /// The first `count` arguments of a method call (after self), numbers, counted from 1 in errors.
    private func methodNumbers(_ count: Int, _ call: String) throws -> [Double] {
        try (1...count).map { try number(Int32($0 + 1), "\(call) argument \($0)") }
    }

    /// A point as { x, y } or as two numbers from `index` on.
    private func pointArguments(from index: Int32, _ what: String) throws -> Point {
        if lua_type(L, index) == LUA_TTABLE { return try point(index, what) }
        return Point(x: try number(index, "\(what): x"), y: try number(index + 1, "\(what): y"))
    }

    /// A rect as { x, y, width, height } or as four numbers from `index` on.
    func rectArguments(from index: Int32, _ what: String) throws -> Rect {
        if lua_type(L, index) == LUA_TTABLE { return try rect(index, "\(what)(rect)") }
        let n = try (index...index + 3).map { try number($0, "\(what)(x, y, width, height) argument \($0 - 1)") }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// CGGradient: `{ colors = { ... }, locations = { ... } }`.
    private func gradient(_ index: Int32, _ what: String) throws -> Drawing.Gradient {
        try checkTable(index, "\(what): gradient ({ colors = { ... }, locations = { ... } })")
        try rejectUnknownFields(index, allowed: ["colors", "locations"], in: "\(what): gradient")
        let colors = try withField(index, "colors") { list in
            try checkTable(list, "\(what): gradient colors")
            return try elements(list) { try color($0, "gradient colors[\($1)]") }
        }
        let locations = try withField(index, "locations") { list in
            guard !isNil(list) else { return [Double]() }
            try checkTable(list, "\(what): gradient locations")
            return try elements(list) { try number($0, "gradient locations[\($1)]") }
        }
        return Drawing.Gradient(colors: colors, locations: locations)
    }

    /// CGGradientDrawingOptions: a list of drawsBeforeStartLocation, drawsAfterEndLocation.
    private func gradientExtends(_ index: Int32, _ what: String) throws -> Bool {
        guard !isNil(index) else { return false }
        try checkTable(index, "\(what): options")
        let names = try elements(index) {
            try choice($0, "\(what): options[\($1)]", among: ["drawsBeforeStartLocation", "drawsAfterEndLocation"])
        }
        return !names.isEmpty
    }

    /// `ctx:drawText(text, x, y, { font = "Helvetica", fontSize = 12, alignment = "left" })`:
    /// NSString.draw(at:withAttributes:), in the fill color. A font name loaderanim does not
    /// know draws in the nearest face, with a warning (see `TextFont`).
    private func textCommand() throws -> Drawing.Command {
        let what = "ctx:drawText(text, x, y, attributes)"
        let text = try string(2, "\(what): text")
        let point = Point(x: try number(3, "\(what): x"), y: try number(4, "\(what): y"))
        var font = TextFont(name: "Helvetica"), size = 12.0, alignment = "left"
        if !isNil(5) {
            try checkTable(5, "\(what): attributes")
            try rejectUnknownFields(5, allowed: ["font", "fontSize", "alignment"], in: "\(what) attributes")
            if let name = try withField(5, "font", { isNil($0) ? nil : try string($0, "drawText font") }) {
                font = TextFont(name: name)
                noteFont(font)
            }
            size = try withField(5, "fontSize") { try optionalNumber($0, "drawText fontSize") } ?? size
            guard size >= 0 else { throw ScriptError("drawText fontSize must be >= 0, not \(size)") }
            alignment = try withField(5, "alignment") {
                isNil($0) ? nil : try choice($0, "drawText alignment", among: ["left", "center", "right"])
            } ?? alignment
        }
        return .text(text, point: point, font: font, size: size, alignment: alignment)
    }
}

extension SceneScript {
    /// The methods of a draw function's `ctx`, sorted: the fuzz target `draw` calls these.
    public static var drawContextMethods: [String] { ScriptRuntime.contextMethods.keys.sorted() }
}
