/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=alloc,plan" } */
/* Double buffering: each tile is loaded into slot t & 1 of IN and, when
   N > 0, converted into W and reduced in W by an inner loop of vadds
   (else W is zeroed), then stored.  The next load into the slot (two
   tiles on) needs only the conversion done, so the loop-carried V ->
   MTE2 pair's set is split over the two paths: right after the
   conversion, before the inner loop (which does not touch IN), and at
   the start of the other branch, not at the join after the reduction: a
   loop-carried pair's set is split like an intra pair's, and the split
   may take in a whole inner loop.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ float *y, int32_t nt, int32_t n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x4000);
  __ubuf__ float *o = (__ubuf__ float *) get_imm (0xc000);
  for (int t = 0; t < nt; t++)
    {
      __ubuf__ half *s = in + (t & 1) * 4096;
      copy_gm_to_ubuf (s, x + t * 4096, 0, 1, 256, 0, 0);
      if (n > 0)
        {
          vconv_f162f32 (w, s, 64, 1, 1, 8, 4);
          for (int m = n; m > 1; m--)
            vadd (w, w, w + 1024, 8, 1, 1, 1, 8, 8, 8);
        }
      else
        vector_dup (w, 0.0f, 8, 1, 1, 8, 8);
      vmuls (o, w, 0.5f, 8, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 1024, o, 0, 1, 128, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "loop V->MTE2 id=\[0-9.\]+ rotating deps op2->op0\\(d2\\)" } } */
/* { dg-final { scan-ascsync-dump "after op2: set_flag \\(V, MTE2, \[0-9\]+ \\+ iteration of L\[0-9\] mod 2\\)" } } */
/* { dg-final { scan-ascsync-dump-times "set_flag \\(V, MTE2, \[0-9\]+ \\+ iteration of L\[0-9\] mod 2\\)" 2 } } */
