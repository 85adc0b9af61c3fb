-- time: 0.5
-- fontSize and foregroundColor animate: halfway through a linear animation from 12 to 36
-- points the text is 24 points high, and halfway from black to red it is rgb(0.5, 0, 0).
scene { width = 160, height = 60, background = "white", scale = 2 }
local label = TextLayer { name = "label", frame = { 8, 8, 144, 44 }, string = "75%", fontSize = 12,
                          foregroundColor = "black", alignmentMode = "center" }
root:addSublayer(label)
label:add(BasicAnimation { keyPath = "fontSize", from = 12, to = 36, duration = 1 })
label:add(BasicAnimation { keyPath = "foregroundColor", from = "black", to = "red", duration = 1 })
