-- The Lua twin of tap.swift: tap(layer, time) runs the layer's onTap at that time.
scene { title = "Tap", width = 120, height = 80, background = "white", duration = 1.2, fps = 25 }

local control = Layer { name = "control", backsView = true, frame = { 45, 25, 30, 30 }, backgroundColor = "systemBlue" }
root:addSublayer(control)
control.onTap = function(layer)
  animate { duration = 0.4, animations = function()
    layer.bounds = { 0, 0, 80, 30 }
    layer.cornerRadius = 15
    layer.backgroundColor = "systemGreen"
  end }
end
tap(control, 0.3)
