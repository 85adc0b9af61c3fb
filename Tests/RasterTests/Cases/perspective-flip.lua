-- time: 0.25
-- A square flipping about y with perspective (docs/core-animation.md#transforms-in-3d):
-- m34 = -1/200 in its own transform, transform.rotation.y animated from 0 to pi; at a
-- quarter of the second it has turned 45 degrees: its right edge recedes (smaller), its
-- left edge comes nearer (larger). Beside it, the same turn about x.
scene { width = 200, height = 110, background = "white", scale = 1 }
local function square(name, x, color)
    local layer = Layer { name = name, frame = { x, 15, 80, 80 }, backgroundColor = color,
                          transform = Transform.perspective(200) }
    local stripe = Layer { frame = { 0, 0, 80, 16 }, backgroundColor = "black" }
    layer:addSublayer(stripe)
    root:addSublayer(layer)
    return layer
end
local y = square("y", 10, "systemRed")
local x = square("x", 110, "systemBlue")
y:add(BasicAnimation { keyPath = "transform.rotation.y", from = 0, to = math.pi, duration = 1 })
x:add(BasicAnimation { keyPath = "transform.rotation.x", from = 0, to = math.pi, duration = 1 })
