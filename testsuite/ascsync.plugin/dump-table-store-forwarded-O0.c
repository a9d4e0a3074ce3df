/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* At -O0 a local table of buffer addresses stays in memory: "p[k] =
   get_imm (...); vmul (p[k], ...)" stores the address and loads it
   back.  The load reads what the store of the same element just left
   (nothing between writes the table, whose address is never taken), so
   the vmul of tap k writes buffer k: an iteration form moving by the
   buffers' distance, and the taps' vmul need no pipe_barrier (PIPE_V)
   between them.  */
void
k (__gm__ float *x, __gm__ float *y)
{
  __ubuf__ float *xf = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *p[4];
  copy_gm_to_ubuf (xf, x, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (w, x + 1024, 0, 1, 16, 0, 0);
  for (int t = 0; t < 4; t++)
    {
      p[t] = (__ubuf__ float *) get_imm (0x2000 + t * 0x800);
      vmul (p[t], xf + t * 64, w + t * 64, 4, 1, 1, 1, 8, 8, 0);
    }
  copy_ubuf_to_gm (y, p[0], 0, 1, 64, 0, 0);
}
/* { dg-final { scan-ascsync-dump {op[0-9]+ line 21 op vmul pipe=V .* W:UB\[[^ ]*.L[0-9]+,\+2048/it,} } } */
/* { dg-final { scan-ascsync-dump-not {pipe_barrier \(V\)} } } */
