/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* The table of dump-table-constant-element.c with element 0 perhaps
   set again, to element 1's address: the load "p[0]" may give either,
   so the vadd's first operand covers both buffers.  */
#define TILE 2048               /* halves: 4 KB */
#define NSLOT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *p[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    {
      p[j] = (__ubuf__ half *) get_imm (j * 0x1000);
      copy_gm_to_ubuf (p[j], x + j * TILE, 0, 1, TILE / 16, 0, 0);
    }
  if (n)
    p[0] = (__ubuf__ half *) get_imm (0x1000);
  vadd (p[0], p[0], p[1], TILE / 128, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, p[0], 0, 1, TILE / 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vadd pipe=V R:UB\\\[\\+0x0\\.\\.0x2000\\)\[^ \]* R:UB\\\[\\+0x1000\\.\\.0x2000\\)\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2000\\)" } } */
