-- args: render {scene} --out {out} --max-frames 10
-- exit: 64
-- stderr: loaderanim: {dir}/179-max-frames-lowered.lua: 1 s at 50 fps is 50 frames; the most is 10 (lower --fps or --duration, or raise --max-frames)
-- 1 s at 50 fps is 50 frames: over a lowered --max-frames.
scene { width = 40, height = 40, duration = 1, fps = 50 }
