-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/173-param-declared-twice.lua:6: parameter lineWidth is declared twice
scene { width = 40, height = 40, duration = 1 }
param("lineWidth", 3, "ring width")
param("lineWidth", 4, "ring width again")
