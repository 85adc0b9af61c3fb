-- time: 0
-- Shadows cast by the layer's own alpha (docs/core-animation.md#shadows): a rounded card
-- whose shadow falls 6 right and 8 down, a ring (only its stroke casts), the default offset
-- (0, -3) that lifts a shadow 3 points UP as on iOS, and a half-opaque layer whose opacity
-- fades its shadow with it.
scene { width = 160, height = 100, background = "white", scale = 2 }
local card = Layer { name = "card", frame = { 12, 14, 50, 36 }, backgroundColor = "systemBlue", cornerRadius = 8,
                     shadowOpacity = 0.6, shadowOffset = { 6, 8 }, shadowRadius = 6 }
root:addSublayer(card)
local ring = ShapeLayer { name = "ring", frame = { 90, 12, 40, 40 }, path = Path.oval(0, 0, 40, 40), lineWidth = 5,
                          strokeColor = "systemOrange", shadowOpacity = 1, shadowOffset = { 4, 4 }, shadowRadius = 2 }
ring.fillColor = nil
root:addSublayer(ring)
local lifted = Layer { name = "lifted", frame = { 14, 70, 60, 18 }, backgroundColor = "systemGreen", shadowOpacity = 1 }
root:addSublayer(lifted)
local faded = Layer { name = "faded", frame = { 100, 66, 40, 24 }, backgroundColor = "systemPurple", opacity = 0.5,
                      shadowOpacity = 1, shadowOffset = { 0, 6 }, shadowRadius = 4 }
root:addSublayer(faded)
