/* { dg-do run } */
/* Source output, sync_srcmap.c: which CFG points are one point for
   sync.  A loop (header 1, body 2 with one vector operation, back edge
   2 -> 1) after a block 0 with a load, and after it block 3 with a
   store, exiting.  The edge 0 -> 1 (the loop's entry) is one point
   with the point after the load (nothing between), but not with the
   start of the header (the back edge arrives there too) nor with the
   point before the vector operation (the loop may run no iteration).
   The exit edge 1 -> 3 is one point with the point before the store.
   The operations next to the entry edge are the vector operation and
   the store, with no boundary; next to the header's start backward,
   the load and the vector operation.  */
#include "unit-support.h"
#include "sync_source.h"

static struct src_point
pos (int b, int k)
{
  struct src_point p = { 0, b, k };
  return p;
}

static struct src_point
edge (int a, int b)
{
  struct src_point p = { 1, a, b };
  return p;
}

int
main (void)
{
  static struct ut u;
  ut_init (&u, "source-points", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 2, 1);
  ut_edge (&u, 1, 3);
  ut_exit (&u, 3);
  int load = ut_load (&u, 0, 0x0);
  int vec = ut_vec (&u, 2, 0x0, 0x400);
  int store = ut_store (&u, 3, 0x400);
  ut_finish (&u);
  const struct sync_func *fn = &u.fn;
  int fails = 0;
#define CHECK(c) \
  do { if (!(c)) { printf ("FAIL: %s\n", #c); fails++; } } while (0)
  CHECK (src_points_equivalent (fn, edge (0, 1), pos (0, 1)));
  CHECK (src_points_equivalent (fn, pos (0, 1), edge (0, 1)));
  CHECK (!src_points_equivalent (fn, edge (0, 1), pos (1, 0)));
  CHECK (!src_points_equivalent (fn, edge (0, 1), pos (2, 0)));
  CHECK (src_points_equivalent (fn, edge (1, 3), pos (3, 0)));
  CHECK (!src_points_equivalent (fn, pos (2, 1), pos (1, 0)));
  CHECK (src_points_equivalent (fn, pos (2, 1), edge (2, 1)));
  CHECK (src_point_precedes (fn, pos (0, 1), edge (0, 1)));
  CHECK (!src_point_precedes (fn, edge (0, 1), pos (0, 1)));
  int ops[8], bnd;
  int n = src_adjacent_ops (fn, edge (0, 1), 1, ops, &bnd);
  CHECK (n == 2 && !bnd);
  CHECK ((ops[0] == vec && ops[1] == store)
         || (ops[0] == store && ops[1] == vec));
  n = src_adjacent_ops (fn, pos (1, 0), -1, ops, &bnd);
  CHECK (n == 2 && !bnd);
  CHECK ((ops[0] == load && ops[1] == vec)
         || (ops[0] == vec && ops[1] == load));
  n = src_adjacent_ops (fn, pos (0, 0), -1, ops, &bnd);
  CHECK (n == 0 && bnd);
  printf ("%d failures\n", fails);
  return fails != 0;
}
/* { dg-final { output-contains "0 failures" } } */
