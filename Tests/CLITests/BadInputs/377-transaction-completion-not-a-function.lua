-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/377-transaction-completion-not-a-function.lua:5: transaction completion must be a function, not boolean
scene { width = 40, height = 40, duration = 1 }
transaction({ completion = true }, function() end)
