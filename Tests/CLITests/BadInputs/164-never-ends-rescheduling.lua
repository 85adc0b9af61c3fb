-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/164-never-ends-rescheduling.lua: the scene never ends (something repeats forever or keeps scheduling itself); give scene { duration = ... } or duration = loop(), or --duration
scene { width = 40, height = 40 }
local function tick() after(1, tick) end
tick()
