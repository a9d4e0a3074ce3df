/* { dg-do run } */
/* Planner unit test, the run-time slot form of accesses (struct
   sync_access SNAME, SSLOT, SEND, SWHOLE): two UB accesses whose byte
   ranges overlap are called independent by their forms only when, for
   every value X >= 1 of the value they are multiples of, the bytes
   [SSLOT * X, SEND * X) of one (no end when SEND is 0) and of the other
   do not meet, and only when each form holds in every iteration
   (SWHOLE).  For 20000 random pairs (slots and ends below 16, rotations
   of up to 4 residues compared over all of them), the answer of
   sync_access_overlap is compared with the bytes for X from 1 to 64: a
   pair called independent that shares a byte for some X is a failure,
   and so is one called overlapping whose forms hold everywhere and
   never meet (the test is exact: the forms meet for some X >= 1 iff
   they meet at X = 1 as real intervals).  So are fewer than 2000 pairs
   called independent.  */
#include "unit-support.h"

static uint32_t seed = 4242;

/* The next pseudo-random number below N (a fixed sequence).  */
static unsigned
rnd (unsigned n)
{
  seed = seed * 1103515245u + 12345u;
  return (seed >> 16) % n;
}

/* A random non-exact UB access over [0, 0x40000) with a run-time slot
   form keyed by the value of SSA version 7.  */
static void
random_form (struct sync_access *a, int write)
{
  memset (a, 0, sizeof *a);
  a->space = ASC_SPACE_UB;
  a->write = write;
  a->lo = 0;
  a->hi = 0x40000;
  a->sname = 8;
  a->sunit = 1;
  a->swhole = rnd (8) != 0;
  a->pk = rnd (2) ? 2 + rnd (3) : 0;
  a->ploop = 0;
  for (int r = 0; r < (a->pk ? a->pk : 1); r++)
    {
      a->sslot[r] = (uint8_t) rnd (16);
      a->send[r] = rnd (4) ? (uint8_t) (a->sslot[r] + 1 + rnd (4)) : 0;
      a->plo[r] = a->lo;
      a->phi[r] = a->hi;
    }
}

/* The span of A's slots over its residues: its first slot into *LO and
   its end into *END (0: none).  */
static void
span (const struct sync_access *a, uint64_t *lo, uint64_t *end)
{
  *lo = UINT64_MAX;
  *end = 1;
  for (int r = 0; r < (a->pk ? a->pk : 1); r++)
    {
      *lo = a->sslot[r] < *lo ? a->sslot[r] : *lo;
      *end = !a->send[r] || !*end ? 0 : a->send[r] > *end ? a->send[r] : *end;
    }
}

/* Whether some residue's bytes of A and some of B meet for value X.  */
static int
meet (const struct sync_access *a, const struct sync_access *b, uint64_t x)
{
  for (int i = 0; i < (a->pk ? a->pk : 1); i++)
    for (int j = 0; j < (b->pk ? b->pk : 1); j++)
      {
        uint64_t alo = a->sslot[i] * x, blo = b->sslot[j] * x;
        uint64_t ahi = a->send[i] ? a->send[i] * x : UINT64_MAX;
        uint64_t bhi = b->send[j] ? b->send[j] * x : UINT64_MAX;
        if (alo < bhi && blo < ahi)
          return 1;
      }
  return 0;
}

int
main (void)
{
  int fails = 0, apart = 0;
  for (int n = 0; n < 20000; n++)
    {
      struct sync_access a, b;
      random_form (&a, 1);
      random_form (&b, 0);
      int said = sync_access_overlap (&a, &b);
      int common = 0;
      for (uint64_t x = 1; x <= 64 && !common; x++)
        common = meet (&a, &b, x);
      int usable = a.swhole && b.swhole;
      uint64_t alo, aend, blo, bend;
      span (&a, &alo, &aend);
      span (&b, &blo, &bend);
      int spans = (!bend || alo < bend) && (!aend || blo < aend);
      if ((!said && common) || (said && usable && !spans)
          || (!said && !usable))
        {
          printf ("FAIL: pair %d called %s (meet %d, whole %d %d)\n", n,
                  said ? "overlapping" : "apart", common, a.swhole,
                  b.swhole);
          fails++;
        }
      apart += !said;
    }
  printf ("independent: %d of 20000\n", apart);
  if (apart < 2000)
    fails++;
  return ut_verdict ("unit-runtime-starts-apart", fails);
}
/* { dg-final { output-contains "unit-runtime-starts-apart: PASS" } } */
