/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc,plan" } */
/* A tile helper left out of line given the tile's index I takes its
   buffers by "I % 3", "get_imm (s * SLOT)": its accesses are per value
   of that key ("{arg2%3 ...}"), and its own pairs take an id per value,
   "EVENT + I % 3" computed at run time, so that calls given different
   slots set different flags and the load of one tile need not wait for
   the vector work of the one before.  The simulator checks the ids the
   emitted remainders choose.  */
#include <ascsim.h>
#include <stdio.h>

#define SLOT 0x1000
#define TILE 2048
#define NT 9

static __attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *z, uint32_t i)
{
  uint32_t s = i % 3;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (s * SLOT);
  __ubuf__ half *zb = (__ubuf__ half *) get_imm (3 * SLOT + s * SLOT);
  copy_gm_to_ubuf (xb, x + (uint64_t) i * TILE, 0, 1, TILE / 16, 0, 0);
  vmuls (zb, xb, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (z + (uint64_t) i * TILE, zb, 0, 1, TILE / 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z)
{
  for (uint32_t i = 0; i < NT; i++)
    tile (x, z, i);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (NT * TILE * sizeof (half));
  half *z = (half *) ascsim_gm_alloc (NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 23 - 11);
  ASCSIM_LAUNCH (1, k (x, z));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) z[i] != 2.0f * (float) x[i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = 2 x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*arg2%3 #0:0x0..0x1000 #1:0x1000..0x2000 #2:0x2000..0x3000" } } */
/* { dg-final { scan-ascsync-dump "MTE2->V: 1 pair on 3 ids" } } */
