import Animation
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Geometry
import Layers
import Raster

struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Evaluate or plot a timing function.",
        discussion: """
            FUNCTION is a name (linear, easeIn, easeOut, easeInEaseOut, default), four numbers \
            x1,y1,x2,y2 (a cubic Bezier), or steps(n,start|end). With --at, prints "X Y" a line; \
            without, an ASCII plot; --out also draws it as a PNG.
            """)

    @Argument(help: ArgumentHelp("The timing function.", valueName: "function"))
    var function: String

    @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Evaluate at X (repeatable).", valueName: "x"))
    var points: [Double] = []

    @Option(name: [.short, .long], help: ArgumentHelp("Also draw the curve as a PNG.", valueName: "file.png"))
    var out: String?

    func run() throws {
        let curve = try Self.parse(function)
        for x in points {
            guard x.isFinite else { throw Failure(.usage, "--at \(x): give a finite number") }
            writeToStandardOutput(formatted("%.6f %.6f", x, curve(x)) + "\n")
        }
        if points.isEmpty { writeToStandardOutput(Self.asciiPlot(curve, name: function) + "\n") }
        if let out {
            do { try OutputFile.write(try PNG.encode(try Self.image(curve)), to: out) } catch { throw Failure(error) }
        }
    }

    static func parse(_ text: String) throws -> TimingFunction {
        let spec = text.replacing(" ", with: "")
        if let named = TimingFunction.named[spec] { return named }
        if spec.hasPrefix("steps("), spec.hasSuffix(")") {
            let parts = spec.dropFirst(6).dropLast().split(separator: ",").map(String.init)
            guard (1...2).contains(parts.count), let n = Int(parts[0]), n >= 1,
                  let position = TimingFunction.StepPosition(rawValue: parts.count == 2 ? parts[1] : "end") else {
                throw Failure(.usage, "\(text): write steps(n,start) or steps(n,end) with n >= 1")
            }
            return .steps(n, position)
        }
        let body = spec.hasPrefix("cubicBezier(") && spec.hasSuffix(")") ? String(spec.dropFirst(12).dropLast()) : spec
        let numbers = body.split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4, body.split(separator: ",").count == 4 else {
            throw Failure(.usage, "\(text): not a timing function; use a name ("
                + TimingFunction.named.keys.sorted().joined(separator: ", ") + "), x1,y1,x2,y2 or steps(n,end)")
        }
        switch CubicBezier.validated(numbers[0], numbers[1], numbers[2], numbers[3]) {
        case .success(let curve): return .cubicBezier(curve)
        case .failure(let error): throw Failure(.usage, "\(text): \(error.description)")
        }
    }

    /// 61 columns for x in 0...1, 21 rows for y, with 0 and 1 marked.
    static func asciiPlot(_ curve: TimingFunction, name: String) -> String {
        let columns = 61, rows = 21
        let ys = (0..<columns).map { curve(Double($0) / Double(columns - 1)) }
        let low = min(0, ys.min()!), high = max(1, ys.max()!)
        func row(_ y: Double) -> Int { Int(((high - y) / (high - low) * Double(rows - 1)).rounded()) }
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        for r in [row(0), row(1)] { for c in 0..<columns { grid[r][c] = "·" } }
        for (c, y) in ys.enumerated() { grid[row(y)][c] = "*" }
        let labels = [row(1): "1 ", row(0): "0 "]
        return ([name] + grid.enumerated().map { r, line in (labels[r] ?? "  ") + "|" + String(line) }
            + ["  +" + String(repeating: "-", count: columns), "   0" + String(repeating: " ", count: columns - 2) + "1"])
            .joined(separator: "\n")
    }

    /// The curve drawn with the project's own renderer: a 200-point polyline on a grid.
    static func image(_ curve: TimingFunction) throws -> Pixels.Frame {
        let size = 200.0, margin = 20.0
        let ys = (0...400).map { curve(Double($0) / 400) }
        let low = min(0, ys.min()!), high = max(1, ys.max()!)
        func point(_ x: Double, _ y: Double) -> Point {
            Point(x: margin + x * size, y: margin + (high - y) / (high - low) * size)
        }
        let stage = Stage(width: size + 2 * margin, height: size + 2 * margin)
        var frame = Path(rect: Rect(origin: point(0, 1), size: Size(width: size, height: point(0, 0).y - point(0, 1).y)))
        frame.append(.line(from: point(0.5, low), to: point(0.5, high)))
        var line = Path()
        for (i, y) in ys.enumerated() { line.addLine(to: point(Double(i) / 400, y)) }
        for (path, color, width) in [(frame, Color(white: 0.8), 1.0), (line, Color(red8: 0, green8: 0x7A, blue8: 0xFF), 2.0)] {
            let layer = stage.makeLayer(.shape)
            try stage.configure(layer, ["path": .path(path), "strokeColor": .color(color), "fillColor": .color(.clear),
                                        "lineWidth": .number(width), "lineJoin": .string("round")])
            try stage.addSublayer(layer, to: stage.root)
        }
        return try Renderer(width: stage.presentation().root.properties.bounds.width, height: size + 2 * margin, scale: 2,
                            background: .color(.white)).render(stage.presentation())
    }
}

import Pixels
