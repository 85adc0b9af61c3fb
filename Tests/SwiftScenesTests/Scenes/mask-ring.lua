-- mask-ring.swift's twin: the arc stroked into an imageContext inside the layer's draw, the
-- gradient painted through it with clipToMask. Lua's images draw upright (no Core Graphics
-- flip), so the arc is stroked clockwise from the top as it shows.
scene { title = "Masked ring", width = 100, height = 100, background = "white", duration = 2, fps = 20 }

local size, thickness = 80, 10
local radius = size / 2 - thickness / 2
local ring = Layer {
    frame = { 10, 10, size, size },
    properties = { angle = 0 },
    draw = function(ctx, layer)
        local c = size / 2
        ctx:addArc(c, c, radius, 0, 2 * math.pi, false)
        ctx:setStrokeColor("#E0E0E0")
        ctx:setFillColor("#FFFFE6")
        ctx:setLineWidth(thickness)
        ctx:drawPath("fillStroke")
        local arc = imageContext(size, size, function(image)
            image:addArc(c, c, radius, -math.pi / 2, -math.pi / 2 + layer.angle * math.pi / 180, false)
            image:setLineWidth(thickness)
            image:strokePath()
        end)
        ctx:saveGState()
        ctx:clipToMask(arc, 0, 0, size, size)
        ctx:drawLinearGradient({ colors = { "orange", "red" } }, { 0, 0 }, { 0, size })
        ctx:restoreGState()
    end,
}
root:addSublayer(ring)
ring.angle = 360
ring:add(BasicAnimation { keyPath = "angle", from = 0, to = 360, duration = 2, timingFunction = "linear" }, "angle")
