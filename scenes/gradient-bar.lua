-- gradient-bar: a rainbow gradient that flows sideways, masked to the progress.
--
-- Ported from the CAGradientLayer part of "CAShapeLayer和CAGradientLayer" (an unsigned blog
-- post of 2014-04-03; seed 004 in docs/scenes.md), itself
-- after nrj's "Animated progress view with CAGradientLayer". The seed's
-- GradientProgressView, line by line: a view whose layer is a horizontal CAGradientLayer of
-- 73 hues; performAnimation moves the last color to the front, sets the model and adds a
-- colors animation to the shifted colors, and runs again when it stops, forever; a
-- standalone black mask layer, as wide as the progress, lets the gradient show.

-- Parameters -----------------------------------------------------------------------------
local steps = param("steps", { 0.3, 0.2, 0.4, 0.1 },
    "the progress increments, one every `interval` seconds from `interval` on; progress = min(1, their sum)")
local interval = param("interval", 1.0, "seconds between progress updates (the first comes after one interval)",
    { min = 0.05, max = 60 })
local hold = param("hold", 0.75, "seconds shown after the last update's animation (0.25 s) ends", { min = 0, max = 60 })
local stepDuration = param("stepDuration", 0.08, "seconds each color step of the flow lasts (the seed's 0.08)",
    { min = 0.02, max = 10 })

local canvas = scene {
    title = "Gradient progress bar",
    summary = "A rainbow gradient flows sideways inside a bar that grows with the progress.",
    width = 320, height = 32, background = "black", fps = 25,
    -- The flow never stops, so the length is fixed: the last update, its animation, the hold.
    duration = #steps * interval + 0.25 + hold,
}

-- GradientProgressView -------------------------------------------------------------------
local frame = { x = 0, y = 12, width = canvas.width, height = 8 }

-- + (Class)layerClass { return [CAGradientLayer class]; }: the view's own layer.
local layer = GradientLayer { name = "gradient", backsView = true, frame = frame }

-- Use a horizontal gradient
layer.startPoint = { 0.0, 0.5 }
layer.endPoint = { 1.0, 0.5 }

-- Create colors using hues in +5 increments
local colors = {}
for hue = 0, 360, 5 do
    colors[#colors + 1] = hsb(1.0 * hue / 360.0, 1.0, 1.0)
end
layer.colors = colors
root:addSublayer(layer)

local maskLayer = Layer { name = "mask" }
maskLayer.frame = { 0, 0, 0, frame.height }
maskLayer.backgroundColor = "black"
layer.mask = maskLayer

local progress = 0

local performAnimation   -- and its delegate, animationDidStop, call each other

local function animationDidStop(animation, flag)
    performAnimation()
end

performAnimation = function()
    -- Move the last color in the array to the front, shifting all the other colors.
    local mutable = layer.colors
    local lastColor = table.remove(mutable)
    table.insert(mutable, 1, lastColor)
    local shiftedColors = mutable

    -- Update the colors on the model layer
    layer.colors = shiftedColors

    -- Create an animation to slowly move the gradient left to right.
    local animation = BasicAnimation { keyPath = "colors" }
    animation.toValue = shiftedColors
    animation.duration = stepDuration
    animation.removedOnCompletion = true
    animation.fillMode = "forwards"
    animation.onStop = function(finished) animationDidStop(animation, finished) end
    layer:add(animation, "animateGradient")
end

-- Resize our mask layer based on the current progress
local function layoutSubviews()
    local maskRect = maskLayer.frame
    maskRect.width = layer.bounds.width * progress
    maskLayer.frame = maskRect
end

local function setProgress(value)
    if progress ~= value then
        -- Progress values go from 0.0 to 1.0
        progress = math.min(1.0, math.abs(value))
        layoutSubviews()   -- setNeedsLayout: the layout pass of this same turn
    end
end

performAnimation()

-- The simulated progress: one step every interval.
local sum = 0
for i, step in ipairs(steps) do
    sum = sum + step
    local value = math.min(1, sum)
    at(i * interval, function() setProgress(value) end)
end
