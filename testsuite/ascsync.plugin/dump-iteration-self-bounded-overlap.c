/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As dump-iteration-self-bounded-count.c with mlen = MIN (216 - 64 *
   it, 64): the last tile (it = 3) has 24 rows, two fractal rows, in
   chunks one fractal row apart, so consecutive mads overlap; the write
   is not "self" disjoint and the mads keep a pipe_barrier (M).  With n
   unknown, where the mads write in L0C is not bounded either: a
   warning says so.  */
void
k (int tile, int n)
{
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ float *l0c = (__cc__ float *) get_imm (0);
  int it = tile & 3;
  int mcnt = 13 - 4 * it < 4 ? 13 - 4 * it : 4;
  int mlen = 216 - 64 * it < 64 ? 216 - 64 * it : 64;
  for (int j = 0; j < n; j++)
    mad (l0c + j * 8 * mcnt * 256, l0a, l0b, mlen, 64, 128, 1);
}
/* { dg-warning "where .mad. operand .c. points in L0C is not known" "" { target *-*-* } 19 } */
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(M\\)" } } */
