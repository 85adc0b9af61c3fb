-- args: render {scene} --out {out}
-- exit: 66
-- stderr: loaderanim: image {dir}/assets/no-such-picture.png: no such file
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { frame = { 0, 0, 40, 40 }, contents = "assets/no-such-picture.png" })
