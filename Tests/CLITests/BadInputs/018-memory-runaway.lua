-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/018-memory-runaway.lua:6: the script used more than its memory limit of 256 MB (--max-memory raises it)
scene { width = 40, height = 40, duration = 1 }
local t = {}
for i = 1, 1e9 do t[i] = string.rep("x", 64) .. i end
