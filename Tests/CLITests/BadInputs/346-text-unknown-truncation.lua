-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/346-text-unknown-truncation.lua:5: truncationMode: "tail" is not one of none, start, end, middle
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", truncationMode = "tail" }
