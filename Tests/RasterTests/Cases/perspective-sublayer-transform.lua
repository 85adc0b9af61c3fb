-- time: 0
-- A perspective shared through the parent's sublayerTransform (m34 = -1/250 about the
-- parent's center): two squares both turned 40 degrees about y look like two panels of one
-- scene, the left nearer to the vanishing point than it would be alone; the third square,
-- translated 60 toward the viewer in z, is larger.
scene { width = 240, height = 120, background = "white", scale = 1 }
local stage = Layer { frame = { 0, 0, 240, 120 }, sublayerTransform = Transform.perspective(250) }
root:addSublayer(stage)
for i, color in ipairs({ "systemRed", "systemBlue" }) do
    local panel = Layer { frame = { 10 + (i - 1) * 75, 30, 60, 60 }, backgroundColor = color }
    panel["transform.rotation.y"] = math.rad(40)
    stage:addSublayer(panel)
end
local near = Layer { frame = { 175, 40, 40, 40 }, backgroundColor = "systemGreen" }
near["transform.translation.z"] = 60
stage:addSublayer(near)
