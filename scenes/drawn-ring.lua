-- drawn-ring: a progress ring that draws itself, as the popular progress views do: a layer
-- with a custom animatable `progress` property and a draw function (drawInContext) that
-- strokes the track and the arc and writes the percentage. The download arrives in uneven
-- steps, the ring turns to the done color at 100 % and fades, then starts again.
--
-- Written for loaderanim (see docs/scenes.md#drawn-ring): `progress` and `color` are custom
-- properties animated by one repeating group of keyframes; everything on screen is drawn
-- by the ring's own draw function from their presentation values.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemBlue", "the arc's and the number's color while loading")
local doneColor = param("doneColor", "systemGreen", "their color at 100%")
local trackColor = param("trackColor", "#E5E5EA", "the empty ring's color")
local size = param("size", 100, "the ring's outer diameter, in points", { min = 40, max = 400 })
local fill = param("fill", 2.4, "seconds from 0% to 100%", { min = 0.5, max = 20 })
local hold = param("hold", 0.8, "seconds the full ring stays before it starts again", { min = 0.4, max = 10 })

local margin = 10
local lineWidth = size / 10
local cycle = fill + hold
local fade = 0.25

scene {
    title = "Drawn ring",
    summary = "A ring drawn in draw(ctx, layer) from an animated custom progress property, with its percentage.",
    width = size + 2 * margin, height = size + 2 * margin, background = "white", scale = 2, fps = 50,
    duration = loop(),   -- one cycle: fill + hold
}

-- The ring: one layer that draws itself ----------------------------------------------------
local radius = (size - lineWidth) / 2
local ring = Layer {
    name = "ring", frame = { margin, margin, size, size },
    properties = { progress = 0, color = color },
    draw = function(ctx, layer)
        local c = size / 2
        ctx:setLineWidth(lineWidth)
        ctx:setStrokeColor(trackColor)
        ctx:addEllipse(lineWidth / 2, lineWidth / 2, size - lineWidth, size - lineWidth)
        ctx:strokePath()
        local progress = math.min(math.max(layer.progress, 0), 1)
        if progress > 0 then
            ctx:setStrokeColor(layer.color)
            ctx:setLineCap("round")
            -- From 12 o'clock, clockwise on screen (false: Core Graphics' flipped sense).
            ctx:addArc(c, c, radius, -math.pi / 2, -math.pi / 2 + 2 * math.pi * progress, false)
            ctx:strokePath()
        end
        local fontSize = size * 0.23
        ctx:setFillColor(layer.color)
        ctx:drawText(string.format("%d%%", math.floor(progress * 100 + 1e-9)), c, c - fontSize * 0.6,
                     { font = "Helvetica-Bold", fontSize = fontSize, alignment = "center" })
    end,
}
root:addSublayer(ring)

-- The timeline: a download in uneven steps, the done color, a fade ------------------------
local function at(seconds) return seconds / cycle end
ring:add(AnimationGroup { duration = cycle, repeatCount = math.huge, animations = {
    KeyframeAnimation { keyPath = "progress", values = { 0, 0.32, 0.45, 0.8, 1, 1 },
                        keyTimes = { 0, at(0.3 * fill), at(0.45 * fill), at(0.75 * fill), at(fill), 1 },
                        timingFunctions = { "easeInEaseOut", "easeInEaseOut", "easeInEaseOut", "easeInEaseOut" } },
    KeyframeAnimation { keyPath = "color", values = { color, color, doneColor, doneColor },
                        keyTimes = { 0, at(fill), at(fill + 0.15), 1 } },
    KeyframeAnimation { keyPath = "opacity", values = { 1, 1, 0 }, keyTimes = { 0, at(cycle - fade), 1 } },
} }, "cycle")
