/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps" } */
/* In a loop over levels nested in the tile loop, a vector op writes
   row 1 of the slot of tile t (slot t & 1), and a store reads row 1 of
   the other slot, which tile t - 1 wrote.  Within one iteration of the
   tile loop the two are in different slots and apart, slot by slot;
   from one run of the level loop to the next (tile t - 1's writes,
   tile t's reads) they meet, and the store still waits for the vector
   op of the tile before.  (Neither moves with the level loop: no
   iteration form of that loop sends the planner round the tile loop's
   back edge.)  Clean and correct.  */
#include <ascsim.h>
#include <stdio.h>

#define SLOT 1024                       /* halves */
#define NT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t n)
{
  __ubuf__ half *buf = (__ubuf__ half *) get_imm (0);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *s = buf + (t & 1) * SLOT;
      __ubuf__ half *o = buf + ((t + 1) & 1) * SLOT;
      copy_gm_to_ubuf (s, x + t * SLOT, 0, 1, SLOT / 16, 0, 0);
      for (int l = 0; l < 2; l++)
        {
          vadds (s + 256, s + 256, (half) 1.0f, 2, 1, 1, 8, 8);
          if (t > 0)
            copy_ubuf_to_gm (y + (t - 1) * 256, o + 256, 0, 1, 16, 0, 0);
        }
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * SLOT * sizeof (half));
  half *y = ascsim_gm_alloc (NT * 256 * sizeof (half));
  for (int i = 0; i < NT * SLOT; i++)
    x[i] = (half) (float) (i % 5);
  ASCSIM_LAUNCH (1, k (x, y, NT));
  int bad = 0;
  for (int t = 0; t + 1 < NT; t++)
    for (int i = 0; i < 256; i++)
      bad += (float) y[t * 256 + i]
             != (float) ((t * SLOT + 256 + i) % 5) + 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "rows stored");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
