-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: image {dir}/assets/truncated.jpg: JPEG: Premature end of JPEG file
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { frame = { 0, 0, 40, 40 }, contents = "assets/truncated.jpg" })
