-- ball-scale-ripple: rings ripple out from the center and fade.
--
-- Written for loaderanim in the style of the open-source activity-indicator collections
-- (see docs/scenes.md#ball-scale-ripple): each ring is an arc from 0 to 2π, stroked; its
-- scale grows with keyTimes { 0, 0.7 } (so the full size holds for the last 30 % of each
-- cycle while the ring fades out), the timing functions are given one per value, and the
-- rings start 0.2 s apart.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemPink", "the rings' color")
local size = param("size", 60, "the diameter of the largest ring, in points", { min = 12, max = 400 })
local rings = param("rings", 3, "how many rings ripple at once", { type = "integer", min = 1, max = 8 })

local duration = 1.2
local margin = 10

scene {
    title = "Ball scale ripple",
    summary = "Rings ripple out from the center and fade.",
    width = size + 2 * margin, height = size + 2 * margin, background = "white", scale = 2, fps = 50,
    duration = loop(),   -- one 1.2 s cycle
}

-- setUpAnimation(in:size:color:) ---------------------------------------------------------
local timingFunction = cubicBezier(0.21, 0.53, 0.56, 0.8)

for i = 1, rings do
    local ring = ShapeLayer { name = "ring" .. i, frame = { margin, margin, size, size } }
    ring.path = Path.arc(size / 2, size / 2, size / 2, 0, 2 * math.pi, false)
    ring.fillColor = nil
    ring.strokeColor = color
    ring.lineWidth = 2
    ring.opacity = 0
    root:addSublayer(ring)

    local scale = KeyframeAnimation { keyPath = "transform.scale",
        keyTimes = { 0, 0.7 }, values = { 0.1, 1 },
        timingFunctions = { timingFunction, timingFunction } }   -- one per value
    local opacity = KeyframeAnimation { keyPath = "opacity",
        keyTimes = { 0, 0.7, 1 }, values = { 1, 0.7, 0 },
        timingFunctions = { timingFunction, timingFunction, timingFunction } }
    local group = AnimationGroup { animations = { scale, opacity }, duration = duration,
                                   repeatCount = math.huge, removedOnCompletion = false }
    group.beginTime = now() + (i - 1) * duration / rings - duration   -- a cycle early: seamless
    ring:add(group, "animation")
end
