/* { dg-do run } */
/* Planner unit test, a barrier after the producer of a carried
   dependence orders it.  A loop whose iteration runs part 0 (blocks 2
   and 3) and part 1 (block 5), each on some iterations.  Part 0: A
   writes UB F,
   B reads it and slot T mod 2 of H and writes G, C reads G (a barrier
   before B and before C).  Part 1: D writes the other slot of H, E
   reads it and writes Z, F reads Z (barriers before E and F); B reads
   D's slot in the next iteration: B -> D is carried (D comes after B
   in the iteration, but they meet one iteration apart).  An iteration
   may skip part 0 too (a tile without full repeats), so the barrier
   before C is not on every path into D; but it lies on every path from
   B to the end of the iteration, so it orders B before the D of the
   next iteration: no barrier of D's own
   (the plugin before this took the barrier as one for B -> D within
   the iteration, where it does not lie before every D, and put one
   before D).  When an iteration may leave part 0 after B without C,
   D needs a barrier of its own: right before it, or at the start of
   the iteration, which orders D's and E's dependences round the back
   edge at once (one barrier fewer, and no profile says it runs more
   often).  The checker follows every path round the loop (with the
   barrier before C taken as ordering B -> D whenever D is carried, it
   reports the unordered pair for the second shape).  */
#include "unit-support.h"

/* Make access K of operation I of U rotate over the two 256-byte slots
   at BASE and BASE + 0x100, slot FIRST in even iterations of loop L.  */
static void
rotate (struct ut *u, int i, int k, uint64_t base, int l, int first)
{
  struct sync_access *a = &u->ops[i].acc[k];
  a->lo = base;
  a->hi = base + 0x200;
  a->pk = 2;
  a->ploop = l;
  a->plo[0] = base + first * 0x100;
  a->phi[0] = a->plo[0] + 0x100;
  a->plo[1] = base + (1 - first) * 0x100;
  a->phi[1] = a->plo[1] + 0x100;
}

/* Plan the loop, C skippable after B when SKIP_C; return the
   violations and the barriers right before D or at the start of its
   loop's iteration into *BEFORE_D.  */
static int
run (int skip_c, int *before_d)
{
  static struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "barrier-carried-forward", 8);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 4);
  ut_edge (&u, 2, 3);
  if (skip_c)
    ut_edge (&u, 2, 4);
  ut_edge (&u, 3, 4);
  ut_edge (&u, 4, 5);
  ut_edge (&u, 4, 6);
  ut_edge (&u, 5, 6);
  ut_edge (&u, 6, 1);
  ut_edge (&u, 6, 7);
  ut_exit (&u, 7);
  ut_vec (&u, 2, 0x0, 0x800);           /* A: F <- X */
  int b = ut_vec (&u, 2, 0x800, 0xc00); /* B: G <- F, H slot */
  ut_access (&u, b, ASC_SPACE_UB, 0, 0, 0xa00, 0xc00);
  ut_vec (&u, 3, 0xc00, 0xe00);         /* C: <- G */
  int d = ut_vec (&u, 5, 0x100, 0xa00); /* D: the other H slot */
  int e = ut_vec (&u, 5, 0xa00, 0x1000);/* E: Z <- that slot */
  ut_vec (&u, 5, 0x1000, 0x1200);       /* F: <- Z */
  ut_finish (&u);
  int l = u.blocks[2].loop;
  for (int k = 0; k < u.ops[b].naccess; k++)
    if (u.ops[b].acc[k].lo == 0xa00)
      rotate (&u, b, k, 0xa00, l, 0);
  for (int k = 0; k < u.ops[d].naccess; k++)
    if (u.ops[d].acc[k].write)
      rotate (&u, d, k, 0xa00, l, 1);
  for (int k = 0; k < u.ops[e].naccess; k++)
    if (!u.ops[e].acc[k].write)
      rotate (&u, e, k, 0xa00, l, 1);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, &opts, &plan);
  *before_d = 0;
  for (int i = 0; i < plan.n; i++)
    *before_d += plan.v[i].action == SYNC_BARRIER
                 && ((plan.v[i].where == SYNC_BEFORE_OP && plan.v[i].op == d)
                     || (plan.v[i].where == SYNC_BLOCK_START
                         && plan.v[i].block == u.loops[l].header));
  sync_plan_release (&plan);
  return fails;
}

int
main (void)
{
  int before_d, fails = run (0, &before_d);
  printf ("C after every B: %d barriers before D\n", before_d);
  if (before_d)
    fails++;
  fails += run (1, &before_d);
  printf ("C skippable: %d barriers before D\n", before_d);
  if (!before_d)
    fails++;
  return ut_verdict ("unit-barrier-carried-forward", fails);
}
/* { dg-final { output-contains "C after every B: 0 barriers before D" } } */
/* { dg-final { output-contains "C skippable: 1 barriers before D" } } */
/* { dg-final { output-contains "unit-barrier-carried-forward: PASS" } } */
