/* --ascsim-trace-timing=ideal exports the ideal timing: the trace holds
   the kernel's instructions without its sync (ideal ignores it: no
   set_flag, wait_flag or pipe_barrier slice), every slice ending by the
   launch's ideal cycle count, and says so ("timing": "ideal").  Twin: trace-timing-written.c (the
   default: the sync's slices are there).  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace=trace-timing-ideal.json --ascsim-trace-timing=ideal" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ascsim.h"

#ifndef TRACE_FILE
#define TRACE_FILE "trace-timing-ideal.json"
#define WANT_SYNC 0
#define MODE ASCSIM_MODE_IDEAL
#define TIMING "ideal"
#endif

/* Two loads, one flag after both (the first vadds waits for the second
   load too), two vadds, a store.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (a, x, 0, 1, 256, 0, 0);
  copy_gm_to_ubuf (b, y, 0, 1, 256, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (a, a, (half) 1.0f, 32, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vadd (a, a, b, 32, 1, 1, 1, 8, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (z, a, 0, 1, 256, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (8192), *y = ascsim_gm_alloc (8192);
  half *z = ascsim_gm_alloc (8192);
  ASCSIM_LAUNCH (1, k (x, y, z));
  const ascsim_result *r = ascsim_last_result ();
  /* Read the trace back (complete: the launch closed it): count the
     slices ("ph": "X"), those of sync instructions, and the latest end
     ("ts" + "dur").  */
  FILE *f = fopen (TRACE_FILE, "r");
  static char buf[1 << 20];
  size_t n = f ? fread (buf, 1, sizeof buf - 1, f) : 0;
  if (f)
    fclose (f);
  buf[n] = 0;
  int slices = 0, sync = 0;
  double end = 0;
  for (char *p = strstr (buf, "\"ph\": \"X\""); p;
       p = strstr (p + 1, "\"ph\": \"X\""))
    {
      char *e = strstr (p, "\"args\"");
      char *nm = strstr (p, "\"name\": \"");
      char *ts = strstr (p, "\"ts\": "), *dur = strstr (p, "\"dur\": ");
      if (!e || !nm || !ts || !dur || nm > e || ts > e || dur > e)
        continue;
      slices++;
      nm += 9;
      sync += !strncmp (nm, "set_flag", 8) || !strncmp (nm, "wait_flag", 9)
              || !strncmp (nm, "pipe_barrier", 12);
      double t = atof (ts + 6) + atof (dur + 7);
      if (t > end)
        end = t;
    }
  ascsim_expect (n > 0 && strstr (buf, "]}") != NULL,
                 "the trace file is complete");
  ascsim_expect (strstr (buf, "\"timing\": \"" TIMING "\"") != NULL,
                 "the trace names its timing");
  printf ("trace: %d slices, %d of sync, last end %.0f, cycles %llu\n",
          slices, sync, end, (unsigned long long) r->cycles[MODE]);
  ascsim_expect (slices >= 5, "the kernel's instructions are in the trace");
  ascsim_expect (WANT_SYNC ? sync > 0 : sync == 0,
                 WANT_SYNC ? "the sync is in the trace"
                           : "no sync in the ideal trace");
  ascsim_expect (end > 0 && end <= (double) r->cycles[MODE],
                 "the slices end by the mode's cycle count");
  ascsim_expect (r->cycles[ASCSIM_MODE_IDEAL]
                 < r->cycles[ASCSIM_MODE_WRITTEN],
                 "the flag after both loads costs the written timing");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
