/* gm.c -- the GM buffers of ascsim_gm_alloc and ascsim_gm_free.

   The GM arena (mapped by core.c) is a bump allocator: each buffer
   starts where the previous one ended, 512-byte aligned, and the space
   of a freed buffer is never handed out again, so a stale pointer can
   never alias a later buffer.  Every buffer the run allocated stays in
   a table sorted by arena offset (allocation order), marked live or
   freed; the table tells a live operand from a freed one (entry.c's
   pointer translation, core.c's scalar-access tracing) and a valid
   ascsim_gm_free from a misuse.  */

#include <stdlib.h>
#include <string.h>
#include "sim_internal.h"

#define GM_ALIGN 512u

/* One buffer of ascsim_gm_alloc: arena offsets [START, END).  */
struct gm_buffer
{
  uint64_t start, end;
  int freed;
};

static struct gm_buffer *buffers;
static size_t nbuffers, capbuffers;

/* Index of the buffer that holds arena offset OFF, or -1.  */
static long
find_buffer (uint64_t off)
{
  size_t lo = 0, hi = nbuffers;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (buffers[mid].end <= off)
        lo = mid + 1;
      else
        hi = mid;
    }
  if (lo < nbuffers && buffers[lo].start <= off)
    return (long) lo;
  return -1;
}

/* See sim_internal.h.  */
enum asc_gm_state
asc_gm_lookup (uint64_t off, uint64_t *start, uint64_t *end)
{
  long i = find_buffer (off);
  if (i < 0)
    return ASC_GM_OUTSIDE;
  *start = buffers[i].start;
  *end = buffers[i].end;
  return buffers[i].freed ? ASC_GM_FREED : ASC_GM_LIVE;
}

/* See ascsim.h.  */
void *
ascsim_gm_alloc (size_t bytes)
{
  asc_current_model ();         /* maps the arena */
  if (asc_open_launch ())
    return NULL;
  uint64_t start = (asc_gm_used + GM_ALIGN - 1) / GM_ALIGN * GM_ALIGN;
  if (start > asc_gm_reserved || bytes > asc_gm_reserved - start)
    return NULL;
  uint64_t n = ((uint64_t) bytes + GM_ALIGN - 1) / GM_ALIGN * GM_ALIGN;
  if (n == 0)
    n = GM_ALIGN;
  if (n > asc_gm_reserved - start)
    return NULL;
  if (nbuffers == capbuffers)
    {
      size_t cap = capbuffers ? 2 * capbuffers : 64;
      struct gm_buffer *b = realloc (buffers, cap * sizeof *b);
      if (!b)
        return NULL;
      buffers = b;
      capbuffers = cap;
    }
  buffers[nbuffers].start = start;
  buffers[nbuffers].end = start + n;
  buffers[nbuffers].freed = 0;
  nbuffers++;
  asc_gm_used = start + n;
  memset (asc_gm_sim + start, 0, n);
  return asc_gm_view + start;
}

/* See ascsim.h.  */
void
ascsim_gm_free (void *p)
{
  if (!p)
    return;
  const char *launch = asc_open_launch ();
  if (launch)
    asc_error_exit ("ascsim_gm_free called during the launch of %s: "
                    "free GM buffers in the host program, after "
                    "ASCSIM_LAUNCH", launch);
  uintptr_t a = (uintptr_t) p, g = (uintptr_t) asc_gm_view;
  long i = g && a >= g && a - g < asc_gm_used ? find_buffer (a - g) : -1;
  if (i < 0)
    asc_error_exit ("ascsim_gm_free: the pointer is not a buffer from "
                    "ascsim_gm_alloc (it is outside the GM arena); free "
                    "only what ascsim_gm_alloc returned, and host memory "
                    "with free");
  if (a - g != buffers[i].start)
    asc_error_exit ("ascsim_gm_free: the pointer is %llu bytes into a "
                    "buffer from ascsim_gm_alloc, not its start; pass the "
                    "pointer ascsim_gm_alloc returned",
                    (unsigned long long) (a - g - buffers[i].start));
  if (buffers[i].freed)
    asc_error_exit ("ascsim_gm_free: the buffer was already freed; free "
                    "each buffer of ascsim_gm_alloc once");
  buffers[i].freed = 1;
}
