-- args: render {scene} --out {out} --duration 0
-- exit: 64
-- stderr: loaderanim: --duration must be a positive number of seconds, not 0.0
scene { width = 40, height = 40, duration = 1 }
