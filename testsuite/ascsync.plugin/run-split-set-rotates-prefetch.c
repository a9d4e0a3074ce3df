/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=alloc,virtual,plan" } */
/* Triple buffering with a prefetch two tiles ahead: the load of tile
   T + 2 into slot (T + 2) % 3 is issued at the top of iteration T, so
   it overwrites the slot iteration T - 1 read, and the V -> MTE2 pair
   that frees the slot is loop-carried at distance 1.  The slot is read
   on both arms of a branch, one of which then runs a chain on the work
   buffer only, so the pair's set is split: issued right after each
   read, not at the join after the chain.  It is re-armed by rotating
   its ids, as the hand-written "wait (V, MTE2, (t + 2) % 3)" does: the
   wait of iteration T comes before the prefetch, whose MTE2 -> V pair
   the vector unit waits for two iterations later, before its next set
   of that id.  So no acknowledgement pair and no wait of the scalar
   unit is added on either arm.  The simulator checks that nothing
   races and the results are right.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 256
#define NT 11

/* Whether tile T runs the chain.  */
static const int busy[NT] = { 1, 1, 0, 1, 0, 0, 1, 1, 0, 1, 1 };

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nt)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x600);
  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x800);
  if (nt > NT)
    nt = NT;
  for (int t = 0; t < 2 && t < nt; t++)
    copy_gm_to_ubuf (in + t * TILE, x + t * TILE, 0, 1, TILE / 16, 0, 0);
  for (int t = 0; t < nt; t++)
    {
      __ubuf__ half *xs = in + (t % 3) * TILE;
      if (t + 2 < nt)
        copy_gm_to_ubuf (in + ((t + 2) % 3) * TILE, x + (t + 2) * TILE, 0,
                         1, TILE / 16, 0, 0);
      if (busy[t])
        {
          vadds (w, xs, (half) 1.0f, 2, 1, 1, 8, 8);
          for (int i = 0; i < 4; i++)
            vmuls (w, w, (half) 2.0f, 2, 1, 1, 8, 8);
        }
      else
        vmuls (w, xs, (half) 0.0f, 2, 1, 1, 8, 8);
      vmuls (o, w, (half) 1.0f, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, o, 0, 1, TILE / 16, 0, 0);
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
/* { dg-final { scan-ascsync-dump "V->MTE2 in L\[0-9\]+ set \[^\\n\]*\\(split: early at " } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.2 rotating" } } */
/* { dg-final { scan-ascsync-dump-not " ack deps" } } */
