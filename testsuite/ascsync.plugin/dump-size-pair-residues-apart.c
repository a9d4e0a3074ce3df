/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* Each row of a tile is CA halves of A, then CB halves of B loaded to
   "tile + ca", rows 512 halves apart, CA and CB kernel arguments the
   kernel checks ("ca + cb <= 512").  Modulo the rows' 1024 bytes, A's
   part lies in [0, 2 * ca) and B's in [2 * ca, 2 * ca + 2 * cb), which
   ends at most 1024 bytes after A's starts: the two loads of a tile
   never write the same byte, whatever the sizes, and need no
   pipe_barrier (PIPE_MTE2) between them.  */
__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ half *z, int ca, int cb, int n)
{
  if (ca <= 0 || cb <= 0 || ca % 16 != 0 || cb % 16 != 0
      || ca + cb > 512)
    return;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  int cz = ca + cb;
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *tile = ub + (t & 1) * 8 * 512;
      copy_gm_to_ubuf (tile, a + t * 8 * ca, 0, 8, ca / 16, 0,
                       (512 - ca) / 16);
      copy_gm_to_ubuf (tile + ca, b + t * 8 * cb, 0, 8, cb / 16, 0,
                       (512 - cb) / 16);
      copy_ubuf_to_gm (z + t * 8 * cz, tile, 0, 8, cz / 16,
                       (512 - cz) / 16, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 21 op copy_gm_to_ubuf \[^\\n\]*\\{qmod=b\[0-9\]+@L0:0x400:0\\.\\.0\\+2\\*_\[0-9\]+ in 0\\.\\.992\\}" } } */
/* { dg-final { scan-ascsync-dump "line 23 op copy_gm_to_ubuf \[^\\n\]*\\{qmod=b\[0-9\]+@L0:0x400:0\\+2\\*_\[0-9\]+\\.\\.0\\+2\\*_\[0-9\]+\\+2\\*_\[0-9\]+ in 32\\.\\.1024\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
