/* { dg-do run } */
/* { dg-options "-O2" } */
/* Eight slots picked by a counter's residue ("(j & 7) * 256"), the
   counter stepped only on the iterations that load, in a loop of five
   tiles and one more iteration that only stores: the pointers never
   reach slot 7.  Each residue's bytes are the slot its pointer takes
   there, from the operand's own footprint.  The plugin once took them
   from the hull of the pointers' accesses, as if the pointer reached
   the slot of every residue: that left each residue empty, and the
   store of a tile raced with the vadds writing it.  */
#include <ascsim.h>
#include <stdio.h>

#define T 5
#define L 256

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a0 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c0 = (__ubuf__ half *) get_imm (0x3000);
  long j = 0;
  for (int t = 0; t <= T; t++)
    {
      if (t < T)
        {
          copy_gm_to_ubuf (a0 + ((unsigned) j & 7) * L, x + t * L, 0, 1,
                           L / 16, 0, 0);
          j = j + 1;
        }
      if (t > 0)
        {
          /* The tile loaded last: tile T, or tile T - 1 again at the
             end.  */
          __ubuf__ half *a = a0 + ((unsigned) (j - 1) & 7) * L;
          __ubuf__ half *c = c0 + ((unsigned) j & 7) * L;
          vadds (c, a, 1.0, 2, 1, 1, 8, 8);
          copy_ubuf_to_gm (y + (t - 1) * L, c, 0, 1, L / 16, 0, 0);
        }
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (T * L * sizeof (half));
  half *y = ascsim_gm_alloc (T * L * sizeof (half));
  for (int i = 0; i < T * L; i++)
    x[i] = (half) (float) (i % 37);
  ASCSIM_LAUNCH (2, k (x, y));
  int bad = 0;
  for (int i = 0; i < T * L; i++)
    {
      int t = i / L + 1, src = (t < T ? t : T - 1) * L + i % L;
      bad += (float) y[i] != (float) (src % 37) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y tile t = x tile min (t + 1, T - 1) + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
