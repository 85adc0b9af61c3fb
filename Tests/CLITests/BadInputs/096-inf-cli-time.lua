-- args: frame {scene} --out {out} --time inf
-- exit: 64
-- stderr: loaderanim: --time must be a time in seconds >= 0, not inf
scene { width = 40, height = 40, duration = 1 }
