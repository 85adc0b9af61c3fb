-- coin-flip: a coin turns about its vertical axis, showing its face, then its back.
--
-- Written for loaderanim (see docs/scenes.md#coin-flip) as a card flip is written with
-- Core Animation: a container whose sublayerTransform holds the perspective (m34 = -1/d),
-- and two faces that are not doubleSided, the back turned half a turn to start with. Both
-- faces take the same transform.rotation.y animation, so whichever faces the viewer shows.

-- Parameters -----------------------------------------------------------------------------
local front = param("front", "systemYellow", "the face's color")
local back = param("back", "systemOrange", "the back's color")
local mark = param("mark", "white", "the color of the marks on both sides")
local size = param("size", 56, "the coin's diameter, in points", { min = 12, max = 400 })
local distance = param("distance", 160, "the eye's distance (m34 = -1/distance), in points", { min = 20, max = 10000 })
local period = param("period", 1.6, "seconds for a whole turn", { min = 0.2, max = 60 })

local margin = math.ceil(size * 0.3)
scene {
    title = "Coin flip",
    summary = "A coin turns about its vertical axis, face then back.",
    width = size + 2 * margin, height = size + 2 * margin, background = "white", scale = 2, fps = 50,
    duration = loop(),
}

-- The container shares the perspective with both faces (sublayerTransform.m34 = -1/d).
local coin = Layer { name = "coin", frame = { margin, margin, size, size },
                     sublayerTransform = Transform.perspective(distance) }
root:addSublayer(coin)

local function face(name, color, turned, markPath)
    local layer = ShapeLayer { name = name, frame = { 0, 0, size, size }, path = Path.oval(0, 0, size, size),
                               fillColor = color, doubleSided = false }
    layer:addSublayer(ShapeLayer { name = name .. "Mark", frame = { 0, 0, size, size }, path = markPath,
                                   fillColor = "clear", strokeColor = mark, lineWidth = size / 12, lineCap = "round" })
    layer["transform.rotation.y"] = turned
    coin:addSublayer(layer)
    layer:add(BasicAnimation { keyPath = "transform.rotation.y", from = turned, to = turned + 2 * math.pi,
        duration = period, repeatCount = math.huge, timingFunction = "easeInEaseOut" })
    return layer
end

-- The face carries a star-like cross, the back a ring: each reads mirrored if it showed through.
local s = size
local cross = Path.new()
cross:moveTo(s * 0.5, s * 0.25); cross:lineTo(s * 0.5, s * 0.75)
cross:moveTo(s * 0.3, s * 0.4); cross:lineTo(s * 0.7, s * 0.4)
face("face", front, 0, cross)
local ring = Path.arc(s * 0.5, s * 0.5, s * 0.22, 0, 2 * math.pi, true)
ring:moveTo(s * 0.62, s * 0.5); ring:lineTo(s * 0.75, s * 0.5)
face("back", back, math.pi, ring)
