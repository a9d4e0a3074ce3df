/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc" } */
/* Quadruple buffering through a table of slot addresses filled by a
   loop, "in[j] = get_imm (j * 0x1000)", indexed by t % 4.  GCC's
   induction-variable pass turns the filling loop into stores through a
   pointer, which takes the table's address; the values were recorded
   before it ("ascsync-tables"): element J holds get_imm (J * 0x1000),
   the store's value in the one iteration that writes J.  The accesses
   rotate over the four slots and the pairs carried four tiles on
   rotate over 4 event ids.  run-kslot-table-filled-by-loop.c includes
   this kernel.  */
#define TILE 2048               /* halves: 4 KB */
#define NSLOT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    in[j] = (__ubuf__ half *) get_imm (j * 0x1000);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *b = in[t % NSLOT];
      copy_gm_to_ubuf (b, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vmuls (b, b, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, b, 0, 1, TILE / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE3->MTE2 id=0\\.\\.3 rotating deps op\[0-9\]+->op\[0-9\]+\\(d4\\)" } } */
