/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A helper not inlined (any helper at -O0) scales rows in place: every
   call passes the same pointer for DST and A.  The helper's DST and A
   are then one value, so its vmul of chunk j writes what it reads and
   no other chunk: the chunks' vmul need no pipe_barrier (PIPE_V)
   between them.  (dump-helper-params-differ-O0.c: a call that passes
   different pointers keeps the barrier.)  */
static void
scale_rows (__ubuf__ float *dst, __ubuf__ float *a, __ubuf__ float *v)
{
  for (int j = 0; j < 4; j++)
    vmul (dst + j * 64, a + j * 64, v + j * 64, 1, 1, 1, 1, 8, 8, 8);
}

void
k (__gm__ float *x, __gm__ float *y)
{
  __ubuf__ float *xf = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *v = (__ubuf__ float *) get_imm (0x1000);
  copy_gm_to_ubuf (xf, x, 0, 1, 128, 0, 0);
  copy_gm_to_ubuf (v, x + 1024, 0, 1, 32, 0, 0);
#ifdef OTHER_DST
  __ubuf__ float *o = (__ubuf__ float *) get_imm (0x2000);
  scale_rows (o, xf, v);
#endif
  scale_rows (xf, xf, v);
  copy_ubuf_to_gm (y, xf, 0, 1, 128, 0, 0);
}
/* { dg-final { scan-ascsync-dump {op0 line 13 op vmul pipe=V R:UB[^ ]*.L[0-9]+,\+256/it,(b[0-9]+),[^ ]* R:UB[^ ]* W:UB[^ ]*.L[0-9]+,\+256/it,\1,} } } */
/* { dg-final { scan-ascsync-dump-not {pipe_barrier \(V\)[^\n]*line 13} } } */
