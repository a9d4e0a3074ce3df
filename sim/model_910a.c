/* model_910a.c -- the Ascend 910A (dav-c100) machine-model preset.

   Every figure the simulator uses for 910A, each with its source.  Tags
   in brackets ([INI], [PTOCM], [TIKCUBE], [SIMCFG], [CCEDOC], [ASCDOC],
   [HC19], [PMU]) name the sources indexed in section 0 of
   ../shared/reference/cce-intrinsics-and-costs.md ("the reference"
   below) and the section of the reference that quotes them.  One more
   public source is cited here:

   [PYPTO-CA]  the A2/A3 cycle-approximate cost model of hicann/pypto,
               framework/src/cost_model/simulation_ca/A2A3/model/pipe.h
               (per-pipe issue queue of 32 outstanding instructions, DMA
               unit latency 9, load2d unit latency 9, DDR read/write
               latency 347/203 cycles).

   No cycle-accurate data for 910A itself is public: the CANN simulator's
   CA model is a binary ([SIMCFG]).  Where the 910A figure is not public
   the comment says "assumption" and why the value was chosen.  Most
   per-instruction figures come from calibrated A2/A3 (910B) models; the
   vector unit (256 B per repeat), cube fractal (16x16x16) and the INI
   memory rates are the same on 910A and 910B1 (reference 6.1, 6.2), so
   their cycle counts carry over better than their clocks do.  */

#include <string.h>
#include <strings.h>
#include "model.h"

#define KIB 1024u

const asc_model asc_model_910a = {
  .name = "910a",
  .description = "Ascend 910A AI Core (dav-c100), 1.0 GHz",

  /* Reference 6.1 [INI Ascend910A.ini]: UB 256 KB, L1 1 MB, L0A/L0B
     64 KB, L0C 256 KB.  GM is bounded only by the host's GM arena.  */
  .space_size = {
    [ASC_SPACE_GM] = 0,
    [ASC_SPACE_UB] = 256 * KIB,
    [ASC_SPACE_L1] = 1024 * KIB,
    [ASC_SPACE_L0A] = 64 * KIB,
    [ASC_SPACE_L0B] = 64 * KIB,
    [ASC_SPACE_L0C] = 256 * KIB,
  },

  /* Reference 6.4 "Alignment" [CAPI, ASCDOC]: GM none, UB 32 B, L1 32 B,
     L0A/L0B 512 B (one fractal).  L0C: the 2201 pages say 64 B; 910A's
     mad and copy_matrix_cc_to_ubuf address L0C in whole 16x16 fractals
     (512 B for fp16, 1 KB for fp32/s32, reference sections 3.4-3.5),
     so 512 B is used (assumption: the v100 L0C rule is not public).  */
  .space_align = {
    [ASC_SPACE_NONE] = 1,
    [ASC_SPACE_GM] = 1,
    [ASC_SPACE_UB] = 32,
    [ASC_SPACE_L1] = 32,
    [ASC_SPACE_L0A] = 512,
    [ASC_SPACE_L0B] = 512,
    [ASC_SPACE_L0C] = 512,
  },

  /* Reference 8 [CCEDOC 0106]: event ids 0-3 per (src, dst) pair on
     v100 (0-7 on v200 and later).  */
  .event_ids = 4,

  /* [PYPTO-CA pipe.h]: 32 outstanding instructions per pipe issue
     queue in the A2/A3 model.  Assumption: not public for 910A; the
     closest public figure is taken as is.  */
  .queue_depth = 32,

  /* Reference 6.1 [INI]: Ascend910A cube_freq 1000 MHz.  */
  .clock_ghz = 1.0,

  /* Reference 6.3 [PTOCM cce_costmodel_sync.hpp]: set/wait/mask/control
     writes are modelled as 1 cycle; the scalar unit is taken to issue
     one instruction per cycle (assumption: 910A's issue rate is not
     public).  */
  .issue_cycles = 1.0,

  /* Assumption: not public.  A traced scalar load/store of UB or GM (and
     set_vector_mask, a control-register write, reference 6.4 [ASCDOC]
     "mask-set instructions about 1 cycle") is charged one scalar cycle;
     scalar-cache misses to GM are not modelled.  */
  .scalar_access_cycles = 1.0,

  /* Reference 6.3 [PTOCM cce_costmodel_sync.hpp]: set_flag and
     wait_flag occupy their pipe for 1 cycle.  */
  .set_cycles = 1.0,
  .wait_cycles = 1.0,

  /* Assumption: not public.  [PYPTO-CA pipe.cpp] releases a flag when
     the set retires and lets the waiting queue dispatch on a following
     tick, i.e. about one cycle from firing to release.  */
  .flag_latency = 1.0,

  /* Reference 6.3 [PTOCM cce_costmodel_sync.hpp]: pipe_barrier costs a
     16-cycle drain when work is outstanding on the pipe (the 910B1
     "tilesim" rule); a barrier with nothing outstanding costs
     set_cycles.  */
  .barrier_cycles = 16.0,

  /* Bytes per cycle, [source][destination].  Reference 6.2 [INI]
     platform "rates", read as B/cycle per core (the reference's reading,
     from their use in the TBE schedulers):
       GM -> UB, GM -> L1: l2_rate 110 (L2 read rate; GM data reaches the
         core through L2; ddr_rate 32 would apply to L2 misses, which the
         model does not distinguish);
       UB -> GM: ub_to_l2_rate 64;
       L1 -> L0A: l1_to_l0_a_rate 512; L1 -> L0B: l1_to_l0_b_rate 256
         (agrees with [TIKCUBE] load2d to L0B "2 cycles per 512-B
         fractal", reference 6.4);
       L1 -> UB: l1_to_ub_rate 128; UB -> L1: ub_to_l1_rate 128;
       L0C -> UB: l0_c_to_ub_rate 256.
     UB -> UB: 128, the older PTO model constant [PTOCM
     pto_isa_costmodel.hpp] (reference 6.3); no INI rate exists.  */
  .bw = {
    [ASC_SPACE_GM] = { [ASC_SPACE_UB] = 110.0, [ASC_SPACE_L1] = 110.0 },
    [ASC_SPACE_UB] = { [ASC_SPACE_GM] = 64.0, [ASC_SPACE_L1] = 128.0,
                       [ASC_SPACE_UB] = 128.0 },
    [ASC_SPACE_L1] = { [ASC_SPACE_L0A] = 512.0, [ASC_SPACE_L0B] = 256.0,
                       [ASC_SPACE_UB] = 128.0 },
    [ASC_SPACE_L0C] = { [ASC_SPACE_UB] = 256.0 },
    /* L0 fills (set_l0a_2d, set_l0b_2d; no source).  Assumption: no
       public figure; they are taken to write at the L1 -> L0A / L0B
       rates of load2d.  */
    [ASC_SPACE_NONE] = { [ASC_SPACE_L0A] = 512.0, [ASC_SPACE_L0B] = 256.0 },
  },

  /* Head latency of a transfer (cycles from its start until its last
     byte lands, beyond bytes / bandwidth).
       Reads of GM: 241, writes of GM: 96 -- the L2 read/write latency of
         the CANN simulator's 910B1 config [SIMCFG Ascend910B1
         lib/config.json] (reference 6.4), the closest public data (the
         [PYPTO-CA] A2/A3 model uses DDR 347/203, i.e. misses); the
         910B1 cycle counts are used unscaled for the 1.0 GHz 910A.
       On-core paths (L1 -> L0A/L0B/UB, UB -> L1, UB -> UB, L0C -> UB):
         10, [TIKCUBE cube_common.py] load2d "DMA latency is 10 ~ 11"
         (reference 6.4; [PYPTO-CA] has 9).  Assumption for the paths
         other than load2d: same on-core data path.  */
  .dma_latency = {
    [ASC_SPACE_GM] = { [ASC_SPACE_UB] = 241.0, [ASC_SPACE_L1] = 241.0 },
    [ASC_SPACE_UB] = { [ASC_SPACE_GM] = 96.0, [ASC_SPACE_L1] = 10.0,
                       [ASC_SPACE_UB] = 10.0 },
    [ASC_SPACE_L1] = { [ASC_SPACE_L0A] = 10.0, [ASC_SPACE_L0B] = 10.0,
                       [ASC_SPACE_UB] = 10.0 },
    [ASC_SPACE_L0C] = { [ASC_SPACE_UB] = 10.0 },
    /* Assumption: the on-core latency of load2d.  */
    [ASC_SPACE_NONE] = { [ASC_SPACE_L0A] = 10.0, [ASC_SPACE_L0B] = 10.0 },
  },

  /* Reference 6.4 [TIKCUBE cube_common.py]: mmad cycles = M*K*N in
     16x16x16 fp16 (16x32x16 int8) fractal units + 15 ("camodel log
     result is 15"); [PMU] and [HC19] agree on one fractal per cycle
     (4096 fp16 MACs per cycle).  The v100 extra K-2 cycles when the M or
     N fractal count is odd is not modelled.  */
  .mad_per_fractal = 1.0,
  .mad_startup = 15.0,

  /* Per cost class: { startup, cycles per repeat for 16-bit elements,
     cycles per repeat for 32-bit elements }.  Unless noted, reference
     6.3 [PTOCM cce_cycle_profiles.csv], "fp16 startup/slope (fp32
     startup/slope)"; a class with one listed profile uses it for both
     element sizes (a repeat is 256 bytes either way).  The model has one
     startup per class: the fp16 startup is used where fp32 differs by
     1-3 cycles.  */
  .cost = {
    /* DMA and LOAD2D are timed from .bw and .dma_latency, MAD from
       .mad_per_fractal and .mad_startup, SYNC from the set/wait/barrier
       figures; their entries here are unused.  */
    [ASC_COST_DMA] = { 0.0, 0.0, 0.0 },
    [ASC_COST_LOAD2D] = { 0.0, 0.0, 0.0 },
    [ASC_COST_MAD] = { 0.0, 0.0, 0.0 },
    [ASC_COST_SYNC] = { 0.0, 0.0, 0.0 },
    /* vadd 5.9/2.07 (vsub the same).  */
    [ASC_COST_VADD] = { 5.9, 2.07, 2.07 },
    /* vmul 6.9/2.13.  */
    [ASC_COST_VMUL] = { 6.9, 2.13, 2.13 },
    /* vdiv 13/8 (fp32 13/4).  */
    [ASC_COST_VDIV] = { 13.0, 8.0, 4.0 },
    /* vmax/vmin 4/2.  */
    [ASC_COST_VMAX] = { 4.0, 2.0, 2.0 },
    /* vexp 12/4 (fp32 12/2).  */
    [ASC_COST_VEXP] = { 12.0, 4.0, 2.0 },
    /* vln 14/4 (fp32 14/2).  */
    [ASC_COST_VLN] = { 14.0, 4.0, 2.0 },
    /* vabs 4/1, vrelu 4/1.  */
    [ASC_COST_VABS] = { 4.0, 1.0, 1.0 },
    /* vrec: not in the profiles.  Assumption: the vrsqrt profile
       (4.8/1.06), the closest listed reciprocal-type unary op.  */
    [ASC_COST_VREC] = { 4.8, 1.06, 1.06 },
    /* vsqrt 13/4 (fp32 13/2).  */
    [ASC_COST_VSQRT] = { 13.0, 4.0, 2.0 },
    /* vrsqrt 4.8/1.06.  */
    [ASC_COST_VRSQRT] = { 4.8, 1.06, 1.06 },
    /* vadds 6/1.  */
    [ASC_COST_VADDS] = { 6.0, 1.0, 1.0 },
    /* vmuls 7/1.  */
    [ASC_COST_VMULS] = { 7.0, 1.0, 1.0 },
    /* vmaxs/vmins 4/1.  */
    [ASC_COST_VMAXS] = { 4.0, 1.0, 1.0 },
    /* vector_dup 1/1; also used for set_cmpmask and vtranspose (one
       unit each; assumption: neither is profiled).  */
    [ASC_COST_VDUP] = { 1.0, 1.0, 1.0 },
    /* vconv_f162f32 5/2, timed with the 16-bit figure; vconv_f322f16 is
       "~1 cycle/repeat after fill", timed with the 32-bit figure (the
       conversion's source element size selects the column).  */
    [ASC_COST_VCONV] = { 5.0, 2.0, 1.0 },
    /* vcadd 23/7 (fp32 20/7).  */
    [ASC_COST_VCADD] = { 23.0, 7.0, 7.0 },
    /* vcmax/vcmin 9/7 (fp32 8/7).  */
    [ASC_COST_VCMAX] = { 9.0, 7.0, 7.0 },
    /* vcgadd 15/7 (fp32 12/1).  */
    [ASC_COST_VCGADD] = { 15.0, 7.0, 1.0 },
    /* vcgmax 6/7 (fp32 5/1).  */
    [ASC_COST_VCGMAX] = { 6.0, 7.0, 1.0 },
    /* vcmpv_ge 10/2 (vcmpv_gt is 3/1): the slower profile for every
       comparison (assumption: the others are not listed).  */
    [ASC_COST_VCMPV] = { 10.0, 2.0, 2.0 },
    /* vsel (cmpmask mode) 5/2.  */
    [ASC_COST_VSEL] = { 5.0, 2.0, 2.0 },
  },
};

/* The presets known to asc_model_find, in the order asc_model_names
   lists them.  */
static const asc_model *const presets[] = { &asc_model_910a };

/* Return the preset called NAME (case-insensitive; an "ascend" prefix
   is accepted, so "Ascend910A" names 910a), or NULL.  */
const asc_model *
asc_model_find (const char *name)
{
  if (!name)
    return NULL;
  if (strncasecmp (name, "ascend", 6) == 0)
    name += 6;
  for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
    if (strcasecmp (name, presets[i]->name) == 0)
      return presets[i];
  return NULL;
}

/* Comma-separated names of the presets.  */
const char *
asc_model_names (void)
{
  static char buf[128];
  if (!buf[0])
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
      {
        if (i)
          strncat (buf, ", ", sizeof buf - strlen (buf) - 1);
        strncat (buf, presets[i]->name, sizeof buf - strlen (buf) - 1);
      }
  return buf;
}
