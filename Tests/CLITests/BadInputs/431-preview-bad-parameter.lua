-- args: preview {scene} --set size=abc
-- exit: 65
-- stderr: loaderanim: {dir}/431-preview-bad-parameter.lua: --set size=abc: size is a number; "abc" is not a finite number
scene { width = 40, height = 40, duration = 1 }
local size = param("size", 10, "the side", { min = 1, max = 40 })
