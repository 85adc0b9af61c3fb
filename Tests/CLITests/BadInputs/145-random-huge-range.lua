-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/145-random-huge-range.lua:5: random(m, n) needs whole numbers m <= n within ±2^53, got 1.0 and 1e+300
scene { width = 40, height = 40, duration = 1 }
local n = random(1, 1e300)
