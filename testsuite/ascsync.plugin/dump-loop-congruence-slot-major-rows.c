/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Slot-major rows counted from data ("bag + (c * 8 + i) * 128", c
   counted by the scalar unit): modulo 8 rows (2048 bytes) the gather of
   point i is i rows up (a loop congruence: 0x800, from 0 and 0x100 per
   iteration of the point loop), so the gathers of different points
   never meet and need no pipe_barrier (PIPE_MTE2) between points.  */
void
k (__gm__ half *feat, __gm__ int32_t *nbr, __gm__ half *out)
{
  __ubuf__ int32_t *idx = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *bag = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (idx, nbr, 0, 1, 64, 0, 0);
  for (int i = 0; i < 8; i++)
    {
      int c = 0;
      for (int j = 0; j < 16; j++)
        {
          int32_t id = idx[i * 16 + j];
          if (id < 0)
            continue;
          copy_gm_to_ubuf (bag + (c * 8 + i) * 128, feat + id * 128, 0, 1,
                           8, 0, 0);
          c++;
        }
    }
  copy_ubuf_to_gm (out, bag, 0, 1, 64, 0, 0);
}
/* { dg-final { scan-ascsync-dump {op2 line [0-9]+ op copy_gm_to_ubuf .*\{lmod@L[0-9]+=0x800:0x0\+0x100,\+0x100/it\}} } } */
/* { dg-final { scan-ascsync-dump-not {pipe_barrier \(MTE2\)} } } */
