-- time: 0
-- shadowPath casts the shadow instead of the layer's alpha: an oval floor shadow under a
-- square, and a blur-free (shadowRadius 0) rectangle path offset from a clear layer, whose
-- shadow shows although the layer itself draws nothing.
scene { width = 140, height = 90, background = "white", scale = 2 }
local box = Layer { name = "box", frame = { 20, 14, 40, 40 }, backgroundColor = "systemTeal",
                    shadowOpacity = 0.8, shadowOffset = { 0, 0 }, shadowRadius = 5 }
box.shadowPath = Path.oval(-6, 44, 52, 14)
root:addSublayer(box)
local hard = Layer { name = "hard", frame = { 84, 14, 40, 40 }, shadowColor = "systemIndigo",
                     shadowOpacity = 1, shadowOffset = { 6, 10 }, shadowRadius = 0 }
hard.shadowPath = Path.rect(0, 0, 30, 30)
root:addSublayer(hard)
