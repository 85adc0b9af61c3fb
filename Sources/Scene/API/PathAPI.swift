import CLuaShim
import Geometry
import Layers

/// `Path`: UIBezierPath's builders and a moveTo/lineTo builder. A path is a value: giving
/// it to a layer copies it, so building on after that does not change the layer.
extension ScriptRuntime {
    func installPathAPI() {
        let builders: [String: (ScriptRuntime, Int) throws -> Void] = [
            "moveTo": { r, id in
                let n = try r.numbers(2...3, "path:moveTo(x, y)")
                r.paths[id].move(to: Point(x: n[0], y: n[1]))
            },
            "lineTo": { r, id in
                let n = try r.numbers(2...3, "path:lineTo(x, y)")
                r.paths[id].addLine(to: Point(x: n[0], y: n[1]))
            },
            "quadCurveTo": { r, id in
                let n = try r.numbers(2...5, "path:quadCurveTo(cx, cy, x, y)")
                r.paths[id].addQuadCurve(to: Point(x: n[2], y: n[3]), control: Point(x: n[0], y: n[1]))
            },
            "curveTo": { r, id in
                let n = try r.numbers(2...7, "path:curveTo(c1x, c1y, c2x, c2y, x, y)")
                r.paths[id].addCurve(to: Point(x: n[4], y: n[5]), control1: Point(x: n[0], y: n[1]),
                                     control2: Point(x: n[2], y: n[3]))
            },
            "addArc": { r, id in
                let n = try r.numbers(2...6, "path:addArc(centerX, centerY, radius, startAngle, endAngle, clockwise)")
                let clockwise = r.isNil(7) ? true : try r.boolean(7, "path:addArc clockwise")
                r.paths[id].addArc(center: Point(x: n[0], y: n[1]), radius: n[2], startAngle: n[3], endAngle: n[4],
                                   clockwise: clockwise)
            },
            "addArcTo": { r, id in
                let n = try r.numbers(2...6, "path:addArcTo(x1, y1, x2, y2, radius)")
                r.paths[id].addArc(tangent1End: Point(x: n[0], y: n[1]), tangent2End: Point(x: n[2], y: n[3]),
                                   radius: n[4])
            },
            "close": { r, id in r.paths[id].close() },
            "append": { r, id in r.paths[id].append(try r.path(2, "path:append(other)")) },
        ]
        // Each builder changes the path in place and returns it, for chaining.
        let methods = builders.mapValues { build -> LuaFunction in
            { runtime in
                guard let id = runtime.userdata(1, type: Self.pathType) else { throw ScriptError("call path methods with a colon: path:lineTo(x, y)") }
                try build(runtime, id)
                // A path no layer could take stops where it grows, not where it is used.
                let count = runtime.paths[id].elements.count
                guard count <= LayerProperty.maxPathElements else {
                    throw ScriptError("a path of \(Stage.count(Double(count))) elements, over the limit of "
                        + "\(Stage.count(Double(LayerProperty.maxPathElements))) (a runaway loop of path calls?)")
                }
                lua_pushvalue(runtime.L, 1)
                return 1
            }
        }
        defineClass(Self.pathType, methods: methods, get: { runtime, name in
            let path = try runtime.path(1, "path")
            switch name {
            case "length": runtime.push(path.length)
            case "isEmpty": runtime.push(path.isEmpty)
            case "bounds": if let box = path.boundingBox { runtime.push(.rect(box)) } else { lua_pushnil(runtime.L) }
            default:
                throw ScriptError("a Path has no member \"\(name)\"; it has "
                    + (builders.keys.sorted() + ["bounds", "isEmpty", "length"]).joined(separator: ", "))
            }
            return 1
        }, toString: { runtime in "Path of \(try runtime.path(1, "path").elements.count) elements" })

        lua_createtable(L, 0, 6)
        defineField("new") { runtime in runtime.pushNewPath(Path()) }
        defineField("line") { runtime in
            let n = try runtime.numbers(1...4, "Path.line(x1, y1, x2, y2)")
            return runtime.pushNewPath(.line(from: Point(x: n[0], y: n[1]), to: Point(x: n[2], y: n[3])))
        }
        defineField("rect") { runtime in runtime.pushNewPath(Path(rect: try runtime.rectArguments("Path.rect"))) }
        defineField("oval") { runtime in runtime.pushNewPath(Path(ovalIn: try runtime.rectArguments("Path.oval"))) }
        defineField("roundedRect") { runtime in
            let rect = try runtime.rectArguments("Path.roundedRect")
            let radius = try runtime.number(runtime.rectArgumentCount == 1 ? 2 : 5, "Path.roundedRect cornerRadius")
            return runtime.pushNewPath(Path(roundedRect: rect, cornerRadius: radius))
        }
        defineField("arc") { runtime in
            let n = try runtime.numbers(1...5, "Path.arc(centerX, centerY, radius, startAngle, endAngle, clockwise)")
            let clockwise = runtime.isNil(6) ? true : try runtime.boolean(6, "Path.arc clockwise")
            return runtime.pushNewPath(.arc(center: Point(x: n[0], y: n[1]), radius: n[2], startAngle: n[3],
                                            endAngle: n[4], clockwise: clockwise))
        }
        lua_setglobal(L, "Path")
    }

    private func pushNewPath(_ path: Path) -> Int32 {
        push(.path(path))
        return 1
    }

    func numbers(_ positions: ClosedRange<Int>, _ what: String) throws -> [Double] {
        try positions.map { try number(Int32($0), "\(what) argument \($0)") }
    }

    /// 1 when a builder got one rect table, 4 when it got x, y, width, height.
    var rectArgumentCount: Int { lua_type(L, 1) == LUA_TTABLE ? 1 : 4 }

    /// A rect given as one { x, y, width, height } table or as four numbers.
    private func rectArguments(_ what: String) throws -> Rect {
        if lua_type(L, 1) == LUA_TTABLE { return try rect(1, what) }
        let n = try numbers(1...4, "\(what)(x, y, width, height)")
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}
