// The Lua 5.4 C API defines part of itself as macros, which Swift cannot import; each
// function here is one of those macros, spelled `shim_<macro>`. Below them, the C half of
// the sandbox: an allocator that counts, a hook that enforces the budgets, and the
// trampoline through which Lua calls Swift. Lua raises errors with longjmp, which must
// never cross Swift frames, so every error is raised here, in C.
#ifndef LOADERANIM_CLUASHIM_H
#define LOADERANIM_CLUASHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stddef.h>

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
int shim_lua_isnoneornil(lua_State *L, int index);
int shim_lua_isfunction(lua_State *L, int index);
int shim_lua_istable(lua_State *L, int index);
int shim_lua_isboolean(lua_State *L, int index);
int shim_lua_isinteger(lua_State *L, int index);
int shim_lua_upvalueindex(int i);
void shim_lua_getregistry(lua_State *L);
int shim_lua_registryindex(void);
void *shim_lua_newuserdata(lua_State *L, size_t size);
const char *shim_luaL_typename(lua_State *L, int index);
const char *shim_luaL_checkstring(lua_State *L, int arg);
int shim_luaL_getmetatable(lua_State *L, const char *name);
void shim_lua_insert(lua_State *L, int index);
void shim_lua_remove(lua_State *L, int index);

/// What one Lua state may use. `used` counts the bytes the allocator has handed out.
/// Past `soft_memory_limit` the hook stops the script with an error; the allocator itself
/// refuses only past `hard_memory_limit` (so that Lua raises its memory error inside Lua,
/// almost never while a Swift function is between Lua calls).
typedef struct {
    size_t used;
    size_t soft_memory_limit;
    size_t hard_memory_limit;
    long long instructions_left;
    /// What instructions_left starts from at each outermost call, for the message.
    long long instruction_budget;
    /// Set once a budget is exhausted: 1 instructions, 2 memory.
    int exhausted;
    /// The Swift side's context, for the trampoline.
    void *context;
} shim_lua_sandbox;

/// A new state whose allocator counts into `sandbox`, with the count hook installed
/// (checking the budgets every `hook_interval` VM instructions).
lua_State *shim_lua_newstate(shim_lua_sandbox *sandbox, int hook_interval);
shim_lua_sandbox *shim_lua_sandbox_of(lua_State *L);

/// The function Swift registers to serve calls from Lua: it gets the state and the id of
/// the function called; it returns the number of results, or -1 with an error message
/// pushed, which the trampoline raises (with the caller's file:line in front), or -2 with
/// a message that already has its position.
typedef int (*shim_swift_function)(lua_State *L, lua_Integer function_id);

/// Pushes a Lua function that calls `dispatch(L, function_id)`.
void shim_push_swift_function(lua_State *L, shim_swift_function dispatch, lua_Integer function_id);

/// A message handler for lua_pcall: appends a traceback to the error message.
int shim_traceback(lua_State *L);

#endif
