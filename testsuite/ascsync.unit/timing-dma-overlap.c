/* An MTE2 load and an MTE3 store with no dependence overlap (the block
   takes as long as the longer one); the same load and a store of its
   data ordered by set_flag/wait_flag (MTE2 -> MTE3) run one after the
   other.  Hand-computed from the 910A DMA figures.  */
/* { dg-do run } */
#include "timing-test.h"

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const double I = m->issue_cycles;
  /* Load: 55 blocks of 32 B = 1760 B from GM to UB; store: 32 blocks =
     1024 B from UB to GM.  */
  const uint64_t LOAD_BLOCKS = 55, STORE_BLOCKS = 32;
  double occ_ld = LOAD_BLOCKS * 32 / m->bw[ASC_SPACE_GM][ASC_SPACE_UB];
  double lat_ld = m->dma_latency[ASC_SPACE_GM][ASC_SPACE_UB];
  double occ_st = STORE_BLOCKS * 32 / m->bw[ASC_SPACE_UB][ASC_SPACE_GM];
  double lat_st = m->dma_latency[ASC_SPACE_UB][ASC_SPACE_GM];
  /* 910A: 1760 / 110 = 16 cycles + 241; 1024 / 64 = 16 cycles + 96.  */
  tt_check ("load occupancy", tt_cycles (occ_ld), 16);
  tt_check ("store occupancy", tt_cycles (occ_st), 16);

  /* 1. Independent: load GM[0..) -> UB[0..), store UB[4096..) ->
     GM[8192..).  Load issued at 0, starts at I, completes at
     I + occ_ld + lat_ld = 258; store issued at I, starts at 2I (its own
     queue), completes at 2I + occ_st + lat_st = 114.  Block: 258.  */
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, LOAD_BLOCKS, 0, 0);
  TT (copy_ubuf_to_gm, NONE, 8192, 4096, 0, 1, STORE_BLOCKS, 0, 0);
  asc_timing t = tt_time (m, ASCSIM_MODE_WRITTEN);
  double overlap = fmax (I + occ_ld + lat_ld, 2 * I + occ_st + lat_st);
  tt_check ("overlapped cycles (model fields)", t.cycles,
            tt_cycles (overlap));
  tt_check ("overlapped cycles (910A literal)", t.cycles, 258);
  tt_check ("MTE2 busy", t.busy[ASC_PIPE_MTE2], 16);
  tt_check ("MTE3 busy", t.busy[ASC_PIPE_MTE3], 16);

  /* 2. Serialised: load UB[0..); set_flag (MTE2, MTE3, 0);
     wait_flag (MTE2, MTE3, 0); store UB[0..) (the loaded data).
       load      starts I, completes L = I + occ_ld + lat_ld = 258;
       set_flag  issued I, starts at max (2I, I + occ_ld) = 17 in MTE2,
                 fires when the load completes: 258;
       wait_flag issued 2I, starts 3I in MTE3, released at 258 +
                 flag_latency, holds MTE3 wait_cycles more: 260;
       store     issued 3I, starts 260, completes 260 + occ_st + lat_st.
     Total L + flag_latency + wait_cycles + occ_st + lat_st
     = 258 + 1 + 1 + 16 + 96 = 372.  */
  tt_reset ();
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, LOAD_BLOCKS, 0, 0);
  TT (set_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_MTE3, 0);
  TT (wait_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_MTE3, 0);
  TT (copy_ubuf_to_gm, NONE, 8192, 0, 0, 1, STORE_BLOCKS, 0, 0);
  t = tt_time (m, ASCSIM_MODE_WRITTEN);
  double serial = I + occ_ld + lat_ld + m->flag_latency + m->wait_cycles
                  + occ_st + lat_st;
  tt_check ("serialised cycles (model fields)", t.cycles,
            tt_cycles (serial));
  tt_check ("serialised cycles (910A literal)", t.cycles, 372);
  tt_assert ("serialised is slower than overlapped", t.cycles > 258);
  tt_check ("MTE3 busy (wait + store)", t.busy[ASC_PIPE_MTE3],
            tt_cycles (m->wait_cycles + occ_st));

  /* The ideal mode drops the sync but keeps the true RAW on UB[0..):
     the store waits for the load to complete, L + occ_st + lat_st = 370,
     2 cycles (flag latency + wait) under the written schedule.  */
  t = tt_time (m, ASCSIM_MODE_IDEAL);
  tt_check ("serialised ideal cycles", t.cycles,
            tt_cycles (I + occ_ld + lat_ld + occ_st + lat_st));
  tt_check ("serialised ideal cycles (literal)", t.cycles, 370);

  puts (tt_failures ? "timing-dma-overlap: FAIL" : "timing-dma-overlap: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "timing-dma-overlap: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
