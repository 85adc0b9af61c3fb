-- legacy.swift's twin: the same layers and animations under the engine's names.
scene { title = "Legacy", width = 120, height = 120, background = "white", duration = 2, fps = 25 }

local ring = ShapeLayer { name = "ring", frame = { 10, 10, 100, 100 }, fillColor = "clear", strokeColor = "blue", lineWidth = 4,
                          lineCap = "round", lineJoin = "bevel", fillRule = "evenOdd" }
ring.path = Path.arc(50, 50, 40, -math.pi / 2, 3 * math.pi / 2, true)
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, beginTime = now() + 0.5,
                          fillMode = "backwards", timingFunction = "linear" }, "draw")
ring:add(BasicAnimation { keyPath = "transform.rotation.z", from = 0, to = math.pi * 2, duration = 1.6,
                          repeatCount = math.huge, timingFunction = "easeInEaseOut" }, "spin")

local dot = Layer { name = "dot", frame = { 50, 50, 20, 20 }, cornerRadius = 10, backgroundColor = "red" }
root:addSublayer(dot)
dot:add(KeyframeAnimation { keyPath = "opacity", values = { 0.3, 1, 0.3 }, keyTimes = { 0, 0.5, 1 },
                            calculationMode = "discrete", duration = 0.8, repeatCount = math.huge }, "blink")
dot:add(KeyframeAnimation { keyPath = "position", path = Path.oval(30, 30, 60, 60), calculationMode = "paced",
                            rotationMode = "auto", duration = 2, fillMode = "forwards", removedOnCompletion = false,
                            timingFunctions = { "easeIn" } }, "orbit")

root:addSublayer(GradientLayer { name = "glow", frame = { 0, 100, 120, 20 }, type = "axial", colors = { "yellow", "orange" },
                                 contentsGravity = "resizeAspect" })
root:addSublayer(TextLayer { name = "label", frame = { 0, 0, 120, 16 }, string = "Loading...", fontSize = 12,
                             foregroundColor = "darkGray", alignmentMode = "center", truncationMode = "end" })
