-- args: render {scene} --out {out} --scale 10000
-- exit: 64
-- stderr: loaderanim: {dir}/127-absurd-scale.lua: a frame of 400000 x 400000 pixels is 160000000000 pixels; the most is 16777216 (lower --scale or the canvas, or raise --max-pixels)
scene { width = 40, height = 40, duration = 1 }
