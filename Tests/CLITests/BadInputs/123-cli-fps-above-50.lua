-- args: render {scene} --out {out} --fps 51
-- exit: 64
-- stderr: loaderanim: fps 51 is above 50: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs
scene { width = 40, height = 40, duration = 1 }
