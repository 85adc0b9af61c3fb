-- The Lua twin of spinners.swift: iOS's spinner built from the layers UIActivityIndicatorView
-- builds (docs/swift-scenes.md, "Labels, buttons, spinners and taps"), so that both give
-- the same tree and the same frames.
scene { title = "System spinners", width = 140, height = 50, background = "white", duration = 1, fps = 24 }

local opacities = {}
for k = 0, 11 do opacities[#opacities + 1] = 1 - k / 16 end

-- size, bar width, bar length, outer radius: .large 37, .medium 20.
local function spinner(parent, name, center, geometry, color, animating)
  local size, width, length, outer = table.unpack(geometry)
  local view = Layer { name = name, backsView = true, frame = { center[1] - size / 2, center[2] - size / 2, size, size } }
  local replicator = ReplicatorLayer { backsView = true, frame = { 0, 0, size, size }, instanceCount = 12,
                                       instanceDelay = -1 / 12, instanceTransform = Transform.rotation(-2 * math.pi / 12),
                                       speed = animating and 1 or 0 }
  local bar = Layer { backsView = true, frame = { size / 2 - width / 2, size / 2 - outer, width, length },
                      cornerRadius = width / 2, backgroundColor = color }
  parent:addSublayer(view)
  view:addSublayer(replicator)
  replicator:addSublayer(bar)
  bar:add(KeyframeAnimation { keyPath = "opacity", values = opacities, calculationMode = "discrete", duration = 1,
                              repeatCount = math.huge }, "spin")
end

spinner(root, "large", { 25, 25 }, { 37, 3.5, 10, 18 }, "systemGray", true)
spinner(root, "medium", { 65, 25 }, { 20, 2, 5.5, 9.75 }, "systemGray", true)
local badge = Layer { backsView = true, frame = { 90, 0, 50, 50 }, backgroundColor = "darkGray", cornerRadius = 10 }
root:addSublayer(badge)
spinner(badge, nil, { 25, 25 }, { 37, 3.5, 10, 18 }, "white", false)
