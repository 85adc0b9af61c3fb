-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/156-error-in-coroutine.lua:6: opacity must be a number, not string
scene { width = 40, height = 40, duration = 1 }
local grow = coroutine.wrap(function()
  root.opacity = "more"
end)
grow()
