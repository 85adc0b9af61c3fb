-- ball-spin-fade: eight dots round a circle fade and shrink one after another, so a gap
-- seems to run round.
--
-- Written for loaderanim in the style of the open-source activity-indicator collections
-- (see docs/scenes.md#ball-spin-fade): dots made with an arc from 0 to 2π, an animation group
-- of a scale and an opacity keyframe animation with explicit keyTimes, and beginTime offsets
-- that step round the circle.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemOrange", "the dots' color")
local size = param("size", 60, "the diameter of the ring of dots, in points", { min = 16, max = 400 })

local duration = 1
local count = 8
local margin = 10
local circleSize = size / 3.5

scene {
    title = "Ball spin fade",
    summary = "Eight dots round a circle fade and shrink in turn.",
    width = size + 2 * margin, height = size + 2 * margin, background = "white", scale = 2, fps = 50,
    duration = loop(),   -- one 1 s cycle
}

-- setUpAnimation(in:size:color:) ---------------------------------------------------------
local radius = (size - circleSize) / 2
local center = { x = margin + size / 2, y = margin + size / 2 }

for i = 0, count - 1 do
    local angle = 2 * math.pi / count * i
    local circle = ShapeLayer { name = "dot" .. (i + 1),
        frame = { center.x + radius * math.cos(angle) - circleSize / 2,
                  center.y + radius * math.sin(angle) - circleSize / 2, circleSize, circleSize } }
    circle.path = Path.arc(circleSize / 2, circleSize / 2, circleSize / 2, 0, 2 * math.pi, false)
    circle.fillColor = color
    root:addSublayer(circle)

    local scale = KeyframeAnimation { keyPath = "transform.scale", keyTimes = { 0, 0.5, 1 }, values = { 1, 0.4, 1 } }
    local opacity = KeyframeAnimation { keyPath = "opacity", keyTimes = { 0, 0.5, 1 }, values = { 1, 0.3, 1 } }
    local group = AnimationGroup { animations = { scale, opacity }, timingFunction = "linear",
                                   duration = duration, repeatCount = math.huge, removedOnCompletion = false }
    -- Each dot 0.12 s behind the one before it, started one cycle early for a seamless GIF.
    group.beginTime = now() + 0.12 * i - duration
    circle:add(group, "animation")
end
