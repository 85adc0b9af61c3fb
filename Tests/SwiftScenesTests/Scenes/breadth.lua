-- Twin of breadth.swift: a layer's own timing, transform.scale.xy, settable sublayers and
-- os.time() on the scene clock's epoch.
scene { title = "Breadth", width = 60, height = 60, duration = 3 }
local stamp = Layer { name = "t" .. os.time() }
root:addSublayer(stamp)
local group = Layer { name = "group", duration = 0.5, repeatCount = math.huge, autoreverses = true }
root:addSublayer(group)
local dot = Layer { name = "dot" }
group:addSublayer(dot)
dot:add(BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 1, fillMode = "both",
                         removedOnCompletion = false }, "fade")
dot:add(BasicAnimation { keyPath = "transform.scale.xy", from = 1, to = 2, duration = 1, autoreverses = true,
                         repeatCount = math.huge }, "pulse")
local spare = Layer { name = "spare" }
root:addSublayer(spare)
after(2, function()
    group.speed = 0
    group.timeOffset = 0.2
    root.sublayers = { stamp, group }
end)
