-- glow-pulse: dots glow brighter and wider in turn, like lights breathing.
--
-- Written for loaderanim (see docs/scenes.md#glow-pulse) with Core Animation's shadow
-- properties as a glow: shadowOffset (0, 0) so the shadow sits under the dot, shadowColor the
-- dot's own color, and shadowRadius, shadowOpacity and the dot's scale animated together by
-- one keyframe group per dot, each dot a fraction of a cycle after the one before.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemCyan", "the dots' color, and their glow's")
local size = param("size", 18, "each dot's diameter, in points", { min = 4, max = 200 })
local glow = param("glow", 10, "the widest glow's shadowRadius, in points", { min = 1, max = 100 })
local duration = param("duration", 1.2, "seconds of one breath of each dot", { min = 0.2, max = 20 })
local dots = param("dots", 3, "how many dots glow in turn", { type = "integer", min = 1, max = 9 })

local gap = math.ceil(size * 0.75)
-- The glow reaches about 3 sigma = 1.5 shadowRadius beyond the dot.
local margin = math.ceil(1.5 * glow) + 2

scene {
    title = "Glow pulse",
    summary = "Dots glow brighter and wider in turn, like lights breathing.",
    width = dots * size + (dots - 1) * gap + 2 * margin, height = size + 2 * margin,
    background = "#101014", scale = 2, fps = 50,
    duration = loop(),   -- one cycle of `duration`
}

-- One breath: dim and tight, bright and wide, dim again.
local ease = "easeInEaseOut"
local keyTimes = { 0, 0.5, 1 }
local function breath(keyPath, low, high)
    return KeyframeAnimation { keyPath = keyPath, values = { low, high, low }, keyTimes = keyTimes,
                               timingFunctions = { ease, ease } }
end

for i = 1, dots do
    local dot = ShapeLayer { name = "dot" .. i,
        frame = { margin + (i - 1) * (size + gap), margin, size, size },
        path = Path.oval(0, 0, size, size), fillColor = color,
        shadowColor = color, shadowOffset = { 0, 0 }, shadowOpacity = 0.25, shadowRadius = glow * 0.2 }
    dot.transform = Transform.scale(0.85, 0.85)
    root:addSublayer(dot)

    local group = AnimationGroup { duration = duration, repeatCount = math.huge, removedOnCompletion = false,
        animations = {
            breath("shadowRadius", glow * 0.2, glow),
            breath("shadowOpacity", 0.25, 1),
            breath("transform.scale", 0.85, 1),
        } }
    group.beginTime = now() + (i - 1) * duration / dots - duration   -- a cycle early: seamless
    dot:add(group, "glow")
end
