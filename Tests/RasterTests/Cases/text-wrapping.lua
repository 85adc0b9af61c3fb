-- time: 0
-- isWrapped: words wrap at the bounds' width (a word longer than a line breaks inside), the
-- first line's top at the top of the bounds, the text clipped to the bounds below. Beside it
-- the same text not wrapped: one line running past the right edge, clipped there.
scene { width = 200, height = 110, background = "white", scale = 2 }
local text = "Loading your loaders, one frame at a time: Supercalifragilisticexpialidocious"
root:addSublayer(Layer { frame = { 6, 6, 90, 98 }, backgroundColor = "#e5e5ea" })
root:addSublayer(TextLayer { name = "wrapped", frame = { 6, 6, 90, 98 }, string = text, fontSize = 13,
                             foregroundColor = "#1c1c1e", isWrapped = true })
root:addSublayer(Layer { frame = { 104, 6, 90, 40 }, backgroundColor = "#e5e5ea" })
root:addSublayer(TextLayer { name = "unwrapped", frame = { 104, 6, 90, 40 }, string = text, fontSize = 13,
                             foregroundColor = "#1c1c1e" })
root:addSublayer(Layer { frame = { 104, 54, 90, 50 }, backgroundColor = "#e5e5ea" })
root:addSublayer(TextLayer { name = "bold", frame = { 104, 54, 90, 50 }, string = "Bold and wrapped", fontSize = 16,
                             font = "Helvetica-Bold", foregroundColor = "systemBlue", isWrapped = true,
                             alignmentMode = "center" })
