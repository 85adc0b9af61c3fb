-- The reveal scene's default picture: an evening landscape (sky, sun, mountains, hills, a
-- lake with the sun's reflection), drawn by loaderanim itself so that no third-party photo
-- ships with the project. A still: render it again with
--
--     loaderanim frame scenes/assets/landscape.lua --time 0 --scale 2 --out scenes/assets/landscape.png
--
-- It lives in scenes/assets/, which the scene locator does not list.

scene { title = "Landscape", summary = "The reveal scene's default picture (a still).",
        width = 240, height = 240, background = "#1B2A55", duration = 1 }

local horizon = 160   -- where the lake meets the land

-- A layer filled with a vertical gradient inside a closed path: a GradientLayer masked by
-- a ShapeLayer (the mask's alpha is the shape's fill).
local function gradientShape(name, path, colors, locations)
    local box = path.bounds
    local fill = GradientLayer { name = name, frame = box, colors = colors, locations = locations,
                                 startPoint = { 0.5, 0 }, endPoint = { 0.5, 1 } }
    -- The mask's bounds start at the box's origin, so the path's canvas coordinates land
    -- on the gradient where they belong.
    local shape = ShapeLayer { frame = { 0, 0, box.width, box.height }, fillColor = "black", path = path }
    shape.bounds = box
    fill.mask = shape
    root:addSublayer(fill)
    return fill
end

-- A ridge: up the left edge from `bottom`, through the points (smoothly: each one a control
-- point between midpoints), down the right edge, closed along `bottom`.
local function ridge(points, bottom)
    local path = Path.new():moveTo(0, bottom):lineTo(points[1][1], points[1][2])
    for i = 2, #points do
        local p, q = points[i - 1], points[i]
        local mx, my = (p[1] + q[1]) / 2, (p[2] + q[2]) / 2
        path:quadCurveTo(p[1], p[2], mx, my)
    end
    local last = points[#points]
    path:lineTo(last[1], last[2]):lineTo(240, bottom):close()
    return path
end

-- Sky: deep blue overhead to a warm glow at the horizon.
root:addSublayer(GradientLayer { name = "sky", frame = { 0, 0, 240, horizon + 10 },
    colors = { "#1B2A55", "#3B4C8C", "#8A5C9E", "#E27D6A", "#F9B36B", "#FFE3A3" },
    locations = { 0, 0.25, 0.5, 0.72, 0.88, 1 } })

-- The sun's glow and the sun, low over the mountains.
local sunX, sunY, sunRadius = 160, 118, 17
root:addSublayer(GradientLayer { name = "glow", type = "radial", frame = { sunX - 90, sunY - 90, 180, 180 },
    colors = { "#FFF1C2FF", "#FFD98A99", "#FFB36B33", "#FFB36B00" }, locations = { 0, 0.2, 0.55, 1 },
    startPoint = { 0.5, 0.5 }, endPoint = { 1, 1 } })
root:addSublayer(ShapeLayer { name = "sun", path = Path.oval(sunX - sunRadius, sunY - sunRadius, 2 * sunRadius, 2 * sunRadius),
    fillColor = "#FFF6D8" })

-- Thin clouds lit from below: soft elliptical puffs (radial gradients in wide layers).
for _, c in ipairs({ { 20, 46, 90, 14 }, { 70, 40, 70, 10 }, { 136, 66, 100, 12 }, { 176, 26, 60, 9 }, { 4, 84, 60, 8 } }) do
    local x, y, w, h = c[1], c[2], c[3], c[4]
    for k, puff in ipairs({ { 0, 0, 1, 1 }, { 0.25, -0.35, 0.45, 1.2 } }) do
        root:addSublayer(GradientLayer { type = "radial",
            frame = { x + puff[1] * w, y + puff[2] * h, w * puff[3], h * puff[4] },
            colors = { k == 1 and "#F5B49A8C" or "#FFE0C07A", "#F5B49A00" },
            startPoint = { 0.5, 0.5 }, endPoint = { 1, 1 } })
    end
end

-- Far mountains, hazy violet.
gradientShape("mountains", ridge({ { 0, 122 }, { 22, 104 }, { 48, 118 }, { 80, 92 }, { 112, 120 }, { 138, 108 },
    { 176, 130 }, { 205, 101 }, { 240, 118 } }, horizon + 1),
    { "#7E6A9C", "#B28AA3" }, { 0, 1 })

-- Rolling hills, green, darker towards the viewer.
gradientShape("hills", ridge({ { 0, 138 }, { 40, 128 }, { 90, 146 }, { 140, 136 }, { 190, 150 }, { 240, 134 } }, horizon + 1),
    { "#6E9A5A", "#3F6B3E" }, { 0, 1 })

-- The lake: the sky reflected, darker.
root:addSublayer(GradientLayer { name = "lake", frame = { 0, horizon, 240, 240 - horizon },
    colors = { "#F3B27A", "#B27A8E", "#4A5A92", "#22305F" }, locations = { 0, 0.25, 0.6, 1 } })

-- The hills mirrored in the water, faint.
gradientShape("reflection", Path.new():moveTo(0, horizon):lineTo(0, horizon + 20):quadCurveTo(40, horizon + 30, 90, horizon + 14)
    :quadCurveTo(140, horizon + 22, 190, horizon + 10):quadCurveTo(220, horizon + 16, 240, horizon + 24)
    :lineTo(240, horizon):close(), { "#3F6B3E99", "#3F6B3E00" }, { 0, 1 })

-- The sun's reflection: broken streaks under it.
for i, s in ipairs({ { 6, 30 }, { 14, 24 }, { 23, 20 }, { 33, 14 }, { 45, 10 }, { 58, 7 } }) do
    local y, half = horizon + s[1], s[2] / 2
    root:addSublayer(ShapeLayer { path = Path.line(sunX - half, y, sunX + half, y), lineWidth = 2.2 - i * 0.2,
        lineCap = "round", strokeColor = "#FFF1C2", opacity = 1 - i * 0.12 })
end

-- The near shore, dark, with a few pines.
gradientShape("shore", ridge({ { 0, 196 }, { 30, 188 }, { 70, 204 }, { 110, 226 }, { 130, 240 } }, 240),
    { "#2F4B2B", "#172616" }, { 0, 1 })
for _, t in ipairs({ { 14, 190, 22 }, { 28, 187, 30 }, { 44, 191, 19 }, { 60, 198, 14 } }) do
    local x, base, h = t[1], t[2] + 6, t[3] + 6
    root:addSublayer(ShapeLayer { path = Path.new():moveTo(x, base - h):lineTo(x + h * 0.28, base)
        :lineTo(x - h * 0.28, base):close(), fillColor = "#13210F" })
end
