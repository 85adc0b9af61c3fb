-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/149-keyframes-shared-table.lua:10: more than 1000000 table elements in one call (is one table listed many times inside another?)
scene { width = 40, height = 40, duration = 1 }
local g = GradientLayer { frame = { 0, 0, 40, 40 } }
root:addSublayer(g)
local colors, values = {}, {}
for i = 1, 10000 do colors[i] = "red" end
for i = 1, 10000 do values[i] = colors end
g:add(KeyframeAnimation { keyPath = "colors", values = values, duration = 1 })
