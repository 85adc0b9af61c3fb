-- args: render {scene} --out {out} --width 100000 --height 100000
-- exit: 64
-- stderr: loaderanim: {dir}/126-absurd-cli-canvas.lua: a frame of 100000 x 100000 pixels is 10000000000 pixels; the most is 16777216 (lower --scale or the canvas, or raise --max-pixels)
scene { width = 40, height = 40, duration = 1 }
