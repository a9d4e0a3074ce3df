/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=plan" } */
/* A helper whose two pointer parameters its calls give addresses in
   one buffer (BUF and BUF + 64 halves) may see its two loads meet:
   both lie in that buffer, and a barrier orders the second after the
   first.  Where the tiles overlap, y's values must win; no finding.  */
#include <ascsim.h>
#include <stdio.h>

static __attribute__ ((noinline)) void
load_two (__ubuf__ half *p, __ubuf__ half *q, __gm__ half *x,
          __gm__ half *y)
{
  copy_gm_to_ubuf (p, x, 0, 1, 16, 0, 0);       /* 256 halves */
  copy_gm_to_ubuf (q, y, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z)
{
  __ubuf__ half *buf = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *other = (__ubuf__ half *) get_imm (0x4000);
  load_two (buf, buf + 64, x, y);
  load_two (other, other + 1024, x, y);
  copy_ubuf_to_gm (z, buf, 0, 1, 20, 0, 0);     /* 320 halves */
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  half *y = ascsim_gm_alloc (256 * sizeof (half));
  half *z = ascsim_gm_alloc (320 * sizeof (half));
  for (int i = 0; i < 256; i++)
    {
      x[i] = (half) 1.0f;
      y[i] = (half) 2.0f;
    }
  ASCSIM_LAUNCH (1, k (x, y, z));
  int bad = 0;
  for (int i = 0; i < 320; i++)
    bad += (float) z[i] != (i < 64 ? 1.0f : 2.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y over x where they overlap");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\)" } } */
