-- The architecture sketch's multicolor spinner, as a scene script.
scene { title = "Multicolor spinner", width = 80, height = 80,
        background = "white", scale = 2, duration = loop() }
local colors = param("colors", { "red", "#34C759", "#007AFF" },
                     "stroke colors, cycled")
local view = Layer { name = "view", frame = { 15, 15, 50, 50 },
                     backsView = true }
local ring = ShapeLayer { name = "ring", path = Path.oval(0, 0, 50, 50),
                          lineWidth = 5, lineCap = "round",
                          fillColor = "clear", strokeColor = colors[1] }
root:addSublayer(view)
view:addSublayer(ring)
ring:add(AnimationGroup { duration = 1, repeatDuration = math.huge,
  animations = {
    BasicAnimation { keyPath = "strokeStart", beginTime = 0.25,
                     from = 0, to = 1, duration = 0.75,
                     timingFunction = "easeInEaseOut" },
    BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1,
                     duration = 0.75, timingFunction = "easeInEaseOut" } } })
view:add(BasicAnimation { keyPath = "transform.rotation.z", from = 0,
                          to = 2 * math.pi, duration = 2,
                          repeatCount = math.huge })
after(3, function() ring:removeFromSuperlayer() end)
