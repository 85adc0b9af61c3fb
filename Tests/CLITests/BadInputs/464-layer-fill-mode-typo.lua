-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/464-layer-fill-mode-typo.lua:5: fillMode: "forward" is not one of removed, forwards, backwards, both: did you mean forwards?
scene { width = 40, height = 40, duration = 1 }
local group = Layer { duration = 1, fillMode = "forward" }
