-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/017-stack-overflow.lua:5: stack overflow
scene { width = 40, height = 40, duration = 1 }
local function down(n) return 1 + down(n + 1) end
down(1)
