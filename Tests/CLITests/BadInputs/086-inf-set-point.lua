-- args: render {scene} --out {out} --set center=[1e999,2]
-- exit: 65
-- stderr: loaderanim: {dir}/086-inf-set-point.lua: --set center=[1e999,2]: center is a point; "1e999" is not a finite number
scene { width = 40, height = 40, duration = 1 }
local center = param("center", { x = 20, y = 20 }, "ring center")
