-- args: render {scene} --out {out} --frame-memory -1
-- exit: 64
-- stderr: loaderanim: --frame-memory -1 is out of range: it is megabytes, 0 or more
scene { width = 40, height = 40, duration = 1 }
