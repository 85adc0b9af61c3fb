-- time: 0.2
-- A negative instanceDelay runs later instances ahead of the first: a bar that grows from
-- 0 to 40 points tall over 1 s (fill mode backwards, starting at 0.1 s) is copied five times
-- 12 points apart with instanceDelay = -0.15, so at t = 0.2 copy k is at 0.2 + 0.15 k s: the
-- first has grown 10% of the way, the last 70%. instanceAlphaOffset fades the copies.
scene { width = 64, height = 48, background = "white", scale = 1 }
local bars = ReplicatorLayer { name = "bars", frame = { 4, 4, 56, 40 }, instanceCount = 5, instanceDelay = -0.15,
                               instanceTransform = Transform.translation(12, 0), instanceAlphaOffset = -0.15 }
root:addSublayer(bars)
local bar = Layer { name = "bar", anchorPoint = { 0.5, 1 }, frame = { 0, 0, 8, 40 }, backgroundColor = "systemBlue" }
bars:addSublayer(bar)
bar:add(BasicAnimation { keyPath = "bounds.size.height", from = 0, to = 40, duration = 1, fillMode = "backwards",
                         beginTime = 0.1 })
