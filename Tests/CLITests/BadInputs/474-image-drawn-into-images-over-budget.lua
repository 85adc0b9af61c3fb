-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/474-image-drawn-into-images-over-budget.lua:9: a drawing may hold at most 1,000,000 calls, a line of text or a painting call under a shadow, a blend mode or a clip mask counted as 1,000 and the images it draws counted in full; this one keeps drawing
scene { width = 40, height = 40, duration = 1 }
local dot = imageContext(2, 2, function(ctx) ctx:fill(0, 0, 2, 2) end)
-- 1,000 dots: 1,000 draws of 1 call each, 2,000 calls a row.
local row = imageContext(20, 20, function(ctx) for i = 1, 1000 do ctx:drawImage(dot, i % 10 * 2, 0, 2, 2) end end)
-- 1,000 rows would be 2,001,000 calls: the 500th row passes 1,000,000.
local grid = imageContext(20, 20, function(ctx) for i = 1, 1000 do ctx:drawImage(row, 0, 0, 20, 20) end end)
