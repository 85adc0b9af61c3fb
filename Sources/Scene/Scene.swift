/// Runs scene scripts in Lua 5.4 (issue 6).
