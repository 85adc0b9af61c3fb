-- circular-loader: a thin red ring fills up as a simulated download progresses.
--
-- Ported from the first half of "How To Implement A Circular Image Loader Animation with
-- CAShapeLayer" by Rounak Jain (raywenderlich.com), in Sam Lau's Chinese translation
-- "使用CAShapeLayer来实现圆形图片加载动画" (seed 000 in docs/scenes.md) and its English
-- rendering "Cashapelayer to implement a circular picture loading animation"
-- (seed 001). The seed's CircularLoaderView, line by line: a
-- white view holding circlePathLayer, a CAShapeLayer circle whose strokeEnd is the
-- progress. The seed adds no animation code: each progress update is a plain model
-- change of a standalone layer, which Core Animation animates implicitly (0.25 s, the
-- default curve, from what is on screen). reveal.lua goes on to the second half.

-- Parameters: the download and the ring's look ----------------------------------------
local progress = param("progress",
    { { 0.2, 0.08 }, { 0.5, 0.2 }, { 0.7, 0.38 }, { 1.1, 0.5 }, { 1.3, 0.72 }, { 1.7, 0.9 }, { 2.0, 1.0 } },
    "the download's updates: [time (s), receivedSize/expectedSize] pairs; the setter clamps to 0...1")
local hold = param("hold", 0.5, "seconds shown after the last update's animation ends", { min = 0, max = 60 })
local radius = param("radius", 20, "the ring's radius in points (the seed's circleRadius)", { min = 1, max = 500 })
local lineWidth = param("lineWidth", 2, "the ring's line width in points", { min = 0.5, max = 50 })
local color = param("color", "red", "the ring's stroke color")
local lineCap = param("lineCap", "butt", "the ring's line ends (the seed suggests round as an improvement)",
    { choices = { "butt", "round", "square" } })

for i, update in ipairs(progress) do
    if #update ~= 2 then error("progress[" .. i .. "] must be a [time, fraction] pair") end
end

local size = scene {
    title = "Circular loader",
    summary = "A thin red ring fills up as a simulated download progresses.",
    width = 160, height = 160, background = "white", fps = 50, hold = hold,
}

-- CircularLoaderView -------------------------------------------------------------------
local circleRadius = radius
-- The view's own layer: it backs a UIView, so its changes never animate.
local view = Layer { name = "view", backsView = true }
-- A standalone CAShapeLayer: its model changes animate implicitly.
local circlePathLayer = ShapeLayer { name = "ring" }

local function circleFrame()
    local bounds = circlePathLayer.bounds
    local frame = { x = 0, y = 0, width = 2 * circleRadius, height = 2 * circleRadius }
    frame.x = (bounds.x + bounds.width / 2) - (frame.x + frame.width / 2)
    frame.y = (bounds.y + bounds.height / 2) - (frame.y + frame.height / 2)
    return frame
end

local function circlePath()
    return Path.oval(circleFrame())
end

-- var progress: CGFloat { set { ... } }: clamps, then sets strokeEnd.
local function setProgress(newValue)
    if newValue > 1 then
        circlePathLayer.strokeEnd = 1
    elseif newValue < 0 then
        circlePathLayer.strokeEnd = 0
    else
        circlePathLayer.strokeEnd = newValue
    end
end

local function configure()
    circlePathLayer.frame = view.bounds
    circlePathLayer.lineWidth = lineWidth
    circlePathLayer.fillColor = "clear"
    circlePathLayer.strokeColor = color
    circlePathLayer.lineCap = lineCap
    view:addSublayer(circlePathLayer)
    view.backgroundColor = "white"
    setProgress(0)
end

local function layoutSubviews()
    circlePathLayer.frame = view.bounds
    circlePathLayer.path = circlePath()
end

-- CustomImageView: the loader fills the canvas.
local progressIndicatorView = view
root:addSublayer(progressIndicatorView)
progressIndicatorView.frame = { 0, 0, size.width, size.height }
configure()
layoutSubviews()

-- The download callback: progressIndicatorView.progress = receivedSize / expectedSize.
for _, update in ipairs(progress) do
    local time, fraction = update[1], update[2]
    at(time, function() setProgress(fraction) end)
end
