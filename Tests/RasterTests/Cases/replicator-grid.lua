-- time: 0.3
-- A grid made of nested replicators: the inner one copies a square four times to the
-- right, the outer one copies that row three times down, each level with its own color
-- offsets (red falls across, blue falls down: the products multiply) and its own delay,
-- so square (i, j) runs i · 0.1 + j · 0.2 s behind the first (docs/core-animation.md#replicators).
scene { width = 72, height = 56, background = "black", scale = 1 }
local rows = ReplicatorLayer { name = "rows", frame = { 4, 4, 64, 48 }, instanceCount = 3,
                               instanceTransform = Transform.translation(0, 16), instanceDelay = 0.2,
                               instanceBlueOffset = -0.4 }
root:addSublayer(rows)
local row = ReplicatorLayer { name = "row", frame = { 0, 0, 64, 16 }, instanceCount = 4,
                              instanceTransform = Transform.translation(16, 0), instanceDelay = 0.1,
                              instanceRedOffset = -0.3 }
rows:addSublayer(row)
local square = Layer { name = "square", frame = { 2, 2, 12, 12 }, backgroundColor = "white", cornerRadius = 2 }
row:addSublayer(square)
square:add(BasicAnimation { keyPath = "transform.scale", from = 1, to = 0.2, duration = 1, fillMode = "both",
                            beginTime = 0.001 })
