/* Results smaller than a 32-byte block: vcadd's one value per repeat
   packed two bytes apart and spread six bytes apart, vcmax's (value,
   index) pairs, vcgadd's eight results per repeat and vcmpv's bit
   masks.  The footprint, the semantics, the checker and the ideal
   timing agree on every byte (footprint-test.h): a scalar access two
   bytes past a result does not wait for the reduction.  */
/* { dg-do run } */
#include "footprint-test.h"

int
main (void)
{
  ft_check ("vcadd f16, packed results", ASC_OP_vcadd, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 5, 1, 1, 8 },
            asc_sem_vcadd, 0, 0x800);
  ft_check ("vcadd f16, results 6 bytes apart", ASC_OP_vcadd, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 5, 3, 1, 8 },
            asc_sem_vcadd, 0, 0x800);
  ft_check ("vcmax f32, pairs", ASC_OP_vcmax, ASC_VAR_F32,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 3, 1, 1, 8 },
            asc_sem_vcmax, 0, 0x800);
  ft_check ("vcgadd f16, groups", ASC_OP_vcgadd, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 3, 1, 1, 8 },
            asc_sem_vcgadd, 0, 0x800);
  ft_check ("vcmpv_lt f16, bit masks", ASC_OP_vcmpv_lt, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 0x400, 2, 1, 1, 1,
                                             8, 8, 8 },
            asc_sem_vcmpv_lt, 0, 0x800);
  return tt_failures != 0;
}

/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { output-contains {vcadd f16, packed results: footprint reads 1280 and writes 10 bytes} } } */
/* { dg-final { output-contains {ok: vcadd f16, results 6 bytes apart: ideal conflicts on the footprint's bytes = 0} } } */
/* { dg-final { output-contains {ok: vcmpv_lt f16, bit masks: checker conflicts on the footprint's bytes = 0} } } */
