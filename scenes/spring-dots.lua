-- spring-dots: three dots jump one after another on a UIView spring, land with a squash and
-- settle, like the bouncing "typing" loaders of chat apps.
--
-- Written for loaderanim (see docs/scenes.md#spring-dots) with UIKit's timing: view-backed
-- dots moved inside `animate { ... }` (the spring form up, curveEaseIn down), the landing's
-- squash an `animateKeyframes` block started from the fall's completion, and a repeating
-- `every` timer that starts each round, so the scene is one round long.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemPink", "the dots' color")
local size = param("size", 16, "each dot's diameter, in points", { min = 6, max = 80 })
local height = param("height", 24, "how high a dot jumps, in points", { min = 4, max = 200 })
local damping = param("damping", 0.45, "the rise's spring damping ratio (1: no overshoot)", { min = 0.1, max = 1 })
local period = param("period", 1.4, "seconds between the first dot's jumps", { min = 1, max = 10 })

local count, gap, margin = 3, size * 0.75, 8
local rise, fall, squash, stagger = 0.5, 0.3, 0.2, 0.12
local width = count * size + (count - 1) * gap + 2 * margin
local ground = margin + height + size / 2

scene {
    title = "Spring dots",
    summary = "Dots jump in turn on UIView.animate springs and land with an animateKeyframes squash.",
    width = width, height = ground + size / 2 + margin, background = "white", scale = 2, fps = 50,
    duration = period,   -- one round; every(period) starts the next the same way
}

local dots = {}
for i = 1, count do
    local x = margin + (i - 1) * (size + gap) + size / 2
    -- The anchor at the bottom: the squash flattens the dot onto the ground.
    dots[i] = Layer { name = "dot" .. i, backsView = true, anchorPoint = { 0.5, 1 },
                      bounds = { 0, 0, size, size }, position = { x, ground + size / 2 },
                      cornerRadius = size / 2, backgroundColor = color }
    root:addSublayer(dots[i])
end

local function jump(dot)
    local x = dot.position.x
    animate { duration = rise, dampingRatio = damping, initialVelocity = 0,
        animations = function() dot.position = { x, ground + size / 2 - height } end,
        completion = function()
            animate { duration = fall, options = { "curveEaseIn" },
                animations = function() dot.position = { x, ground + size / 2 } end,
                completion = function(finished)
                    if not finished then return end
                    animateKeyframes { duration = squash, options = { "calculationModeCubic" },
                        animations = function()
                            addKeyframe(0, 0.4, function() dot.transform = Transform.scale(1.25, 0.75) end)
                            addKeyframe(0.4, 0.6, function() dot.transform = Transform.identity end)
                        end }
                end }
        end }
end

local function round()
    for i, dot in ipairs(dots) do
        after((i - 1) * stagger, function() jump(dot) end)
    end
end
round()
every(period, round)
