-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/006-not-utf8.lua: the scene script is not UTF-8 text
scene { width = 40, height = 40, duration = 1, title = "café ÿþ" }
