/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* A pointer derived from one get_imm address by a constant that
   already leaves that buffer ("base + 0x3000", past the buffer declared
   at get_imm (0x1000)) plus an index read from data: the operands say
   the access is not in base's buffer, so the provenance bound does not
   narrow it to [0, 0x1000) -- it stays any byte of UB, and the vector
   op writing at 0x3000 is ordered against the scalar store there.
   Clean and correct.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *kk, __gm__ half *y)
{
  __ubuf__ half *base = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *mid = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ int32_t *ks = (__ubuf__ int32_t *) get_imm (0x2000);
  __ubuf__ half *far = base + 0x3000 / 2;       /* byte 0x3000 */
  copy_gm_to_ubuf (ks, kk, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (mid, x, 0, 1, 8, 0, 0);
  vector_dup (far, (half) 1.0f, 1, 1, 1, 8, 8);
  int j = ks[0];
  far[j] = (half) 5.0f;
  vadds (far, far, (half) 1.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, far, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  int32_t *kk = ascsim_gm_alloc (32);
  kk[0] = 7;
  ASCSIM_LAUNCH (1, k (x, kk, y));
  int ok = 1;
  for (int i = 0; i < 128; i++)
    ok &= (float) y[i] == (i == 7 ? 6.0f : 2.0f);
  ascsim_expect (ok, "far[7] = 6, the rest 2");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op[0-9]+ line 23 op scalar-store pipe=S W:UB\[\+0x0\.\.end\)} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
