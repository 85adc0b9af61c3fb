-- args: render {scene} --out {out}
-- exit: 64
-- stderr: loaderanim: {dir}/125-absurd-canvas.lua: a frame of 100000 x 100000 pixels is 10000000000 pixels; the most is 16777216 (lower --scale or the canvas, or raise --max-pixels)
scene { width = 100000, height = 100000, duration = 1 }
