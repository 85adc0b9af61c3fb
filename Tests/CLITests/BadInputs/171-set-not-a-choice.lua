-- args: render {scene} --out {out} --set lineCap=pointy
-- exit: 65
-- stderr: loaderanim: {dir}/171-set-not-a-choice.lua: --set lineCap=pointy: "pointy" is not one of butt, round, square
scene { width = 40, height = 40, duration = 1 }
local cap = param("lineCap", "butt", "line cap", { choices = { "butt", "round", "square" } })
