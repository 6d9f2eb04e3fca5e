/*
 * trim() hands the memory malloc holds free back to the system (glibc's malloc_trim(0), over
 * every arena, the thread pool's included) and returns whether any was. Node frees the buffers
 * of a burst of requests into malloc's free lists, where glibc keeps them: without a trim, a
 * server that served one busy minute stays at that minute's size for good. Elsewhere than glibc
 * it does nothing and returns false.
 */
#define NAPI_VERSION 8
#include <node_api.h>
#include <stdbool.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
  bool released = false;
#ifdef __GLIBC__
  released = malloc_trim(0) == 1;
#endif
  napi_value result;
  napi_get_boolean(env, released, &result);
  return result;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_value fn;
  if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, trim, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "trim", fn) != napi_ok) return NULL;
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
