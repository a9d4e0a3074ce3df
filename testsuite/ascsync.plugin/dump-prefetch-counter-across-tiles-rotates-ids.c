/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=redundancy,alloc,plan" } */
/* A chunk counter G that runs on across the tiles: chunk G in slot
   G & 1, and while it is consumed the next chunk (of this tile or the
   first of the next) is loaded into the other slot.  The pairs of the
   k-chunk loop (V -> MTE2 for the slot's reuse, MTE2 -> V for the
   loaded chunk) are each waited in the iteration after their set, and
   the other pair does not order that wait before the same iteration's
   set: they rotate over two ids, each wait taking the id of the set one
   iteration before, primed and drained around each run of the loop,
   not around the tile loop with an acknowledgement in every iteration
   that holds the vector unit until the prefetch is done.  The run twin:
   run-prefetch-counter-across-tiles-rotates-ids.c.  */
#define CHUNK 2048                      /* halves a chunk */
#define SLOT(p) (__ubuf__ half *) get_imm ((p) * CHUNK * 2)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int ntiles, int nk)
{
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x10000);
  int g = 0;
  if (nk < 1 || ntiles < 1)
    return;
  copy_gm_to_ubuf (SLOT (0), x, 0, 1, CHUNK / 16, 0, 0);
  for (int t = 0; t < ntiles; t++)
    {
      vector_dup (acc, (half) 0.0f, CHUNK / 128, 1, 1, 8, 8);
      for (int kc = 0; kc < nk; kc++, g++)
        {
          int p = g & 1;
          int tn = kc + 1 < nk ? t : t + 1, kn = kc + 1 < nk ? kc + 1 : 0;
          if (tn < ntiles)
            copy_gm_to_ubuf (SLOT (p ^ 1), x + (tn * nk + kn) * CHUNK, 0, 1,
                             CHUNK / 16, 0, 0);
          vadd (acc, acc, SLOT (p), CHUNK / 128, 1, 1, 1, 8, 8, 8);
        }
      copy_ubuf_to_gm (y + t * CHUNK, acc, 0, 1, CHUNK / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0..1 rotating deps op\[0-9\]+->op\[0-9\]+ primed and drained around L1" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE2->V id=0..1 rotating deps op\[0-9\]+->op\[0-9\]+ primed and drained around L1" } } */
/* { dg-final { scan-ascsync-dump-not "acknowledgement: re-arms its reverse" } } */
