-- slack-lines: four colored lines that rotate, shrink, gather and grow back, as Slack's
-- loading animation.
--
-- Ported from the iOS blog post that rebuilds Slack's loading animation after the Android
-- article "手摸手教你写 Slack 的 Loading 动画" (seed 003 in docs/scenes.md; its author
-- is not named in the seed, only "my personal blog"). The seed's SlackLoadingView, line by
-- line: config() and drawLineShapeLayer() lay out four round-capped CAShapeLayer lines in a
-- view turned -30 degrees; startAnimation() adds angleAnimation, lineAnimationOne, Two and
-- Three, timed by beginTime rather than a group; when line4's last strokeEnd animation
-- stops, animationDidStop waits `interval` and starts again. A tap (touchesEnded) pauses a
-- running loader and resumes a paused one through the layers' speed and timeOffset.

-- Parameters -----------------------------------------------------------------------------
local size = param("size", 100, "the loader's side in points (the seed's lineLength)", { min = 20, max = 1000 })
local duration = param("duration", 2, "seconds of one turn and gather (the seed's duration D)", { min = 0.1, max = 60 })
local interval = param("interval", 1,
    "whole seconds between cycles (the seed's dispatch_after counts Int64(interval) seconds)",
    { type = "integer", min = 0, max = 60 })
local colors = param("colors", { "#9DD4E9", "#F5BD58", "#FF317E", "#6FC9B5" }, "the four lines' colors",
    { type = "array of color" })
local taps = param("taps", {}, "times (s) the loader is tapped: a tap pauses it while running, resumes it "
    .. "when paused, starts it when idle", { type = "array of number", min = 0 })
if #colors ~= 4 then error("colors must be four colors, one a line, not " .. #colors) end

local canvas = scene {
    title = "Slack loading lines",
    summary = "Four colored lines rotate, shrink, gather to the middle and grow back, as Slack's loader.",
    width = 160, height = 160, background = "white", fps = 50,
    -- One seamless cycle: the last strokeEnd animation ends at 1.25 D, the next starts
    -- `interval` later.
    duration = 1.25 * duration + interval,
}

-- SlackLoadingView -----------------------------------------------------------------------
local lineWidth, lineLength, margin = 0, 0, 0
-- Normal, Animating, pause
local status = "Normal"
local lines = {}
-- The view's own layer; it backs a view, so setting its transform does not animate.
local layer = Layer { name = "view", backsView = true,
                      frame = { (canvas.width - size) / 2, (canvas.height - size) / 2, size, size } }
root:addSublayer(layer)

local function angle(degrees) return degrees * (math.pi / 180) end
local function point(x, y) return { x = x, y = y } end

local function getLinePath(startPoint, endPoint)
    return Path.new():moveTo(startPoint.x, startPoint.y):lineTo(endPoint.x, endPoint.y)
end

local function drawLineShapeLayer()
    local startPoint = { point(lineWidth / 2, margin),
                         point(lineLength - margin, lineWidth / 2),
                         point(lineLength - lineWidth / 2, lineLength - margin),
                         point(margin, lineLength - lineWidth / 2) }
    local endPoint = { point(lineLength - lineWidth / 2, margin),
                       point(lineLength - margin, lineLength - lineWidth / 2),
                       point(lineWidth / 2, lineLength - margin),
                       point(margin, lineWidth / 2) }
    for i = 1, 4 do
        local line = ShapeLayer { name = "line" .. i }
        line.lineWidth = lineWidth
        line.lineCap = "round"
        line.opacity = 0.8
        line.strokeColor = colors[i]
        line.path = getLinePath(startPoint[i], endPoint[i])
        layer:addSublayer(line)
        lines[i] = line
    end
end

local function config()
    local frame = layer.frame
    lineLength = math.max(frame.width, frame.height)
    lineWidth = lineLength / 6.0
    margin = lineLength / 4.5 + lineWidth / 2
    drawLineShapeLayer()
    layer["transform.rotation.z"] = angle(-30)
end

local startAnimation   -- defined below; animationDidStop restarts it

-- Animation delegate ---------------------------------------------------------------------
local function animationDidStart(anim)
    if anim.keyPath == "transform.rotation.z" then status = "Animating" end
end

local function animationDidStop(anim, flag)
    if anim.keyPath == "strokeEnd" and flag then
        status = "Normal"
        after(interval, function()
            if status ~= "Animating" then startAnimation() end
        end)
    end
end

local function delegate(anim)
    anim.onStart = function() animationDidStart(anim) end
    anim.onStop = function(flag) animationDidStop(anim, flag) end
end

-- Animation steps ------------------------------------------------------------------------
-- The turn: two full turns, from -30 to 690 degrees.
local function angleAnimation()
    local angleAnimation = BasicAnimation { keyPath = "transform.rotation.z" }
    angleAnimation.fromValue = angle(-30)
    angleAnimation.toValue = angle(690)
    angleAnimation.fillMode = "forwards"
    angleAnimation.removedOnCompletion = false
    angleAnimation.duration = duration
    delegate(angleAnimation)
    layer:add(angleAnimation, "angleAnimation")
end

-- The lines shrink, over the first turn.
local function lineAnimationOne()
    local lineAnimationOne = BasicAnimation { keyPath = "strokeEnd" }
    lineAnimationOne.duration = duration / 2
    lineAnimationOne.fillMode = "forwards"
    lineAnimationOne.removedOnCompletion = false
    lineAnimationOne.fromValue = 1
    lineAnimationOne.toValue = 0
    for i = 1, 4 do
        lines[i]:add(lineAnimationOne, "lineAnimationOne")
    end
end

-- The lines move to the middle and back, over the second turn.
local function lineAnimationTwo()
    for i = 0, 3 do
        local keypath = "transform.translation.x"
        if i % 2 == 1 then keypath = "transform.translation.y" end
        local lineAnimationTwo = BasicAnimation { keyPath = keypath }
        lineAnimationTwo.beginTime = now() + duration / 2
        lineAnimationTwo.duration = duration / 4
        lineAnimationTwo.fillMode = "forwards"
        lineAnimationTwo.removedOnCompletion = false
        lineAnimationTwo.autoreverses = true
        lineAnimationTwo.fromValue = 0
        if i < 2 then
            lineAnimationTwo.toValue = lineLength / 4
        else
            lineAnimationTwo.toValue = -lineLength / 4
        end
        lines[i + 1]:add(lineAnimationTwo, "lineAnimationTwo")
    end

    -- the ratio of the triangle's two sides
    local scale = (lineLength - 2 * margin) / (lineLength - lineWidth)
    for i = 0, 3 do
        local keypath = "transform.translation.y"
        if i % 2 == 1 then keypath = "transform.translation.x" end
        local lineAnimationTwo = BasicAnimation { keyPath = keypath }
        lineAnimationTwo.beginTime = now() + duration / 2
        lineAnimationTwo.duration = duration / 4
        lineAnimationTwo.fillMode = "forwards"
        lineAnimationTwo.removedOnCompletion = false
        lineAnimationTwo.autoreverses = true
        lineAnimationTwo.fromValue = 0
        if i == 0 or i == 3 then
            lineAnimationTwo.toValue = lineLength / 4 * scale
        else
            lineAnimationTwo.toValue = -lineLength / 4 * scale
        end
        lines[i + 1]:add(lineAnimationTwo, "lineAnimationThree")
    end
end

-- The lines grow back, once the turns are done.
local function lineAnimationThree()
    local lineAnimationFour = BasicAnimation { keyPath = "strokeEnd" }
    lineAnimationFour.beginTime = now() + duration
    lineAnimationFour.duration = duration / 4
    lineAnimationFour.fillMode = "forwards"
    lineAnimationFour.removedOnCompletion = false
    lineAnimationFour.fromValue = 0
    lineAnimationFour.toValue = 1
    for i = 1, 4 do
        if i == 4 then
            lineAnimationFour.onStop = function(flag) animationDidStop(lineAnimationFour, flag) end
        end
        lines[i]:add(lineAnimationFour, "lineAnimationFour")
    end
end

-- Public methods -------------------------------------------------------------------------
startAnimation = function()
    angleAnimation()
    lineAnimationOne()
    lineAnimationTwo()
    lineAnimationThree()
end

-- extension CALayer { func pauseAnimation(); func resumeAnimation() }
local function pauseLayer(l)
    local pauseTime = l:localTime()   -- convertTime(CACurrentMediaTime(), fromLayer: nil)
    l.timeOffset = pauseTime
    l.speed = 0
end

local function resumeLayer(l)
    local pausedTime = l.timeOffset
    l.speed = 1
    l.timeOffset = 0
    l.beginTime = 0
    local sincePause = l:localTime() - pausedTime
    l.beginTime = sincePause
end

local function pauseAnimation()
    pauseLayer(layer)
    for _, lineLayer in ipairs(lines) do pauseLayer(lineLayer) end
    status = "pause"
end

local function resumeAnimation()
    resumeLayer(layer)
    for _, lineLayer in ipairs(lines) do resumeLayer(lineLayer) end
    status = "Animating"
end

-- touchesEnded
local function touchesEnded()
    if status == "Animating" then
        pauseAnimation()
    elseif status == "pause" then
        resumeAnimation()
    else
        startAnimation()
    end
end

config()
startAnimation()
for _, time in ipairs(taps) do at(time, touchesEnded) end
