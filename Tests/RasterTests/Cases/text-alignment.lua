-- time: 0
-- Text alignment in the layer's bounds (gray): left, center, right, natural for left-to-right
-- text (left) and for Hebrew (right), justified (natural, the last line not stretched), and
-- lines of different widths aligned each on its own.
scene { width = 160, height = 192, background = "white", scale = 2 }
local function label(y, height, mode, text, wrapped)
    root:addSublayer(Layer { frame = { 8, y, 144, height }, backgroundColor = "#e5e5ea" })
    root:addSublayer(TextLayer { name = mode, frame = { 8, y, 144, height }, string = text, fontSize = 14,
                                 foregroundColor = "black", alignmentMode = mode, isWrapped = wrapped or false })
end
label(4, 18, "left", "Left 42%")
label(26, 18, "center", "Center 42%")
label(48, 18, "right", "Right 42%")
label(70, 18, "natural", "Natural")
label(92, 18, "natural", "טוען… 42%")
label(114, 34, "justified", "Justified text spreads its first line", true)
label(152, 34, "center", "Two lines\ncentered", false)
