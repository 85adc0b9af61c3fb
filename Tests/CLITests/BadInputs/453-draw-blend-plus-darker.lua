-- args: validate {scene}
-- exit: 65
-- stderr: loaderanim: {dir}/453-draw-blend-plus-darker.lua:10: in draw at t = 0.0 s: ctx:setBlendMode(mode): plusDarker (R = MAX(0, 1 - ((1 - D) + (1 - S)))) is not supported: cairo, which draws loaderanim's frames, has no operator for it (multiply and darken are the darkening modes it has)
-- validate runs the draw functions, so a blend mode cairo cannot draw is refused there,
-- at the line that sets it.
scene { width = 40, height = 40, duration = 1 }
local glow = Layer { frame = { 0, 0, 40, 40 },
    draw = function(ctx)
        ctx:fill(0, 0, 20, 20)
        ctx:setBlendMode("plusDarker")
        ctx:fill(10, 10, 20, 20)
    end }
root:addSublayer(glow)
