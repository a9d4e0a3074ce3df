/* { dg-do run } */
/* Planner unit test, sets split over the paths (sync_split.c).

   First the shape GCC gives cast's loop body after jump threading:
   "if (n) A1; if (r) A2; if (n) B1; if (r) B2" becomes four paths
   through blocks 1-7, and the B work (reading Y, writing Z) of one path
   comes before the A work (writing Y) of another ends.  The store of Y
   needs only the A work: its set_flag (V, MTE3) must be issued after
   A2 on the path that runs A2 and then B1 in one block, before B1, so
   the store overlaps the B work -- not once after the join of all four
   paths.  The store of Z gets a pair of its own.

   Then 300 random acyclic functions of up to 12 blocks (branches and
   joins at random, vector operations on a few UB slots, loads and
   stores), and 300 with their blocks in a loop: every plan must be
   balanced and order every dependence on every path (ut_check), and at
   least 20 of the acyclic ones must have split a set (more set_flag
   than wait_flag insertions: no loops, so no primes or drains).  With
   the stoppers ignored (the set moved over the producers too) ut_check
   finds 6994 unordered dependences; with sync_in_split always 0 (the
   order tests blind to the region), 126.  */
#include "unit-support.h"

static uint32_t seed = 4242;

/* The next pseudo-random number below N (a fixed sequence).  */
static int
rnd (int n)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % (uint32_t) n);
}

/* A vector operation in block B reading UB [SRC, SRC + N) and writing
   [DST, DST + N).  */
static int
vec_range (struct ut *u, int b, uint64_t src, uint64_t dst, uint64_t n)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_V, "vconv");
  ut_access (u, i, ASC_SPACE_UB, 0, 0, src, src + n);
  ut_access (u, i, ASC_SPACE_UB, 1, 0, dst, dst + n);
  return i;
}

/* An MTE3 store of UB [SRC, SRC + N) to GM parameter BASE.  */
static int
store_range (struct ut *u, int b, uint64_t src, uint64_t n, int base)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_MTE3, "copy_ubuf_to_gm");
  ut_access (u, i, ASC_SPACE_UB, 0, 0, src, src + n);
  ut_access (u, i, ASC_SPACE_GM, 1, base, 0, n);
  return i;
}

/* The threaded function body; returns the failures.  */
static int
threaded_groups (const struct sync_options *opts)
{
  struct ut u;
  ut_init (&u, "threaded", 9);
  /* Block 6 is the empty block GCC leaves on the critical edge from 4
     (neither A1 nor A2) to the join 8.  */
  static const int edges[][2] = {
    { 0, 1 }, { 0, 4 }, { 1, 2 }, { 1, 3 }, { 2, 7 }, { 3, 8 }, { 4, 5 },
    { 4, 6 }, { 5, 7 }, { 6, 8 }, { 7, 8 }
  };
  for (size_t k = 0; k < sizeof edges / sizeof edges[0]; k++)
    ut_edge (&u, edges[k][0], edges[k][1]);
  ut_exit (&u, 8);
  /* X 0x0..0x200, Y 0x1000..0x1200, Z 0x2000..0x2200.  */
  int ld = ut_op (&u, 0, SYNC_OP_PIPE, ASC_PIPE_MTE2, "copy_gm_to_ubuf");
  ut_access (&u, ld, ASC_SPACE_GM, 0, 0, 0, 0x200);
  ut_access (&u, ld, ASC_SPACE_UB, 1, 0, 0x0, 0x200);
  vec_range (&u, 1, 0x0, 0x1000, 0x100);          /* A1 */
  int a2 = vec_range (&u, 2, 0x100, 0x1100, 0x100);
  int b1 = vec_range (&u, 2, 0x1000, 0x2000, 0x100);
  vec_range (&u, 3, 0x1000, 0x2000, 0x100);       /* B1 */
  vec_range (&u, 5, 0x100, 0x1100, 0x100);        /* A2 */
  vec_range (&u, 7, 0x1100, 0x2100, 0x100);       /* B2 */
  int sy = store_range (&u, 8, 0x1000, 0x200, 1);
  int sz = store_range (&u, 8, 0x2000, 0x200, 2);
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, opts, &plan);
  int early = 0, wy = 0, wz = 0;
  for (int i = 0; i < plan.n; i++)
    {
      const struct sync_insn *s = &plan.v[i];
      if (s->pipe != ASC_PIPE_V || s->tpipe != ASC_PIPE_MTE3)
        continue;
      early += s->action == SYNC_SET && s->where == SYNC_AFTER_OP
               && s->op == a2 && a2 + 1 == b1;
      wy += s->action == SYNC_WAIT && s->where == SYNC_BEFORE_OP
            && s->op == sy;
      wz += s->action == SYNC_WAIT && s->where == SYNC_BEFORE_OP
            && s->op == sz;
    }
  printf ("threaded: set_flag V->MTE3 after A2, before B1: %d; waits before "
          "the Y store %d, the Z store %d\n", early, wy, wz);
  if (early != 1 || wy != 1 || wz != 1)
    fails++;
  sync_plan_release (&plan);
  return fails;
}

/* Add the edge A -> B to U unless it is there or either block has all
   the edges unit-support.h has room for; returns whether it was.  */
static int
try_edge (struct ut *u, int a, int b)
{
  if (u->blocks[a].nsucc == UT_MAXSUCC || u->blocks[b].npred == UT_MAXSUCC)
    return 0;
  for (int k = 0; k < u->blocks[a].nsucc; k++)
    if (u->blocks[a].succ[k] == b)
      return 1;
  ut_edge (u, a, b);
  return 1;
}

/* A random function, acyclic or (LOOP) with its blocks 1 .. NB - 2 in
   a loop entered from block 0, its latch NB - 2 (some blocks leave it
   early for the exit block NB - 1); returns the failures, *SPLIT set
   when its plan has more set_flag than wait_flag insertions (acyclic:
   no primes or drains).  */
static int
random_function (int n, int loop, const struct sync_options *opts,
                 int *split)
{
  struct ut u;
  char name[32];
  snprintf (name, sizeof name, "%s%d", loop ? "loop" : "dag", n);
  int nb = 6 + rnd (7);
  ut_init (&u, name, nb);
  if (loop)
    {
      ut_edge (&u, 0, 1);
      ut_edge (&u, nb - 2, 1);
      ut_edge (&u, nb - 2, nb - 1);
    }
  for (int b = loop; b < nb - 1 - loop; b++)
    {
      /* Every block leads on (to the next one when the random one is
         full); some branch to a later one too.  */
      if (!try_edge (&u, b, b + 1 + rnd (b + 3 < nb ? 2 : 1)))
        try_edge (&u, b, b + 1);
      if (rnd (2) && b + 2 < nb)
        try_edge (&u, b, b + 1 + rnd (nb - b - 1));
    }
  ut_exit (&u, nb - 1);
  /* Blocks nothing leads to get an edge from their predecessor in
     order, so that all are reachable.  */
  for (int b = 1; b < nb; b++)
    if (u.blocks[b].npred == 0)
      try_edge (&u, b - 1, b);
  for (int b = 0; b < nb && u.fn.nops < UT_MAXOPS - 4; b++)
    {
      int k = rnd (4);
      for (int j = 0; j < k; j++)
        {
          uint64_t s = 0x100 * (uint64_t) rnd (6);
          uint64_t d = 0x100 * (uint64_t) rnd (6);
          switch (rnd (6))
            {
            case 0:
              ut_load (&u, b, d);
              break;
            case 1:
              ut_store (&u, b, s);
              break;
            default:
              vec_range (&u, b, s, d, 0x100);
              break;
            }
        }
    }
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, opts, &plan);
  *split = !loop && (ut_count (&plan, SYNC_SET, -1)
                     > ut_count (&plan, SYNC_WAIT, -1));
  sync_plan_release (&plan);
  return fails;
}

int
main (void)
{
  struct sync_options opts;
  sync_options_default (&opts);
  int fails = threaded_groups (&opts);
  int nsplit = 0;
  for (int n = 0; n < 300; n++)
    {
      int split = 0;
      fails += random_function (n, 0, &opts, &split);
      nsplit += split;
      fails += random_function (n, 1, &opts, &split);
    }
  printf ("acyclic random functions with a split set: %d of 300\n",
          nsplit);
  if (nsplit < 20)
    fails++;
  return ut_verdict ("unit-split-set", fails);
}
/* { dg-final { output-count "paths: 0 violations" 601 } } */
/* { dg-final { output-contains "set_flag V->MTE3 after A2, before B1: 1" } } */
/* { dg-final { output-contains "unit-split-set: PASS" } } */
