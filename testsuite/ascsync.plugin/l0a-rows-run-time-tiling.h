/* l0a-rows-run-time-tiling.h -- the kernel of the tests of load2d rows
   of L0A under a k loop whose step TK is given at run time
   (dump-iteration-self-run-time-tiling.c and its -overlap twin): each k
   step's rows, kcnt = MIN (kc - k0, tk) fractals apart at "l0a + mi *
   kcnt * 256", slot "step & 1" of L0A, each row's load writing
   KCOUNT fractals (kcnt unless the test defines it).  */
#ifndef KCOUNT
#define KCOUNT kcnt
#endif

void
k (int kc, int tk, int mcnt_in)
{
  if (kc < 1 || tk < 1)
    return;
  int mcnt = mcnt_in < 8 ? (mcnt_in > 0 ? mcnt_in : 1) : 8;
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  for (int k0 = 0, step = 0; k0 < kc; k0 += tk, step++)
    {
      int kcnt = kc - k0 < tk ? kc - k0 : tk;
      __ca__ half *l0a = (__ca__ half *) get_imm ((step & 1) * 32768);
      for (int mi = 0; mi < mcnt; mi++)
        load_cbuf_to_ca (l0a + mi * kcnt * 256, l1, (uint16_t) (mi * kc + k0),
                         (uint8_t) (KCOUNT), 1, 0, 0);
    }
}
