#include "CLuaShim.h"

void shim_lua_pop(lua_State *L, int n) { lua_pop(L, n); }
void shim_lua_newtable(lua_State *L) { lua_newtable(L); }
const char *shim_lua_tostring(lua_State *L, int index) { return lua_tostring(L, index); }
lua_Number shim_lua_tonumber(lua_State *L, int index) { return lua_tonumber(L, index); }
lua_Integer shim_lua_tointeger(lua_State *L, int index) { return lua_tointeger(L, index); }
int shim_lua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
// Loads a chunk as text only (never precompiled bytecode, which can crash the VM) and runs it.
int shim_lua_call_protected_chunk(lua_State *L, const char *chunk, size_t length, const char *name) {
    int status = luaL_loadbufferx(L, chunk, length, name, "t");
    if (status != LUA_OK) return status;
    return lua_pcall(L, 0, LUA_MULTRET, 0);
}
void shim_lua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
void shim_lua_register(lua_State *L, const char *name, lua_CFunction f) { lua_register(L, name, f); }
int shim_lua_isnil(lua_State *L, int index) { return lua_isnil(L, index); }
int shim_lua_isnone(lua_State *L, int index) { return lua_isnone(L, index); }
int shim_lua_isfunction(lua_State *L, int index) { return lua_isfunction(L, index); }
int shim_lua_istable(lua_State *L, int index) { return lua_istable(L, index); }
int shim_lua_isboolean(lua_State *L, int index) { return lua_isboolean(L, index); }
int shim_lua_upvalueindex(int i) { return lua_upvalueindex(i); }
void shim_lua_getregistry(lua_State *L) { lua_pushvalue(L, LUA_REGISTRYINDEX); }
void *shim_lua_newuserdata(lua_State *L, size_t size) { return lua_newuserdata(L, size); }
const char *shim_luaL_typename(lua_State *L, int index) { return luaL_typename(L, index); }
const char *shim_luaL_checkstring(lua_State *L, int arg) { return luaL_checkstring(L, arg); }
int shim_luaL_getmetatable(lua_State *L, const char *name) { return luaL_getmetatable(L, name); }
