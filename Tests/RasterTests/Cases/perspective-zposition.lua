-- time: 0
-- Siblings draw by zPosition, then in insertion order: red is added first with
-- zPosition 10 and lands on top of green (0) and blue (-5, added last, so drawn first);
-- the two yellow squares share zPosition 1 and keep their insertion order (the later on top).
-- With no perspective zPosition moves nothing on screen.
scene { width = 160, height = 100, background = "white", scale = 1 }
root:addSublayer(Layer { frame = { 20, 20, 50, 50 }, backgroundColor = "systemRed", zPosition = 10 })
root:addSublayer(Layer { frame = { 40, 30, 50, 50 }, backgroundColor = "systemGreen" })
root:addSublayer(Layer { frame = { 5, 35, 50, 50 }, backgroundColor = "systemBlue", zPosition = -5 })
root:addSublayer(Layer { frame = { 100, 20, 40, 40 }, backgroundColor = "systemYellow", zPosition = 1 })
root:addSublayer(Layer { frame = { 115, 40, 40, 40 }, backgroundColor = "systemOrange", zPosition = 1 })
