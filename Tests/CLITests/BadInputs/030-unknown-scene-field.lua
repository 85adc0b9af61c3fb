-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/030-unknown-scene-field.lua:4: scene has no field "fsp": did you mean fps?
scene { width = 40, height = 40, fsp = 25 }
