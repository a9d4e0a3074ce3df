/* { dg-do run } */
/* Planner unit test: a consumer is not made to wait for a producer it
   does not need.  Two MTE2 loads fill UB tiles X and Y; a vector op
   reads X, a later one reads Y.  One MTE2 -> V pair for both (set
   after the second load, wait before the first vector op) would hold
   the first vector op until Y is loaded too; with 8 KB tiles the
   planner keeps two pairs, the first set right after the first load
   (leaky_relu_grad's vcmpv then starts while dy loads).  With 256-byte
   tiles the second pair costs more than it gains: one pair; and with
   8 KB tiles but one event id per pipe pair, a second pair would be
   left without an id: one pair.  Every dependence ordered and every
   flag balanced in all three, with the structured planner (CFG
   information) and the data-flow one (which sets one flag per pipe
   pair after the last pending producer, so it is only checked for
   correctness).  */
#include "unit-support.h"

/* The two loads and two vector ops on tiles of BYTES bytes; the index
   of the first load in *LOAD0.  */
static void
build (struct ut *u, const char *name, uint64_t bytes, int *load0)
{
  ut_init (u, name, 1);
  int l0 = ut_op (u, 0, SYNC_OP_PIPE, ASC_PIPE_MTE2, "copy_gm_to_ubuf");
  ut_access (u, l0, ASC_SPACE_GM, 0, 0, 0, bytes);
  ut_access (u, l0, ASC_SPACE_UB, 1, 0, 0, bytes);
  int l1 = ut_op (u, 0, SYNC_OP_PIPE, ASC_PIPE_MTE2, "copy_gm_to_ubuf");
  ut_access (u, l1, ASC_SPACE_GM, 0, 1, 0, bytes);
  ut_access (u, l1, ASC_SPACE_UB, 1, 0, bytes, 2 * bytes);
  int v0 = ut_op (u, 0, SYNC_OP_PIPE, ASC_PIPE_V, "vcmpv_gt");
  ut_access (u, v0, ASC_SPACE_UB, 0, 0, 0, bytes);
  ut_access (u, v0, ASC_SPACE_UB, 1, 0, 2 * bytes, 3 * bytes);
  int v1 = ut_op (u, 0, SYNC_OP_PIPE, ASC_PIPE_V, "vmuls");
  ut_access (u, v1, ASC_SPACE_UB, 0, 0, bytes, 2 * bytes);
  ut_access (u, v1, ASC_SPACE_UB, 1, 0, 3 * bytes, 4 * bytes);
  ut_exit (u, 0);
  ut_finish (u);
  *load0 = l0;
}

/* Whether PLAN sets a flag of MTE2 right after operation OP.  */
static int
set_after (const struct sync_plan *plan, int op)
{
  for (int i = 0; i < plan->n; i++)
    if (plan->v[i].action == SYNC_SET && plan->v[i].pipe == ASC_PIPE_MTE2
        && plan->v[i].where == SYNC_AFTER_OP && plan->v[i].op == op)
      return 1;
  return 0;
}

int
main (void)
{
  struct sync_options opts;
  sync_options_default (&opts);
  int fails = 0;
  static const char *const names[3] = { "tiles256", "tiles8k",
                                        "tiles8k-one-id" };
  for (int v = 0; v < 3; v++)
    {
      struct ut u;
      int l0;
      int big = v == 1;
      opts.nflags = v == 2 ? 1 : 4;
      build (&u, names[v], v ? 8192 : 256, &l0);
      for (int cfg = 1; cfg >= 0; cfg--)
        {
          struct sync_plan plan;
          fails += ut_run (&u, cfg, &opts, &plan);
          int pairs = ut_count (&plan, SYNC_SET, ASC_PIPE_MTE2);
          if (cfg && (pairs != (big ? 2 : 1)
                      || ut_count (&plan, SYNC_WAIT, ASC_PIPE_MTE2) != pairs
                      || set_after (&plan, l0) != big))
            {
              printf ("FAIL: %s: %d MTE2 -> V pairs, %s after the first "
                      "load\n", u.fn.name, pairs,
                      set_after (&plan, l0) ? "a set" : "no set");
              fails++;
            }
          sync_plan_release (&plan);
        }
    }
  return ut_verdict ("unit-join-delays-consumer", fails);
}
/* { dg-final { output-count "tiles8k: checked 1 paths: 0 violations" 2 } } */
/* { dg-final { output-count "tiles256: checked 1 paths: 0 violations" 2 } } */
/* { dg-final { output-count "tiles8k-one-id: checked 1 paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-join-delays-consumer: PASS" } } */
