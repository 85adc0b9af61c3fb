-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/380-draw-text-unknown-font.lua:6: in draw at t = 0.0 s: drawText font: "Helvetica Bold" is not one of Helvetica, Helvetica-Bold, Helvetica Neue, HelveticaNeue, HelveticaNeue-Bold, Arial, ArialMT, Arial-BoldMT, San Francisco, SF Pro, SF Pro Text, SF Pro Display, .SFUI, .SFUI-Regular, .SFUI-Bold, system, boldSystem, Liberation Sans, Liberation Sans Bold
scene { width = 40, height = 40, duration = 1 }
local label = Layer { frame = { 0, 0, 40, 40 }, draw = function(ctx)
    ctx:drawText("42%", 20, 10, { font = "Helvetica Bold", fontSize = 12 })
end }
root:addSublayer(label)
