/* gimple_startchain.cc -- buffer starts in several values known only
   at run time, ordered (ascsync).

   An operator that takes its tiling from the host and lays out local
   memory with a bump allocator rounds each size up on its own:

     top = 0;
     xb[i] = get_imm (top);  top += (rows * cols * 2 + 31) & -32;
     w = get_imm (top);      top += (rows * cols * 4 + 31) & -32;
     g = get_imm (top);      top += (cols * 4 + 31) & -32;

   Each rounded size is a value of its own, so the starts are sums of
   multiples of several values, 0, U, 2U, 4U, 4U + V, 4U + V + W, and no
   one value has them all as multiples (gimple_symstart.cc's form).
   They are still ordered whatever the values are: each value is at
   least 1 (by GCC's range, or the layout assumption,
   ascsync_run_length_bounds), so a start whose difference from another
   has no negative coefficient and a positive least value lies above
   it.  Under the layout assumption a pointer derived from a start stays
   below the next start above it, so accesses derived from two starts
   one of which lies above the other touch no common byte.

   The chain is the function's starts that are so ordered against
   every other start kept, in increasing order; an access derived from
   the start at position R lies in [start R, start R + 1) (the last
   one: from its start on).  A start left out of the chain only makes
   the buffers of the others shorter, so leaving it out is sound.  The
   chain is computed once per set-up of the evaluator
   (ascsync_eval_init) and used only when the starts are made of two
   values or more.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "hash-set.h"
#include "gimple_val.h"
#include "gimple_runslot.h"

#define CHAIN_MAX 64             /* starts kept */

/* A start: its form (the names in no fixed order) and the first
   get_imm call declaring it.  */
struct chain_start
{
  struct imm_form f;
  gcall *call;
};

static vec<chain_start> chain;
static function *chain_fun;      /* the function it was built for (null:
                                    not built since the last reset) */
static tree chain_values[64];    /* the values starts are made of */
static int chain_nvalues;
static bool chain_values_full;   /* more than that: any may be one */

/* The coefficient of name X in F.  */
static uint64_t
coef_of (const struct imm_form *f, tree x)
{
  for (int i = 0; i < f->n; i++)
    if (f->x[i] == x)
      return f->coef[i];
  return 0;
}

/* Whether B - A, each name at least 1, is positive: no name's
   coefficient lower in B, and the least difference above 0.  */
static bool
form_below_p (const struct imm_form *a, const struct imm_form *b)
{
  int64_t least = (int64_t) b->k - (int64_t) a->k;
  for (int i = 0; i < a->n; i++)
    if (coef_of (b, a->x[i]) < a->coef[i])
      return false;
  for (int i = 0; i < b->n; i++)
    least += (int64_t) (b->coef[i] - coef_of (a, b->x[i]));
  return least > 0;
}

/* Whether A and B are the same form.  */
static bool
form_equal_p (const struct imm_form *a, const struct imm_form *b)
{
  if (a->n != b->n || a->k != b->k)
    return false;
  for (int i = 0; i < a->n; i++)
    if (coef_of (b, a->x[i]) != a->coef[i])
      return false;
  return true;
}

/* Add the names of F to the values starts are made of.  */
static void
note_values (const struct imm_form *f)
{
  for (int i = 0; i < f->n; i++)
    {
      int j = 0;
      while (j < chain_nvalues && chain_values[j] != f->x[i])
        j++;
      if (j < chain_nvalues)
        continue;
      if (j < (int) ARRAY_SIZE (chain_values))
        chain_values[chain_nvalues++] = f->x[i];
      else
        chain_values_full = true;
    }
}

/* Whether F, the form of the argument of get_imm call CALL, is a value
   the kernel computes exactly: every name one value in a run, at least
   1 (ascsync_run_value_p), the form and what was widened on the way
   below 2^31 at the names' largest values.  */
static bool
exact_start_p (gcall *call, const struct imm_form *f)
{
  uint64_t sum = f->k, hi;
  if (f->px && !ascsync_run_value_p (f->px, call, false, &hi))
    return false;
  if (f->px && f->pk + f->pc * hi >= ASCSYNC_SLOT_TERM_LIMIT)
    return false;
  for (int i = 0; i < f->n; i++)
    {
      if (!ascsync_run_value_p (f->x[i], call, false, &hi))
        return false;
      sum += f->coef[i] * hi;
      if (sum >= ASCSYNC_SLOT_TERM_LIMIT)
        return false;
    }
  return true;
}

/* Collect the current function's starts, without repeats, into the
   chain (unordered), and the values all its starts are made of; the
   number of those values.  */
static int
collect_starts (void)
{
  auto_vec<fn_form> forms;
  ascsync_function_forms (&forms, false);
  for (unsigned j = 0; j < forms.length (); j++)
    {
      note_values (&forms[j].f);
      bool seen = false;
      for (unsigned i = 0; i < chain.length () && !seen; i++)
        seen = form_equal_p (&chain[i].f, &forms[j].f);
      if (!seen && chain.length () < CHAIN_MAX)
        chain.safe_push ({ forms[j].f, forms[j].call });
    }
  return chain_nvalues;
}

/* Keep the starts ordered against every other start kept: drop, one at
   a time, the start unordered against the most others (the earliest of
   them on a tie); then sort.  */
static void
order_chain (void)
{
  for (;;)
    {
      int worst = -1, most = 0;
      for (unsigned i = 0; i < chain.length (); i++)
        {
          int n = 0;
          for (unsigned j = 0; j < chain.length (); j++)
            n += i != j && !form_below_p (&chain[i].f, &chain[j].f)
                 && !form_below_p (&chain[j].f, &chain[i].f);
          if (n > most)
            {
              most = n;
              worst = (int) i;
            }
        }
      if (worst < 0)
        break;
      chain.ordered_remove (worst);
    }
  /* Insertion sort: a total order now.  */
  for (unsigned i = 1; i < chain.length (); i++)
    for (unsigned j = i; j > 0 && form_below_p (&chain[j].f, &chain[j - 1].f);
         j--)
      {
        chain_start tmp = chain[j];
        chain[j] = chain[j - 1];
        chain[j - 1] = tmp;
      }
}

/* Build the chain when not built since the last reset.  */
static void
build_chain (void)
{
  if (chain_fun == cfun)
    return;
  ascsync_chain_reset ();
  chain_fun = cfun;
  if (collect_starts () < 2)
    {
      chain.truncate (0);
      return;
    }
  /* Only starts the kernel computes exactly (the layout assumption
     may be taken for their values: a warning says so).  */
  unsigned n = 0;
  for (unsigned i = 0; i < chain.length (); i++)
    if (exact_start_p (chain[i].call, &chain[i].f))
      chain[n++] = chain[i];
  chain.truncate (n);
  order_chain ();
  if (chain.length () < 2)
    chain.truncate (0);
}

/* See gimple_runslot.h.  */
int
ascsync_chain_length (void)
{
  build_chain ();
  return (int) chain.length ();
}

/* See gimple_runslot.h.  */
int
ascsync_chain_rank (const struct imm_form *f)
{
  build_chain ();
  for (unsigned i = 0; i < chain.length (); i++)
    if (form_equal_p (&chain[i].f, f))
      return (int) i;
  return -1;
}

/* See gimple_runslot.h.  */
bool
ascsync_chain_start_form (int rank, struct imm_form *f)
{
  build_chain ();
  if (rank < 0 || rank >= (int) chain.length ())
    return false;
  *f = chain[rank].f;
  return true;
}

/* Whether T is a value of the chain (all are, when the chain's values
   are too many to list).  */
static bool
chain_value_p (tree t, const void *)
{
  if (chain_values_full)
    return true;
  for (int i = 0; i < chain_nvalues; i++)
    if (chain_values[i] == t)
      return true;
  return false;
}

/* See gimple_runslot.h.  */
bool
ascsync_chain_value_in_p (tree t)
{
  build_chain ();
  int budget = 32;
  hash_set<tree> visited;
  return ascsync_defs_reach_p (t, chain_value_p, NULL, &budget, true,
                               &visited);
}

/* See gimple_runslot.h.  */
void
ascsync_chain_reset (void)
{
  chain.release ();
  chain_fun = NULL;
  chain_nvalues = 0;
  chain_values_full = false;
}
