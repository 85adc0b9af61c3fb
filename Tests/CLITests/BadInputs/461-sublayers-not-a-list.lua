-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/461-sublayers-not-a-list.lua:5: sublayers (a list of layers, or nil) must be a table, not number
scene { width = 40, height = 40, duration = 1 }
root.sublayers = 5
