#include "CLuaShim.h"
#include <stdio.h>
#include <stdlib.h>

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
int shim_lua_isnoneornil(lua_State *L, int index) { return lua_isnoneornil(L, index); }
int shim_lua_isfunction(lua_State *L, int index) { return lua_isfunction(L, index); }
int shim_lua_istable(lua_State *L, int index) { return lua_istable(L, index); }
int shim_lua_isboolean(lua_State *L, int index) { return lua_isboolean(L, index); }
int shim_lua_isinteger(lua_State *L, int index) { return lua_isinteger(L, index); }
int shim_lua_upvalueindex(int i) { return lua_upvalueindex(i); }
void shim_lua_getregistry(lua_State *L) { lua_pushvalue(L, LUA_REGISTRYINDEX); }
int shim_lua_registryindex(void) { return LUA_REGISTRYINDEX; }
void *shim_lua_newuserdata(lua_State *L, size_t size) { return lua_newuserdata(L, size); }
const char *shim_luaL_typename(lua_State *L, int index) { return luaL_typename(L, index); }
const char *shim_luaL_checkstring(lua_State *L, int arg) { return luaL_checkstring(L, arg); }
int shim_luaL_getmetatable(lua_State *L, const char *name) { return luaL_getmetatable(L, name); }
void shim_lua_insert(lua_State *L, int index) { lua_insert(L, index); }
void shim_lua_remove(lua_State *L, int index) { lua_remove(L, index); }

static void *counting_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    shim_lua_sandbox *sandbox = ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        sandbox->used -= old;
        return NULL;
    }
    if (nsize > old && sandbox->used - old + nsize > sandbox->hard_memory_limit) return NULL;
    void *block = realloc(ptr, nsize);
    if (block) sandbox->used = sandbox->used - old + nsize;
    return block;
}

// Raises `message` with the position of the Lua function running when the hook fired
// (level 0 in a hook; luaL_error would name its caller).
static int raise_here(lua_State *L, const char *message) {
    luaL_where(L, 0);
    lua_pushstring(L, message);
    lua_concat(L, 2);
    return lua_error(L);
}

static void budget_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    shim_lua_sandbox *sandbox = shim_lua_sandbox_of(L);
    int interval = lua_gethookcount(L);
    sandbox->instructions_left -= interval;
    if (sandbox->instructions_left < 0) {
        sandbox->exhausted = 1;
        char message[128];
        snprintf(message, sizeof message, "the script ran past its budget of %lld instructions "
                 "(an endless loop? --max-instructions raises it)", sandbox->instruction_budget);
        raise_here(L, message);
    }
    if (sandbox->used > sandbox->soft_memory_limit) {
        sandbox->exhausted = 2;
        char message[128];
        snprintf(message, sizeof message, "the script used more than its memory limit of %d MB "
                 "(--max-memory raises it)", (int)(sandbox->soft_memory_limit >> 20));
        raise_here(L, message);
    }
}

lua_State *shim_lua_newstate(shim_lua_sandbox *sandbox, int hook_interval) {
    lua_State *L = lua_newstate(counting_alloc, sandbox);
    if (!L) return NULL;
    *(shim_lua_sandbox **)lua_getextraspace(L) = sandbox;
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, hook_interval);
    return L;
}

shim_lua_sandbox *shim_lua_sandbox_of(lua_State *L) {
    return *(shim_lua_sandbox **)lua_getextraspace(L);
}

static int trampoline(lua_State *L) {
    shim_swift_function dispatch = (shim_swift_function)lua_touserdata(L, lua_upvalueindex(1));
    lua_Integer id = lua_tointeger(L, lua_upvalueindex(2));
    int results = dispatch(L, id);
    if (results >= 0) return results;
    // -2: the message already says where (an error from a nested call); raise it as it is.
    if (results == -2) return lua_error(L);
    // The message is on top; put the calling script's position in front, as luaL_error does.
    luaL_where(L, 1);
    lua_insert(L, -2);
    lua_concat(L, 2);
    return lua_error(L);
}

void shim_push_swift_function(lua_State *L, shim_swift_function dispatch, lua_Integer function_id) {
    lua_pushlightuserdata(L, (void *)dispatch);
    lua_pushinteger(L, function_id);
    lua_pushcclosure(L, trampoline, 2);
}

int shim_traceback(lua_State *L) {
    const char *message = lua_tostring(L, 1);
    if (message == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        message = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, message, 1);
    return 1;
}
