/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A prologue loop loading up to two tiles into the buffers "get_imm
   (0x8000 + p * SLOT)" (each value a buffer of its own), each tile's
   count MIN (len - p * TILE, TILE) in blocks, with hand-written sync
   around each load as a prologue has it (kept: mode keep).  The
   iteration form of the load comes from the evaluator (GCC's scalar
   evolution does not see through this get_imm); the count assumption
   (a length converted to the count's type is not negative) bounds the
   count at 512 blocks, one step (0x4000 bytes), so the loads of
   different iterations are apart and no MTE2 barrier separates
   them.  */
#define TILE 8192               /* halves: 16 KB */
#define SLOT 0x4000

__global__ __aicore__ void
k (__gm__ half *x, int64_t len, int64_t ntiles)
{
  for (int64_t p = 0; p < 2 && p < ntiles; p++)
    set_flag (PIPE_V, PIPE_MTE2, (event_t) p);
  for (int64_t p = 0; p < 2 && p < ntiles; p++)
    {
      int64_t n = len - p * TILE < TILE ? len - p * TILE : TILE;
      uint16_t nblk = (uint16_t) ((n + 15) / 16);
      __ubuf__ half *xp = (__ubuf__ half *) get_imm (0x8000 + p * SLOT);
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) p);
      copy_gm_to_ubuf (xp, x + p * TILE, 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) p);
    }
  for (int64_t p = 0; p < 2 && p < ntiles; p++)
    wait_flag (PIPE_MTE2, PIPE_V, (event_t) p);
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]* W:UB\[^\\n\]*\\{L\[0-9\]+,\\+16384/it,b\[0-9\]+,0x8000\\.\\.0xc000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
