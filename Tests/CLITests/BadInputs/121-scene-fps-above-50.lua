-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/121-scene-fps-above-50.lua:4: scene fps 60.0 is above 50: GIF delays are whole centiseconds, and browsers play delays under 2 cs as 10 cs
scene { width = 40, height = 40, duration = 1, fps = 60 }
