-- args: render {scene} --out {out}
-- exit: 66
-- stderr: loaderanim: image {dir}/assets/missing.png: no such file
scene { width = 40, height = 40, duration = 1 }
local image = param("image", "assets/missing.png", "a picture")
root:addSublayer(Layer { frame = { 0, 0, 40, 40 }, contents = image })
