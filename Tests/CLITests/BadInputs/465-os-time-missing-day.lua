-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/465-os-time-missing-day.lua:5: os.time { ... }: day is missing
scene { width = 40, height = 40, duration = 1 }
local t = os.time { year = 2024, month = 5 }
