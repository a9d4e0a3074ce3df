/* { dg-do run } */
/* Planner unit test, relative congruences whose residues move with
   run-time sizes (struct sync_access, QSYM): two local accesses from
   one base are called apart (sync_access_overlap 0) only when, at
   every pair of the sizes' values, no byte lies in both.  For 20000
   random pairs of accesses over a period of 512 bytes, each with
   residues [L, H) affine in two sizes Y0 and Y1 (small coefficients,
   either size or both) or constant (in half the pairs the second's
   starting where the first's end), and a random grid of the sizes'
   values (QLMIN and QHMAX the bounds the grid gives), the answer is
   compared with the bytes themselves at every grid point.  A pair
   called apart that shares a byte at some point is a failure; fewer
   than 1000 pairs called apart is one too (the test must exercise the
   apart case).  */
#include "unit-support.h"

static uint32_t seed = 4242;

/* The next pseudo-random number below N (a fixed sequence).  */
static unsigned
rnd (unsigned n)
{
  seed = seed * 1103515245u + 12345u;
  return (seed >> 16) % n;
}

#define PER 512
static int y0lo, y0hi, y1lo, y1hi;

/* A's residue bound C at sizes Y0, Y1.  */
static int64_t
at (const int64_t *c, int64_t y0, int64_t y1)
{
  return c[0] + c[1] * y0 + c[2] * y1;
}

/* Give A, whose residues move with sizes 1 and 2 (or none), their
   bounds over the grid (and its constant form when none); false when
   some point gives it residues longer than the period or none.  */
static int
bound_residues (struct sync_access *a)
{
  a->qlmin = INT64_MAX;
  a->qhmax = INT64_MIN;
  for (int y0 = y0lo; y0 <= y0hi; y0 += 16)
    for (int y1 = y1lo; y1 <= y1hi; y1 += 16)
      {
        int64_t ya = a->qsym[0] == 2 ? y1 : y0;
        int64_t l = at (a->ql, ya, y1), h = at (a->qh, ya, y1);
        if (h <= l || h - l > PER)
          return 0;
        a->qlmin = l < a->qlmin ? l : a->qlmin;
        a->qhmax = h > a->qhmax ? h : a->qhmax;
      }
  if (!a->qsym[0])
    {
      a->qlo = (uint64_t) a->ql[0] % PER;
      a->qlen = (uint64_t) (a->qh[0] - a->ql[0]);
    }
  return 1;
}

/* A random non-exact UB access with residues that move with sizes 1
   and 2 (or none); false as for bound_residues.  */
static int
random_moving (struct sync_access *a, int write)
{
  memset (a, 0, sizeof *a);
  a->space = ASC_SPACE_UB;
  a->write = write;
  a->hi = 0x40000;
  a->qbase = 1;
  a->qloop = -1;
  a->qper = PER;
  int kind = rnd (4);
  /* Size 1, size 2 alone (its coefficients in the first place), or
     both.  */
  a->qsym[0] = kind == 2 ? 2 : kind ? 1 : 0;
  a->qsym[1] = kind == 3 ? 2 : 0;
  a->ql[0] = rnd (64);
  a->qh[0] = a->ql[0] + rnd (128);
  if (kind)
    {
      a->ql[1] = rnd (3);
      a->qh[1] = a->ql[1] + rnd (2);
      a->ql[2] = kind == 3 ? rnd (2) : 0;
      a->qh[2] = kind == 3 ? a->ql[2] + rnd (3) : 0;
    }
  return bound_residues (a);
}

/* Make B's residues start where A's end (a tile's row filled in two
   parts), B's end some more past them; false as for bound_residues.  */
static int
after (const struct sync_access *a, struct sync_access *b)
{
  memcpy (b->qsym, a->qsym, sizeof b->qsym);
  for (int i = 0; i < 3; i++)
    {
      b->ql[i] = a->qh[i];
      b->qh[i] = b->ql[i] + (i == 0 ? 1 + rnd (64) : rnd (2));
    }
  if (!b->qsym[1])
    b->qh[2] = b->ql[2] = 0;
  if (!b->qsym[0])
    b->qh[1] = b->ql[1] = 0;
  return bound_residues (b);
}

/* Whether byte residue X lies in A's residues at sizes Y0 and Y1.  */
static int
in_residues (const struct sync_access *a, int64_t x, int64_t y0, int64_t y1)
{
  int64_t ya = a->qsym[0] == 2 ? y1 : y0;
  int64_t l = at (a->ql, ya, y1), h = at (a->qh, ya, y1);
  return ((x - l) % PER + PER) % PER < h - l;
}

int
main (void)
{
  int fails = 0, apart = 0, tried = 0;
  while (tried < 20000)
    {
      y0lo = 16 * (int) rnd (8);
      y0hi = y0lo + 16 * (int) rnd (8);
      y1lo = 16 * (int) rnd (8);
      y1hi = y1lo + 16 * (int) rnd (8);
      struct sync_access a, b;
      if (!random_moving (&a, 1) || !random_moving (&b, 1)
          || (rnd (2) && !after (&a, &b)))
        continue;
      tried++;
      int said = sync_access_overlap (&a, &b);
      int common = 0;
      for (int y0 = y0lo; y0 <= y0hi && !common; y0 += 16)
        for (int y1 = y1lo; y1 <= y1hi && !common; y1 += 16)
          for (int64_t x = 0; x < PER && !common; x++)
            common = in_residues (&a, x, y0, y1)
                     && in_residues (&b, x, y0, y1);
      if (!said && common)
        {
          printf ("FAIL: apart but meeting: [%ld%+ld*y%d%+ld*y2, "
                  "%ld%+ld*y%d%+ld*y2) and [%ld%+ld*y%d%+ld*y2, "
                  "%ld%+ld*y%d%+ld*y2)\n",
                  (long) a.ql[0], (long) a.ql[1], a.qsym[0], (long) a.ql[2],
                  (long) a.qh[0], (long) a.qh[1], a.qsym[0], (long) a.qh[2],
                  (long) b.ql[0], (long) b.ql[1], b.qsym[0], (long) b.ql[2],
                  (long) b.qh[0], (long) b.qh[1], b.qsym[0], (long) b.qh[2]);
          fails++;
        }
      apart += !said;
    }
  printf ("%d pairs called apart\n", apart);
  if (apart < 1000)
    {
      printf ("FAIL: too few pairs apart\n");
      fails++;
    }
  return fails ? 1 : 0;
}
