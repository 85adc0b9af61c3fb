-- args: render {scene} --out {out}
-- exit: 64
-- stderr: loaderanim: {dir}/128-absurd-frame-count.lua: 100000 s at 50 fps is 5000000 frames; the most is 30000 (lower --fps or --duration, or raise --max-frames)
scene { width = 40, height = 40, duration = 100000 }
