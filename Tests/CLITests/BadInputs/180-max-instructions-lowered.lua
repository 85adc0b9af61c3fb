-- args: render {scene} --out {out} --max-instructions 5000
-- exit: 65
-- stderr: loaderanim: {dir}/180-max-instructions-lowered.lua:7: the script ran past its budget of 5000 instructions (an endless loop? --max-instructions raises it)
-- A loop that a default budget allows, over a lowered --max-instructions.
scene { width = 40, height = 40, duration = 1 }
local total = 0
for i = 1, 100000 do total = total + i end
