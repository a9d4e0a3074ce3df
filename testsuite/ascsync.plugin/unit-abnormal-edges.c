/* { dg-do run } */
/* Planner unit test, edges no code can go on (GCC's abnormal and EH
   edges, sync_block.sfix).  Two CFGs as GCC builds them:

   setjmp at -O0: every call may longjmp, so each ends its block with an
   abnormal edge to GCC's abnormal dispatcher (B6), whose one abnormal
   edge goes back to the return of setjmp (the first operation of B2).
     B0 (get_imm) -> B1 (load) -> B2 (setjmp, a scalar read) -> B3 (vadds)
     -> B4 (store, then a call) -> B5 (exit); B0..B4 -> B6 -> B2.

   A non-local goto: the call in B1 may jump to the label starting B3.
     B0 (load) -> B1 (vadds, the call) -> B2 (vadds) -> B3 (store, exit);
     B1 -> B4 (dispatcher) -> B3.

   The checker walks the abnormal paths too (unit-support.h): the plan
   must place nothing on those edges, keep the flags balanced, and order
   every dependence on every path.  Planned without the edge information
   (the planner as it was), the same CFGs get sync on the abnormal edges
   and unbalanced flags, which the checker reports: that proves it
   looks.  */
#include "unit-support.h"

/* The setjmp CFG.  */
static void
build_setjmp (struct ut *u)
{
  ut_init (u, "setjmp", 7);
  ut_edge (u, 0, 1);
  ut_edge (u, 1, 2);
  ut_edge (u, 2, 3);
  ut_edge (u, 3, 4);
  ut_edge (u, 4, 5);
  for (int b = 0; b <= 4; b++)
    ut_edge_fixed (u, b, 6);
  ut_edge_fixed (u, 6, 2);
  ut_abnormal (u, 0, 0, SYNC_ABN_OUT_END);
  ut_load (u, 1, 0x0);
  ut_abnormal (u, 1, 0, SYNC_ABN_OUT_LAST_OP);
  ut_sload (u, 2, 0x10);
  ut_abnormal (u, 2, SYNC_ABN_IN_AFTER_FIRST, SYNC_ABN_OUT_LAST_OP);
  ut_vec (u, 3, 0x0, 0x100);
  ut_abnormal (u, 3, 0, SYNC_ABN_OUT_LAST_OP);
  ut_store (u, 4, 0x100);
  ut_abnormal (u, 4, 0, SYNC_ABN_OUT_END);
  ut_exit (u, 5);
  ut_abnormal (u, 6, SYNC_ABN_IN_START, SYNC_ABN_OUT_END);
  ut_finish (u);
}

/* The non-local goto CFG.  */
static void
build_goto (struct ut *u)
{
  ut_init (u, "nonlocal-goto", 5);
  ut_edge (u, 0, 1);
  ut_edge (u, 1, 2);
  ut_edge (u, 2, 3);
  ut_edge_fixed (u, 1, 4);
  ut_edge_fixed (u, 4, 3);
  ut_load (u, 0, 0x0);
  ut_vec (u, 1, 0x0, 0x100);
  ut_abnormal (u, 1, 0, SYNC_ABN_OUT_LAST_OP);
  ut_vec (u, 2, 0x100, 0x200);
  ut_store (u, 3, 0x100);
  ut_store (u, 3, 0x200);
  ut_abnormal (u, 3, SYNC_ABN_IN_START, 0);
  ut_exit (u, 3);
  ut_abnormal (u, 4, SYNC_ABN_IN_START, SYNC_ABN_OUT_END);
  ut_finish (u);
}

/* Plan U with and without its CFG information, and once without the
   edge information: returns the violations of the first two, and adds
   those of the last to *BLIND.  */
static int
check (struct ut *u, const struct sync_options *opts, int *blind)
{
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (u, cfg, opts, &plan);
      sync_plan_release (&plan);
    }
  /* The planner as it was: no edge information.  */
  struct ut v = *u;
  for (int b = 0; b < v.fn.nblocks; b++)
    {
      v.blocks[b].succ = v.succ[b];
      v.blocks[b].pred = v.pred[b];
      v.blocks[b].sfix = v.blocks[b].pfix = NULL;
      v.blocks[b].abn_in = v.blocks[b].abn_out = 0;
    }
  v.fn.blocks = v.blocks;
  v.fn.ops = v.ops;
  v.fn.loops = v.loops;
  v.fn.have_cfg = 0;
  printf ("== %s, data-flow planner without the edge information\n",
          u->fn.name);
  struct sync_plan plan;
  ut_plan (&v, opts, &plan);
  *blind += ut_check (u, &plan, opts);
  sync_plan_release (&plan);
  return fails;
}

int
main (void)
{
  static struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  int fails = 0, blind = 0, blind1;
  build_setjmp (&u);
  fails += check (&u, &opts, &blind);
  blind1 = blind;
  build_goto (&u);
  fails += check (&u, &opts, &blind);
  printf ("without the edge information: %d and %d violations\n", blind1,
          blind - blind1);
  fails += blind1 == 0 || blind == blind1;
  return ut_verdict ("unit-abnormal-edges", fails);
}
/* { dg-final { output-count "paths: 0 violations" 4 } } */
/* { dg-final { output-contains "unit-abnormal-edges: PASS" } } */
