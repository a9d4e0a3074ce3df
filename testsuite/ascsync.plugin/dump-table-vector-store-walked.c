/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* A local table of pointers filled with one vector store (GCC's
   basic-block vectorizer joins "psq[2] = { sq, sq }" into
   "MEM <vector(2)> [&psq] = {_1, _1}", each lane the pointer's bits
   through a VIEW_CONVERT_EXPR), then read in a loop that ivopts turns
   into an integer walking the table's address ("iv = (unsigned long)
   &psq; ... iv + 8").  Each lane puts its value into the element under
   it, and a load through the walking pointer reads one of the table's
   elements: the vadd reads the squares' buffer (0x10000..0x10400), not
   any byte of UB, and no warning says otherwise.  */
__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int n)
{
  __ubuf__ float *a = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *sq = (__ubuf__ float *) get_imm (0x10000);
  __ubuf__ float *acc = (__ubuf__ float *) get_imm (0x20000);
  __ubuf__ float *psq[2] = { sq, sq };
  __ubuf__ float *sqp[2];
  int np = 0;
  vector_dup (acc, 0.0f, 2, 1, 1, 8, 8);
  for (int t = 0; t < n; t++)
    {
      for (int i = 0; i < 2; i++)
        {
          copy_gm_to_ubuf (a + i * 1024, x + (t * 2 + i) * 64, 0, 1, 8, 0, 0);
          sqp[i] = sq + ((t + i) & 3) * 64;
        }
      for (int i = 0; i < np; i++)
        vadd (acc + i * 64, psq[i], acc + i * 64, 1, 1, 1, 1, 8, 8, 8); /* { dg-bogus "not known" } */
      for (int i = 0; i < 2; i++)
        {
          vmul (sqp[i], a + i * 1024, a + i * 1024, 1, 1, 1, 1, 8, 8, 8);
          psq[i] = sqp[i];
        }
      np = 2;
    }
  copy_ubuf_to_gm (y, acc, 0, 1, 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vadd pipe=V R:UB\\\[\\+0x10000\\.\\.0x10400\\)" } } */
