-- time: 0
-- The non-separable blend modes (CGBlendMode hue, saturation, color, luminosity), one a cell: in each layer's draw function a backdrop (a red-to-blue gradient
-- square and a half-transparent green disc, over transparency), then the mode, then a
-- yellow disc at alpha 0.8 and a dark stroke across the cell. Each blends with its own
-- cell's drawing only: the gray layer background is not blended with. BlendModeTests
-- checks the formulas by hand; this is the picture of the whole family.
scene { width = 172, height = 50, background = "white", scale = 1 }
local modes = { "hue", "saturation", "color", "luminosity" }
for i, mode in ipairs(modes) do
    local cell = Layer { name = mode, frame = { 2 + (i - 1) * 42, 5, 40, 40 }, backgroundColor = "#E5E5EA",
        draw = function(ctx)
            ctx:saveGState()
            ctx:addRect(4, 4, 22, 22); ctx:clip()
            ctx:drawLinearGradient({ colors = { "red", "blue" } }, { 4, 4 }, { 26, 26 })
            ctx:restoreGState()
            ctx:setFillColor(rgba(0, 160, 0, 0.5)); ctx:fillEllipse(16, 4, 20, 20)
            ctx:setBlendMode(mode)
            ctx:setAlpha(0.8); ctx:setFillColor("systemYellow"); ctx:fillEllipse(10, 12, 24, 24)
            ctx:setAlpha(1); ctx:setStrokeColor("#3A3A3C"); ctx:setLineWidth(3)
            ctx:move(2, 36); ctx:addLine(38, 6); ctx:strokePath()
        end }
    root:addSublayer(cell)
end
