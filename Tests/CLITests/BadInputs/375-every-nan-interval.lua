-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/375-every-nan-interval.lua:6: every(interval, fn): interval must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local interval = 0 / 0
every(interval, function() end)
