-- time: 0
-- 3D with a mask and with group opacity: the mask (a circle) and the opacity belong to the
-- layer's plane, so both turn with it in perspective. Left: a striped square masked by a
-- circle, turned 50 degrees about x. Right: a half-transparent square holding two
-- overlapping opaque squares (they do not show through each other), turned 45 about y.
scene { width = 220, height = 110, background = "white", scale = 1 }
local masked = Layer { frame = { 15, 15, 80, 80 }, backgroundColor = "systemBlue",
                       transform = Transform.concat(Transform.rotation(math.rad(50), 1, 0, 0), Transform.perspective(200)) }
masked:addSublayer(Layer { frame = { 0, 30, 80, 20 }, backgroundColor = "systemYellow" })
masked.mask = ShapeLayer { frame = { 0, 0, 80, 80 }, path = Path.oval(0, 0, 80, 80), fillColor = "black" }
root:addSublayer(masked)
local group = Layer { frame = { 125, 15, 80, 80 }, opacity = 0.5,
                      transform = Transform.concat(Transform.rotation(math.rad(45), 0, 1, 0), Transform.perspective(200)) }
group:addSublayer(Layer { frame = { 0, 0, 55, 55 }, backgroundColor = "systemRed" })
group:addSublayer(Layer { frame = { 25, 25, 55, 55 }, backgroundColor = "systemGreen" })
root:addSublayer(group)
