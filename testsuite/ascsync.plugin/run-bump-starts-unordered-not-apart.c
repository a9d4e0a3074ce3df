/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* Three buffers at 0, at a size RA and at a size RB rounded up on
   their own, each at least 1 but not ordered against each other: the
   second and third start may be the same (the host passes equal
   sizes), so the load into the one and the vector read of the other are
   ordered, and neither start is in the chain the other is.  With the
   two taken apart the checker reports the race.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int64_t na, int64_t nb)
{
  if (na <= 0 || na > 4096 || nb <= 0 || nb > 4096)
    return;
  uint64_t ra = ((uint64_t) na * 2 + 31) & ~(uint64_t) 31;
  uint64_t rb = ((uint64_t) nb * 2 + 63) & ~(uint64_t) 63;
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (ra);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (rb);
  __ubuf__ half *d = (__ubuf__ half *) get_imm (ra + rb + 0x2000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, x + 128, 0, 1, 8, 0, 0);
  vadds (d, c, (half) 1.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (z, d, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (256 * sizeof (half));
  half *z = (half *) ascsim_gm_alloc (128 * sizeof (half));
  for (int i = 0; i < 256; i++)
    x[i] = (half) (float) (i % 17);
  volatile int64_t na = 1024, nb = 1024;
  ASCSIM_LAUNCH (1, k (x, z, na, nb));
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) z[i] != (float) ((128 + i) % 17) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = b + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
