-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/386-timer-invalidate-with-a-dot.lua:6: call invalidate with a colon: timer:invalidate() or link:invalidate()
scene { width = 40, height = 40, duration = 1 }
local timer = every(0.1, function() end)
after(0.5, function() timer.invalidate() end)
