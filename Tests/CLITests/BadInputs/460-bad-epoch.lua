-- args: render {scene} --out {out} --epoch yesterday
-- exit: 64
-- stderr: loaderanim: --epoch "yesterday" is neither seconds since 1970 nor a UTC date like 2024-05-01T12:00:00Z
scene { width = 40, height = 40, duration = 1 }
