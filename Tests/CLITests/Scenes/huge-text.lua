-- Text FreeType cannot scale (size times the square of the scale past 65,536): a 2000-point
-- drawText under scaleBy(100, 100), and a 100-point text layer scaled 81 times. Found by
-- `make fuzz FUZZ_TARGET=draw`; each drew nothing with three Pango warnings on stderr.
scene { width = 24, height = 24, duration = 0.1 }
root:addSublayer(Layer { frame = { 0, 0, 24, 24 }, draw = function(ctx)
  ctx:scaleBy(100, 100)
  ctx:drawText("W", 0, 0, { fontSize = 2000 })
end })
root:addSublayer(TextLayer { frame = { 0, 0, 24, 24 }, string = "A", fontSize = 100,
  transform = Transform.scale(81, 81, 1) })
