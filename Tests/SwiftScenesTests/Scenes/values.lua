-- The Lua twin of values.swift: the same layers and animations.
scene { title = "Values", width = 200, height = 120, background = "white", duration = 2, fps = 25 }

local bar = ShapeLayer { name = "bar", frame = { 10, 10, 180, 20 }, strokeColor = "systemGreen", lineWidth = 6,
                         lineCap = "round", strokeEnd = 0 }
bar.path = Path.line(0, 10, 180, 10)
root:addSublayer(bar)
bar:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1.2, beginTime = now() + 0.2,
                         fillMode = "both", removedOnCompletion = false, timingFunction = cubicBezier(0.4, 0, 0.2, 1) }, "fill")

local dot = Layer { name = "dot", frame = { 20, 60, 30, 30 }, cornerRadius = 15, backgroundColor = "systemRed" }
root:addSublayer(dot)
dot:add(KeyframeAnimation { keyPath = "position.x", values = { 35, 165, 100 }, keyTimes = { 0, 0.6, 1 },
                            timingFunctions = { "easeIn", "easeOut" }, duration = 1.5, autoreverses = true,
                            repeatCount = math.huge }, "move")
dot:add(AnimationGroup { animations = {
            BasicAnimation { keyPath = "transform.scale", from = 0.5, to = 1.2 },
            BasicAnimation { keyPath = "opacity", from = 1, to = 0.3, beginTime = 0.25, duration = 0.5 } },
        duration = 0.9, repeatCount = 2, timingFunction = "easeInEaseOut" }, "pulse")

local box = Layer { name = "box", frame = { 150, 70, 30, 30 }, backgroundColor = "systemBlue" }
root:addSublayer(box)
local spring = SpringAnimation { keyPath = "transform.rotation.z", from = 0, to = math.pi / 2, mass = 1, stiffness = 120,
                                 damping = 8, fillMode = "forwards", removedOnCompletion = false }
spring.duration = spring.settlingDuration
box:add(spring, "turn")

local gradient = GradientLayer { name = "gradient", frame = { 60, 100, 80, 14 }, colors = { "systemPink", "systemOrange" },
                                 startPoint = { 0, 0.5 }, endPoint = { 1, 0.5 } }
root:addSublayer(gradient)
gradient:add(BasicAnimation { keyPath = "locations", from = { 0, 0.2 }, to = { 0.8, 1 }, duration = 1, autoreverses = true,
                              repeatCount = math.huge }, "shift")

-- A border (round three) and blend modes in draw: multiply, then sourceIn within the
-- layer's own drawing.
local blend = Layer { name = "blend", frame = { 6, 92, 24, 24 }, borderWidth = 2, borderColor = "systemPurple",
                      cornerRadius = 6,
    draw = function(ctx)
        ctx:setFillColor("systemTeal"); ctx:fill(0, 0, 20, 20)
        ctx:setBlendMode("multiply")
        ctx:setFillColor("systemYellow"); ctx:fillEllipse(8, 4, 16, 16)
        ctx:setBlendMode("sourceIn")
        ctx:setFillColor("systemIndigo"); ctx:fill(14, 0, 10, 10)
    end }
root:addSublayer(blend)
