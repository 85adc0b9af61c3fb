/// What replaying a drawing costs, in plain calls, counted as each command is recorded: both
/// front ends' recorders (a Lua `ctx`, the mirror's CGContext) and `Drawing.weight` share it.
///
/// A plain painting call fills or strokes onto the backing store. Under a shadow, a blend
/// mode other than normal or a clip mask, the same call draws into an offscreen group as
/// large as the clip, then blurs or composites it back: on a 400-pixel square, a 20-point
/// ellipse stroked under a shadow or a mask took 5 times as long as a plain one, under
/// multiply 30 times (and the shadow's blur grows with its radius). Such a call counts as
/// `offscreenWeight`, so a loop of shadowed calls is refused when recorded, not blurred a
/// million times a frame. A line of text counts as much: Pango lays it out at each call,
/// 0.36 ms for one space, so a million of them took 6 minutes a frame (found by `make fuzz
/// FUZZ_TARGET=draw`). A drawn image counts its own commands in full.
///
///     saveGState ─ setShadow ─ fill ─ fill ─ restoreGState ─ fill
///                               1000   1000                   1
public struct DrawingCost: Sendable {
    /// The cost so far.
    public private(set) var total = 0
    private var offscreen = Offscreen()
    private var saved: [Offscreen] = []

    /// The graphics state that sends painting offscreen, saved and restored with the rest.
    private struct Offscreen {
        var shadow = false, blend = false, mask = false
        var any: Bool { shadow || blend || mask }
    }

    public init() {}

    /// What one painting call counts for when it goes through an offscreen group.
    public static let offscreenWeight = 1_000

    /// Counts `command`; false once the total has passed `Drawing.maxCommands`.
    public mutating func add(_ command: Drawing.Command) -> Bool {
        total += weight(of: command)
        switch command {
        case .saveGState: saved.append(offscreen)
        case .restoreGState: offscreen = saved.popLast() ?? offscreen
        case .setShadow(_, _, let color): offscreen.shadow = color.clamped.alpha > 0
        case .setBlendMode(let mode): offscreen.blend = mode != .normal
        case .clipToMask: offscreen.mask = true
        default: break
        }
        return total <= Drawing.maxCommands
    }

    private func weight(of command: Drawing.Command) -> Int {
        let own = command.paints && offscreen.any ? Self.offscreenWeight : 1
        switch command {
        case .text: return Self.offscreenWeight
        case .drawImage(let image, _), .clipToMask(let image, _): return own + (image.drawnImage?.weight ?? 0)
        default: return own
        }
    }

    /// The message a recorder stops with when `add` refuses a command.
    public static let refusal = "a drawing may hold at most \(Stage.count(Double(Drawing.maxCommands))) calls, a line of text "
        + "or a painting call under a shadow, a blend mode or a clip mask counted as \(Stage.count(Double(offscreenWeight))) and the images it "
        + "draws counted in full; this one keeps drawing"
}

extension Drawing {
    /// What replaying this drawing costs, in plain calls (`DrawingCost`).
    public var weight: Int {
        var cost = DrawingCost()
        for command in commands { _ = cost.add(command) }
        return cost.total
    }
}

extension Drawing.Command {
    /// Whether the command paints (and so casts a shadow, blends and shows through a mask).
    public var paints: Bool {
        switch self {
        case .fillPath, .strokePath, .fillStrokePath, .fillShape, .strokeShape, .linearGradient, .radialGradient, .text, .drawImage: true
        default: false
        }
    }
}
