-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/008-call-nil-global.lua:5: attempt to call a nil value (global 'makeRing')
scene { width = 40, height = 40, duration = 1 }
makeRing(root)
