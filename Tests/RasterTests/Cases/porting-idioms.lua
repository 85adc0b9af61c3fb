-- time: 0
-- Real code's idioms in the scene API: dots made with an arc from 0 to 2π counter-clockwise,
-- a rounded corner from path:addArcTo, a ring with fillColor = nil, an even-odd fill and a
-- dashed stroke (docs/core-animation.md#porting-real-code).
scene { width = 96, height = 64, background = "white", scale = 1 }
for i, color in ipairs({ "systemRed", "systemGreen", "systemBlue" }) do
    local dot = ShapeLayer { name = "dot" .. i, path = Path.arc(12 + (i - 1) * 24, 12, 8, 0, 2 * math.pi, false) }
    dot.fillColor = color
    root:addSublayer(dot)
end
local corner = ShapeLayer { name = "corner", lineWidth = 4, strokeColor = "black",
                            path = Path.new():moveTo(8, 30):addArcTo(80, 30, 80, 60, 10):lineTo(80, 60) }
corner.fillColor = nil
root:addSublayer(corner)
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 36, 24, 24):append(Path.oval(14, 42, 12, 12)),
                          fillRule = "evenOdd", fillColor = "systemOrange" }
root:addSublayer(ring)
local dashes = ShapeLayer { name = "dashes", path = Path.arc(52, 48, 10, 0, 2 * math.pi, true), lineWidth = 3,
                            strokeColor = "systemPurple", lineDashPattern = { 6, 3 } }
dashes.fillColor = nil
root:addSublayer(dashes)
