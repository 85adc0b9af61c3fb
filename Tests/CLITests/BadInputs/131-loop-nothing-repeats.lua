-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/131-loop-nothing-repeats.lua: duration = loop() needs an animation that repeats forever at time 0
scene { width = 40, height = 40, duration = loop() }
