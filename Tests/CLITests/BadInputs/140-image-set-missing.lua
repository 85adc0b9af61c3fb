-- args: render {scene} --out {out} --set image={dir}/assets/nowhere.jpg
-- exit: 66
-- stderr: loaderanim: {dir}/140-image-set-missing.lua: --set image={dir}/assets/nowhere.jpg: image is an image; no file at {dir}/assets/nowhere.jpg
scene { width = 40, height = 40, duration = 1 }
local image = param("image", "assets/empty.png", "a picture")
