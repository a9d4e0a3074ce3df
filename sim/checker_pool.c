/* checker_pool.c -- the interned shadow states of the happens-before
   checker.

   A cell of the checker's shadow memory holds only the 4-byte id of its
   state (struct state: per pipe, the last writes and the last reads).
   This file keeps those states hash-consed, so identical states share
   one id (id 0 is the empty state), and reference-counted by the cells
   using them, freeing a state when no cell uses it any more.  See
   checker.c for the design of the checker.  */

#include <stdlib.h>
#include <string.h>
#include "checker_internal.h"

/* --- interned shadow states ------------------------------------------- */

/* A hash of all the bytes of state S.  */
static uint32_t
state_hash (const struct state *s)
{
  const uint32_t *w = (const uint32_t *) s;
  uint64_t h = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < sizeof *s / 4; i++)
    h = (h ^ w[i]) * 0x100000001b3ull;
  return (uint32_t) (h ^ (h >> 32));
}

/* Insert id ID into the hash table (it is not there).  */
static void
tab_insert (struct pool *pl, uint32_t id)
{
  size_t m = pl->tabsize - 1, i = pl->hash[id] & m;
  while (pl->tab[i])
    i = (i + 1) & m;
  pl->tab[i] = id;
}

/* The id of state S, adding it to the pool if new (with no
   references).  */
uint32_t
asc_ck_intern (checker *ck, const struct state *s)
{
  struct pool *pl = &ck->pool;
  uint32_t h = state_hash (s);
  size_t m = pl->tabsize - 1, i = h & m;
  for (uint32_t id; (id = pl->tab[i]) != 0; i = (i + 1) & m)
    if (pl->hash[id] == h && memcmp (&pl->st[id], s, sizeof *s) == 0)
      return id;
  if (memcmp (&pl->st[0], s, sizeof *s) == 0)
    return 0;
  uint32_t id;
  if (pl->nfree)
    id = pl->free[--pl->nfree];
  else
    {
      if (pl->n == pl->cap)
        {
          pl->cap *= 2;
          pl->st = asc_ck_xrealloc (pl->st, pl->cap * sizeof *pl->st);
          pl->refs = asc_ck_xrealloc (pl->refs, pl->cap * sizeof *pl->refs);
          pl->hash = asc_ck_xrealloc (pl->hash, pl->cap * sizeof *pl->hash);
          pl->free = asc_ck_xrealloc (pl->free, pl->cap * sizeof *pl->free);
        }
      id = (uint32_t) pl->n++;
    }
  pl->st[id] = *s;
  pl->refs[id] = 0;
  pl->hash[id] = h;
  if (2 * (pl->live + 1) > pl->tabsize)
    {
      free (pl->tab);
      pl->tabsize *= 2;
      pl->tab = asc_ck_xcalloc (pl->tabsize, sizeof *pl->tab);
      for (size_t k = 1; k < pl->n; k++)
        if (pl->refs[k] || k == id)
          tab_insert (pl, (uint32_t) k);
      /* Free ids have no references but are not in the table.  */
    }
  else
    tab_insert (pl, id);
  pl->live++;
  return id;
}

/* Drop N references to state ID; free it when none is left.  */
void
asc_ck_release (checker *ck, uint32_t id, uint64_t n)
{
  struct pool *pl = &ck->pool;
  if (id == 0 || (pl->refs[id] -= (uint32_t) n) != 0)
    return;
  /* Remove from the table (linear probing, backward-shift delete).  */
  size_t m = pl->tabsize - 1, i = pl->hash[id] & m;
  while (pl->tab[i] != id)
    i = (i + 1) & m;
  for (size_t j = i;;)
    {
      j = (j + 1) & m;
      uint32_t o = pl->tab[j];
      if (!o)
        break;
      size_t home = pl->hash[o] & m;
      /* O may move to I unless its home lies cyclically in (I, J].  */
      if (i <= j ? (home <= i || home > j) : (home <= i && home > j))
        {
          pl->tab[i] = o;
          i = j;
        }
    }
  pl->tab[i] = 0;
  pl->free[pl->nfree++] = id;
  pl->live--;
  if (ck->memo.valid && (ck->memo.in == id || ck->memo.out == id))
    ck->memo.valid = 0;
}

/* Set up PL empty: id 0 (the empty state) in use, nothing else.  */
void
asc_ck_pool_init (struct pool *pl)
{
  pl->cap = 1024;
  pl->n = 1;
  pl->st = asc_ck_xcalloc (pl->cap, sizeof *pl->st);
  pl->refs = asc_ck_xcalloc (pl->cap, sizeof *pl->refs);
  pl->hash = asc_ck_xcalloc (pl->cap, sizeof *pl->hash);
  pl->free = asc_ck_xcalloc (pl->cap, sizeof *pl->free);
  pl->tabsize = 2048;
  pl->tab = asc_ck_xcalloc (pl->tabsize, sizeof *pl->tab);
}

/* Free everything PL holds.  */
void
asc_ck_pool_free (struct pool *pl)
{
  free (pl->st);
  free (pl->refs);
  free (pl->hash);
  free (pl->free);
  free (pl->tab);
}
