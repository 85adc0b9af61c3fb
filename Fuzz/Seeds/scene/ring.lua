-- A small test scene: a ring that fills over a second, then holds.
scene { title = "Test ring", width = 40, height = 40, hold = 0.2, fps = 25 }
local width = param("lineWidth", 3, "ring width", { min = 1, max = 10 })
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), lineWidth = width,
                          strokeColor = "systemBlue", fillColor = "clear", strokeEnd = 0 }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, fillMode = "forwards",
                          removedOnCompletion = false, timingFunction = "easeInEaseOut" }, "fill")
