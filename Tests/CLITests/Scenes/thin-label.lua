-- A loader that labels itself as real code does: in HelveticaNeue-Thin (a name loaderanim
-- knows: no warning), a typo'd name set on every run, and a drawn label in a face it does not know.
scene { title = "Thin label", width = 120, height = 60, duration = 0.4, fps = 10, background = "white" }
local label = TextLayer { frame = { 0, 4, 120, 24 }, string = "Loading", font = "HelveticaNeue-Thin", fontSize = 18,
                          foregroundColor = "black", alignmentMode = "center" }
root:addSublayer(label)
local percent = TextLayer { frame = { 0, 30, 60, 24 }, string = "42%", fontSize = 14, foregroundColor = "black" }
percent.font = "HelveticaNeue-Medum"
root:addSublayer(percent)
local drawn = Layer { frame = { 60, 30, 60, 24 }, draw = function(ctx)
    ctx:drawText("3 of 7", 30, 4, { font = "Futura-Bold", fontSize = 12, alignment = "center" })
end }
root:addSublayer(drawn)
drawn:add(BasicAnimation { keyPath = "opacity", from = 1, to = 0.5, duration = 0.4 }, "fade")
