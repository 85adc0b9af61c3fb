-- args: render {scene} --out {out} --duration 1e12
-- exit: 64
-- stderr: loaderanim: {dir}/129-absurd-cli-duration.lua: 1000000000000 s at 50 fps is 50000000000000 frames; the most is 30000 (lower --fps or --duration, or raise --max-frames)
scene { width = 40, height = 40, duration = 1 }
