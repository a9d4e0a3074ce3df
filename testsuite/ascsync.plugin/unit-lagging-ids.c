/* { dg-do run } */
/* Planner unit test, a prefetch pair rotating over two ids with its
   wait one iteration behind its set (rotate_lagging).  Block 0 loads
   tile 0 into slot 0; each iteration T of the loop (blocks 1-2)
   prefetches tile T + 1 into slot (T + 1) mod 2, a vector op reads slot
   T mod 2 and writes a row that a scalar load then reads (a V -> S
   pair, whose wait stalls issue).  The prefetch feeds the vector op of
   the next iteration: a loop-carried MTE2 -> V pair of distance 1,
   whose wait (before the vector op) comes before its set (after the
   prefetch) in the iteration -- with one id nothing would order the
   wait of an iteration before the set of the same iteration, which
   needs an acknowledgement pair; with two ids the wait of iteration T
   takes the id of the set of T - 1, and the V -> S pair orders it
   before the set of T + 1.  The checker follows every path (0 to 2
   iterations) with the ids the plugin's counter gives each iteration:
   balanced, no flag set twice, every dependence ordered.  */
#include "unit-support.h"

/* Make access K of operation I rotate over two slots of loop 0: slot
   (T + PH) mod 2 of [BASE, BASE + 0x200) in iteration T.  */
static void
two_slots (struct ut *u, int i, int k, int ph, uint64_t base)
{
  struct sync_access *a = &u->ops[i].acc[k];
  a->exact = 0;
  a->pk = 2;
  a->ploop = 0;
  for (int r = 0; r < 2; r++)
    {
      a->plo[r] = base + 0x100 * (uint64_t) ((r + ph) % 2);
      a->phi[r] = a->plo[r] + 0x100;
    }
  a->lo = base;
  a->hi = base + 0x200;
}

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "lagging", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 2, 1);
  ut_edge (&u, 2, 3);
  ut_exit (&u, 3);
  ut_load (&u, 0, 0x0);                 /* tile 0 into slot 0 */
  int pf = ut_load (&u, 1, 0x0);        /* tile T + 1 */
  two_slots (&u, pf, 1, 1, 0x0);
  int v = ut_vec (&u, 1, 0x0, 0x1000);  /* reads slot T */
  two_slots (&u, v, 0, 0, 0x0);
  ut_sload (&u, 2, 0x1000);
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, &opts, &plan);
  int lagging = 0, acks = 0;
  for (int i = 0; i < plan.n; i++)
    {
      const struct sync_insn *s = &plan.v[i];
      lagging += s->action == SYNC_WAIT && s->pipe == ASC_PIPE_MTE2
                 && s->tpipe == ASC_PIPE_V && s->rot == 2 && s->roff == 1
                 && s->reason == SYNC_R_DEP;
      acks += s->reason == SYNC_R_REUSE;
    }
  printf ("lagging: %d wait with the previous iteration's id, %d "
          "acknowledgement insertions\n", lagging, acks);
  if (lagging != 1 || acks != 0)
    fails++;
  sync_plan_release (&plan);
  return ut_verdict ("unit-lagging-ids", fails);
}
/* { dg-final { output-contains "paths: 0 violations" } } */
/* { dg-final { output-contains "lagging: 1 wait with the previous iteration's id, 0 acknowledgement insertions" } } */
/* { dg-final { output-contains "unit-lagging-ids: PASS" } } */
