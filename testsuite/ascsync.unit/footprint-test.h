/* footprint-test.h -- one instruction's bytes, as its footprint, its
   semantics, the checker and the ideal timing see them.

   ft_check (WHAT, OP, VAR, ARGS, SEM, SRC_LO, SRC_HI) takes instruction
   OP (variant VAR, arguments ARGS with pointer operands as offsets, the
   vector mask tt_vmask of timing-test.h) and checks every byte of UB
   below FT_WINDOW:
   1. the footprint (asc_footprint_masked, walked with asc_span_next)
      writes exactly the bytes the semantics function SEM changes -- run
      twice, on memory filled with 0x00 and with 0xff except the source
      bytes [SRC_LO, SRC_HI) of UB (and all of GM), which hold the same
      small fp16 values both times, so every byte SEM writes differs
      from one of the two fills;
   2. the checker (asc_check_block) finds a scalar store of the byte,
      issued after the instruction without sync, racing with it exactly
      when the footprint reads or writes the byte, and a scalar load
      exactly when it writes it;
   3. the ideal timing (asc_time_block, IDEAL) makes that scalar access
      wait for the instruction in exactly the same cases.
   So the simulator's two consumers of the footprint, and the semantics
   it describes, agree to the byte.  Not a test itself.  */

#ifndef FOOTPRINT_TEST_H
#define FOOTPRINT_TEST_H

#include "timing-test.h"

#define FT_WINDOW 0x1000u
#define FT_GM 0x10000u

typedef void (*ft_sem_fn) (const asc_call *);

/* Bytes of UB [0, FT_WINDOW) the footprint of trace instruction I
   reads (RD) and writes (WR); returns 0 when a byte lies outside the
   window (the test is then wrong).  */
static int
ft_footprint (size_t i, uint8_t *rd, uint8_t *wr)
{
  const asc_instr *in = &tt_core.trace.ins[i];
  memset (rd, 0, FT_WINDOW);
  memset (wr, 0, FT_WINDOW);
  for (unsigned k = 0; k < in->n_acc; k++)
    {
      const struct asc_access *a = &tt_core.trace.acc[in->acc_first + k];
      if (a->space != ASC_SPACE_UB)
        continue;
      struct asc_span_iter it;
      uint64_t lo, hi;
      asc_span_init (&it, a);
      while (asc_span_next (&it, &lo, &hi))
        {
          if (hi > FT_WINDOW)
            return 0;
          for (uint64_t b = lo; b < hi; b++)
            (a->write ? wr : rd)[b] = 1;
        }
    }
  return 1;
}

/* Bytes of UB [0, FT_WINDOW) that SEM changes when run on the operands
   of trace instruction I (see the file comment) into CHANGED.  */
static void
ft_semantic_writes (size_t i, ft_sem_fn sem, uint64_t src_lo,
                    uint64_t src_hi, uint8_t *changed)
{
  static uint8_t ub[FT_WINDOW], before[FT_WINDOW], gm[FT_GM];
  const asc_instr *in = &tt_core.trace.ins[i];
  memset (changed, 0, FT_WINDOW);
  for (int fill = 0; fill < 2; fill++)
    {
      memset (ub, fill ? 0xff : 0x00, sizeof ub);
      for (uint64_t b = 0; b + 1 < sizeof gm; b += 2)
        {
          uint16_t h = asc_f32_to_f16_bits (1.0f + (float) (b / 2 % 5));
          memcpy (&gm[b], &h, 2);
          if (b >= src_lo && b + 1 < src_hi && b + 1 < sizeof ub)
            memcpy (&ub[b], &h, 2);
        }
      memcpy (before, ub, sizeof ub);
      asc_core core;
      memset (&core, 0, sizeof core);
      core.vmask[0] = tt_vmask[0];
      core.vmask[1] = tt_vmask[1];
      asc_call c;
      memset (&c, 0, sizeof c);
      c.op = (enum asc_op) in->op;
      c.var = (enum asc_variant) in->variant;
      c.args = in->args;
      c.scalar = 1.5;
      c.core = &core;
      for (unsigned k = 0; k < in->n_acc; k++)
        {
          const struct asc_access *a = &tt_core.trace.acc[in->acc_first + k];
          c.ptr[a->operand] = (a->space == ASC_SPACE_GM ? gm : ub)
                              + in->args[a->operand];
        }
      sem (&c);
      for (unsigned b = 0; b < FT_WINDOW; b++)
        changed[b] |= ub[b] != before[b];
    }
}

/* Whether the checker finds the trace built so far racy.  */
static int
ft_checker_races (void)
{
  asc_findings_begin_launch ();
  asc_check_block (&tt_core, &asc_model_910a);
  return asc_findings_occurrences (ASCSIM_F_RACE_INTER_PIPE) > 0
         || asc_findings_occurrences (ASCSIM_F_RACE_INTRA_PIPE) > 0;
}

/* Count of mismatches found by ft_check, per kind, and a few shown.  */
static int ft_shown;

/* Report a mismatch at byte B of WHAT.  */
static void
ft_mismatch (const char *what, const char *kind, unsigned b, int want,
             int got)
{
  if (ft_shown++ < 8)
    printf ("FAIL: %s: byte 0x%x: %s %d, footprint says %d\n", what, b,
            kind, got, want);
}

/* Build the one-instruction trace of OP (VAR, ARGS); returns its
   index.  */
static size_t
ft_build (enum asc_op op, enum asc_variant var, const uint64_t *args)
{
  tt_reset ();
  return tt_add (op, var, args);
}

/* The check of the file comment; WHAT names the case.  */
static void
ft_check (const char *what, enum asc_op op, enum asc_variant var,
          const uint64_t *args, ft_sem_fn sem, uint64_t src_lo,
          uint64_t src_hi)
{
  static uint8_t rd[FT_WINDOW], wr[FT_WINDOW], sem_wr[FT_WINDOW];
  char name[256];
  asc_opts.quiet = 1;
  for (int s = ASC_SPACE_GM; s < ASC_NSPACES; s++)
    tt_core.size[s] = asc_model_910a.space_size[s];
  tt_core.size[ASC_SPACE_GM] = FT_GM;

  size_t i = ft_build (op, var, args);
  snprintf (name, sizeof name, "%s: the footprint lies in the window",
            what);
  tt_assert (name, ft_footprint (i, rd, wr));
  ft_semantic_writes (i, sem, src_lo, src_hi, sem_wr);
  uint64_t base = tt_time (&asc_model_910a, ASCSIM_MODE_IDEAL).cycles;

  int bad_sem = 0, bad_ck = 0, bad_ideal = 0;
  unsigned nrd = 0, nwr = 0;
  ft_shown = 0;
  for (unsigned b = 0; b < FT_WINDOW; b++)
    {
      nrd += rd[b];
      nwr += wr[b];
      if (sem_wr[b] != wr[b])
        {
          bad_sem++;
          ft_mismatch (what, "the semantics write", b, wr[b], sem_wr[b]);
        }
      for (int store = 0; store < 2; store++)
        {
          int want = store ? rd[b] || wr[b] : wr[b];
          ft_build (op, var, args);
          tt_scalar (store, ASC_SPACE_UB, b, 1);
          int race = ft_checker_races ();
          int waits = tt_time (&asc_model_910a, ASCSIM_MODE_IDEAL).cycles
                      > base;
          if (race != want)
            {
              bad_ck++;
              ft_mismatch (what, store ? "checker race with a store"
                                       : "checker race with a load",
                           b, want, race);
            }
          if (waits != want)
            {
              bad_ideal++;
              ft_mismatch (what, store ? "ideal store waits"
                                       : "ideal load waits", b, want, waits);
            }
        }
    }
  printf ("%s: footprint reads %u and writes %u bytes of the window\n",
          what, nrd, nwr);
  snprintf (name, sizeof name, "%s: semantics write the footprint's bytes",
            what);
  tt_check (name, (uint64_t) bad_sem, 0);
  snprintf (name, sizeof name, "%s: checker conflicts on the footprint's "
            "bytes", what);
  tt_check (name, (uint64_t) bad_ck, 0);
  snprintf (name, sizeof name, "%s: ideal conflicts on the footprint's "
            "bytes", what);
  tt_check (name, (uint64_t) bad_ideal, 0);
}

#endif /* FOOTPRINT_TEST_H */
