-- time: 0.5
-- An animated shadowRadius and shadowOpacity mid-animation (a glow): linear from radius 0
-- to 24 and opacity 0.2 to 1 over 1 s, drawn at 0.5 s (radius 12, sigma 6 points, opacity
-- 0.6); beside it the same dot with those values set, which must look the same.
scene { width = 140, height = 70, background = "black", scale = 2 }
local function dot(name, x)
    local layer = ShapeLayer { name = name, frame = { x, 23, 24, 24 }, path = Path.oval(0, 0, 24, 24),
                               fillColor = "systemYellow", shadowColor = "systemOrange", shadowOffset = { 0, 0 } }
    root:addSublayer(layer)
    return layer
end
local animated = dot("animated", 23)
animated:add(BasicAnimation { keyPath = "shadowRadius", from = 0, to = 24, duration = 1 })
animated:add(BasicAnimation { keyPath = "shadowOpacity", from = 0.2, to = 1, duration = 1 })
local still = dot("still", 93)
still.shadowRadius = 12
still.shadowOpacity = 0.6
