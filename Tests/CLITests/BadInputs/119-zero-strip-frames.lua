-- args: strip {scene} --out {tmp}/strip.png --frames 0
-- exit: 64
-- stderr: loaderanim: --frames must be 1 to 400 (see loaderanim --help)
scene { width = 40, height = 40, duration = 1 }
