/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The S chunks of an attention tile: mad j writes mlen rows into chunk
   j of L0C, chunks 8 * mcnt fractals apart, with mlen = MIN (200 - 64
   * it, 64) rows and mcnt = MIN (13 - 4 * it, 4) fractal rows of tile
   it.  Their ranges allow mlen = 64 with mcnt = 1, but mlen <= 16 *
   mcnt for every tile, so each mad stays in its chunk: the write is
   "self" disjoint and the mads need no pipe_barrier (M) between them.
   Twin: dump-iteration-self-bounded-overlap.c.  */
void
k (int tile, int n)
{
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ float *l0c = (__cc__ float *) get_imm (0);
  int it = tile & 3;
  int mcnt = 13 - 4 * it < 4 ? 13 - 4 * it : 4;
  int mlen = 200 - 64 * it < 64 ? 200 - 64 * it : 64;
  for (int j = 0; j < n; j++)
    mad (l0c + j * 8 * mcnt * 256, l0a, l0b, mlen, 64, 128, 1);
}
/* { dg-final { scan-ascsync-dump "op mad pipe=M \[^\\n\]* W:L0C\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(M\\)" } } */
