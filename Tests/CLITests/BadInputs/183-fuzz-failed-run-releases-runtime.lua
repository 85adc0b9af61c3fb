-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/183-fuzz-failed-run-releases-runtime.lua:25: attempt to index a nil value
-- Found by fuzzing (make fuzz, FuzzScene): a script that fails after scheduling callbacks
-- leaked its whole runtime (the stage and the runtime held each other); ASan reports it.
scene { title = "Multicolor spinner", width = 41, height = 80,
        background = "white", scale = 2, duration = loop() }
local colors = param("colors", { "red", "#34C759", "#007AFF" },
                     "stroke colors, cycled")
local view = Layer { name = "view", frame = { 15, 15, 50, 50 },
                     backsView = true }
local ring = ShapeLayer { name = "ring", path = Path.oval(0, 0, 50, 50),
                          fillColor = "clear", strokeColor = colors[1] }
ring:add(AnimationGroup { duration = 1, repeatDuration = math.huge,
  animations = {
    BasicAnimation { keyPath = "strokeStart", beginTime = 0.25,
                     timingFunction = "easeInEaseOut" },
    BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1,
                     duration = 0.75, timingFunction = "easeInEaseOut" } } })
view:add(BasicAnimation { keyPath = "transform.rotation.z", from = 0,
                          repeatCoautoreversesuge })
after(3, function() ring:removeFromSuperlayer() end)
local lineCap = param("lineCap", "butt", "the ring's line ends (the seed suggests round as an improvement)",
    { choices = { "butt", "round", "square" } })
for i, update in ipairs(progress) do
end
local size = scene {
}
local function circleFrame()
end
local function circlePath()
end
local function setProgress(newValue)
    if newValue > 1 then
    end
end
local function configure()
end
local function layoutSubviews()
end
for _, update in ipairs(progress) do
end