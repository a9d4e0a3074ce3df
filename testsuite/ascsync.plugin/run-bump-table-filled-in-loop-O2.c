/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* A structure's tables of slots laid out by a bump allocator from two
   rounded sizes, filled by a loop that GCC's ivopts turns into stores
   through a pointer moving from the structure's address: what each
   element holds was recorded before (a start of the chain, its values
   checked to be the same when read), so the loads into the three
   slots rotate over three starts.  */
#include <ascsim.h>
#include <stdio.h>

#define T 512                   /* halves per tile */

struct tbs
{
  __ubuf__ half *ib[3], *ob[3];
};

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t sz, int nt)
{
  if (sz < 0x400 || sz > 0x800 || sz % 32 != 0 || nt < 0 || nt > 64)
    return;
  uint64_t rin = ((uint64_t) sz + 31) & ~(uint64_t) 31;
  uint64_t rout = ((uint64_t) sz + 63) & ~(uint64_t) 63;
  struct tbs tb;
  for (int j = 0; j < 3; j++)
    {
      tb.ib[j] = (__ubuf__ half *) get_imm (j * rin);
      tb.ob[j] = (__ubuf__ half *) get_imm (3 * rin + j * rout);
    }
  int s = 0;
  for (int t = 0; t < nt; t++)
    {
      copy_gm_to_ubuf (tb.ib[s], x + t * T, 0, 1, T / 16, 0, 0);
      vadds (tb.ob[s], tb.ib[s], (half) 1.0f, T / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * T, tb.ob[s], 0, 1, T / 16, 0, 0);
      if (++s == 3)
        s = 0;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  enum { NT = 7 };
  half *x = (half *) ascsim_gm_alloc (NT * T * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (NT * T * sizeof (half));
  for (int i = 0; i < NT * T; i++)
    x[i] = (half) (float) (i % 29);
  volatile int64_t sz = 0x400;
  ASCSIM_LAUNCH (1, k (x, y, sz, NT));
  int bad = 0;
  for (int i = 0; i < NT * T; i++)
    bad += (float) y[i] != (float) (i % 29) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\{start k=0,1,2\}" } } */
