-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/470-canvas-times-frames.lua: 2000 × 2000 px × 500 frames is 2,000,000,000 pixels to draw, over the limit of 1,000,000,000 (lower --scale, --fps or --duration, or the canvas)
scene { width = 2000, height = 2000, duration = 10, fps = 50 }
