-- time: 0.25
-- A ring of twelve dots from one replicator: instanceTransform turns each copy 30 degrees
-- about the replicator's center, instanceDelay staggers a fading opacity animation, and
-- instanceColor with negative green and blue offsets turns the later dots from white
-- towards red (docs/core-animation.md#replicators).
scene { width = 64, height = 64, background = "black", scale = 1 }
local ring = ReplicatorLayer { name = "ring", frame = { 4, 4, 56, 56 }, instanceCount = 12,
                               instanceTransform = Transform.rotation(2 * math.pi / 12), instanceDelay = 1 / 12,
                               instanceGreenOffset = -0.08, instanceBlueOffset = -0.08 }
root:addSublayer(ring)
local dot = ShapeLayer { name = "dot", frame = { 24, 0, 8, 8 }, path = Path.oval(0, 0, 8, 8), fillColor = "white" }
ring:addSublayer(dot)
dot:add(BasicAnimation { keyPath = "opacity", from = 1, to = 0.1, duration = 1, repeatCount = math.huge, beginTime = -1 })
