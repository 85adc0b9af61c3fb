-- args: render {scene} --out {out} --width 0
-- exit: 64
-- stderr: loaderanim: --width must be a positive number, not 0.0
scene { width = 40, height = 40, duration = 1 }
