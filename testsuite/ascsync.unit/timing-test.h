/* timing-test.h -- helpers for the unit tests of the cycle model.

   Builds a block's trace by hand (asc_core / asc_instr of
   sim/sim_internal.h) so a test can time an exact instruction sequence
   with asc_time_block and compare against cycle counts computed by hand
   from the asc_model_910a figures.  Pointer operands are given as
   offsets in their memory space; accesses come from
   asc_footprint_masked with the mask tt_vmask, as in the simulator.
   Not a test itself (unit.exp runs *.c only).  */

#ifndef TIMING_TEST_H
#define TIMING_TEST_H

/* The test driver force-includes cce.h, whose user-level macros
   block_idx/block_num would rename asc_core's fields.  */
#undef block_idx
#undef block_num
#include "../../sim/sim_internal.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Helpers a test may leave unused.  */
#define TT_FN static __attribute__ ((unused))

static asc_core tt_core;

/* The vector mask the footprints of tt_add apply ([0] low, [1] high);
   every lane unless a test changes it (a test that does also adds the
   set_vector_mask instruction, as the simulator would trace it).  */
static uint64_t tt_vmask[2] = { ~(uint64_t) 0, ~(uint64_t) 0 };

/* Forget the trace built so far.  */
TT_FN void
tt_reset (void)
{
  tt_core.trace.n = 0;
  tt_core.trace.nacc = 0;
}

/* Append OP (variant VAR) with ARGS (ASC_MAX_ARGS values in form order,
   pointer operands as space offsets) to the trace, with the pipe field
   set as the simulator sets it; returns its index.  */
TT_FN size_t
tt_add (enum asc_op op, enum asc_variant var, const uint64_t *args)
{
  asc_trace *t = &tt_core.trace;
  if (t->n == t->cap)
    {
      t->cap = t->cap ? 2 * t->cap : 64;
      t->ins = realloc (t->ins, t->cap * sizeof *t->ins);
    }
  if (t->nacc + ASC_MAX_ACCESSES > t->capacc)
    {
      t->capacc = t->capacc ? 2 * t->capacc : 256;
      t->acc = realloc (t->acc, t->capacc * sizeof *t->acc);
    }
  if (!t->ins || !t->acc)
    {
      puts ("FAIL: out of memory");
      exit (1);
    }
  asc_instr *in = &t->ins[t->n];
  memset (in, 0, sizeof *in);
  in->op = (uint16_t) op;
  in->variant = (uint8_t) var;
  memcpy (in->args, args, sizeof in->args);
  in->file = "hand-trace.c";
  in->line = (int) t->n + 1;
  in->pipe = (uint8_t) asc_ops[op].pipe;
  if (op == ASC_OP_set_flag)
    in->pipe = (uint8_t) args[0];
  else if (op == ASC_OP_wait_flag)
    in->pipe = (uint8_t) args[1];
  else if (op == ASC_OP_pipe_barrier)
    in->pipe = (uint8_t) args[0];

  const char *err;
  int n = 0;
  if (op < ASC_NOPS)
    n = asc_footprint_masked (op, var, args, tt_vmask, &t->acc[t->nacc],
                              &err);
  if (n < 0)
    {
      printf ("FAIL: bad hand trace: %s: %s\n", asc_ops[op].name, err);
      exit (1);
    }
  in->acc_first = (uint32_t) t->nacc;
  in->n_acc = (uint8_t) n;
  t->nacc += (size_t) n;
  return t->n++;
}

/* Append a traced scalar access of SIZE bytes at OFF in SPACE.  */
TT_FN size_t
tt_scalar (int write, enum asc_space space, uint64_t off, unsigned size)
{
  const uint64_t none[ASC_MAX_ARGS] = { 0 };
  size_t i = tt_add (write ? ASC_OP_SCALAR_STORE : ASC_OP_SCALAR_LOAD,
                     ASC_VAR_NONE, none);
  asc_trace *t = &tt_core.trace;
  struct asc_access a = { (uint8_t) space, (uint8_t) (write != 0), 0, 0,
                          size, 1, 1, off, 0, 0, { 0, 0 } };
  t->acc[t->nacc] = a;
  t->ins[i].acc_first = (uint32_t) t->nacc++;
  t->ins[i].n_acc = 1;
  t->ins[i].pipe = ASC_PIPE_S;
  return i;
}

/* TT (NAME, VAR, args...): append intrinsic NAME, e.g.
   TT (vadd, F16, dst, src0, src1, repeat, 1, 1, 1, 8, 8, 8).  */
#define TT(NAME, VAR, ...) \
  tt_add (ASC_OP_##NAME, ASC_VAR_##VAR, \
          (const uint64_t[ASC_MAX_ARGS]) { __VA_ARGS__ })

/* Time the trace built so far in MODE with MODEL.  */
TT_FN asc_timing
tt_time (const asc_model *model, enum ascsim_mode mode)
{
  asc_timing t;
  asc_time_block (&tt_core, model, mode, &t, NULL);
  return t;
}

/* Whole cycles of a hand-computed time X, rounded up as the model does.  */
TT_FN uint64_t
tt_cycles (double x)
{
  return (uint64_t) ceil (x - 1e-9);
}

static int tt_failures;

/* Check GOT == WANT, printing "ok: WHAT" or "FAIL: WHAT".  */
TT_FN void
tt_check (const char *what, uint64_t got, uint64_t want)
{
  if (got == want)
    printf ("ok: %s = %llu\n", what, (unsigned long long) got);
  else
    {
      printf ("FAIL: %s = %llu, expected %llu\n", what,
              (unsigned long long) got, (unsigned long long) want);
      tt_failures++;
    }
}

/* Check a condition.  */
TT_FN void
tt_assert (const char *what, int ok)
{
  printf ("%s: %s\n", ok ? "ok" : "FAIL", what);
  if (!ok)
    tt_failures++;
}

#endif /* TIMING_TEST_H */
