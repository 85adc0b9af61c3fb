-- reveal: the circular loader fills, then the picture behind it is revealed through an
-- expanding circular mask.
--
-- Ported from "How To Implement A Circular Image Loader Animation with CAShapeLayer" by
-- Rounak Jain (raywenderlich.com), in Sam Lau's Chinese translation
-- "使用CAShapeLayer来实现圆形图片加载动画" (seed 000 in docs/scenes.md) and its English
-- rendering "Cashapelayer to implement a circular picture loading animation"
-- (seed 001), whole. The CircularLoaderView is circular-loader.lua's;
-- once the download completes, reveal() clears the view, turns the ring into the image
-- view's mask and grows it (path outward, lineWidth inward, one group, 1 s,
-- easeInEaseOut); animationDidStop removes the mask.

-- Parameters: the picture, the download and the ring's look ----------------------------
local image = param("image", "assets/landscape.png",
    "the picture revealed (PNG or JPEG), shown aspect-fill; the default is made by assets/landscape.lua")
local progress = param("progress",
    { { 0.2, 0.08 }, { 0.5, 0.2 }, { 0.7, 0.38 }, { 1.1, 0.5 }, { 1.3, 0.72 }, { 1.7, 0.9 }, { 2.0, 1.0 } },
    "the download's updates: [time (s), receivedSize/expectedSize] pairs; the setter clamps to 0...1")
local lastUpdate = 0
for i, update in ipairs(progress) do
    if #update ~= 2 then error("progress[" .. i .. "] must be a [time, fraction] pair") end
    lastUpdate = math.max(lastUpdate, update[1])
end
local revealAt = param("revealAt", lastUpdate + 0.25,
    "when the image has loaded and reveal() runs (default: the last update's time + 0.25 s)", { min = 0 })
local hold = param("hold", 1.0, "seconds shown after the reveal ends", { min = 0, max = 60 })
local radius = param("radius", 20, "the ring's radius in points (the seed's circleRadius)", { min = 1, max = 500 })
local lineWidth = param("lineWidth", 2, "the ring's line width in points", { min = 0.5, max = 50 })
local color = param("color", "red", "the ring's stroke color")
local lineCap = param("lineCap", "butt", "the ring's line ends (the seed suggests round as an improvement)",
    { choices = { "butt", "round", "square" } })

local size = scene {
    title = "Circular image reveal",
    summary = "A red ring fills as the image loads, then the image is revealed through an expanding circle.",
    width = 240, height = 240, background = "white", fps = 50, hold = hold,
}

-- CircularLoaderView -------------------------------------------------------------------
local circleRadius = radius
local view = Layer { name = "view", backsView = true }
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

-- CustomImageView: the image view (a view's layer) holding the loader.
local photo = Layer { name = "photo", backsView = true, frame = { 0, 0, size.width, size.height },
                      contents = image, contentsGravity = "resizeAspectFill" }
root:addSublayer(photo)
local superview = photo

-- CGRectInset(rect, dx, dy)
local function inset(rect, dx, dy)
    return { x = rect.x + dx, y = rect.y + dy, width = rect.width - 2 * dx, height = rect.height - 2 * dy }
end

-- animationDidStop(anim, finished): the reveal is done; the whole picture shows.
local function animationDidStop(anim, finished)
    superview.mask = nil
end

local function reveal()
    -- 1
    view.backgroundColor = "clear"
    setProgress(1)
    -- 2
    circlePathLayer:removeAnimation("strokeEnd")
    -- 3
    circlePathLayer:removeFromSuperlayer()
    superview.mask = circlePathLayer

    -- 1: the circle that circumscribes the image view
    local bounds = view.bounds
    local center = { x = bounds.x + bounds.width / 2, y = bounds.y + bounds.height / 2 }
    local finalRadius = math.sqrt(center.x * center.x + center.y * center.y)
    local radiusInset = finalRadius - circleRadius
    local outerRect = inset(circleFrame(), -radiusInset, -radiusInset)
    local toPath = Path.oval(outerRect)
    -- 2
    local fromPath = circlePathLayer.path
    local fromLineWidth = circlePathLayer.lineWidth
    -- 3
    transaction({ disableActions = true }, function()
        circlePathLayer.lineWidth = 2 * finalRadius
        circlePathLayer.path = toPath
    end)
    -- 4
    local lineWidthAnimation = BasicAnimation { keyPath = "lineWidth", fromValue = fromLineWidth,
                                                toValue = 2 * finalRadius }
    local pathAnimation = BasicAnimation { keyPath = "path", fromValue = fromPath, toValue = toPath }
    -- 5
    local groupAnimation = AnimationGroup { duration = 1, timingFunction = "easeInEaseOut",
                                            animations = { pathAnimation, lineWidthAnimation } }
    groupAnimation.onStop = function(finished) animationDidStop(groupAnimation, finished) end
    circlePathLayer:add(groupAnimation, "strokeWidth")
end

local progressIndicatorView = view
photo:addSublayer(progressIndicatorView)
progressIndicatorView.frame = photo.bounds
configure()
layoutSubviews()

-- The download: progress updates, then "Reveal image here".
for _, update in ipairs(progress) do
    local time, fraction = update[1], update[2]
    at(time, function() setProgress(fraction) end)
end
at(revealAt, reveal)
