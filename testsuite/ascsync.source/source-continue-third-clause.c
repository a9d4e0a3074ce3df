/* A software-pipelined loop, "for (t = -1; t < n; t++) { prefetch
   (t + 1); if (t < 0) continue; ... }": the end of every iteration,
   the continue's too, is the start of the for statement's third
   clause.  Source output puts the sync that runs at the end of every
   iteration there, as a comma expression before "t++", and counts the
   counter of its rotating ids there too (the slots rotate with t, from
   -1): the continue skips the end of the body.  */
/* { source-contains "; t < NT; [a-z]+_flag \\(PIPE_[^;]*\\), ascsync_iter_[0-9]+\\+\\+, t\\+\\+\\)\n" } */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024
#define NT 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = -1; t < NT; t++)
    {
      /* Prefetch tile t + 1 into slot (t + 1) & 1.  */
      if (t + 1 < NT)
        copy_gm_to_ubuf ((__ubuf__ half *) get_imm (((t + 1) & 1) * 0x800),
                         x + (t + 1) * TILE, 0, 1, TILE / 16, 0, 0);
      if (t < 0)
        continue;
      __ubuf__ half *xs = (__ubuf__ half *) get_imm ((t & 1) * 0x800);
      __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x800);
      vadds (ys, xs, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, ys, 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 9);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
