-- args: render {scene} --out {out} --max-memory 1
-- exit: 65
-- stderr: loaderanim: {dir}/181-max-memory-lowered.lua:7: the script used more than its memory limit of 1 MB (--max-memory raises it)
-- About 4 MB of strings: over a lowered --max-memory of 1 MB.
scene { width = 40, height = 40, duration = 1 }
local parts = {}
for i = 1, 4000 do parts[i] = string.rep("x", 1000) .. i end
