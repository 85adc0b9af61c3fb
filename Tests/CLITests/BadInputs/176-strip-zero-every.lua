-- args: strip {scene} --out {tmp}/strip.png --every 0
-- exit: 64
-- stderr: loaderanim: --every must be a positive number of seconds (see loaderanim --help)
scene { width = 40, height = 40, duration = 1 }
