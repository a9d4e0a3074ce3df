/* { dg-do run } */
/* Planner unit test, the producer index of the data-flow planner
   (sync_op_producers): on random functions -- branches, loops and
   irreducible cycles, operations of every pipe with up to three
   accesses in GM (kernel parameters 0 and 1, and pointers of unknown
   base), UB, L1 and L0A, empty, overlapping and interleaved byte
   ranges -- its producer bits must equal those of comparing every pair
   of operations: A has bit Q when an operation of pipe Q that conflicts
   with A (sync_ops_conflict) may run after it, and bit ASC_NPIPES for
   its own pipe.  A candidate the index misses (an unknown GM base, a
   range that meets another only inside a cluster, a dependent reached
   round a loop) shows as a mismatch.  */
#include "unit-support.h"

static uint32_t seed = 12345;

/* The next pseudo-random number below N (a fixed sequence).  */
static int
rnd (int n)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % (uint32_t) n);
}

/* Give operation I a random access.  */
static void
random_access (struct ut *u, int i)
{
  static const int spaces[] = { ASC_SPACE_GM, ASC_SPACE_UB, ASC_SPACE_L1,
                                ASC_SPACE_L0A };
  static const int lens[] = { 0, 32, 64, 256 };
  int space = spaces[rnd (4)];
  uint64_t lo = 32 * rnd (32), len = lens[rnd (4)];
  ut_access (u, i, space, rnd (2), rnd (3) - 1, lo, lo + len);
  struct sync_access *a = &u->ops[i].acc[u->ops[i].naccess - 1];
  if (space == ASC_SPACE_GM && a->base < 0)
    a->base = -1;
  if (len == 64 && rnd (2))
    {
      /* Two blocks of 32 bytes with a gap of 32: [lo, lo + 96).  */
      a->acc.blk_bytes = 32;
      a->acc.nblk = 2;
      a->acc.blk_stride = 64;
      a->hi = lo + 96;
    }
  else if (rnd (4) == 0)
    a->exact = 0;
}

/* Fill U with a random function.  */
static void
random_function (struct ut *u)
{
  int nb = 2 + rnd (UT_MAXB - 1);
  ut_init (u, "random", nb);
  for (int b = 0; b + 1 < nb; b++)
    ut_edge (u, b, b + 1);
  for (int e = rnd (2 * nb); e > 0; e--)
    {
      int a = rnd (nb), b = rnd (nb);
      if (u->blocks[a].nsucc < UT_MAXSUCC && u->blocks[b].npred < UT_MAXSUCC
          && b != 0)
        ut_edge (u, a, b);
    }
  ut_exit (u, nb - 1);
  int nops = rnd (UT_MAXOPS + 1);
  for (int i = 0; i < nops; i++)
    {
      int b = nops > 1 ? i * nb / nops : 0;
      int k = ut_op (u, b, SYNC_OP_PIPE, rnd (ASC_NPIPES), "op");
      for (int n = rnd (4); n > 0; n--)
        random_access (u, k);
    }
}

/* The producer bits of U's operations by comparing every pair, into
   PROD; returns the number of bits set.  */
static int
pairwise_producers (const struct ut *u, uint8_t *prod)
{
  const struct sync_func *fn = &u->fn;
  int bw, n = 0;
  uint64_t *reach = sync_reach_sets (fn, &bw);
  for (int a = 0; a < fn->nops; a++)
    {
      const struct sync_op *oa = &fn->ops[a];
      prod[a] = 0;
      for (int b = 0; b < fn->nops && oa->naccess; b++)
        {
          const struct sync_op *ob = &fn->ops[b];
          int after = (ob->block == oa->block && b > a)
                      || ((reach[(size_t) oa->block * bw + (ob->block >> 6)]
                           >> (ob->block & 63)) & 1);
          int bit = ob->pipe == oa->pipe ? ASC_NPIPES : ob->pipe;
          if (after && ob->naccess && !((prod[a] >> bit) & 1)
              && sync_ops_conflict (oa, ob))
            {
              prod[a] |= 1 << bit;
              n++;
            }
        }
    }
  free (reach);
  return n;
}

int
main (void)
{
  static struct ut u;
  int fails = 0, nfunc = 400, nops = 0, nbits = 0;
  for (int f = 0; f < nfunc; f++)
    {
      uint8_t want[UT_MAXOPS + 1], got[UT_MAXOPS + 1];
      random_function (&u);
      int nw = pairwise_producers (&u, want);
      int ng = sync_op_producers (&u.fn, got);
      nops += u.fn.nops;
      nbits += nw;
      if (nw != ng)
        {
          printf ("function %d: %d producer bits, the index gives %d\n", f,
                  nw, ng);
          fails++;
        }
      for (int i = 0; i < u.fn.nops; i++)
        if (want[i] != got[i])
          {
            printf ("function %d, op %d: producer bits %#x, the index "
                    "gives %#x\n", f, i, want[i], got[i]);
            fails++;
          }
    }
  printf ("producers: %d functions, %d operations, %d producer bits, %d "
          "mismatches\n", nfunc, nops, nbits, fails);
  return ut_verdict ("unit-producers-index", fails);
}
/* { dg-final { output-contains "producers: 400 functions" } } */
/* { dg-final { output-contains "unit-producers-index: PASS" } } */
