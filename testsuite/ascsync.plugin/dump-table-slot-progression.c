/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* A table of slot addresses stepping evenly (get_imm (k * SLOT)) read
   at a loop's counter: in iteration T the load gives element C + S * T,
   the address E0 + SLOT * T, an iteration form.  Two shapes GCC makes
   of it at -O2: the zeroing loop reads through a pointer ivopts walks
   over the table ("iv = (unsigned long) &inb; ... iv + 8"), and the
   two-tile prologue reads "MEM[&inb + -8B + iv * 8]" with IV a PHI of
   the constants 1 and 2 (a loop GCC bounds to two iterations).  The
   zeroing of one slot and the next, the loads of the prologue's two
   tiles, and the two loads that fill one tile's parts (the second at
   "slot + 336", the pointer moved up by a constant) are then apart: no
   barrier anywhere.  */
#define NSLOT 3
#define SLOT 0x8000
__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ half *y, int n)
{
  __ubuf__ half *inb[NSLOT];
  for (int k = 0; k < NSLOT; k++)
    inb[k] = (__ubuf__ half *) get_imm (k * SLOT);
  for (int k = 0; k < NSLOT; k++)
    vector_dup (inb[k], (half) 0.0f, 8, 1, 1, 8, 8);
  for (int p = 0; p < NSLOT - 1 && p < n; p++)
    {
      copy_gm_to_ubuf (inb[p], a + p * 336, 0, 1, 21, 0, 0);
      copy_gm_to_ubuf (inb[p] + 336, b + p * 592, 0, 1, 37, 0, 0);
    }
  for (int t = 0; t < n; t++)
    {
      if (t + NSLOT - 1 < n)
        {
          int ls = (t + NSLOT - 1) % NSLOT;
          copy_gm_to_ubuf (inb[ls], a + (t + 2) * 336, 0, 1, 21, 0, 0);
          copy_gm_to_ubuf (inb[ls] + 336, b + (t + 2) * 592, 0, 1, 37, 0, 0);
        }
      __ubuf__ half *x = inb[t % NSLOT];
      vmuls (x, x, (half) 2.0f, 8, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 928, x, 0, 1, 58, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 23 op vector_dup pipe=V W:UB\[^ \]*.L\[0-9\]+,\\+32768/it" } } */
/* { dg-final { scan-ascsync-dump "line 26 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x82a0\\)~.L\[0-9\]+,\\+32768/it" } } */
/* { dg-final { scan-ascsync-dump "line 27 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x2a0\\.\\.0x8740\\)~.L\[0-9\]+,\\+32768/it" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier" } } */
