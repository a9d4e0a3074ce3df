/* { dg-do run } */
/* { dg-options "-O2" } */
/* load2d reads from SRC + baseIdx fractals.  With a baseIdx known only
   as a range (0 .. 3 here), the read starts at the range's smallest
   value: the plugin must order the DMA that fills fractal 0 before it.
   (When the read was taken to start at the largest baseIdx, no sync was
   inserted and the checker reported a race.)  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *a, int n)
{
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  copy_gm_to_cbuf (l1, a, 0, 1, 16, 0, 0, PAD_NONE);
  load_cbuf_to_cb (l0b, l1, n & 3, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *a = ascsim_gm_alloc (4096 * sizeof (half));
  ASCSIM_LAUNCH (1, k (a, argc - 1));
  return ascsim_finish ();
}
/* { dg-final { output-contains "findings=0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
