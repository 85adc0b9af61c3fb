-- args: render {scene} --out {out} --scale nan
-- exit: 64
-- stderr: loaderanim: --scale must be a positive number, not nan
scene { width = 40, height = 40, duration = 1 }
