/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual,plan" } */
/* A double-buffered tile loop whose body branches: a tile with work
   loads its input slot, reads it once (vadds into the work slot) and
   then runs a chain of vector operations on the work slot only; an
   empty tile fills the work slot instead.  The loop-carried
   set_flag (V, MTE2) that frees the input slot for the load two tiles
   later must be issued once on every path of an iteration: unsplit,
   at the join after the chain.  It is split instead: right after the
   vadds on one path, at the start of the other, so the next load into
   the slot waits for the one operation that reads it and not for the
   chain.  The simulator checks that nothing races and the results are
   right, for tiles with and without work.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 256
#define NT 7

/* Whether tile T has work.  */
static const int busy[NT] = { 1, 1, 0, 1, 0, 0, 1 };

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nt)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x200) };
  __ubuf__ half *w[2] = { (__ubuf__ half *) get_imm (0x400),
                          (__ubuf__ half *) get_imm (0x600) };
  __ubuf__ half *o[2] = { (__ubuf__ half *) get_imm (0x800),
                          (__ubuf__ half *) get_imm (0xa00) };
  if (nt > NT)
    nt = NT;
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1;
      if (busy[t])
        {
          copy_gm_to_ubuf (in[s], x + t * TILE, 0, 1, TILE / 16, 0, 0);
          vadds (w[s], in[s], (half) 1.0f, 2, 1, 1, 8, 8);
          for (int i = 0; i < 4; i++)
            vmuls (w[s], w[s], (half) 2.0f, 2, 1, 1, 8, 8);
        }
      else
        vector_dup (w[s], (half) 0.0f, 2, 1, 1, 8, 8);
      vmuls (o[s], w[s], (half) 1.0f, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, o[s], 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 17 - 8);
  ASCSIM_LAUNCH (1, k (x, y, NT));
  int bad = 0;
  for (int t = 0; t < NT; t++)
    for (int j = 0; j < TILE; j++)
      {
        float want = busy[t] ? ((float) x[t * TILE + j] + 1.0f) * 16.0f : 0;
        bad += (float) y[t * TILE + j] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = (x + 1) * 16 on busy tiles, else 0");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "loop V->MTE2 in L\[0-9\]+ rotating over 2 ids set \[^\\n\]*\\(split: early at " } } */
