#ifndef LIFE_CLUA_SHIM_H
#define LIFE_CLUA_SHIM_H
#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>
#include <stdio.h>

/* Standard output a line at a time, into a pipe too (what a script printed is out before it stops). */
static inline void life_lua_line_buffered_output(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

/* A function of Golly's API written in Swift: it returns how many results it pushed, or -1
   with an error message on top of the stack, which the trampoline raises from C (a Lua error
   is a longjmp, which must not cross Swift frames). */
typedef int (*life_lua_function)(lua_State *L);

static int life_lua_trampoline(lua_State *L) {
    life_lua_function body = (life_lua_function)lua_touserdata(L, lua_upvalueindex(1));
    int results = body(L);
    if (results < 0) return lua_error(L);
    return results;
}

/* Pushes `body` as a Lua function; `context` is its second upvalue. */
static inline void life_lua_push_function(lua_State *L, life_lua_function body, void *context) {
    lua_pushlightuserdata(L, (void *)body);
    lua_pushlightuserdata(L, context);
    lua_pushcclosure(L, life_lua_trampoline, 2);
}

/* The context given with the running function. */
static inline void *life_lua_context(lua_State *L) { return lua_touserdata(L, lua_upvalueindex(2)); }

/* Macros of lua.h as functions. */
static inline void life_lua_pop(lua_State *L, int n) { lua_settop(L, -(n) - 1); }
static inline void life_lua_newtable(lua_State *L) { lua_createtable(L, 0, 0); }
static inline const char *life_lua_tostring(lua_State *L, int i) { return lua_tolstring(L, i, NULL); }
static inline int life_lua_pcall(lua_State *L, int nargs, int nresults, int handler) { return lua_pcallk(L, nargs, nresults, handler, 0, NULL); }
static inline int life_lua_loadfile(lua_State *L, const char *path) { return luaL_loadfilex(L, path, NULL); }
static inline int life_lua_upvalueindex(int i) { return lua_upvalueindex(i); }

/* The message handler for pcall: the message as it is (a string), with where for others. */
static int life_lua_message(lua_State *L) {
    const char *message = lua_tostring(L, 1);
    if (message == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    return 1;
}

static inline void life_lua_push_message_handler(lua_State *L) { lua_pushcfunction(L, life_lua_message); }

/* Stopping a script from another thread: every thousand instructions the hook looks at the flag
   kept in the state's extra space and raises "aborted" once it is set. */
static void life_lua_stop_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    volatile int *flag = *(volatile int **)lua_getextraspace(L);
    if (flag && *flag) luaL_error(L, "aborted");
}

static inline void life_lua_watch(lua_State *L, volatile int *flag) {
    *(volatile int **)lua_getextraspace(L) = flag;
    lua_sethook(L, life_lua_stop_hook, LUA_MASKCOUNT, 1000);
}

#endif
