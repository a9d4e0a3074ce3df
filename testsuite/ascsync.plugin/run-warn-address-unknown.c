/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A UB pointer the plugin cannot bound (returned by a function it does
   not see into): each intrinsic through it gets a warning at its line
   (one per call: vadds reads and writes it) saying it is taken to
   touch any byte of UB, and its sync is planned
   that way -- conservative, still correct: the simulator checks y and
   that nothing races.  (At -O0 the same source gives no such warning:
   run-warn-address-unknown-O0.c.)  */
#include <ascsim.h>
#include <stdio.h>

__attribute__ ((noinline)) static __ubuf__ half *
pick (int i)
{
  return (__ubuf__ half *) get_imm ((uint64_t) i * 0x1000);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int s)
{
  __ubuf__ half *a = pick (s);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vadds (a, a, (half) 1.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (128 * sizeof (half));
  half *y = ascsim_gm_alloc (128 * sizeof (half));
  for (int i = 0; i < 128; i++)
    x[i] = (half) (float) i;
  ASCSIM_LAUNCH (1, k (x, y, 3));
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) y[i] != (float) i + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-warning "where .copy_gm_to_ubuf. operand .dst. points in UB is not known .its address is not traced to get_imm or a kernel parameter." "" { target *-*-* } 23 } */
/* { dg-warning "where .vadds. operand .src. points in UB is not known" "" { target *-*-* } 24 } */
/* { dg-warning "where .copy_ubuf_to_gm. operand .src. points in UB is not known" "" { target *-*-* } 25 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x0..end\\) W:UB\\\[\\+0x0..end\\)" } } */
