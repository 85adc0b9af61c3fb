-- args: render {scene} --out {out} --fps 0
-- exit: 64
-- stderr: loaderanim: fps 0 is not a positive number of frames per second
scene { width = 40, height = 40, duration = 1 }
