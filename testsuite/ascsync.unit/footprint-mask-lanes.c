/* The vector mask narrows a vector operand to its enabled lanes, to the
   byte: every other fp16 lane (two bytes on, two off), the first 64
   lanes, a conversion's 64 lanes on its 2-byte and 4-byte sides, and a
   reduction's source (its results are all written).  The footprint, the
   semantics, the checker and the ideal timing agree on every byte
   (footprint-test.h); before one footprint served both, the timing took
   whole repeats and ideal could exceed a clean written time.  */
/* { dg-do run } */
#include "footprint-test.h"

int
main (void)
{
  tt_vmask[0] = 0x5555555555555555ull;          /* even lanes */
  tt_vmask[1] = 0x5555555555555555ull;
  ft_check ("vadd f16, even lanes", ASC_OP_vadd, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 0x400, 2, 1, 1, 1,
                                             8, 8, 8 },
            asc_sem_vadd, 0, 0x800);
  tt_vmask[0] = ~0ull;                          /* lanes 0..63 */
  tt_vmask[1] = 0;
  ft_check ("vmuls f16, first 64 lanes", ASC_OP_vmuls, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 0, 3, 1, 1, 8, 8 },
            asc_sem_vmuls, 0, 0x800);
  tt_vmask[0] = 0x00ff00ff00ff00ffull;          /* 8 of every 16 lanes */
  ft_check ("vconv_f162f32, masked", ASC_OP_vconv_f162f32, ASC_VAR_NONE,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 2, 1, 1, 8, 4 },
            asc_sem_vconv_f162f32, 0, 0x800);
  ft_check ("vcadd f32, masked source", ASC_OP_vcadd, ASC_VAR_F32,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 4, 1, 1, 8 },
            asc_sem_vcadd, 0, 0x800);
  return tt_failures != 0;
}

/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { output-contains {ok: vadd f16, even lanes: checker conflicts on the footprint's bytes = 0} } } */
/* { dg-final { output-contains {ok: vadd f16, even lanes: ideal conflicts on the footprint's bytes = 0} } } */
/* { dg-final { output-contains {vadd f16, even lanes: footprint reads 512 and writes 256 bytes} } } */
/* { dg-final { output-contains {ok: vcadd f32, masked source: semantics write the footprint's bytes = 0} } } */
