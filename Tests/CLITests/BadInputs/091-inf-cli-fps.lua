-- args: render {scene} --out {out} --fps inf
-- exit: 64
-- stderr: loaderanim: fps inf is not a positive number of frames per second
scene { width = 40, height = 40, duration = 1 }
