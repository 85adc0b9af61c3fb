-- flip-square: a square flips over about x, then about y, with perspective.
--
-- Written for loaderanim (see docs/scenes.md#flip-square) in the way UIKit code writes the
-- classic "square spin" loader: a CALayer whose transform carries m34 = -1/d, and one
-- CAKeyframeAnimation on transform.rotation.x and one on transform.rotation.y, both on the
-- same key times, so the square turns half a turn about x, then half about y, then back.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemIndigo", "the square's color")
local size = param("size", 44, "the square's side, in points", { min = 8, max = 400 })
local distance = param("distance", 120, "the eye's distance from the square (m34 = -1/distance), in points",
                       { min = 20, max = 10000 })
local period = param("period", 2.4, "seconds for the four half turns", { min = 0.2, max = 60 })

local margin = math.ceil(size * 0.45)   -- room for the near edge, which grows as it turns
scene {
    title = "Flip square",
    summary = "A square flips about x, then about y, in perspective.",
    width = size + 2 * margin, height = size + 2 * margin, background = "white", scale = 2, fps = 50,
    duration = loop(),
}

-- The square ------------------------------------------------------------------------------
local square = Layer { name = "square", frame = { margin, margin, size, size }, backgroundColor = color,
                       cornerRadius = size / 10 }
square.transform = Transform.perspective(distance)   -- var t = CATransform3DIdentity; t.m34 = -1 / d
root:addSublayer(square)

-- A quarter of the period for each half turn, eased; x turns first, then y, then both back.
local ease = cubicBezier(0.09, 0.57, 0.49, 0.9)
local keyTimes = { 0, 0.25, 0.5, 0.75, 1 }
local eases = { ease, ease, ease, ease }
square:add(KeyframeAnimation { keyPath = "transform.rotation.x", values = { 0, math.pi, math.pi, 0, 0 },
    keyTimes = keyTimes, timingFunctions = eases, duration = period, repeatCount = math.huge })
square:add(KeyframeAnimation { keyPath = "transform.rotation.y", values = { 0, 0, math.pi, math.pi, 0 },
    keyTimes = keyTimes, timingFunctions = eases, duration = period, repeatCount = math.huge })
