/*
 * Zero-copy file -> TCP socket for the audio stream route: Linux sendfile(2), as nginx serves
 * files. Node has no sendfile, so a Node server copies every byte into user space and out
 * again; on a busy machine that copy is most of the cost of a range request.
 *
 * start(socketFd, head, fileFd, offset, length, callback) sends the response head (a Buffer,
 * flagged MSG_MORE so it leaves in one segment with the body), then `length` bytes of the file
 * from `offset`, and calls callback(errno, bytesSent) once, asynchronously (errno 0 on success).
 * It returns a handle for cancel(handle), after which the callback gets ECANCELED.
 *
 * Every sendfile call runs in libuv's thread pool, as nginx's "aio threads" do: the kernel's copy
 * (most of a range request's cost) and any disk read for a file not in the page cache happen off
 * the event loop, which only watches the socket for room when it is full. A turn sends what the
 * socket takes without blocking, at most MAX_BYTES_PER_TURN, so a worker is never held by a
 * slow listener.
 *
 * The socket belongs to Node: start() dups it, so that libuv can watch the copy for writability
 * (libuv keeps one watcher per descriptor number) and so that Node closing its own descriptor
 * mid-transfer can never make us write to whatever reuses that number. The file descriptor is
 * borrowed: the caller keeps it open until the callback runs.
 */
#define NAPI_VERSION 8
#include <errno.h>
#include <fcntl.h>
#include <node_api.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <unistd.h>
#include <uv.h>

/* Per turn, so that one fast reader cannot hold a worker thread for long. */
#define MAX_BYTES_PER_TURN (8 * 1024 * 1024)
/* Linux moves at most 0x7ffff000 bytes per sendfile call. */
#define MAX_BYTES_PER_CALL 0x7ffff000

typedef struct {
  const char *head;
  size_t head_length;
  size_t head_sent;
  int file;
  off_t offset;
  int64_t remaining;
  int64_t sent; /* Head and file bytes. */
} Progress;

/* Sends what the socket takes now: 0 when done or the socket is full, else an errno. */
static int advance(int socket, Progress *p) {
  int64_t budget = MAX_BYTES_PER_TURN;
  while (p->head_sent < p->head_length) {
    ssize_t n = send(socket, p->head + p->head_sent, p->head_length - p->head_sent,
                     MSG_MORE | MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n >= 0) {
      p->head_sent += (size_t)n;
      p->sent += n;
    } else if (errno == EINTR) {
      continue;
    } else {
      return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : errno;
    }
  }
  while (p->remaining > 0 && budget > 0) {
    size_t count = (size_t)(p->remaining < MAX_BYTES_PER_CALL ? p->remaining : MAX_BYTES_PER_CALL);
    ssize_t n = sendfile(socket, p->file, &p->offset, count);
    if (n > 0) {
      p->remaining -= n;
      p->sent += n;
      budget -= n;
    } else if (n == 0) {
      return EIO; /* The file is shorter than promised. */
    } else if (errno == EINTR) {
      continue;
    } else {
      return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : errno;
    }
  }
  return 0;
}

static int done(const Progress *p) { return p->head_sent == p->head_length && p->remaining == 0; }

typedef struct {
  uv_poll_t poll;
  uv_work_t work;
  uv_loop_t *loop;
  napi_env env;
  napi_ref callback;
  napi_async_context context;
  int socket; /* Our dup. */
  char *head_copy;
  Progress progress;
  int error;
  int poll_status; /* Of the last wake-up: libuv reports POLLERR as UV_EBADF. */
  int polling;     /* The poll handle exists: most transfers end in their first turn without it. */
  int finished;
  int working;          /* A thread-pool turn is under way: cancel() waits for it. */
  int cancel_requested; /* Main thread only, like everything but `progress` during a turn. */
} Transfer;

/* Closes our dup, calls back with the outcome and frees the transfer, on the main thread. */
static void complete(Transfer *t) {
  napi_env env = t->env;
  close(t->socket);

  napi_handle_scope scope;
  napi_open_handle_scope(env, &scope);
  napi_value callback, global, argv[2], result;
  napi_get_reference_value(env, t->callback, &callback);
  napi_get_global(env, &global);
  napi_create_int32(env, t->error, &argv[0]);
  napi_create_int64(env, t->progress.sent, &argv[1]);
  napi_make_callback(env, t->context, global, callback, 2, argv, &result);
  napi_close_handle_scope(env, scope);

  napi_delete_reference(env, t->callback);
  napi_async_destroy(env, t->context);
  free(t->head_copy);
  free(t);
}

static void on_closed(uv_handle_t *handle) { complete((Transfer *)handle->data); }

/*
 * Without a poll handle this calls back at once, which happens only after a turn, in a libuv
 * callback; cancel() comes between turns, when the handle exists, so its callback is later.
 */
static void finish(Transfer *t, int error) {
  if (t->finished) return;
  t->finished = 1;
  t->error = error;
  if (t->polling) {
    uv_poll_stop(&t->poll);
    uv_close((uv_handle_t *)&t->poll, on_closed);
  } else {
    complete(t);
  }
}

static void queue_turn(Transfer *t);

static void on_writable(uv_poll_t *handle, int status, int events) {
  Transfer *t = (Transfer *)handle->data;
  (void)events;
  uv_poll_stop(&t->poll);
  t->poll_status = status;
  queue_turn(t);
}

/* In a worker thread: touches only the transfer's progress and error. */
static void work_turn(uv_work_t *req) {
  Transfer *t = (Transfer *)req->data;
  t->error = advance(t->socket, &t->progress);
}

/* The socket is full: wait until it has room (the poll handle is made the first time). */
static int wait_for_room(Transfer *t) {
  if (!t->polling) {
    int rc = uv_poll_init(t->loop, &t->poll, t->socket);
    if (rc < 0) return rc;
    t->poll.data = t;
    t->polling = 1;
  }
  return uv_poll_start(&t->poll, UV_WRITABLE, on_writable);
}

static void after_turn(uv_work_t *req, int status) {
  Transfer *t = (Transfer *)req->data;
  t->working = 0;
  int error = status < 0 ? -status : t->error;
  /* After POLLERR the turn's send says what really happened (EPIPE...), if anything. */
  if (!error && t->poll_status < 0 && !done(&t->progress)) error = -t->poll_status;
  if (t->cancel_requested) error = ECANCELED;
  if (!error && !done(&t->progress)) error = -wait_for_room(t);
  if (error || done(&t->progress)) finish(t, error);
}

static void queue_turn(Transfer *t) {
  t->working = 1;
  int rc = uv_queue_work(t->loop, &t->work, work_turn, after_turn);
  if (rc < 0) {
    t->working = 0;
    finish(t, -rc);
  }
}

static napi_value throw_errno(napi_env env, const char *what, int error) {
  char message[128];
  snprintf(message, sizeof message, "%s: %s", what, strerror(error));
  napi_throw_error(env, NULL, message);
  return NULL;
}

/* Reads (socketFd, head, fileFd, offset, length) from argv; throws and returns 0 if they are wrong. */
static int read_arguments(napi_env env, napi_value *argv, size_t argc, int *socket_fd,
                          Progress *p) {
  int32_t socket, file;
  int64_t offset, length;
  void *head = NULL;
  size_t head_length = 0;
  if (argc < 5 || napi_get_value_int32(env, argv[0], &socket) != napi_ok ||
      napi_get_buffer_info(env, argv[1], &head, &head_length) != napi_ok ||
      napi_get_value_int32(env, argv[2], &file) != napi_ok ||
      napi_get_value_int64(env, argv[3], &offset) != napi_ok ||
      napi_get_value_int64(env, argv[4], &length) != napi_ok || socket < 0 || file < 0 ||
      offset < 0 || length < 0) {
    napi_throw_type_error(env, NULL, "(socketFd, head: Buffer, fileFd, offset, length)");
    return 0;
  }
  *socket_fd = socket;
  memset(p, 0, sizeof *p);
  p->head = head;
  p->head_length = head_length;
  p->file = file;
  p->offset = (off_t)offset;
  p->remaining = length;
  return 1;
}

static napi_value start(napi_env env, napi_callback_info info) {
  size_t argc = 6;
  napi_value argv[6];
  int socket;
  Progress p;
  napi_valuetype callback_type = napi_undefined;
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  if (!read_arguments(env, argv, argc, &socket, &p)) return NULL;
  if (argc < 6 || napi_typeof(env, argv[5], &callback_type) != napi_ok ||
      callback_type != napi_function) {
    napi_throw_type_error(env, NULL, "start(socketFd, head, fileFd, offset, length, callback)");
    return NULL;
  }
  uv_loop_t *loop;
  if (napi_get_uv_event_loop(env, &loop) != napi_ok) {
    napi_throw_error(env, NULL, "No event loop");
    return NULL;
  }

  Transfer *t = calloc(1, sizeof *t);
  if (!t) return throw_errno(env, "calloc", ENOMEM);
  if (p.head_length > 0) {
    t->head_copy = malloc(p.head_length);
    if (!t->head_copy) {
      free(t);
      return throw_errno(env, "malloc", ENOMEM);
    }
    memcpy(t->head_copy, p.head, p.head_length);
    p.head = t->head_copy;
  }
  t->progress = p;
  t->env = env;
  t->loop = loop;
  t->socket = fcntl(socket, F_DUPFD_CLOEXEC, 0);
  t->work.data = t;
  /* The first turn runs in the thread pool too: the callback is never synchronous. */
  t->working = 1;
  int rc = t->socket < 0 ? -errno : uv_queue_work(loop, &t->work, work_turn, after_turn);
  if (rc < 0) {
    if (t->socket >= 0) close(t->socket);
    free(t->head_copy);
    free(t);
    return throw_errno(env, "sendfile start", -rc);
  }
  napi_value name;
  napi_create_string_utf8(env, "tonearm:sendfile", NAPI_AUTO_LENGTH, &name);
  napi_async_init(env, NULL, name, &t->context);
  napi_create_reference(env, argv[5], 1, &t->callback);

  napi_value handle;
  napi_create_external(env, t, NULL, NULL, &handle);
  return handle;
}

/* Valid only until the callback has run: the JS side makes sure of that. */
static napi_value cancel(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  void *data = NULL;
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  if (argc < 1 || napi_get_value_external(env, argv[0], &data) != napi_ok || !data) {
    napi_throw_type_error(env, NULL, "cancel(handle)");
    return NULL;
  }
  Transfer *t = (Transfer *)data;
  if (t->working) t->cancel_requested = 1;
  else finish(t, ECANCELED);
  return NULL;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_property_descriptor properties[] = {
      {"start", NULL, start, NULL, NULL, NULL, napi_default, NULL},
      {"cancel", NULL, cancel, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, 2, properties);
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
