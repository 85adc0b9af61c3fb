-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/014-error-with-table-value.lua:5: (error object is a table value)
scene { width = 40, height = 40, duration = 1 }
error({ code = 42 })
