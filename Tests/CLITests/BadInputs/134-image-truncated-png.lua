-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: image {dir}/assets/truncated.png: the PNG data is truncated or damaged
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { frame = { 0, 0, 40, 40 }, contents = "assets/truncated.png" })
