-- args: render {scene} --out {out} --width inf
-- exit: 64
-- stderr: loaderanim: --width must be a positive number, not inf
scene { width = 40, height = 40, duration = 1 }
