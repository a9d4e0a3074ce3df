/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A GM offset made of the quotient and remainder of one division, "b =
   u / nb; s0 = (u % nb) * 4", which GCC turns into one .DIVMOD call
   read back by REALPART_EXPR and IMAGPART_EXPR: the parts carry no
   pointer, so the load stays an access of x and the store one of y
   (not of any GM byte), and the store of tile u is no write before the
   load of tile u + 1.  */
__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int nb, int seq, int n)
{
  __ubuf__ float *a = (__ubuf__ float *) get_imm (0x0);
  for (int u = 0; u < n; u++)
    {
      int b = u / nb;
      int s0 = (u % nb) * 4;
      copy_gm_to_ubuf (a, x + ((size_t) b * 8 * seq + s0) * 128, 0, 8, 64,
                       (uint16_t) (seq * 16), 0);
      copy_ubuf_to_gm (y + ((size_t) b * seq + s0) * 1024, a, 0, 1, 512, 0,
                       0);
    }
}
/* { dg-final { scan-ascsync-dump "DIVMOD" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\[^ \]* W:GM\\\[arg1" } } */
