import Animation
import Geometry
import Layers
import Testing

/// A painting call under a shadow, a blend mode or a clip mask costs an offscreen group, so
/// the drawing budget counts it as `DrawingCost.offscreenWeight` calls, within the
/// saveGState/restoreGState that set it; a drawn image counts its own commands.
struct DrawingCostTests {
    static let square = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
    static let black = Color(white: 0)

    func weight(_ commands: [Drawing.Command]) -> Int { Drawing(commands: commands).weight }

    /// Found by `make fuzz FUZZ_TARGET=draw`: a million `ctx:drawText(" ", ...)` calls took
    /// 6 minutes a frame, Pango laying out each. A line of text counts as a thousand.
    @Test func aLineOfTextCountsAsAThousand() {
        let text = Drawing.Command.text(" ", point: .zero, font: TextFont(name: "Helvetica"), size: 12, alignment: "left")
        #expect(weight([text, .fillShape(Self.square)]) == DrawingCost.offscreenWeight + 1)
        var cost = DrawingCost()
        #expect((0..<1_000).allSatisfy { _ in cost.add(text) } && !cost.add(text))
    }

    @Test func plainCallsCountOneEach() {
        #expect(weight([.setFillColor(Self.black), .fillShape(Self.square), .strokeShape(Self.square)]) == 3)
    }

    @Test(arguments: [
        Drawing.Command.setShadow(offset: Size(width: 2, height: 2), blur: 4, color: Color(white: 0, alpha: 0.5)),
        .setBlendMode(.multiply),
        .clipToMask(.file("mask.png"), in: Rect(x: 0, y: 0, width: 4, height: 4)),
    ])
    func offscreenPaintingCountsAsAThousandUntilRestored(state: Drawing.Command) {
        let commands: [Drawing.Command] = [.saveGState, state, .fillShape(Self.square), .move(.zero), .strokeShape(Self.square),
                                           .restoreGState, .fillShape(Self.square)]
        // save, state, 2 × 1,000 painting, move, restore, 1 painting after the restore.
        #expect(weight(commands) == 1 + 1 + 2 * DrawingCost.offscreenWeight + 1 + 1 + 1)
    }

    @Test func aClearShadowAndTheNormalModeTurnItOff() {
        let commands: [Drawing.Command] = [
            .setShadow(offset: Size(width: 2, height: 2), blur: 4, color: .clear), .fillShape(Self.square),
            .setBlendMode(.multiply), .setBlendMode(.normal), .fillShape(Self.square),
        ]
        #expect(weight(commands) == 5)
    }

    @Test func aDrawnImageCountsItsCommandsUnderTheStateItIsDrawnIn() {
        let inner = DrawnImage(size: Size(width: 4, height: 4), drawing: Drawing(commands: [
            .setShadow(offset: Size(width: 1, height: 1), blur: 2, color: Self.black), .fillShape(Self.square),
        ]))
        #expect(inner.weight == 1 + DrawingCost.offscreenWeight)
        let rect = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(weight([.drawImage(.drawn(inner), in: rect)]) == 1 + inner.weight)
        #expect(weight([.setBlendMode(.screen), .drawImage(.drawn(inner), in: rect)]) == 1 + DrawingCost.offscreenWeight + inner.weight)
    }

    @Test func theBudgetRefusesTheCallThatPassesIt() {
        var cost = DrawingCost()
        var accepted = cost.add(.setShadow(offset: Size(width: 2, height: 2), blur: 4, color: Self.black))
        // 1 + 999 · 1,000 = 999,001 fits; the thousandth shadowed fill passes 1,000,000.
        for _ in 0..<999 { accepted = accepted && cost.add(.fillShape(Self.square)) }
        #expect(accepted && cost.total == 999_001)
        let refused = !cost.add(.fillShape(Self.square))
        #expect(refused)
    }
}
