-- time: 0
-- truncationMode: an ellipsis at the end, the middle and the start of a line too long for the
-- bounds; wrapped text truncated on its last line that fits the height (two of three); "none"
-- clipped, not wrapped and wrapped.
scene { width = 160, height = 150, background = "white", scale = 2 }
local text = "Downloading the second chapter"
local function label(y, height, mode, wrapped)
    root:addSublayer(Layer { frame = { 8, y, 120, height }, backgroundColor = "#e5e5ea" })
    root:addSublayer(TextLayer { name = mode, frame = { 8, y, 120, height }, fontSize = 14,
                                 string = wrapped and text .. " of the third book" or text,
                                 foregroundColor = "black", truncationMode = mode, isWrapped = wrapped or false })
end
label(4, 18, "end")
label(26, 18, "middle")
label(48, 18, "start")
label(70, 18, "none")
label(92, 34, "end", true)
root:addSublayer(Layer { frame = { 8, 132, 120, 14 }, backgroundColor = "#e5e5ea" })
root:addSublayer(TextLayer { name = "wrappedNone", frame = { 8, 132, 120, 14 }, string = text, fontSize = 14,
                             foregroundColor = "black", isWrapped = true })
