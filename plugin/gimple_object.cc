/* gimple_object.cc -- what an address can point to: the host stack, or
   memory the simulator traces (ascsync).

   A scalar load or store, or a pointer a call is given, is left out of
   the plan only when it surely points into a local variable of the
   function (the host stack, which no pipe touches).  GCC's
   induction-variable optimisation rewrites addresses relative to other
   objects: a store to a local array "shift[i]" may become
   "MEM[&shift - sums + ivtmp]" with ivtmp stepping from the UB address
   sums, and a load of UB "sums[j]" may become "MEM[_90 - &rstd +
   ivtmp]" with ivtmp stepping from &rstd.  The syntactic base says
   nothing; the sum does.  So the address is decomposed into a linear
   combination of atoms -- addresses of local variables, pointers the
   function cannot see through (parameters, get_imm results, values
   loaded from memory) -- with integer coefficients, following
   conversions, sums, differences, negations, multiplications by
   constants, and induction variables (replaced by their start: the
   steps are integers).  Atoms that cancel ("- sums + sums") drop out.
   The address points into the stack when exactly one atom is left, the
   address of a local variable, with coefficient 1, and everything else
   is integer arithmetic holding no address.  Anything not understood
   is an atom of its own, so in doubt the access is traced.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop.h"
#include "gimple_val.h"

#define MAX_ATOMS 16
#define MAX_DEPTH 12
#define MAX_INT_DEPTH 40        /* integer arithmetic chains are long */

/* A linear combination of atoms; the constant offset is dropped.
   OVERFLOW: more atoms than fit, or a coefficient or the offset does
   not fit (the address is then not understood).  */
struct terms
{
  int n;
  tree atom[MAX_ATOMS];
  HOST_WIDE_INT coef[MAX_ATOMS];
  bool overflow;
  HOST_WIDE_INT off;         /* the constants met outside address-free
                                integers (an approximation: for a
                                provenance's visible offset only) */
  bool int_parts;            /* sum the constants of the address-free
                                integers into INT_LO (add_integer_part) */
  HOST_WIDE_INT int_lo;
  bool slots;                /* a pointer rotating over slots is an atom
                                (see ascsync_local_provenance) */
};

/* Whether X is a pointer that rotates over constant slot addresses
   (the evaluator's slot rotation, "in + (t & 1) * SLOT").  */
static bool
slot_pointer_p (tree x)
{
  if (!POINTER_TYPE_P (TREE_TYPE (x)))
    return false;
  struct val v = ascsync_eval (x, 0);
  if (v.kind != VAL_LOCAL || v.cyc || v.pk < 2 || v.ps || v.hi >= OFF_OPEN)
    return false;
  for (int r = 0; r < v.pk; r++)
    if (v.plo[r] != v.phi[r])
      return false;
  return true;
}

/* Add COEF times atom A to T.  */
static void
add_atom (struct terms *t, tree a, HOST_WIDE_INT coef)
{
  for (int i = 0; i < t->n; i++)
    if (t->atom[i] == a)
      {
        if (__builtin_add_overflow (t->coef[i], coef, &t->coef[i]))
          t->overflow = true;
        return;
      }
  if (t->n == MAX_ATOMS)
    {
      t->overflow = true;
      return;
    }
  t->atom[t->n] = a;
  t->coef[t->n++] = coef;
}

static bool address_free (tree t, int depth, vec<tree> *visited);
static void stores_into (tree decl, vec<gimple *> *out);

/* Whether every value stored into local variable DECL is an
   address-free integer (address_free), when only the stores naming it
   write it (ascsync_local_unaliased_p): a wide integer loaded from it
   then holds no address either ("int64_t bound[2]" filled by a
   bisection and read back as a row index).  DEPTH and VISITED as for
   address_free; DECL is taken to be free while its stores are looked
   at (a value stored computed from a load of it adds nothing new).  */
static bool
stored_values_free (tree decl, int depth, vec<tree> *visited)
{
  if (!decl || !VAR_P (decl) || is_global_var (decl)
      || depth > MAX_INT_DEPTH || !ascsync_local_unaliased_p (decl))
    return false;
  for (unsigned i = 0; i < visited->length (); i++)
    if ((*visited)[i] == decl)
      return true;
  visited->safe_push (decl);
  auto_vec<gimple *, 16> stores;
  stores_into (decl, &stores);
  for (unsigned i = 0; i < stores.length (); i++)
    if (!gimple_assign_single_p (stores[i])
        || !address_free (gimple_assign_rhs1 (stores[i]), depth + 1,
                          visited))
      return false;
  return true;
}

/* Whether integer T is computed without any address: from constants,
   integer parameters, integers returned by calls other than get_imm
   (also as a part of a complex result: the quotient and remainder of
   GCC's .DIVMOD when a kernel takes both of i / n and i % n), loaded
   integers narrower than a pointer or loaded from a local variable
   that holds only such integers (stored_values_free), and integer
   arithmetic -- no address taken and no pointer converted.  VISITED
   holds the names (and variables) found free and the PHIs being looked
   at (a cycle through them adds nothing new); a false answer is final
   for the walk (VISITED is then stale).  False when in doubt.  */
static bool
address_free (tree t, int depth, vec<tree> *visited)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return true;
  if (TREE_CODE (t) != SSA_NAME || depth > MAX_INT_DEPTH
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  for (unsigned i = 0; i < visited->length (); i++)
    if ((*visited)[i] == t)
      return true;              /* on the current walk (a PHI cycle), or
                                   found free already */
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return SSA_NAME_VAR (t) && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      /* Assume T free while its arguments are walked (a cycle through
         it adds nothing new); a false answer ends the whole walk.  */
      visited->safe_push (t);
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!address_free (gimple_phi_arg_def (phi, i), depth + 1, visited))
          return false;
      return true;
    }
  if (is_gimple_call (def))
    return !ascsync_get_imm_p (def);
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return false;
  if (gimple_assign_load_p (as))
    return TYPE_PRECISION (TREE_TYPE (t)) < POINTER_SIZE
           || stored_values_free (get_base_address (gimple_assign_rhs1 (as)),
                                  depth, visited);
  enum tree_code code = gimple_assign_rhs_code (as);
  if (code == REALPART_EXPR || code == IMAGPART_EXPR)
    {
      tree c = TREE_OPERAND (gimple_assign_rhs1 (as), 0);
      return TREE_CODE (c) == SSA_NAME
             && is_gimple_call (SSA_NAME_DEF_STMT (c))
             && !ascsync_get_imm_p (SSA_NAME_DEF_STMT (c));
    }
  if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
      && !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as))))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (!address_free (gimple_op (as, i), depth + 1, visited))
      return false;
  visited->safe_push (t);       /* free: not walked again */
  return true;
}

static void decompose (tree x, HOST_WIDE_INT coef, struct terms *t,
                       int depth);

/* Whether X is an integer constant of at most 64 bits, into *V as a
   signed number: addresses wrap modulo 2^64, so an unsigned -2 ("-2B"
   of a TARGET_MEM_REF, a factor 2^64 - 8) is -2.  */
static bool
wrapped_cst (tree x, HOST_WIDE_INT *v)
{
  if (TREE_CODE (x) != INTEGER_CST || TYPE_PRECISION (TREE_TYPE (x)) > 64)
    return false;
  *v = (HOST_WIDE_INT) TREE_INT_CST_LOW (x);
  return true;
}

/* Add COEF times V to T->INT_LO, or give up the sum (INT_PARTS) when
   that does not fit.  */
static void
add_int_lo (struct terms *t, HOST_WIDE_INT coef, HOST_WIDE_INT v)
{
  HOST_WIDE_INT m;
  if (__builtin_mul_overflow (coef, v, &m)
      || __builtin_add_overflow (t->int_lo, m, &t->int_lo))
    {
      t->int_parts = false;
      t->int_lo = 0;
    }
}

/* Add to T->INT_LO the constants of COEF times the address-free
   integer X, through sums, differences, negations, multiplications by
   constants and conversions that keep the value; every other part
   counts as nothing (the layout assumption's reading of an unknown
   index: the evaluator is not asked, as the loads it follows come back
   here).  The walk goes through arithmetic of 64 bits (as the
   address's, modulo 2^64) or of a type that does not wrap.  DEPTH
   bounds it.  */
static void
add_integer_part (struct terms *t, tree x, HOST_WIDE_INT coef, int depth)
{
  const HOST_WIDE_INT big = (HOST_WIDE_INT) 1 << 40;
  HOST_WIDE_INT m, c;
  if (!t->int_parts || coef <= -big || coef >= big || depth > MAX_INT_DEPTH)
    return;
  if (TREE_CODE (x) == INTEGER_CST)
    {
      if (wrapped_cst (x, &m))
        add_int_lo (t, coef, m);
      return;
    }
  if (TREE_CODE (x) != SSA_NAME)
    return;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
  enum tree_code code = as ? gimple_assign_rhs_code (as) : ERROR_MARK;
  tree r1 = as ? gimple_assign_rhs1 (as) : NULL_TREE;
  tree r2 = as && gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as)
                                          : NULL_TREE;
  /* Arithmetic that may wrap short of an address's 64 bits is a part
     of its own.  */
  bool linear = TYPE_PRECISION (TREE_TYPE (x)) == 64
                || TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (x));
  if (as && linear && !gimple_assign_load_p (as))
    switch (code)
      {
      case PLUS_EXPR:
      case MINUS_EXPR:
        add_integer_part (t, r1, coef, depth + 1);
        add_integer_part (t, r2, code == MINUS_EXPR ? -coef : coef,
                          depth + 1);
        return;
      case NEGATE_EXPR:
        add_integer_part (t, r1, -coef, depth + 1);
        return;
      case MULT_EXPR:
        if (wrapped_cst (r2, &c) && !__builtin_mul_overflow (coef, c, &m))
          {
            add_integer_part (t, r1, m, depth + 1);
            return;
          }
        break;
      CASE_CONVERT:
        /* A widening keeps the value.  */
        if (INTEGRAL_TYPE_P (TREE_TYPE (r1))
            && (TYPE_PRECISION (TREE_TYPE (r1))
                < TYPE_PRECISION (TREE_TYPE (x))))
          {
            add_integer_part (t, r1, coef, depth + 1);
            return;
          }
        break;
      default:
        break;
      }
}

/* Decompose into T COEF times the value X of operation CODE on R1 and
   R2 (NULL when unary): X an SSA name defined by that assignment, or
   that expression itself (an induction variable's start, as SCEV
   builds it).  */
static void
decompose_op (tree x, enum tree_code code, tree r1, tree r2,
              HOST_WIDE_INT coef, struct terms *t, int depth)
{
  if (coef == HOST_WIDE_INT_MIN)
    {
      t->overflow = true;       /* -COEF below would not fit */
      return;
    }
  switch (code)
    {
    CASE_CONVERT:
    case SSA_NAME:
    case ADDR_EXPR:
      decompose (r1, coef, t, depth + 1);
      return;
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      decompose (r1, coef, t, depth + 1);
      decompose (r2, coef, t, depth + 1);
      return;
    case MINUS_EXPR:
    case POINTER_DIFF_EXPR:
      decompose (r1, coef, t, depth + 1);
      decompose (r2, -coef, t, depth + 1);
      return;
    case NEGATE_EXPR:
      decompose (r1, -coef, t, depth + 1);
      return;
    case MULT_EXPR:
      {
        HOST_WIDE_INT c, m;
        if (r2 && wrapped_cst (r2, &m)
            && !__builtin_mul_overflow (coef, m, &c))
          {
            decompose (r1, c, t, depth + 1);
            return;
          }
        break;
      }
    default:
      break;
    }
  auto_vec<tree, 8> visited;
  if (TREE_CODE (x) != SSA_NAME || !address_free (x, 0, &visited))
    add_atom (t, x, coef);
}

/* Decompose COEF times the value of X into T (see the file comment).  */
static void
decompose (tree x, HOST_WIDE_INT coef, struct terms *t, int depth)
{
  if (coef == 0)
    return;
  if (TREE_CODE (x) == INTEGER_CST)
    {
      HOST_WIDE_INT c, m;
      if (!wrapped_cst (x, &m) || __builtin_mul_overflow (coef, m, &c)
          || __builtin_add_overflow (t->off, c, &t->off))
        t->overflow = true;
      return;
    }
  if (depth > MAX_DEPTH)
    {
      add_atom (t, x, coef);
      return;
    }
  if (TREE_CODE (x) == ADDR_EXPR)
    {
      tree b = get_base_address (TREE_OPERAND (x, 0));
      if (b && TREE_CODE (b) == MEM_REF)
        decompose (TREE_OPERAND (b, 0), coef, t, depth + 1);
      else
        add_atom (t, b ? b : x, coef);
      return;
    }
  if (TREE_CODE (x) != SSA_NAME)
    {
      if (EXPR_P (x) && TREE_CODE_LENGTH (TREE_CODE (x)) <= 2)
        decompose_op (x, TREE_CODE (x), TREE_OPERAND (x, 0),
                      TREE_CODE_LENGTH (TREE_CODE (x)) == 2
                      ? TREE_OPERAND (x, 1) : NULL_TREE, coef, t, depth);
      else
        add_atom (t, x, coef);
      return;
    }
  auto_vec<tree, 8> visited;
  if (address_free (x, 0, &visited))
    {
      add_integer_part (t, x, coef, 0);
      return;                   /* an offset */
    }
  if (t->slots && slot_pointer_p (x))
    {
      add_atom (t, x, coef);
      return;
    }
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (gassign *as = dyn_cast <gassign *> (def))
    {
      if (!gimple_assign_load_p (as))
        {
          decompose_op (x, gimple_assign_rhs_code (as),
                        gimple_assign_rhs1 (as),
                        gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as)
                        : NULL_TREE, coef, t, depth);
          return;
        }
    }
  else if (gimple_code (def) == GIMPLE_PHI && scev_initialized_p ())
    {
      /* An induction variable: its start, plus integer steps.  */
      class loop *loop = gimple_bb (def)->loop_father;
      affine_iv iv;
      if (loop && loop_outer (loop)
          && simple_iv (loop, loop, x, &iv, true))
        {
          visited.truncate (0);
          if (TREE_CODE (iv.step) == INTEGER_CST
              || address_free (iv.step, 0, &visited))
            {
              decompose (iv.base, coef, t, depth + 1);
              return;
            }
        }
    }
  add_atom (t, x, coef);
}

/* Whether T is the address of one local variable, with coefficient 1,
   and nothing else holds an address.  */
static bool
terms_local (const struct terms *t)
{
  if (t->overflow)
    return false;
  int locals = 0;
  for (int i = 0; i < t->n; i++)
    {
      if (t->coef[i] == 0)
        continue;
      tree a = t->atom[i];
      if (t->coef[i] != 1
          || !(VAR_P (a) || TREE_CODE (a) == PARM_DECL)
          || is_global_var (a))
        return false;
      locals++;
    }
  return locals == 1;
}

/* See ascsync-gcc.h.  */
bool
ascsync_stack_address (tree addr)
{
  struct terms t;
  memset (&t, 0, sizeof t);
  decompose (addr, 1, &t, 0);
  return terms_local (&t);
}

/* Decompose into T the address X, or the address a memory reference
   base X (a MEM_REF or TARGET_MEM_REF) refers to.  */
static void
decompose_reference_or_address (tree x, struct terms *t)
{
  if (TREE_CODE (x) != MEM_REF && TREE_CODE (x) != TARGET_MEM_REF)
    {
      decompose (x, 1, t, 0);
      return;
    }
  decompose (TREE_OPERAND (x, 0), 1, t, 0);
  if (TREE_CODE (x) == MEM_REF)
    {
      decompose (TREE_OPERAND (x, 1), 1, t, 0);
      return;
    }
  HOST_WIDE_INT step = TMR_STEP (x) && tree_fits_shwi_p (TMR_STEP (x))
                       ? tree_to_shwi (TMR_STEP (x)) : 1;
  if (TMR_INDEX (x))
    decompose (TMR_INDEX (x), step, t, 0);
  if (TMR_INDEX2 (x))
    decompose (TMR_INDEX2 (x), 1, t, 0);
  decompose (TMR_OFFSET (x), 1, t, 0);
}

/* See ascsync-gcc.h.  */
bool
ascsync_stack_reference (tree base)
{
  struct terms t;
  memset (&t, 0, sizeof t);
  decompose_reference_or_address (base, &t);
  return terms_local (&t);
}

/* The one pointer ADDR (an address, or a memory reference's base) is
   derived from by integer arithmetic, with the constant offset in
   *OFF, or NULL (see ascsync_local_provenance).  SLOTS: a pointer that
   rotates over slots ends the walk (so that the slot it selects is
   kept).  */
static tree
provenance_of (tree addr, bool slots, int64_t *off)
{
  struct terms t;
  memset (&t, 0, sizeof t);
  t.slots = slots;
  t.int_parts = true;
  decompose_reference_or_address (addr, &t);
  if (t.overflow)
    return NULL_TREE;
  tree base = NULL_TREE;
  for (int i = 0; i < t.n; i++)
    {
      if (t.coef[i] == 0)
        continue;
      if (base || t.coef[i] != 1 || TREE_CODE (t.atom[i]) != SSA_NAME)
        return NULL_TREE;
      base = t.atom[i];
    }
  /* The integer parts add at least nothing under the layout
     assumption, or their constants when those are more: IVOPTS'
     "(ovs - 8 * B) - 32 + 8 * (B + 4 + 8 * i)" for "ovs + 64 * i" shows
     -32 outside them and +32 inside.  */
  if (t.int_lo > 0 && __builtin_add_overflow (t.off, t.int_lo, &t.off))
    return NULL_TREE;
  *off = t.off;
  return base;
}

/* See ascsync-gcc.h.  */
bool
ascsync_address_free (tree t)
{
  auto_vec<tree, 8> visited;
  return address_free (t, 0, &visited);
}

/* See ascsync-gcc.h.  */
tree
ascsync_local_provenance (tree addr, int64_t *off)
{
  tree base = provenance_of (addr, true, off);
  return base ? base : provenance_of (addr, false, off);
}


/* See ascsync-gcc.h.  */
tree
ascsync_imm_base (tree addr, int64_t *off)
{
  return provenance_of (addr, false, off);
}

static void stored_origins (tree decl, vec<gimple *> *calls,
                            hash_set<tree> *seen, int depth);

/* Walk the origins of the value X (an address, or a memory reference's
   base) into CALLS (see ascsync_imm_origins): the atoms of its
   decomposition, through PHIs and COND_EXPRs that are not induction
   variables, and through loads from a local variable (the values stored
   into it).  SEEN holds the names and variables walked; DEPTH bounds
   the walk.  */
static void
origins_walk (tree x, vec<gimple *> *calls, hash_set<tree> *seen, int depth)
{
  if (depth > 12)
    return;
  struct terms t;
  memset (&t, 0, sizeof t);
  decompose_reference_or_address (x, &t);
  for (int i = 0; i < t.n; i++)
    {
      tree a = t.atom[i];
      if (t.coef[i] == 0 || TREE_CODE (a) != SSA_NAME || seen->add (a))
        continue;
      gimple *d = SSA_NAME_DEF_STMT (a);
      if (ascsync_get_imm_p (d))
        calls->safe_push (d);
      else if (gphi *phi = dyn_cast <gphi *> (d))
        for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
          origins_walk (gimple_phi_arg_def (phi, j), calls, seen, depth + 1);
      else if (gassign *as = dyn_cast <gassign *> (d))
        {
          if (gimple_assign_rhs_code (as) == COND_EXPR)
            {
              origins_walk (gimple_assign_rhs2 (as), calls, seen, depth + 1);
              origins_walk (gimple_assign_rhs3 (as), calls, seen, depth + 1);
            }
          else if (gimple_assign_load_p (as))
            stored_origins (get_base_address (gimple_assign_rhs1 (as)),
                            calls, seen, depth + 1);
        }
    }
}

/* Push into OUT the statements of the current function that store into
   local variable DECL: by name ("DECL[I] = X"), or through an address
   made from DECL's (GCC's ivopts rewrites a table's filling loop into
   stores through a pointer).  */
static void
stores_into (tree decl, vec<gimple *> *out)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *st = gsi_stmt (gsi);
        tree lhs = gimple_get_lhs (st);
        if (!lhs || !gimple_vdef (st) || gimple_clobber_p (st))
          continue;
        bool into = get_base_address (lhs) == decl;
        if (!into && (TREE_CODE (lhs) == MEM_REF
                      || TREE_CODE (lhs) == TARGET_MEM_REF))
          {
            struct terms t;
            memset (&t, 0, sizeof t);
            decompose_reference_or_address (lhs, &t);
            for (int i = 0; i < t.n && !into; i++)
              into = t.atom[i] == decl && t.coef[i] != 0;
          }
        if (into)
          out->safe_push (st);
      }
}

/* Walk into CALLS the origins of every value the current function
   stores into local variable DECL (stores_into) by an assignment.  */
static void
stored_origins (tree decl, vec<gimple *> *calls, hash_set<tree> *seen,
                int depth)
{
  if (!decl || !VAR_P (decl) || is_global_var (decl) || seen->add (decl))
    return;
  auto_vec<gimple *, 16> stores;
  stores_into (decl, &stores);
  for (unsigned i = 0; i < stores.length (); i++)
    if (gimple_assign_single_p (stores[i]))
      origins_walk (gimple_assign_rhs1 (stores[i]), calls, seen, depth);
}

/* See ascsync-gcc.h.  */
void
ascsync_imm_origins (tree ptr, vec<gimple *> *calls, hash_set<tree> *seen)
{
  origins_walk (ptr, calls, seen, 0);
}
