/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* An index read from data (a top-k style "in + r * CPAD + k * 128" with
   k loaded by the scalar unit) leaves the offset of the pointer
   unbounded, but the pointer is derived by integer arithmetic from one
   buffer's get_imm address: under the layout assumption (pointer
   arithmetic stays in its object) the access stays in that buffer, so
   it costs the buffer, not all of UB -- the scalar store and the vcmax
   there no longer conflict with the vector work on another buffer --
   and the plugin says so.  Clean and correct.  */
#include <ascsim.h>

#define R 8
#define CPAD 1024               /* halves per row */

__global__ __aicore__ void
topk (__gm__ half *x, __gm__ int32_t *kk, __gm__ half *y, __gm__ half *z)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ int32_t *ks = (__ubuf__ int32_t *) get_imm (0x10000);
  __ubuf__ half *res = (__ubuf__ half *) get_imm (0x11000);
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x12000);
  copy_gm_to_ubuf (in, x, 0, 1, R * CPAD / 16, 0, 0);
  copy_gm_to_ubuf (ks, kk, 0, 1, 1, 0, 0);
  vector_dup (res, (half) 0.0f, 1, 1, 1, 8, 8);
  vector_dup (acc, (half) 0.0f, 1, 1, 1, 8, 8);
  for (int r = 0; r < R; r++)
    {
      int k = ks[r];
      in[r * CPAD + k * 128] = (half) -1.0f;
      vcmax (res + r * 16, in + r * CPAD + k * 128, 1, 1, 1, 8);
      vadds (acc, acc, (half) 1.0f, 1, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y, res, 0, 1, R * 16 / 16, 0, 0);
  copy_ubuf_to_gm (z, acc, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (R * CPAD * 2), *y = ascsim_gm_alloc (R * 32);
  half *z = ascsim_gm_alloc (256);
  int32_t *kk = ascsim_gm_alloc (32);
  for (int i = 0; i < R * CPAD; i++)
    x[i] = (half) (float) (i % 13);
  for (int r = 0; r < R; r++)
    kk[r] = (r * 3) % 8;
  ASCSIM_LAUNCH (1, topk (x, kk, y, z));
  int ok = 1;
  for (int r = 0; r < R; r++)
    {
      float m = -1.0f;
      for (int e = 1; e < 128; e++)
        {
          float v = (float) ((r * CPAD + kk[r] * 128 + e) % 13);
          m = v > m ? v : m;
        }
      ok &= (float) y[r * 16] == m;
    }
  for (int i = 0; i < 128; i++)
    ok &= (float) z[i] == (float) R;
  ascsim_expect (ok, "each row's maximum past its marker; acc = R");
  return ascsim_finish ();
}

/* { dg-warning "where .vcmax. operand .src. points in its UB buffer is not known .its offset has no bound the plugin can find.: it is taken to read any byte of the buffer from 0x0 to 0x10000\[^\n\]* \\\[-fplugin-arg-ascsync-warn=provenance\\\]" "" { target *-*-* } 31 } */
/* { dg-final { scan-ascsync-dump {op[0-9]+ line 30 op scalar-store pipe=S W:UB\[\+0x0\.\.0x10000\)} } } */
/* { dg-final { scan-ascsync-dump {op[0-9]+ line 31 op vcmax pipe=V R:UB\[\+0x0\.\.0x10000\)} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
