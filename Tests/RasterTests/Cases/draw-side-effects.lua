-- time: 0
-- A draw function's changes show in the frame it draws (issue 29): on its first call the
-- gauge's draw adds a label (text "42"), gives the needle its path and color, and starts the
-- badge's fade (0 at t = 0, so the badge does not show). Frame 0 has all of it, and the
-- gauge's arc is drawn under the label, which is its sublayer.
scene { width = 80, height = 80, background = "white", scale = 1 }
local label = TextLayer { name = "label", frame = { 20, 48, 40, 20 }, string = "", fontSize = 14,
                          foregroundColor = "black", alignmentMode = "center" }
local needle = ShapeLayer { name = "needle", lineWidth = 3, strokeColor = "clear", fillColor = "clear" }
local badge = Layer { name = "badge", frame = { 64, 4, 12, 12 }, backgroundColor = "systemRed", cornerRadius = 6 }
local gauge
gauge = Layer { name = "gauge", frame = { 0, 0, 80, 80 },
    draw = function(ctx)
        ctx:setStrokeColor("systemGray4"); ctx:setLineWidth(6)
        ctx:addArc(40, 40, 30, math.pi * 0.75, math.pi * 2.25, false); ctx:strokePath()
        if label.superlayer == nil then
            transaction({ disableActions = true }, function()
                gauge:addSublayer(label)
                label.string = "42"
                needle.path = Path.line(40, 40, 40 + 24 * math.cos(-math.pi / 4), 40 + 24 * math.sin(-math.pi / 4))
                needle.strokeColor = "systemBlue"
            end)
            badge:add(BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 1 })
        end
    end }
root:addSublayer(gauge)
root:addSublayer(needle)
root:addSublayer(badge)
