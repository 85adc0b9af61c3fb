-- args: render {scene} --out {out} --max-instructions 0
-- exit: 64
-- stderr: loaderanim: --max-instructions must be at least 1, not 0
-- A limit must be at least 1.
scene { width = 40, height = 40, duration = 1 }
