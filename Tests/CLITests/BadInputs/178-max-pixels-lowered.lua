-- args: render {scene} --out {out} --max-pixels 1000
-- exit: 64
-- stderr: loaderanim: {dir}/178-max-pixels-lowered.lua: a frame of 40 x 40 pixels is 1600 pixels; the most is 1000 (lower --scale or the canvas, or raise --max-pixels)
-- A 40 x 40 canvas is 1,600 pixels: over a lowered --max-pixels.
scene { width = 40, height = 40, duration = 1 }
