-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/015-endless-loop.lua:6: the script ran past its budget of 200000000 instructions (an endless loop? --max-instructions raises it)
scene { width = 40, height = 40, duration = 1 }
local n = 0
while true do n = n + 1 end
