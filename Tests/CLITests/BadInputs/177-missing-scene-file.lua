-- args: render {dir}/no-such-scene.lua --out {out}
-- exit: 66
-- stderr: loaderanim: {dir}/no-such-scene.lua: no such scene file
scene { width = 40, height = 40, duration = 1 }
