/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* Slots laid out by a bump allocator from two rounded sizes (starts in
   two run-time values), each tile loaded by two DMAs into the halves of
   its slot: both are derived from one start, at bytes 0x0..0x200 and
   0x200..0x400 from it, so they are apart and no barrier orders the
   second after the first.  */
#include <ascsim.h>
#include <stdio.h>

#define T 512                   /* halves per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t sz, int nt)
{
  if (sz < 0x400 || sz > 0x800 || sz % 32 != 0 || nt < 0 || nt > 64)
    return;
  uint64_t rin = ((uint64_t) sz + 31) & ~(uint64_t) 31;
  uint64_t rout = ((uint64_t) sz + 63) & ~(uint64_t) 63;
  __ubuf__ half *ib[2], *ob[2];
  for (int j = 0; j < 2; j++)
    {
      ib[j] = (__ubuf__ half *) get_imm (j * rin);
      ob[j] = (__ubuf__ half *) get_imm (2 * rin + j * rout);
    }
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (ib[s], x + t * T, 0, 1, T / 32, 0, 0);
      copy_gm_to_ubuf (ib[s] + T / 2, x + t * T + T / 2, 0, 1, T / 32, 0, 0);
      vadds (ob[s], ib[s], (half) 1.0f, T / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * T, ob[s], 0, 1, T / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  enum { NT = 6 };
  half *x = (half *) ascsim_gm_alloc (NT * T * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (NT * T * sizeof (half));
  for (int i = 0; i < NT * T; i++)
    x[i] = (half) (float) (i % 23);
  volatile int64_t sz = 0x400;
  ASCSIM_LAUNCH (1, k (x, y, sz, NT));
  int bad = 0;
  for (int i = 0; i < NT * T; i++)
    bad += (float) y[i] != (float) (i % 23) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\{start k=0,1\}\{at \\+0x0..0x200\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\{start k=0,1\}\{at \\+0x200..0x400\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
