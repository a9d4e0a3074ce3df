/* { dg-do run } */
/* { dg-options "-O2" } */
/* copy_matrix_cc_to_ubuf's crMode chosen at run time: its modes move 4
   or 2 bytes an element on either side (CRMODE_NONE 4 and 4,
   F32toF16 4 and 2, F16toF32 2 and 4), so the mode's largest value
   does not give the largest footprint.  Taken from it, the UB write of
   mode 0 looked half as long in K_UB (f32 or f16 output; the store of
   the second half was not ordered after it), and the L0C read of mode
   0 in K_L0C (modes 0 to 4; the next mad into the second half was not
   ordered after it): the simulator reported both races.  A mode
   operand of several values gives each access the hull of its bytes
   over the modes.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k_ub (__gm__ float *y, int f16_out)
{
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ float *cc = (__cc__ float *) get_imm (0);
  __ubuf__ float *u = (__ubuf__ float *) get_imm (0);
  set_l0_set_value (1.0);
  set_l0a_2d (l0a, 1);
  set_l0b_2d (l0b, 1);
  mad (cc, l0a, l0b, 16, 16, 16, 1);
  copy_matrix_cc_to_ubuf (u, cc, 0, 1, 1, 0, 0,
                          f16_out ? CRMODE_F32toF16_NONE : CRMODE_NONE);
  if (!f16_out)
    copy_ubuf_to_gm (y + 128, u + 128, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (y, u, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k_l0c (__gm__ float *y, int mode)
{
  if (mode < 0 || mode > 4)
    return;
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ float *cc = (__cc__ float *) get_imm (0);
  __ubuf__ float *u = (__ubuf__ float *) get_imm (0);
  set_l0_set_value (1.0);
  set_l0a_2d (l0a, 1);
  set_l0b_2d (l0b, 1);
  mad (cc, l0a, l0b, 16, 16, 16, 1);
  copy_matrix_cc_to_ubuf (u, cc, 0, 1, 1, 0, 0, mode);
  mad (cc + 128, l0a, l0b, 16, 16, 16, 1);
  copy_matrix_cc_to_ubuf (u + 256, cc + 128, 0, 1, 1, 0, 0, CRMODE_NONE);
  copy_ubuf_to_gm (y, u, 0, 1, 64, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *y = ascsim_gm_alloc (256 * sizeof (float));
  float *z = ascsim_gm_alloc (512 * sizeof (float));
  /* Modes 0, from ARGC so that GCC cannot fold them.  */
  ASCSIM_LAUNCH (1, k_ub (y, argc - 1));
  ASCSIM_LAUNCH (1, k_l0c (z, argc - 1));
  /* Every element of a 16 x 16 product of ones: 16.  */
  int bad = 0;
  for (int i = 0; i < 256; i++)
    bad += y[i] != 16.0f;
  for (int i = 0; i < 512; i++)
    bad += z[i] != 16.0f;
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
