scene { width = 40, height = 40, duration = 0.2 }
local image = param("image", "missing-on-purpose.png", "a picture")
root:addSublayer(Layer { name = "photo", frame = { 0, 0, 40, 40 }, contents = image })
