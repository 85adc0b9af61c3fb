-- args: render {scene} --out {out} --height=-10
-- exit: 64
-- stderr: loaderanim: --height must be a positive number, not -10.0
scene { width = 40, height = 40, duration = 1 }
