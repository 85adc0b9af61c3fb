-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/021-callback-runaway.lua:5: more than 100000 events at t = 0.5 s without time moving on: a callback keeps scheduling itself
scene { width = 40, height = 40, duration = 1 }
local function again() at(now(), again) end
at(0.5, again)
