// The Lua 5.4 C API defines part of itself as macros, which Swift cannot import.
// Each function here is one of those macros, spelled `shim_<macro>`.
#ifndef LOADERANIM_CLUASHIM_H
#define LOADERANIM_CLUASHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>

void shim_lua_pop(lua_State *L, int n);
void shim_lua_newtable(lua_State *L);
const char *shim_lua_tostring(lua_State *L, int index);
lua_Number shim_lua_tonumber(lua_State *L, int index);
lua_Integer shim_lua_tointeger(lua_State *L, int index);
int shim_lua_pcall(lua_State *L, int nargs, int nresults, int msgh);
int shim_lua_call_protected_chunk(lua_State *L, const char *chunk, size_t length, const char *name);
void shim_lua_pushcfunction(lua_State *L, lua_CFunction f);
void shim_lua_register(lua_State *L, const char *name, lua_CFunction f);
int shim_lua_isnil(lua_State *L, int index);
int shim_lua_isnone(lua_State *L, int index);
int shim_lua_isfunction(lua_State *L, int index);
int shim_lua_istable(lua_State *L, int index);
int shim_lua_isboolean(lua_State *L, int index);
int shim_lua_upvalueindex(int i);
void shim_lua_getregistry(lua_State *L);
void *shim_lua_newuserdata(lua_State *L, size_t size);
const char *shim_luaL_typename(lua_State *L, int index);
const char *shim_luaL_checkstring(lua_State *L, int arg);
int shim_luaL_getmetatable(lua_State *L, const char *name);

#endif
