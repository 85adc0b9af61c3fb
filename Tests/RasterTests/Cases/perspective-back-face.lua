-- time: 0
-- doubleSided (docs/core-animation.md#transforms-in-3d): three squares turned 150 degrees
-- about y with m34 = -1/300, so each shows its back. The left one is doubleSided (the
-- default) and shows its mirrored back, stripe on the right; the middle one is not and is
-- not drawn; the right one is not either, but turned 30 degrees it faces the viewer.
scene { width = 240, height = 90, background = "white", scale = 1 }
local function card(x, angle, doubleSided, color)
    local t = Transform.concat(Transform.rotation(angle, 0, 1, 0), Transform.perspective(300))
    local layer = Layer { frame = { x, 15, 60, 60 }, backgroundColor = color, transform = t, doubleSided = doubleSided }
    layer:addSublayer(Layer { frame = { 0, 0, 14, 60 }, backgroundColor = "black" })
    root:addSublayer(layer)
end
card(15, math.rad(150), true, "systemRed")
card(90, math.rad(150), false, "systemGreen")
card(165, math.rad(30), false, "systemBlue")
