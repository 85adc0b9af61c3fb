-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/020-sandbox-require.lua:5: attempt to call a nil value (global 'require')
scene { width = 40, height = 40, duration = 1 }
local json = require("json")
