/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* Two vector ops on rows 0 and 1 of the slot of tile t (slot t & 1 of
   a double buffer), repeated in a loop over levels nested in the tile
   loop.  Over both slots their ranges meet (row 1 of slot 0 lies inside
   the range from row 0 of slot 0 to row 0 of slot 1), but within one
   run of the level loop both are in the same slot, the slot of the one
   tile iteration around it: compared slot by slot they are apart, and
   the row 0 op has no dependence on the row 1 op, or the row 1 op on
   the row 0 op, in the level loop.  Clean and correct.  */
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
      copy_gm_to_ubuf (s, x + t * SLOT, 0, 1, SLOT / 16, 0, 0);
      for (int l = 0; l < 3; l++)
        {
          vadds (s, s, (half) 1.0f, 2, 1, 1, 8, 8);
          vmuls (s + 256, s + 256, (half) 2.0f, 2, 1, 1, 8, 8);
        }
      copy_ubuf_to_gm (y + t * SLOT, s, 0, 1, SLOT / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * SLOT * sizeof (half));
  half *y = ascsim_gm_alloc (NT * SLOT * sizeof (half));
  for (int i = 0; i < NT * SLOT; i++)
    x[i] = (half) (float) (i % 5);
  ASCSIM_LAUNCH (1, k (x, y, NT));
  int bad = 0;
  for (int i = 0; i < NT * SLOT; i++)
    {
      int j = i % SLOT;
      float want = j < 256 ? (float) (i % 5) + 3.0f
                   : j < 512 ? (float) (i % 5) * 8.0f : (float) (i % 5);
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "rows updated");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x0\\.\\.0xa00\\)~\\{L0 0:0x0\\.\\.0x200 1:0x800\\.\\.0xa00\\}" } } */
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ \\(line 28, V\\) -> op\[0-9\]+ \\(line 27, V\\)" } } */
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ \\(line 27, V\\) -> op\[0-9\]+ \\(line 28, V\\)" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
