-- masked-fill.swift's twin: the drop drawn once with imageContext (UIGraphicsImageRenderer),
-- the contents of the mask of a layer whose gradient fill rises from the bottom.
scene { title = "Masked fill", width = 100, height = 120, background = "white", duration = 2, fps = 20 }

local w, h = 60, 90
local logo = imageContext(w, h, function(ctx)
    ctx:setFillColor("black")
    ctx:fillEllipse(0, h / 3, w, h * 2 / 3)
    ctx:move(w / 2, 0)
    ctx:addLine(w * 0.93, h * 0.55)
    ctx:addLine(w * 0.07, h * 0.55)
    ctx:closePath()
    ctx:fillPath()
end)

local drop = Layer { frame = { 20, 10, w, h } }
root:addSublayer(drop)
drop:addSublayer(Layer { frame = { 0, 0, w, h }, backgroundColor = "#D9D9D9" })
local fill = GradientLayer { colors = { "systemBlue", "cyan" }, anchorPoint = { 0.5, 1 }, frame = { 0, h, w, 0 } }
drop:addSublayer(fill)
drop.mask = Layer { frame = { 0, 0, w, h }, contents = logo }
fill:add(BasicAnimation { keyPath = "bounds.size.height", fromValue = 0, toValue = h, duration = 2,
                          timingFunction = "linear", fillMode = "forwards", removedOnCompletion = false }, "rise")
