/* { dg-do run } */
/* Negative tests of the unit-test checker itself (unit-support.h), on
   hand-written plans, so that the planner tests cannot pass vacuously:
   on the straight line load -> vector op -> store, a correct plan has no
   violation, while a plan missing a wait, one setting a flag twice, one
   without the barrier of a same-pipe dependence, one using an id beyond
   nflags and one with a wait on an unset flag are each caught.  */
#include "unit-support.h"

/* Add to PLAN an insertion ACTION (PIPE, TPIPE, EVENT) at WHERE op OP.  */
static void
add (struct sync_plan *plan, enum sync_where where, int op,
     enum sync_action action, int pipe, int tpipe, int event)
{
  struct sync_insn *s = &plan->v[plan->n++];
  memset (s, 0, sizeof *s);
  s->where = where;
  s->op = op;
  s->block = s->to = -1;
  s->action = action;
  s->pipe = pipe;
  s->tpipe = tpipe;
  s->event = event;
  s->cause = -1;
}

/* Check the plan built by BUILD (variant V) and compare the verdict
   with EXPECT_BAD.  Returns 1 on a wrong verdict.  */
static int
expect (struct ut *u, const struct sync_options *opts, int v,
        int expect_bad, const char *what)
{
  struct sync_insn buf[16];
  struct sync_plan plan;
  memset (&plan, 0, sizeof plan);
  plan.v = buf;
  enum { MTE2 = ASC_PIPE_MTE2, V = ASC_PIPE_V, MTE3 = ASC_PIPE_MTE3 };
  add (&plan, SYNC_AFTER_OP, 0, SYNC_SET, MTE2, V, v == 4 ? 7 : 0);
  if (v == 2)
    add (&plan, SYNC_BEFORE_OP, 1, SYNC_SET, MTE2, V, 0);
  if (v != 1)
    add (&plan, SYNC_BEFORE_OP, 1, SYNC_WAIT, MTE2, V, v == 4 ? 7 : 0);
  if (v == 5)
    add (&plan, SYNC_BEFORE_OP, 2, SYNC_WAIT, MTE2, V, 1);
  if (v != 3)
    add (&plan, SYNC_AFTER_OP, 1, SYNC_SET, V, MTE3, 0);
  if (v != 3)
    add (&plan, SYNC_BEFORE_OP, 2, SYNC_WAIT, V, MTE3, 0);
  printf ("check: %s\n", what);
  int bad = ut_check (u, &plan, opts) != 0;
  printf ("%s: %s\n", what, bad == expect_bad ? "verdict right"
                                              : "VERDICT WRONG");
  return bad != expect_bad;
}

int
main (void)
{
  struct ut u;
  ut_init (&u, "selftest", 1);
  ut_load (&u, 0, 0x0);
  ut_vec (&u, 0, 0x0, 0x1000);
  ut_store (&u, 0, 0x1000);
  ut_exit (&u, 0);
  ut_finish (&u);
  struct sync_options opts;
  sync_options_default (&opts);
  int fails = 0;
  fails += expect (&u, &opts, 0, 0, "correct plan");
  fails += expect (&u, &opts, 1, 1, "missing wait");
  fails += expect (&u, &opts, 2, 1, "flag set twice");
  fails += expect (&u, &opts, 4, 1, "id beyond nflags");
  fails += expect (&u, &opts, 5, 1, "wait on an unset flag");

  /* Same pipe: V writes, V reads, no barrier; then with the barrier.  */
  struct ut w;
  ut_init (&w, "selftest-v", 1);
  ut_vec (&w, 0, 0x0, 0x1000);
  ut_vec (&w, 0, 0x1000, 0x2000);
  ut_exit (&w, 0);
  ut_finish (&w);
  struct sync_insn buf[1];
  struct sync_plan plan;
  memset (&plan, 0, sizeof plan);
  plan.v = buf;
  printf ("check: same pipe without barrier\n");
  int bad = ut_check (&w, &plan, &opts) != 0;
  fails += !bad;
  add (&plan, SYNC_BEFORE_OP, 1, SYNC_BARRIER, ASC_PIPE_V, 0, 0);
  printf ("check: same pipe with barrier\n");
  bad = ut_check (&w, &plan, &opts) != 0;
  fails += bad;

  /* The variant 3 (no V->MTE3 pair) leaves the store unordered.  */
  fails += expect (&u, &opts, 3, 1, "missing V->MTE3 pair");
  return ut_verdict ("unit-checker-selftest", fails);
}
/* { dg-final { output-contains "FAIL: dependence not ordered: op1 \\(vadds\\) -> op2 \\(copy_ubuf_to_gm\\)" } } */
/* { dg-final { output-contains "FAIL: set_flag of a flag already set" } } */
/* { dg-final { output-contains "FAIL: wait_flag of a clear flag \\(deadlock\\)" } } */
/* { dg-final { output-contains "FAIL: flag still set at the function exit" } } */
/* { dg-final { output-contains "FAIL: bad insertion" } } */
/* { dg-final { output-contains "FAIL: dependence not ordered: op0 \\(vadds\\) -> op1 \\(vadds\\)" } } */
/* { dg-final { output-not-contains "VERDICT WRONG" } } */
/* { dg-final { output-contains "unit-checker-selftest: PASS" } } */
