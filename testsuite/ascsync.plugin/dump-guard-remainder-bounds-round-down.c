/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper computes LEN <= 2048 floats as its full repeats of 64
   lanes, then, only when LEN % 64 != 0, one more repeat at "x + nrep *
   64" under a mask, which GCC writes "x + (len & -64)": LEN rounded
   down to a multiple of 64.  Under the guard LEN is not 2048, so the
   offset is at most 1984 floats and the tail's read ends inside the
   slot the caller passes (slot t % 3 of 8 KB: at 0x7000 for slot 2, not
   0x7100): a guard on the remainder bounds the rounded-down value as it
   bounds the quotient (dump-guard-remainder-bounds-quotient.c).  */

static __attribute__ ((noinline)) void
exp_tile (__ubuf__ float *y, __ubuf__ float *x, int32_t len)
{
  uint32_t nrep = (uint32_t) len / 64, rem = (uint32_t) len % 64;
  if (nrep > 0)
    vexp (y, x, (uint8_t) nrep, 1, 1, 8, 8);
  if (rem > 0)
    {
      set_vector_mask (0, ((uint64_t) 1 << rem) - 1);
      vexp (y + nrep * 64, x + nrep * 64, 1, 1, 1, 8, 8);
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
    }
}

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int32_t n, int32_t tail)
{
  if (tail <= 0 || tail > 2048 || tail % 8 != 0 || n <= 0)
    return;
  __ubuf__ float *out = (__ubuf__ float *) get_imm (0x8000);
  for (int32_t i = 0; i < n; i++)
    {
      int32_t len = i == n - 1 ? tail : 2048;
      __ubuf__ float *in = (__ubuf__ float *) get_imm (0x1000
                                                       + i % 3 * 0x2000);
      copy_gm_to_ubuf (in, x + i * 2048, 0, 1, (uint16_t) (len / 8), 0, 0);
      exp_tile (out, in, len);
      copy_ubuf_to_gm (y + i * 2048, out, 0, 1, (uint16_t) (len / 8), 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 38 op vexp pipe=V R:UB\[^ \]*~\\{L\[0-9\] 0:0x1000\\.\\.0x3000 1:0x3000\\.\\.0x5000 2:0x5000\\.\\.0x7000\\} W:UB\\\[\\+0x8000\\.\\.0xa000\\)~ \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump-not "0x7100|0xa100" } } */
