-- percent-ring: a ring fills with an ease-in-ease-out stroke while its percentage counts up
-- in the middle; at 100% both turn to the done color, the number pops, and the whole fades
-- out to start again.
--
-- Written for loaderanim (see docs/scenes.md#percent-ring): a TextLayer whose string a timer
-- sets once per percent, at the moments the eased strokeEnd crosses each one, so the number
-- always reads what the ring shows; fontSize and foregroundColor animate with keyframes.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemBlue", "the ring's and the number's color while loading")
local doneColor = param("doneColor", "systemGreen", "their color at 100%")
local trackColor = param("trackColor", "#E5E5EA", "the empty ring's color")
local size = param("size", 100, "the ring's outer diameter, in points", { min = 40, max = 400 })
local fill = param("fill", 2.4, "seconds from 0% to 100%", { min = 0.5, max = 20 })
local hold = param("hold", 0.8, "seconds the full ring stays before it fades", { min = 0.3, max = 10 })

local margin = 10
local lineWidth = size / 10
local fade = 0.25
local cycle = fill + hold
local fontSize = size * 0.23

scene {
    title = "Percent ring",
    summary = "A ring fills while its percentage counts up to 100%, then turns green and fades.",
    width = size + 2 * margin, height = size + 2 * margin, background = "white", scale = 2, fps = 50,
    duration = loop(),   -- one cycle: fill + hold
}

-- The ring --------------------------------------------------------------------------------
local view = Layer { name = "view", frame = { margin, margin, size, size } }
root:addSublayer(view)
local radius = (size - lineWidth) / 2
local circle = Path.arc(size / 2, size / 2, radius, -math.pi / 2, 3 * math.pi / 2, true)
view:addSublayer(ShapeLayer { name = "track", path = circle, lineWidth = lineWidth,
                              strokeColor = trackColor, fillColor = "clear" })
local ring = ShapeLayer { name = "ring", path = circle, lineWidth = lineWidth, lineCap = "round",
                          strokeColor = color, fillColor = "clear", strokeEnd = 0 }
view:addSublayer(ring)

-- The number: one line, centered; CATextLayer draws from the top, so the frame is one line
-- high around the ring's center.
local label = TextLayer { name = "label", frame = { 0, size / 2 - fontSize * 0.6, size, fontSize * 1.2 },
                          string = "0%", font = "Helvetica-Bold", fontSize = fontSize,
                          foregroundColor = color, alignmentMode = "center" }
view:addSublayer(label)

-- The animations, one cycle each, repeating ------------------------------------------------
local done = fill / cycle   -- the key time of 100%
local function forever(animation)
    animation.duration = cycle
    animation.repeatCount = math.huge
    return animation
end
ring:add(forever(KeyframeAnimation { keyPath = "strokeEnd", values = { 0, 1, 1 }, keyTimes = { 0, done, 1 },
                                     timingFunctions = { "easeInEaseOut", "linear" } }))
local turn = math.min(done + 0.15 / cycle, 1)
for _, target in ipairs({ { ring, "strokeColor" }, { label, "foregroundColor" } }) do
    target[1]:add(forever(KeyframeAnimation { keyPath = target[2], values = { color, color, doneColor, doneColor },
                                               keyTimes = { 0, done, turn, 1 } }))
end
label:add(forever(KeyframeAnimation { keyPath = "fontSize",
    values = { fontSize, fontSize, fontSize * 1.15, fontSize, fontSize },
    keyTimes = { 0, done, done + 0.12 / cycle, done + 0.3 / cycle, 1 } }))
view:add(forever(KeyframeAnimation { keyPath = "opacity", values = { 1, 1, 0 },
                                     keyTimes = { 0, 1 - fade / cycle, 1 } }))

-- The count: the eased progress is y(s) at time x(s) · fill on easeInEaseOut's curve
-- (0.42, 0, 0.58, 1); each percent k is set when y reaches k / 100 (found by bisection).
local function bezier(s, p1, p2) return 3 * (1 - s) ^ 2 * s * p1 + 3 * (1 - s) * s ^ 2 * p2 + s ^ 3 end
local function timeOf(progress)
    local lo, hi = 0, 1
    for _ = 1, 40 do
        local mid = (lo + hi) / 2
        if bezier(mid, 0, 1) < progress then lo = mid else hi = mid end
    end
    return bezier((lo + hi) / 2, 0.42, 0.58) * fill
end
for k = 1, 100 do
    at(timeOf(k / 100), function() label.string = k .. "%" end)
end
at(cycle, function() label.string = "0%" end)   -- the next pass starts from 0%
