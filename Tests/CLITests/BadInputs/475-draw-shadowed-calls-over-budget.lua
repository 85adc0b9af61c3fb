-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/475-draw-shadowed-calls-over-budget.lua:11: in draw at t = 0.0 s: a drawing may hold at most 1,000,000 calls, a line of text or a painting call under a shadow, a blend mode or a clip mask counted as 1,000 and the images it draws counted in full; this one keeps drawing
scene { width = 40, height = 40, duration = 1 }
-- Each call under a shadow casts and blurs its own shadow, as in Core Graphics: a runaway
-- loop of them is refused at its thousandth call, not blurred a billion times a frame.
root:addSublayer(Layer { frame = { 0, 0, 40, 40 }, draw = function(ctx)
    ctx:setShadow({ 2, 2 }, 40)
    ctx:setStrokeColor("systemBlue")
    for i = 1, 1000000000 do
        ctx:strokeEllipse(5, 5, 10, 10)
    end
end })
