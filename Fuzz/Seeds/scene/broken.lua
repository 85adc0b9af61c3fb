scene { width = 40, height = 40, duration = 2 }
local ring = ShapeLayer { name = "ring" }
root:addSublayer(ring)
at(1, function() ring.strokEnd = 0.5 end)
