-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/150-layer-tree-too-deep.lua:8: cannot add Layer layer #256 to Layer layer #255: layers would nest more than 256 deep
scene { width = 40, height = 40, duration = 1 }
local parent = root
for i = 1, 10000 do
  local layer = Layer { frame = { 0, 0, 1, 1 } }
  parent:addSublayer(layer)
  parent = layer
end
