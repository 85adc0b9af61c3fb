-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/005-scene-called-twice.lua:5: scene { ... } can only be called once
scene { width = 40, height = 40, duration = 1 }
scene { width = 40, height = 40, duration = 1 }
