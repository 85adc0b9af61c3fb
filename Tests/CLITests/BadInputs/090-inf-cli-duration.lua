-- args: render {scene} --out {out} --duration inf
-- exit: 64
-- stderr: loaderanim: --duration must be a positive number of seconds, not inf
scene { width = 40, height = 40, duration = 1 }
