-- ball-pulse: three dots shrink and swell one after another.
--
-- Written for loaderanim in the style of the open-source activity-indicator collections
-- (see docs/scenes.md#ball-pulse), as their Swift reads: each dot is
-- UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2 * .pi, clockwise: false), and
-- each scales with a CAKeyframeAnimation that passes one timing function per value and
-- begins a little after the dot before it.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemBlue", "the dots' color")
local size = param("size", 60, "the width of the three dots and their gaps, in points", { min = 12, max = 400 })

local duration = 0.8
local spacing = size / 15
local diameter = (size - 2 * spacing) / 3
local margin = 10

scene {
    title = "Ball pulse",
    summary = "Three dots shrink and swell in turn.",
    width = size + 2 * margin, height = math.ceil(diameter + 2 * margin), background = "white", scale = 2, fps = 50,
    duration = loop(),   -- one 0.8 s cycle
}

-- setUpAnimation(in:size:color:) ---------------------------------------------------------
local timingFunction = cubicBezier(0.2, 0.68, 0.18, 1.08)
local beginTimes = { 0.12, 0.24, 0.36 }

for i = 1, 3 do
    local circle = ShapeLayer { name = "dot" .. i,
        frame = { margin + (i - 1) * (diameter + spacing), margin, diameter, diameter } }
    circle.path = Path.arc(diameter / 2, diameter / 2, diameter / 2, 0, 2 * math.pi, false)
    circle.fillColor = color
    root:addSublayer(circle)

    local animation = KeyframeAnimation { keyPath = "transform.scale",
        values = { 1, 0.3, 1 }, keyTimes = { 0, 0.3, 1 },
        timingFunctions = { timingFunction, timingFunction, timingFunction },   -- one per value
        duration = duration, repeatCount = math.huge, removedOnCompletion = false }
    -- CACurrentMediaTime() + beginTimes[i], started one cycle early so that the GIF's first
    -- frame is already mid-loop and it joins seamlessly.
    animation.beginTime = now() + beginTimes[i] - duration
    circle:add(animation, "animation")
end
