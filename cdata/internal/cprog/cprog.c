// A producer and a consumer of the Arrow C Stream Interface written by
// hand against the specification, with no Arrow library: the independent
// party of quiver's cdata tests.
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "cprog.h"

static int64_t released_arrays, released_schemas, released_streams;

void cprog_released(int64_t out[3]) {
  out[0] = released_arrays;
  out[1] = released_schemas;
  out[2] = released_streams;
}

// ----- producer: batches of struct<x: int64 nullable, s: utf8> -----

static void release_schema(struct ArrowSchema* s) {
  for (int64_t i = 0; i < s->n_children; i++) {
    struct ArrowSchema* c = s->children[i];
    if (c->release) c->release(c);
    free(c);
  }
  free(s->children);
  s->release = NULL;
  released_schemas++;
}

static void release_leaf_schema(struct ArrowSchema* s) {
  s->release = NULL;
  released_schemas++;
}

// Every array node owns its private block list: the buffer pointer array
// and the buffers themselves.
struct priv {
  void* blocks[4];
  int n;
};

static void release_array(struct ArrowArray* a) {
  for (int64_t i = 0; i < a->n_children; i++) {
    struct ArrowArray* c = a->children[i];
    if (c->release) c->release(c);
    free(c);
  }
  free(a->children);
  struct priv* p = a->private_data;
  for (int i = 0; i < p->n; i++) free(p->blocks[i]);
  free(p);
  free(a->buffers);
  a->release = NULL;
  released_arrays++;
}

static void* own(struct priv* p, size_t n) {
  void* b = calloc(1, n ? n : 1);
  p->blocks[p->n++] = b;
  return b;
}

static void init_node(struct ArrowArray* a, int64_t length, int64_t n_buffers) {
  memset(a, 0, sizeof *a);
  a->length = length;
  a->n_buffers = n_buffers;
  a->buffers = calloc(n_buffers, sizeof(void*));
  a->private_data = calloc(1, sizeof(struct priv));
  a->release = release_array;
}

// make_batch fills out with batch b: 5 rows, x = 10*b + i with row 1 null,
// s = "b<b>-row<i>" repeated i times.
static void make_batch(int b, struct ArrowArray* out) {
  const int64_t n = 5;
  struct ArrowArray* x = malloc(sizeof *x);
  init_node(x, n, 2);
  struct priv* px = x->private_data;
  uint8_t* valid = own(px, 1);
  int64_t* xs = own(px, n * sizeof(int64_t));
  for (int64_t i = 0; i < n; i++) {
    xs[i] = 10 * b + i;
    if (i != 1) valid[0] |= (uint8_t)(1u << i);
  }
  x->null_count = 1;
  x->buffers[0] = valid;
  x->buffers[1] = xs;

  struct ArrowArray* s = malloc(sizeof *s);
  init_node(s, n, 3);
  struct priv* ps = s->private_data;
  int32_t* offs = own(ps, (n + 1) * sizeof(int32_t));
  char* data = own(ps, 64 * n);
  int32_t pos = 0;
  for (int64_t i = 0; i < n; i++) {
    char word[32];
    int len = snprintf(word, sizeof word, "b%d-row%d", b, (int)i);
    for (int64_t k = 0; k < i; k++) {
      memcpy(data + pos, word, len);
      pos += len;
    }
    offs[i + 1] = pos;
  }
  s->buffers[0] = NULL;
  s->buffers[1] = offs;
  s->buffers[2] = data;

  init_node(out, n, 1);
  out->buffers[0] = NULL;
  out->n_children = 2;
  out->children = malloc(2 * sizeof(struct ArrowArray*));
  out->children[0] = x;
  out->children[1] = s;
}

struct stream_priv {
  int next;
  int batches;
  int fail_at;
  char err[128];
};

static int get_schema(struct ArrowArrayStream* st, struct ArrowSchema* out) {
  (void)st;
  memset(out, 0, sizeof *out);
  out->format = "+s";
  out->name = "";
  out->n_children = 2;
  out->children = malloc(2 * sizeof(struct ArrowSchema*));
  const char* names[2] = {"x", "s"};
  const char* formats[2] = {"l", "u"};
  for (int i = 0; i < 2; i++) {
    struct ArrowSchema* c = calloc(1, sizeof *c);
    c->format = formats[i];
    c->name = names[i];
    c->flags = i == 0 ? ARROW_FLAG_NULLABLE : 0;
    c->release = release_leaf_schema;
    out->children[i] = c;
  }
  out->release = release_schema;
  return 0;
}

static int get_next(struct ArrowArrayStream* st, struct ArrowArray* out) {
  struct stream_priv* p = st->private_data;
  if (p->next == p->fail_at) {
    snprintf(p->err, sizeof p->err, "c producer: batch %d cannot be made", p->next);
    return EINVAL;
  }
  if (p->next >= p->batches) {
    memset(out, 0, sizeof *out);  // release NULL: the end
    return 0;
  }
  make_batch(p->next++, out);
  return 0;
}

static const char* get_last_error(struct ArrowArrayStream* st) {
  struct stream_priv* p = st->private_data;
  return p->err[0] ? p->err : NULL;
}

static void release_stream(struct ArrowArrayStream* st) {
  free(st->private_data);
  st->release = NULL;
  released_streams++;
}

void cprog_produce(struct ArrowArrayStream* out, int batches, int fail_at) {
  struct stream_priv* p = calloc(1, sizeof *p);
  p->batches = batches;
  p->fail_at = fail_at;
  out->get_schema = get_schema;
  out->get_next = get_next;
  out->get_last_error = get_last_error;
  out->release = release_stream;
  out->private_data = p;
}

// ----- consumer of a stream of struct<x: int64, s: utf8> -----

static int bit(const void* bitmap, int64_t i) {
  return bitmap == NULL || ((const uint8_t*)bitmap)[i / 8] >> (i % 8) & 1;
}

int cprog_consume(struct ArrowArrayStream* st, int64_t stats[5], char* err, int errlen) {
  memset(stats, 0, 5 * sizeof(int64_t));
  struct ArrowSchema schema;
  int rc = st->get_schema(st, &schema);
  if (rc != 0) {
    snprintf(err, errlen, "get_schema: %d", rc);
    st->release(st);
    return rc;
  }
  int ok = strcmp(schema.format, "+s") == 0 && schema.n_children == 2 &&
           strcmp(schema.children[0]->format, "l") == 0 && strcmp(schema.children[1]->format, "u") == 0;
  schema.release(&schema);
  if (!ok) {
    snprintf(err, errlen, "unexpected schema");
    st->release(st);
    return EINVAL;
  }
  for (;;) {
    struct ArrowArray a;
    rc = st->get_next(st, &a);
    if (rc != 0) {
      const char* m = st->get_last_error(st);
      snprintf(err, errlen, "get_next: %d: %s", rc, m ? m : "(no message)");
      break;
    }
    if (a.release == NULL) break;
    stats[0]++;
    stats[1] += a.length;
    struct ArrowArray* x = a.children[0];
    struct ArrowArray* s = a.children[1];
    for (int64_t i = 0; i < a.length; i++) {
      int64_t row = a.offset + i;
      if (!bit(a.buffers[0], row)) continue;
      int64_t xi = x->offset + row;
      if (bit(x->buffers[0], xi)) {
        stats[2] += ((const int64_t*)x->buffers[1])[xi];
      } else {
        stats[3]++;
      }
      int64_t si = s->offset + row;
      if (bit(s->buffers[0], si)) {
        const int32_t* o = s->buffers[1];
        stats[4] += o[si + 1] - o[si];
      }
    }
    a.release(&a);
  }
  st->release(st);
  return rc;
}
