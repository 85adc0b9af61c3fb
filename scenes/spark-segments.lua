-- spark-segments: the Spark camera's recording ring; each press records a colored segment.
--
-- Ported from the CAShapeLayer part of "CAShapeLayer和CAGradientLayer" (an unsigned blog
-- post of 2014-04-03; seed 004 in docs/scenes.md), itself
-- after subjc's "Spark Camera's recording meter". The seed's RecordingCircleOverlayView,
-- line by line: a light gray track circle; touchesBegan runs addNewLayer and
-- updateAnimations (every segment's strokeEnd, the older segments' strokeStart and the
-- track's strokeStart run on towards the full circle over what is left of `duration`);
-- touchesEnded runs removeAnimations (the presentation values are copied into the model and
-- the animations removed); the first strokeEnd animation to finish ends the recording
-- (animationDidStop).

-- Parameters -----------------------------------------------------------------------------
local duration = param("duration", 4,
    "seconds of recording for a full circle (the seed's 45, and 10 in its demo, are long for a GIF)",
    { min = 0.1, max = 600 })
local holds = param("holds", { { 0.3, 1.3 }, { 1.7, 2.5 }, { 2.9, 5.5 } },
    "the finger's [press, release] times (s), in order; each press records a new segment")
local seed = param("seed", 1, "seeds the segments' random colors", { type = "integer", min = 0 })
local hold = param("hold", 0.9, "seconds shown after the ring completes (or after the last release)", { min = 0, max = 60 })
local strokeWidth = param("strokeWidth", 7, "the ring's line width in points", { min = 0.5, max = 40 })

local previous = 0
for i, h in ipairs(holds) do
    if #h ~= 2 or h[1] < previous or h[2] < h[1] then
        error("holds[" .. i .. "] must be a [press, release] pair after the one before, press <= release")
    end
    previous = h[2]
end

-- The scene's end: the ring is full once the presses have lasted `duration` in all (each
-- press animates over what is left of it); if they never do, the last release.
local function recordingEnd()
    local recorded, last = 0, 0
    for _, h in ipairs(holds) do
        local down, up = h[1], h[2]
        if recorded + (up - down) >= duration then return down + (duration - recorded) end
        recorded = recorded + (up - down)
        last = up
    end
    return last
end

local canvas = scene {
    title = "Spark recording ring",
    summary = "The Spark camera's recording ring: each press records a segment of a new color.",
    width = 200, height = 200, background = "white", fps = 25,
    duration = math.max(recordingEnd() + hold, 0.1),
}

-- RecordingCircleOverlayView -------------------------------------------------------------
local bounds = { x = 0, y = 0, width = canvas.width, height = canvas.height }
local insets = { top = 10, bottom = 10 }   -- insets.top + insets.bottom = 20 points
local progressLayers = {}
local currentProgressLayer = nil
local hasFinishedAnimating = false

local arcCenter = { x = bounds.y + bounds.height / 2, y = bounds.x + bounds.width / 2 }   -- (midY, midX), as the seed
local radius = bounds.width / 2 - insets.top - insets.bottom
local circlePath = Path.arc(arcCenter.x, arcCenter.y, radius, math.pi, -math.pi, false)

local backgroundLayer = ShapeLayer { name = "track" }
backgroundLayer.path = circlePath
backgroundLayer.strokeColor = "lightGray"
backgroundLayer.fillColor = "clear"
backgroundLayer.lineWidth = strokeWidth
root:addSublayer(backgroundLayer)

-- A bright random color: any hue, saturation and brightness from 0.5 up (away from white
-- and black), from the scene's seeded generator.
local function randomColor()
    local hue = random(0, 255) / 256
    local saturation = random(0, 127) / 256 + 0.5
    local brightness = random(0, 127) / 256 + 0.5
    return hsb(hue, saturation, brightness)
end

local function addNewLayer()
    local progressLayer = ShapeLayer { name = "segment" .. (#progressLayers + 1) }
    progressLayer.path = circlePath
    progressLayer.strokeColor = randomColor()
    progressLayer.fillColor = "clear"
    progressLayer.lineWidth = strokeWidth
    progressLayer.strokeEnd = 0

    root:addSublayer(progressLayer)
    progressLayers[#progressLayers + 1] = progressLayer

    currentProgressLayer = progressLayer
end

local animationDidStop   -- the delegate, below

-- A CABasicAnimation that stays at its end: fillMode forwards, not removed on completion.
local function forwards(keyPath, fromValue, toValue, duration)
    return BasicAnimation { keyPath = keyPath, duration = duration, fromValue = fromValue, toValue = toValue,
                            autoreverses = false, repeatCount = 0, fillMode = "forwards", removedOnCompletion = false }
end

local function updateAnimations()
    local duration = duration * (1 - progressLayers[1].strokeEnd)
    local strokeEndFinal = 1

    for _, progressLayer in ipairs(progressLayers) do
        local strokeEndAnimation = forwards("strokeEnd", progressLayer.strokeEnd, strokeEndFinal, duration)
        strokeEndAnimation.onStop = function(finished) animationDidStop(strokeEndAnimation, finished) end
        progressLayer:add(strokeEndAnimation, "strokeEndAnimation")

        strokeEndFinal = strokeEndFinal - (progressLayer.strokeEnd - progressLayer.strokeStart)

        if progressLayer ~= currentProgressLayer then
            local strokeStartAnimation = forwards("strokeStart", progressLayer.strokeStart, strokeEndFinal, duration)
            progressLayer:add(strokeStartAnimation, "strokeStartAnimation")
        end
    end
    local backgroundLayerAnimation = forwards("strokeStart", backgroundLayer.strokeStart, 1, duration)
    backgroundLayerAnimation.onStop = function(finished) animationDidStop(backgroundLayerAnimation, finished) end
    backgroundLayer:add(backgroundLayerAnimation, "strokeStartAnimation")
end

local function removeAnimations()
    for _, progressLayer in ipairs(progressLayers) do
        progressLayer.strokeStart = progressLayer.presentation.strokeStart
        progressLayer.strokeEnd = progressLayer.presentation.strokeEnd
        progressLayer:removeAllAnimations()
    end
    backgroundLayer.strokeStart = backgroundLayer.presentation.strokeStart
    backgroundLayer:removeAllAnimations()
end

animationDidStop = function(anim, flag)
    if not hasFinishedAnimating and flag then
        removeAnimations()
        hasFinishedAnimating = flag
    end
end

-- touchesBegan / touchesEnded: nothing more once the ring is full.
local function touchesBegan()
    if hasFinishedAnimating then return end
    addNewLayer()
    updateAnimations()
end

local function touchesEnded()
    if hasFinishedAnimating then return end
    removeAnimations()
end

for _, h in ipairs(holds) do
    at(h[1], touchesBegan)
    at(h[2], touchesEnded)
end
