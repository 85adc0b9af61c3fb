-- args: frame {scene} --out {out} --set image={dir}/assets/truncated.png
-- exit: 65
-- stderr: loaderanim: image {dir}/assets/truncated.png: the PNG data is truncated or damaged
scene { width = 40, height = 40, duration = 1 }
local image = param("image", "../../../scenes/assets/landscape.png", "a picture")
root:addSublayer(Layer { frame = { 0, 0, 40, 40 }, contents = image })
