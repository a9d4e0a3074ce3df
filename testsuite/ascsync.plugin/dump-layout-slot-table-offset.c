/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Slots picked from a table ("fb[s]") and moved by an offset that is not
   a constant (the masked tail after the full repeats, "fb[s] + o"): the
   slot addresses the table holds are the kernel's get_imm addresses, so
   each starts a buffer, and a transfer whose count is known only by its
   type stays inside its slot (0x6000..0xc000, not up to the end of UB;
   the F slot 0 ends at 0x18000).  Keep mode on Tanh, whose part loop
   GCC leaves rolled around the hand-written barriers, saw such slots
   overlap and added pairs of its own.  */
void
k (__gm__ half *x, __gm__ half *y, int ntiles, int nrep)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x6000) };
  __ubuf__ float *fb[2] = { (__ubuf__ float *) get_imm (0xc000),
                            (__ubuf__ float *) get_imm (0x18000) };
  for (int t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      uint16_t nblk = (uint16_t) (ntiles - t);
      copy_gm_to_ubuf (xb[s], x + 4096 * t, 0, 1, nblk, 0, 0);
      pipe_barrier (PIPE_ALL);
      for (int part = 0; part < 2; part++)
        {
          uint32_t o = part == 0 ? 0 : (uint32_t) nrep * 64;
          uint8_t rep = (uint8_t) (part == 0 ? nrep : 1);
          if (rep == 0)
            continue;
          __ubuf__ float *fp = fb[s] + o;
          vconv_f162f32 (fp, xb[s] + o, rep, 1, 1, 8, 4);
          pipe_barrier (PIPE_V);
          vmuls (fp, fp, 2.0f, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vexp (fp, fp, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vadds (fp, fp, 1.0f, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
        }
      pipe_barrier (PIPE_ALL);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\n\]*W:UB\\\[\\+0x0\\.\\.0xc000\\)~\\{L0 0:0x0\\.\\.0x6000 1:0x6000\\.\\.0xc000\\}" } } */
/* { dg-final { scan-ascsync-dump "op vconv_f162f32 \[^\n\]*R:UB\\\[\\+0x0\\.\\.0xc000\\)~\\{L0 0:0x0\\.\\.0x6000 1:0x6000\\.\\.0xc000\\} W:UB\\\[\\+0xc000\\.\\.end\\).L0 0:0xc000\\.\\.0x18000 1:0x18000\\.\\." } } */
