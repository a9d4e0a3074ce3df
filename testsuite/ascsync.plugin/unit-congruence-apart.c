/* { dg-do run } */
/* Planner unit test, congruences of accesses (struct sync_access,
   MPER): two local accesses whose byte ranges overlap are independent
   (sync_access_overlap 0) only when no byte lies in the residues of
   both.  For 20000 random pairs of periods (multiples of 32 up to
   4096), residue intervals (wrapping round the period or not) and
   lengths, the answer is compared with the bytes themselves: every X
   below the periods' least common multiple with X mod MPER in one
   access's residues and in the other's (the test is exact: by the
   Chinese remainder theorem two residues meet iff they agree modulo the
   gcd of the periods).  A pair called independent that shares a byte
   is a failure, and so is one called overlapping that does not; so are
   fewer than 2000 pairs called independent (the test must exercise the
   apart case).  */
#include "unit-support.h"

static uint32_t seed = 777;

/* The next pseudo-random number below N (a fixed sequence).  */
static unsigned
rnd (unsigned n)
{
  seed = seed * 1103515245u + 12345u;
  return (seed >> 16) % n;
}

/* A random non-exact UB access over [0, 0x40000) with a congruence.  */
static void
random_congruent (struct sync_access *a, int write)
{
  memset (a, 0, sizeof *a);
  a->space = ASC_SPACE_UB;
  a->write = write;
  a->lo = 0;
  a->hi = 0x40000;
  static const unsigned mult[] = { 1, 1, 1, 3, 5 };
  a->mper = 32u * mult[rnd (5)] << rnd (8);
  a->mlo = rnd ((unsigned) a->mper);
  a->mlen = 1 + rnd ((unsigned) (rnd (4) ? a->mper / 4 : a->mper - 1));
}

/* Whether residue X mod A's period lies in A's residues.  */
static int
in_residues (const struct sync_access *a, uint64_t x)
{
  return (x % a->mper + a->mper - a->mlo) % a->mper < a->mlen;
}

static uint64_t
gcd (uint64_t a, uint64_t b)
{
  while (b)
    {
      uint64_t t = a % b;
      a = b;
      b = t;
    }
  return a;
}

int
main (void)
{
  int fails = 0, apart = 0;
  for (int n = 0; n < 20000; n++)
    {
      struct sync_access a, b;
      random_congruent (&a, 1);
      random_congruent (&b, 0);
      int said = sync_access_overlap (&a, &b);
      uint64_t l = a.mper / gcd (a.mper, b.mper) * b.mper;
      int common = 0;
      for (uint64_t x = 0; x < l && !common; x++)
        common = in_residues (&a, x) && in_residues (&b, x);
      if (said != common)
        {
          printf ("FAIL: mod %lu [%lu +%lu] and mod %lu [%lu +%lu] called "
                  "%s\n", (unsigned long) a.mper, (unsigned long) a.mlo,
                  (unsigned long) a.mlen, (unsigned long) b.mper,
                  (unsigned long) b.mlo, (unsigned long) b.mlen,
                  said ? "overlapping" : "apart");
          fails++;
        }
      apart += !said;
    }
  printf ("independent: %d of 20000\n", apart);
  if (apart < 2000)
    fails++;
  return ut_verdict ("unit-congruence-apart", fails);
}
/* { dg-final { output-contains "unit-congruence-apart: PASS" } } */
