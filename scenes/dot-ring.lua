-- dot-ring: a ring of dots made with one replicator; a bright dot runs round it and the
-- dots behind it fade and shrink, a comet's tail.
--
-- Written for loaderanim (see docs/scenes.md#dot-ring) the way a CAReplicatorLayer loader
-- is written: a single dot at the top of the ring, instanceCount copies each turned
-- 2π / count further round (instanceTransform, about the replicator's center), and one
-- repeating fade-and-shrink animation that each copy runs instanceDelay = period / count
-- later, so the brightest dot steps clockwise once a period.

-- Parameters -----------------------------------------------------------------------------
local color = param("color", "systemIndigo", "the dots' color")
local size = param("size", 60, "the diameter of the ring of dots, in points", { min = 16, max = 400 })
local count = param("count", 12, "how many dots", { type = "integer", min = 3, max = 60 })
local period = param("period", 1.2, "seconds for the bright dot to go once round", { min = 0.2, max = 10 })

local margin = 10
local dot = size * 0.16

scene {
    title = "Dot ring",
    summary = "A comet runs round a ring of dots: one replicator, one animation.",
    width = size + 2 * margin, height = size + 2 * margin, background = "white", scale = 2, fps = 50,
    duration = loop(),   -- one period
}

-- The replicator and its one dot ---------------------------------------------------------
local ring = ReplicatorLayer { name = "ring", frame = { margin, margin, size, size },
    instanceCount = count,
    instanceTransform = Transform.rotation(2 * math.pi / count),
    instanceDelay = period / count }
root:addSublayer(ring)

local ball = ShapeLayer { name = "dot", frame = { (size - dot) / 2, 0, dot, dot } }
ball.path = Path.arc(dot / 2, dot / 2, dot / 2, 0, 2 * math.pi, false)
ball.fillColor = color
ring:addSublayer(ball)

-- Full size and opaque as the comet's head passes, then fading and shrinking to the tail.
local fade = BasicAnimation { keyPath = "opacity", from = 1, to = 0.15 }
local shrink = BasicAnimation { keyPath = "transform.scale", from = 1, to = 0.4 }
local pulse = AnimationGroup { animations = { fade, shrink }, duration = period, timingFunction = "linear",
                               repeatCount = math.huge, removedOnCompletion = false }
-- Begun two periods ago, so every copy (the last runs almost a period behind) is already in
-- its cycle on the GIF's first frame and the loop joins seamlessly.
pulse.beginTime = now() - 2 * period
ball:add(pulse, "pulse")
