/* gimple_tables.cc -- the values of loads from small tables (slot
   tables): local arrays, and read-only arrays with an initializer, for
   the evaluator of gimple_val.cc.

   A kernel picks the buffer of a slot from a local table of addresses:

     __ubuf__ half *in[4];
     for (j = 0; j < 4; j++)
       in[j] = (__ubuf__ half *) get_imm (j * 0x1000);
     ...
     copy_gm_to_ubuf (in[s], ...);      s = t % 4, or a counter

   A table whose address is never taken can only be written by stores
   naming it.  The value of a load from it is therefore one of the
   values stored into it: into the element it reads, when every store
   tells which elements it writes (a constant index, or an index that
   is C + S * T in iteration T of its loop, the value stored then being
   worked out for the one iteration that writes the element), else into
   any element.  A load whose index has a slot rotation (gimple_val.h)
   takes, residue by residue, the values of the elements it selects; one
   whose index has a small range, the values of the elements in it.

   A read-only table whose initializer GCC folds (a "static const"
   array of integers, say the offsets of the slots' buffers, read as
   "get_imm (base[s] + OFF)") holds what the initializer says, element
   by element, whatever the function does: its values are selected the
   same way.

   Two facts of GCC's pipeline are handled here, not by the callers:
   - At -O0 TREE_ADDRESSABLE stays set on every array indexed by a
     variable, so the address-taken test is recomputed from the
     statements (ADDR_TAKEN).
   - Induction-variable optimisation (pass "ivopts") rewrites a loop
     filling a table into stores through a pointer induction variable,
     taking the table's address.  The "ascsync-tables" pass runs just
     before it and records what each table's elements hold; the values
     stay true afterwards, since later passes keep what the program
     stores (the record is looked up by DECL_UID, which GCC never
     reuses, and only when the stores can no longer be followed).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-pass.h"
#include "gimple-walk.h"
#include "gimple-fold.h"
#include "tree-dfa.h"
#include "gimple_val.h"

/* Largest table whose elements are told apart.  */
#define TABLE_MAX_ELTS 64

/* Variables of the current function whose address some statement
   takes.  Looked up only.  */
static hash_set<tree> *addr_taken;
/* Per table being evaluated: the union of its stores (memoized), and
   the tables being evaluated now.  */
static hash_map<tree, struct val> *array_memo;
static hash_set<tree> *array_busy;

/* What the "ascsync-tables" pass found a table to hold.  */
struct table_record
{
  unsigned uid;                 /* DECL_UID of the table */
  uint64_t bits;                /* the size of its elements */
  unsigned n;                   /* its elements told apart (0: none) */
  struct val all;               /* any element */
  struct val elt[TABLE_MAX_ELTS];
};
static vec<table_record *> records;

/* walk_stmt_load_store_addr_ops callback: note the base of address
   operand OP in DATA, the set ADDR_TAKEN.  */
static bool
note_addr_taken (gimple *, tree op, tree, void *data)
{
  tree b = get_base_address (op);
  if (b && DECL_P (b))
    ((hash_set<tree> *) data)->add (b);
  return false;
}

/* See gimple_val.h.  */
void
ascsync_tables_init (function *fun)
{
  array_memo = new hash_map<tree, struct val>;
  array_busy = new hash_set<tree>;
  addr_taken = new hash_set<tree>;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
           gsi_next (&gpi))
        walk_stmt_load_store_addr_ops (gpi.phi (), addr_taken, NULL, NULL,
                                       note_addr_taken);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        walk_stmt_load_store_addr_ops (gsi_stmt (gsi), addr_taken, NULL,
                                       NULL, note_addr_taken);
    }
}

/* See gimple_val.h.  */
void
ascsync_tables_fini (void)
{
  delete array_memo;
  delete array_busy;
  delete addr_taken;
  array_memo = NULL;
  array_busy = NULL;
  addr_taken = NULL;
}

/* The record of table DECL for a load of type TYPE (of the size of its
   elements), or NULL.  */
static const struct table_record *
find_record (tree decl, tree type)
{
  if (!type || !TYPE_SIZE (type) || !tree_fits_uhwi_p (TYPE_SIZE (type)))
    return NULL;
  for (unsigned i = 0; i < records.length (); i++)
    if (records[i]->uid == DECL_UID (decl)
        && records[i]->bits == tree_to_uhwi (TYPE_SIZE (type)))
      return records[i];
  return NULL;
}

/* Whether the stores into DECL (elements of type TYPE) can be followed:
   a local variable whose address is never taken
   (ascsync_local_unaliased_p), of pointer or integer elements.  */
static bool
array_traceable (tree decl, tree type)
{
  return ascsync_local_unaliased_p (decl) && TYPE_SIZE (type)
         && (POINTER_TYPE_P (type) || INTEGRAL_TYPE_P (type));
}

/* See gimple_val.h.  */
bool
ascsync_local_unaliased_p (tree decl)
{
  return addr_taken && VAR_P (decl) && !is_global_var (decl)
         && !TREE_THIS_VOLATILE (decl) && !addr_taken->contains (decl);
}

/* Whether V is C + S * T in iteration T of loop V.PL, C and S known.  */
static bool
exact_iv_p (const struct val &v)
{
  return v.kind == VAL_INT && !v.cyc && v.pk == 1 && v.ps && !v.pmod
         && !v.pphase && v.plo[0] == v.phi[0];
}

/* What store STMT, "DECL[IX] = X" with IX an SSA name, puts into
   element IDX: 0 when it never writes IDX (IX's range leaves it out, or
   IX is C + S * T in iteration T of a loop holding STMT and IDX is no
   such value), 1 with *V when it may (the value of X, or, when X is
   C' + S' * T in the same loop, its value in the one iteration that
   writes IDX), -1 when that is not known.  */
static int
indexed_store_value (gimple *stmt, tree ix, HOST_WIDE_INT idx, int depth,
                     struct val *v)
{
  struct val i = ascsync_eval (ix, depth + 1);
  if (i.kind == VAL_INT && !i.cyc
      && ((uint64_t) idx < i.lo || (uint64_t) idx > i.hi))
    return 0;
  class loop *loop = exact_iv_p (i) ? get_loop (cfun, i.pl) : NULL;
  if (!loop || !flow_bb_inside_loop_p (loop, gimple_bb (stmt)))
    return -1;
  int64_t d = idx - (int64_t) i.plo[0];
  if (d % i.ps != 0 || d / i.ps < 0)
    return 0;
  int64_t t = d / i.ps;
  *v = ascsync_eval (gimple_assign_rhs1 (stmt), depth + 1);
  if (v->cyc)
    return -1;
  if (!v->pk || v->pl != i.pl)
    {
      ascsync_val_forget_form (v);
      return 1;
    }
  if (v->pk != 1 || !v->ps || v->pmod || v->pphase || v->plo[0] != v->phi[0]
      || (v->kind != VAL_INT && v->kind != VAL_LOCAL)
      || t > ((int64_t) 1 << 32) || v->ps > ((int64_t) 1 << 30)
      || v->ps < -((int64_t) 1 << 30))
    return -1;
  int64_t x = (int64_t) v->plo[0] + v->ps * t;
  if (x < 0)
    return -1;
  v->lo = v->hi = (uint64_t) x;
  ascsync_val_forget_form (v);
  if (v->kind == VAL_LOCAL)
    {
      v->onebase = 1;
      v->base0 = v->lo;
    }
  return 1;
}

/* The union of the values the current function stores into local
   array (or scalar variable) DECL whose elements have type TYPE: every
   store when IDX < 0, else only those that may write element IDX
   ("DECL[constant] = X", see indexed_store_value for a variable
   index).  Unknown when a store is not a plain scalar store of the size
   of TYPE, a stored value is unknown or depends on a PHI being
   evaluated, or no store is found.  A call or asm cannot write DECL:
   the callers make sure its address is never taken.  */
static struct val
array_stores (tree decl, tree type, HOST_WIDE_INT idx, int depth)
{
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (!gimple_vdef (stmt) || gimple_clobber_p (stmt))
          continue;
        tree lhs = gimple_get_lhs (stmt);
        if (!lhs || get_base_address (lhs) != decl)
          continue;
        if (!gimple_assign_single_p (stmt)
            || !operand_equal_p (TYPE_SIZE (TREE_TYPE (lhs)),
                                 TYPE_SIZE (type), 0)
            || (!POINTER_TYPE_P (TREE_TYPE (lhs))
                && !INTEGRAL_TYPE_P (TREE_TYPE (lhs))))
          return ascsync_val_unknown ();
        struct val v;
        if (idx >= 0)
          {
            if (TREE_CODE (lhs) != ARRAY_REF || TREE_OPERAND (lhs, 0) != decl)
              return ascsync_val_unknown ();
            tree ix = TREE_OPERAND (lhs, 1);
            int w = -1;
            if (TREE_CODE (ix) == INTEGER_CST && tree_fits_shwi_p (ix))
              {
                w = tree_to_shwi (ix) == idx;
                if (w)
                  v = ascsync_eval (gimple_assign_rhs1 (stmt), depth + 1);
              }
            else if (TREE_CODE (ix) == SSA_NAME)
              w = indexed_store_value (stmt, ix, idx, depth, &v);
            if (w < 0)
              return ascsync_val_unknown ();
            if (w == 0)
              continue;
          }
        else
          v = ascsync_eval (gimple_assign_rhs1 (stmt), depth + 1);
        if (v.kind == VAL_INT && POINTER_TYPE_P (type))
          v.kind = VAL_LOCAL;
        ascsync_val_forget_form (&v);
        if (v.cyc)
          return ascsync_val_unknown ();
        r = ascsync_val_union (r, v);
        if (r.kind == VAL_UNKNOWN)
          return r;
      }
  if (r.kind == VAL_NONE)
    return ascsync_val_unknown ();
  return r;
}

/* Whether ATYPE is an array indexed from zero, its largest index known
   (into *MAX), whose elements are as large as TYPE.  */
static bool
zero_based_array_of (tree atype, tree type, uint64_t *max)
{
  if (TREE_CODE (atype) != ARRAY_TYPE || !TYPE_SIZE (type)
      || !TYPE_SIZE (TREE_TYPE (atype))
      || !operand_equal_p (TYPE_SIZE (type), TYPE_SIZE (TREE_TYPE (atype)), 0)
      || !TYPE_DOMAIN (atype) || !TYPE_MAX_VALUE (TYPE_DOMAIN (atype))
      || !tree_fits_uhwi_p (TYPE_MAX_VALUE (TYPE_DOMAIN (atype)))
      || (TYPE_MIN_VALUE (TYPE_DOMAIN (atype))
          && !integer_zerop (TYPE_MIN_VALUE (TYPE_DOMAIN (atype)))))
    return false;
  *max = tree_to_uhwi (TYPE_MAX_VALUE (TYPE_DOMAIN (atype)));
  return true;
}

/* Whether DECL is a read-only array of at most TABLE_MAX_ELTS elements
   of TYPE (integers or pointers) whose initializer GCC would fold
   (ctor_for_folding: a constant of this unit that no other unit may
   replace, not volatile): then nothing writes it and each element is
   what the initializer gives it (zero when it names none).  */
static bool
const_table_p (tree decl, tree type)
{
  uint64_t max;
  if (!VAR_P (decl) || !is_global_var (decl) || !TREE_READONLY (decl)
      || TREE_THIS_VOLATILE (decl)
      || (!POINTER_TYPE_P (type) && !INTEGRAL_TYPE_P (type))
      || !zero_based_array_of (TREE_TYPE (decl), type, &max)
      || max >= TABLE_MAX_ELTS)
    return false;
  tree ctor = ctor_for_folding (decl);
  return ctor != error_mark_node;
}

/* The value of load REF from a read-only table when GCC folds it to an
   integer constant (a local address for a pointer, as a stored integer
   is in array_stores), else unknown.  */
static struct val
folded_load (tree ref)
{
  tree c = fold_const_aggregate_ref (ref);
  if (!c || TREE_CODE (c) != INTEGER_CST)
    return ascsync_val_unknown ();
  struct val v = ascsync_eval (c, 0);
  if (v.kind == VAL_INT && POINTER_TYPE_P (TREE_TYPE (ref)))
    v.kind = VAL_LOCAL;
  return v;
}

/* The value of element IDX of read-only table DECL (const_table_p) read
   as TYPE: its constant from the initializer (folded_load), else
   unknown.  */
static struct val
const_element (tree decl, tree type, HOST_WIDE_INT idx)
{
  tree atype = TREE_TYPE (decl);
  if (idx < 0
      || (uint64_t) idx > tree_to_uhwi (TYPE_MAX_VALUE (TYPE_DOMAIN (atype))))
    return ascsync_val_unknown ();
  tree ref = build4 (ARRAY_REF, type, decl,
                     build_int_cst (TREE_TYPE (TYPE_DOMAIN (atype)), idx),
                     NULL_TREE, NULL_TREE);
  return folded_load (ref);
}

/* The union of the values of elements LO..HI of read-only table DECL
   (const_table_p) read as TYPE; unknown when one is (one past the
   end).  */
static struct val
const_elements (tree decl, tree type, uint64_t lo, uint64_t hi)
{
  struct val r = ascsync_val_unknown ();
  if (hi >= TABLE_MAX_ELTS)
    return r;
  r.kind = VAL_NONE;
  for (uint64_t k = lo; k <= hi; k++)
    {
      r = ascsync_val_union (r, const_element (decl, type,
                                               (HOST_WIDE_INT) k));
      if (r.kind == VAL_UNKNOWN)
        return r;
    }
  return r.kind == VAL_NONE ? ascsync_val_unknown () : r;
}

/* The values stored into local array (or scalar variable) DECL by the
   current function: the union of every store (array_stores), memoized;
   else, when the stores can no longer be followed, what the
   "ascsync-tables" pass recorded; else unknown.  */
static struct val
array_values (tree decl, tree type, int depth)
{
  if (const_table_p (decl, type))
    return const_elements (decl, type, 0,
                           tree_to_uhwi (TYPE_MAX_VALUE
                                         (TYPE_DOMAIN (TREE_TYPE (decl)))));
  if (!array_traceable (decl, type))
    {
      const struct table_record *rec = find_record (decl, type);
      return rec ? rec->all : ascsync_val_unknown ();
    }
  if (struct val *m = array_memo->get (decl))
    return *m;
  if (array_busy->add (decl))
    return ascsync_val_unknown ();
  struct val r = array_stores (decl, type, -1, depth);
  array_busy->remove (decl);
  if (r.kind == VAL_UNKNOWN)
    if (const struct table_record *rec = find_record (decl, type))
      r = rec->all;
  array_memo->put (decl, r);
  return r;
}

/* The values element IDX of local array DECL (elements of type TYPE)
   may hold: its stores, else the recorded ones (see array_values).  */
static struct val
element_values (tree decl, tree type, HOST_WIDE_INT idx, int depth)
{
  if (const_table_p (decl, type))
    return const_element (decl, type, idx);
  struct val e = ascsync_val_unknown ();
  if (array_traceable (decl, type) && !array_busy->add (decl))
    {
      e = array_stores (decl, type, idx, depth);
      array_busy->remove (decl);
    }
  const struct table_record *rec;
  if (e.kind == VAL_UNKNOWN && (rec = find_record (decl, type))
      && (uint64_t) idx < rec->n)
    e = rec->elt[idx];
  return e;
}

/* The values of a load of type TYPE from table BASE, whose values are
   ALL, at an index in [LO, HI]: the union of those elements' values
   (element_values) when they are of ALL's kind, else ALL.  */
static struct val
table_range (tree base, tree type, const struct val &all, uint64_t lo,
             uint64_t hi, int depth)
{
  if (lo > hi || hi >= TABLE_MAX_ELTS)
    return all;
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  for (uint64_t k = lo; k <= hi; k++)
    {
      struct val e = element_values (base, type, (HOST_WIDE_INT) k, depth);
      if (e.kind != all.kind || e.param != all.param || e.cyc
          || (ascsync_val_is_ptr (e) && e.hi == OFF_ANY))
        return all;
      ascsync_val_forget_form (&e);
      r = ascsync_val_union (r, e);
    }
  return r.kind == all.kind ? r : all;
}

/* The value of a load of type TYPE from table BASE, whose values are
   ALL, at index value IX: when IX has a slot rotation, residue by
   residue the values of the elements it selects; else those of the
   elements in IX's range (table_range).  */
static struct val
table_at (tree base, tree type, const struct val &all, const struct val &ix,
          int depth)
{
  if (all.kind == VAL_UNKNOWN || ix.cyc)
    return all;
  if (ix.pk < 2 || ix.ps)
    return ix.kind == VAL_INT ? table_range (base, type, all, ix.lo, ix.hi,
                                             depth)
                              : all;
  struct val r = all;
  ascsync_val_copy_form (&r, ix);
  for (int k = 0; k < ix.pk; k++)
    {
      if (ix.plo[k] != ix.phi[k] || ix.plo[k] >= TABLE_MAX_ELTS)
        return all;
      struct val e = element_values (base, type,
                                     (HOST_WIDE_INT) ix.plo[k], depth);
      if (e.kind != all.kind || e.param != all.param
          || (ascsync_val_is_ptr (e) && e.hi == OFF_ANY))
        return all;
      r.plo[k] = e.lo;
      r.phi[k] = e.hi;
      if (e.onebase)
        {
          r.pone |= 1u << k;
          r.pbase[k] = e.base0;
        }
    }
  r.onebase = 0;
  return r;
}

/* Whether load REF reads exactly one whole element of array BASE at a
   constant place ("A[3]", or "MEM[&A + 24B]" of the element's size):
   then *IDX is that element's index, counted from the array's start
   (a lower bound of zero).  False for a variable index, a load that
   straddles elements or is narrower or wider than one, and a place
   outside the array.  */
static bool
constant_element (tree ref, tree base, HOST_WIDE_INT *idx)
{
  tree atype = TREE_TYPE (base);
  HOST_WIDE_INT off, size;
  bool reverse;
  uint64_t max;
  if (!zero_based_array_of (atype, TREE_TYPE (ref), &max)
      || !tree_fits_uhwi_p (TYPE_SIZE (TREE_TYPE (atype))))
    return false;
  if (get_ref_base_and_extent_hwi (ref, &off, &size, &reverse) != base
      || reverse)
    return false;
  HOST_WIDE_INT bits = (HOST_WIDE_INT) tree_to_uhwi (TYPE_SIZE
                                                     (TREE_TYPE (atype)));
  if (bits <= 0 || size != bits || off < 0 || off % bits != 0)
    return false;
  *idx = off / bits;
  return (uint64_t) *idx <= max;
}

/* The value of load REF from a local array or a read-only table: its
   elements' values (array_values); those of the one element it reads
   when that is at a constant place (constant_element); at index value
   IX (null: the evaluator's value of REF's index) when REF is "A[I]"
   with I an SSA name.  A read-only table's load at another place is
   what GCC folds it to, else unknown (it may straddle elements).  */
static struct val
load_value (tree ref, const struct val *ix, int depth)
{
  tree base = get_base_address (ref);
  if (base && base == ref
      && (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF))
    return ascsync_local_load_value (ref, depth);
  if (!base || !DECL_P (base))
    return ascsync_val_unknown ();
  if (const_table_p (base, TREE_TYPE (ref))
      && (TREE_CODE (ref) != ARRAY_REF || TREE_OPERAND (ref, 0) != base
          || TREE_CODE (TREE_OPERAND (ref, 1)) != SSA_NAME))
    return folded_load (ref);
  struct val all = array_values (base, TREE_TYPE (ref), depth);
  HOST_WIDE_INT idx;
  if (all.kind != VAL_UNKNOWN && constant_element (ref, base, &idx))
    return table_range (base, TREE_TYPE (ref), all, (uint64_t) idx,
                        (uint64_t) idx, depth);
  if (all.kind == VAL_UNKNOWN || TREE_CODE (ref) != ARRAY_REF
      || TREE_OPERAND (ref, 0) != base
      || TREE_CODE (TREE_OPERAND (ref, 1)) != SSA_NAME)
    return all;
  struct val iv = ix ? *ix : ascsync_eval (TREE_OPERAND (ref, 1), depth + 1);
  return table_at (base, TREE_TYPE (ref), all, iv, depth);
}

/* Largest number of memory definitions ascsync_forwarded_store walks
   back.  */
#define FORWARD_WALK 32

/* See gimple_val.h.  */
bool
ascsync_forwarded_store (gimple *load, tree *stored)
{
  tree ref = gimple_assign_rhs1 (load);
  tree base = get_base_address (ref);
  if (!base || !DECL_P (base) || !ascsync_local_unaliased_p (base))
    return false;
  tree vuse = gimple_vuse (load);
  for (int n = 0; n < FORWARD_WALK && vuse && TREE_CODE (vuse) == SSA_NAME;
       n++)
    {
      gimple *d = SSA_NAME_DEF_STMT (vuse);
      if (is_gimple_call (d))
        {
          vuse = gimple_vuse (d);
          continue;             /* the array's address is not taken */
        }
      if (!is_gimple_assign (d) || !gimple_vdef (d))
        return false;           /* a join, the entry, an asm */
      tree lhs = gimple_assign_lhs (d);
      if (operand_equal_p (lhs, ref, 0))
        {
          *stored = gimple_assign_rhs1 (d);
          return gimple_assign_single_p (d)
                 && (TREE_CODE (*stored) == SSA_NAME
                     || TREE_CODE (*stored) == INTEGER_CST)
                 && types_compatible_p (TREE_TYPE (lhs), TREE_TYPE (ref));
        }
      /* A store naming the array may write the element; one through
         a pointer or into another variable cannot.  */
      if (get_base_address (lhs) == base)
        return false;
      vuse = gimple_vuse (d);
    }
  return false;
}

/* See gimple_val.h.  */
struct val
ascsync_eval_load (tree ref, int depth)
{
  return load_value (ref, NULL, depth);
}

/* See gimple_val.h.  */
struct val
ascsync_eval_load_index (tree ref, const struct val &ix, int depth)
{
  return load_value (ref, &ix, depth);
}

/* Whether VAR is a local array of at most TABLE_MAX_ELTS pointer or
   integer elements, one whose elements the "ascsync-tables" pass
   records.  */
static bool
table_candidate_p (tree var)
{
  tree type = TREE_TYPE (var);
  if (!VAR_P (var) || TREE_CODE (type) != ARRAY_TYPE
      || !TYPE_DOMAIN (type) || !TYPE_MAX_VALUE (TYPE_DOMAIN (type))
      || !tree_fits_uhwi_p (TYPE_MAX_VALUE (TYPE_DOMAIN (type)))
      || tree_to_uhwi (TYPE_MAX_VALUE (TYPE_DOMAIN (type)))
         >= TABLE_MAX_ELTS)
    return false;
  return array_traceable (var, TREE_TYPE (type));
}

/* Whether FUN calls get_imm or an intrinsic: only then may the values
   of its tables matter.  */
static bool
uses_local_memory_p (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
        {
          enum asc_variant var = ASC_VAR_NONE;
          if (ascsync_get_imm_p (call)
              || ascsync_intrinsic_of (gimple_call_fndecl (call), &var) >= 0)
            return true;
        }
  return false;
}

/* Record what each table of FUN holds, while its stores can still be
   followed (see the file comment).  Functions without local memory
   (host code) are left alone.  */
static void
record_tables (function *fun)
{
  unsigned i;
  tree var;
  bool any = false;
  FOR_EACH_LOCAL_DECL (fun, i, var)
    any |= VAR_P (var) && TREE_CODE (TREE_TYPE (var)) == ARRAY_TYPE;
  if (!any || !uses_local_memory_p (fun))
    return;
  if (current_loops)
    ascsync_note_ranges (fun);
  ascsync_eval_init (fun);
  FOR_EACH_LOCAL_DECL (fun, i, var)
    {
      tree type = TREE_TYPE (TREE_TYPE (var));
      if (!table_candidate_p (var) || find_record (var, type)
          || !tree_fits_uhwi_p (TYPE_SIZE (type)))
        continue;
      struct table_record *rec = XCNEW (struct table_record);
      rec->uid = DECL_UID (var);
      rec->bits = tree_to_uhwi (TYPE_SIZE (type));
      rec->all = array_values (var, type, 0);
      if (rec->all.kind == VAL_UNKNOWN)
        {
          free (rec);
          continue;
        }
      rec->n = tree_to_uhwi (TYPE_MAX_VALUE (TYPE_DOMAIN (TREE_TYPE (var))))
               + 1;
      for (unsigned k = 0; k < rec->n; k++)
        rec->elt[k] = element_values (var, type, k, 0);
      records.safe_push (rec);
    }
  ascsync_eval_fini (fun);
}

namespace {

const pass_data pass_data_ascsync_tables =
{
  GIMPLE_PASS, /* type */
  "ascsync-tables", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg | PROP_ssa, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_tables : public gimple_opt_pass
{
public:
  pass_ascsync_tables (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_ascsync_tables, ctxt)
  {}

  /* opt_pass methods: */
  opt_pass *clone () final override
  {
    return new pass_ascsync_tables (m_ctxt);
  }
  bool gate (function *) final override
  {
    return ascsync_settings.mode != ASCSYNC_MODE_OFF;
  }
  unsigned int execute (function *fun) final override
  {
    record_tables (fun);
    return 0;
  }
}; // class pass_ascsync_tables

} // anon namespace

/* See ascsync-gcc.h.  */
opt_pass *
ascsync_make_tables_pass (gcc::context *ctxt)
{
  return new pass_ascsync_tables (ctxt);
}
