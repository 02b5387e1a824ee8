#ifndef LIFE_CLUA_SHIM_H
#define LIFE_CLUA_SHIM_H
#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>
#include <stdio.h>
#include <stdlib.h>

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

/* Lua's memory, counted and capped: an allocation past the cap fails, which Lua raises as
   "not enough memory" (a script filling an endless table ran until the machine's memory ended). */
typedef struct { size_t used; size_t limit; } life_lua_budget;

static void *life_lua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    life_lua_budget *budget = (life_lua_budget *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        budget->used -= old;
        return NULL;
    }
    if (nsize > old && budget->used + (nsize - old) > budget->limit) return NULL;
    void *moved = realloc(ptr, nsize);
    if (moved) budget->used = budget->used - old + nsize;
    return moved;
}

/* An error outside any protected call: said on standard error, as luaL_newstate's state does. */
static int life_lua_panic(lua_State *L) {
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "PANIC: unprotected error in call to Lua API (%s)\n", message ? message : "error object is not a string");
    return 0;
}

/* A state whose memory is capped at `limit` bytes (NULL when even that cannot start). */
static inline lua_State *life_lua_newstate(size_t limit) {
    life_lua_budget *budget = (life_lua_budget *)malloc(sizeof *budget);
    if (!budget) return NULL;
    budget->used = 0;
    budget->limit = limit;
    lua_State *L = lua_newstate(life_lua_alloc, budget);
    if (!L) { free(budget); return NULL; }
    lua_atpanic(L, life_lua_panic);
    return L;
}

/* Closes a state made by life_lua_newstate and gives back its budget. */
static inline void life_lua_close(lua_State *L) {
    void *budget = NULL;
    lua_getallocf(L, &budget);
    lua_close(L);
    free(budget);
}

#endif
