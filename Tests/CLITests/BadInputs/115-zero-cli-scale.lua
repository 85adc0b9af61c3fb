-- args: render {scene} --out {out} --scale 0
-- exit: 64
-- stderr: loaderanim: --scale must be a positive number, not 0.0
scene { width = 40, height = 40, duration = 1 }
