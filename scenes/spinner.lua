-- spinner: a multicolor ring that chases itself while rotating.
--
-- Ported from "让我们在 Swift 5 中构建一个循环加载指示器", the Chinese translation of "Let's
-- Build a Circular Loading Indicator in Swift 5" (betterprogramming.pub), whose source the
-- seed links at github.com/zafarivaev/CircularLoadingIndicator
-- (seed 002 in docs/scenes.md). The seed's ProgressView, ProgressShapeLayer,
-- StrokeAnimation, StrokeColorAnimation and RotationAnimation, line by line:
-- animateStroke() adds a group of 1 s repeating forever (strokeEnd over 0.75 s; strokeStart
-- from 0.25 s over 0.75 s; both easeInEaseOut) and a strokeColor keyframe animation, 1 s a
-- color; animateRotation() turns the view once every 2 s; isAnimating = false removes the
-- ring and the view's animations.

-- Parameters -----------------------------------------------------------------------------
local colors = param("colors", { "red", "systemGreen", "systemBlue" }, "the stroke colors, one a second, cycled",
    { type = "array of color" })
local lineWidth = param("lineWidth", 5, "the ring's line width in points", { min = 0.5, max = 20 })
local stopAt = param("stopAt", {}, "when isAnimating becomes false, in seconds (empty: it spins forever)",
    { type = "array of number", min = 0 })
local hold = param("hold", 1, "seconds shown after stopAt (when it is given)", { min = 0, max = 60 })
if #colors == 0 then error("colors needs at least one color") end
if #stopAt > 1 then error("stopAt takes at most one time, not " .. #stopAt) end

local canvas = scene {
    title = "Multicolor spinner",
    summary = "A multicolor ring chases its own tail while it turns.",
    width = 80, height = 80, background = "white", scale = 2, fps = 50,
    -- Seamless: the least common multiple of the 1 s strokes, the 2 s turn and the colors.
    duration = stopAt[1] and stopAt[1] + hold or loop(),
}

-- ProgressView ---------------------------------------------------------------------------
local frame = { x = (canvas.width - 50) / 2, y = (canvas.height - 50) / 2, width = 50, height = 50 }
local view = Layer { name = "view", backsView = true, frame = frame }
root:addSublayer(view)

-- ProgressShapeLayer(strokeColor: colors.first!, lineWidth: lineWidth)
local function ProgressShapeLayer(strokeColor, lineWidth)
    local layer = ShapeLayer { name = "ring" }
    layer.strokeColor = strokeColor
    layer.lineWidth = lineWidth
    layer.fillColor = "clear"
    layer.lineCap = "round"
    return layer
end
local shapeLayer = ProgressShapeLayer(colors[1], lineWidth)

-- layoutSubviews()
view.cornerRadius = frame.width / 2
shapeLayer.path = Path.oval(0, 0, frame.width, frame.width)

-- StrokeAnimation(type:beginTime:fromValue:toValue:duration:)
local function StrokeAnimation(type, beginTime, fromValue, toValue, duration)
    return BasicAnimation { keyPath = type == "start" and "strokeStart" or "strokeEnd",
                            beginTime = beginTime, fromValue = fromValue, toValue = toValue,
                            duration = duration, timingFunction = "easeInEaseOut" }
end

-- StrokeColorAnimation(colors:duration:)
local function StrokeColorAnimation(colors, duration)
    return KeyframeAnimation { keyPath = "strokeColor", values = colors, duration = duration,
                               timingFunction = "easeInEaseOut", repeatCount = math.huge }
end

-- RotationAnimation(direction:fromValue:toValue:duration:repeatCount:)
local function RotationAnimation(direction, fromValue, toValue, duration, repeatCount)
    return BasicAnimation { keyPath = "transform.rotation." .. direction, fromValue = fromValue,
                            toValue = toValue, duration = duration, repeatCount = repeatCount }
end

local function animateStroke()
    local startAnimation = StrokeAnimation("start", 0.25, 0.0, 1.0, 0.75)
    local endAnimation = StrokeAnimation("end", 0, 0, 1.0, 0.75)

    local strokeAnimationGroup = AnimationGroup { duration = 1, repeatDuration = math.huge,
                                                  animations = { startAnimation, endAnimation } }
    shapeLayer:add(strokeAnimationGroup)

    local colorAnimation = StrokeColorAnimation(colors, strokeAnimationGroup.duration * #colors)
    shapeLayer:add(colorAnimation)

    view:addSublayer(shapeLayer)
end

local function animateRotation()
    local rotationAnimation = RotationAnimation("z", 0, math.pi * 2, 2, math.huge)
    view:add(rotationAnimation)
end

-- var isAnimating: Bool { didSet { ... } }
local isAnimating = false
local function setAnimating(value)
    isAnimating = value
    if isAnimating then
        animateStroke()
        animateRotation()
    else
        shapeLayer:removeFromSuperlayer()
        view:removeAllAnimations()
    end
end

setAnimating(true)
if stopAt[1] then at(stopAt[1], function() setAnimating(false) end) end
