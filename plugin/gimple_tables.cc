/* gimple_tables.cc -- the values of loads from small tables (slot
   tables): local arrays, arrays in local structures, and read-only
   arrays with an initializer, for the evaluator of gimple_val.cc.

   A kernel picks the buffer of a slot from a local table of addresses:

     __ubuf__ half *in[4];
     for (j = 0; j < 4; j++)
       in[j] = (__ubuf__ half *) get_imm (j * 0x1000);
     ...
     copy_gm_to_ubuf (in[s], ...);      s = t % 4, or a counter

   The table may as well be a field of a local structure, at any depth
   ("struct bufs b; b.in[s] = get_imm (...)", or a C++ operator class's
   member array once its methods are inlined, "op.xb[s]"): a part of the
   variable at a constant place (struct table_part), whose stores are
   those naming the variable that touch that part; a store elsewhere in
   the variable (another field) is no store of the table.

   A table whose variable's address is never taken can only be written
   by stores naming it; nor can it when the address only goes to calls
   and into pointers that let it not escape and write none of the
   table's bytes (gimple_unaliased.cc: a method given "&op" that counts
   in another member, "p = &in + o" of an inlined helper's array
   parameter, read through; such a pointer's loads read the table too,
   pointer_table_load).  The value of a load from it is therefore one
   of the values stored into it: into the element it reads, when every
   store tells which elements it writes (a constant index, or an index that
   is C + S * T in iteration T of its loop, the value stored then being
   worked out for the one iteration that writes the element), else into
   any element.  A load whose index has a slot rotation (gimple_val.h)
   takes, residue by residue, the values of the elements it selects; one
   whose index has a small range, the values of the elements in it.

   A store of a vector (GCC's basic-block vectorizer fills neighbouring
   elements with one store, "MEM <vector(2)> [&in] = {_1, _1}") puts
   each lane's value into the element under it.

   A read-only table whose initializer GCC folds (a "static const"
   array of integers, say the offsets of the slots' buffers, read as
   "get_imm (base[s] + OFF)") holds what the initializer says, element
   by element, whatever the function does: its values are selected the
   same way.

   Two facts of GCC's pipeline are handled, not by the callers:
   - At -O0 TREE_ADDRESSABLE stays set on every array indexed by a
     variable, so the address-taken test is recomputed from the
     statements (gimple_unaliased.cc).
   - Induction-variable optimisation (pass "ivopts") rewrites a loop
     filling a table into stores through a pointer induction variable,
     taking the table's address.  The "ascsync-tables" pass runs just
     before it and records what each table's elements hold; the values
     stay true afterwards, since later passes keep what the program
     stores (the record is looked up by DECL_UID, which GCC never
     reuses, and the table's place in the variable, and only when the
     stores can no longer be followed).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-pass.h"
#include "gimple-fold.h"
#include "tree-dfa.h"
#include "gimple_val.h"
#include "gimple_runslot.h"

/* Largest table whose elements are told apart.  */
#define TABLE_MAX_ELTS 64

/* Most rounds taken to join the values of stores computed from the
   table they store into (self_store_fixpoint).  */
#define TABLE_SELF_ROUNDS 8

/* A table: a part of a local variable DECL (or a read-only global)
   that holds pointers or integers, BITS bits at bit offset OFF of it,
   of type PTYPE: the variable itself (an array, or a scalar), or an
   array field of it ("b.in" of "struct bufs b"; at any depth of
   fields).  */
struct table_part
{
  tree decl;
  HOST_WIDE_INT off;
  HOST_WIDE_INT bits;
  tree ptype;
};

/* A table's union of its stores (memoized).  */
struct table_memo
{
  tree decl;
  HOST_WIDE_INT off, bits;
  struct val all;
};

/* Per function: the union of each table's stores (memoized), and the
   tables being evaluated now.  */
static vec<table_memo> *array_memo;
static vec<table_memo> *array_busy;

/* What the "ascsync-tables" pass found a table to hold.  */
struct table_record
{
  unsigned uid;                 /* DECL_UID of the table's variable */
  HOST_WIDE_INT off, pbits;     /* the table's bit offset in it, and
                                   its size */
  uint64_t bits;                /* the size of its elements */
  unsigned n;                   /* its elements told apart (0: none) */
  struct val all;               /* any element */
  struct val elt[TABLE_MAX_ELTS];
};
static vec<table_record *> records;

/* See gimple_val.h.  */
void
ascsync_tables_init (function *fun)
{
  array_memo = new vec<table_memo> ();
  array_busy = new vec<table_memo> ();
  ascsync_unaliased_init (fun);
}

/* See gimple_val.h.  */
void
ascsync_tables_fini (void)
{
  array_memo->release ();
  array_busy->release ();
  delete array_memo;
  delete array_busy;
  array_memo = NULL;
  array_busy = NULL;
  ascsync_unaliased_fini ();
}

/* The record of table T for a load of type TYPE (of the size of its
   elements), or NULL.  */
static const struct table_record *
find_record (const struct table_part &t, tree type)
{
  if (!type || !TYPE_SIZE (type) || !tree_fits_uhwi_p (TYPE_SIZE (type)))
    return NULL;
  for (unsigned i = 0; i < records.length (); i++)
    if (records[i]->uid == DECL_UID (t.decl) && records[i]->off == t.off
        && records[i]->pbits == t.bits
        && records[i]->bits == tree_to_uhwi (TYPE_SIZE (type)))
      return records[i];
  return NULL;
}

/* The memo entry of table T in M, or null (a table is its variable's
   bits at its place: "b" and its first row "b[0]" are two).  */
static struct table_memo *
memo_find (vec<table_memo> *m, const struct table_part &t)
{
  for (unsigned i = 0; i < m->length (); i++)
    if ((*m)[i].decl == t.decl && (*m)[i].off == t.off
        && (*m)[i].bits == t.bits)
      return &(*m)[i];
  return NULL;
}

/* Mark table T as being evaluated; false when it already is.  */
static bool
busy_enter (const struct table_part &t)
{
  if (memo_find (array_busy, t))
    return false;
  struct table_memo e = { t.decl, t.off, t.bits, ascsync_val_unknown () };
  array_busy->safe_push (e);
  return true;
}

/* Mark table T as evaluated.  */
static void
busy_leave (const struct table_part &t)
{
  if (struct table_memo *e = memo_find (array_busy, t))
    array_busy->unordered_remove (e - array_busy->address ());
}

/* Whether OBJ, an array-typed reference, is the whole of table T.  */
static bool
same_part (tree obj, const struct table_part &t)
{
  HOST_WIDE_INT off, size;
  bool reverse;
  return TREE_CODE (TREE_TYPE (obj)) == ARRAY_TYPE
         && get_ref_base_and_extent_hwi (obj, &off, &size, &reverse) == t.decl
         && !reverse && off == t.off && size == t.bits;
}

/* Whether the stores into table T, whose elements have type TYPE
   (pointers or integers), can be followed: only the stores naming its
   variable and those through its constant views write its bytes
   (ascsync_local_part_seen_p; array_stores reads both).  */
static bool
part_traceable (const struct table_part &t, tree type)
{
  return TYPE_SIZE (type)
         && (POINTER_TYPE_P (type) || INTEGRAL_TYPE_P (type))
         && ascsync_local_part_seen_p (t.decl, t.off / BITS_PER_UNIT,
                                       (t.off + t.bits + BITS_PER_UNIT - 1)
                                       / BITS_PER_UNIT);
}

/* Store destination LHS as a reference naming its variable: through a
   constant view of a local variable (ascsync_local_view),
   "MEM[(int *) p]" with "p = &m[0] + 16" is "MEM[(int *) &m + 16B]";
   any other LHS as it is.  */
static tree
named_destination (tree lhs)
{
  tree decl;
  HOST_WIDE_INT c;
  if (TREE_CODE (lhs) != MEM_REF
      || !ascsync_local_view (TREE_OPERAND (lhs, 0), &decl, &c)
      || !tree_fits_shwi_p (TREE_OPERAND (lhs, 1)))
    return lhs;
  tree off = TREE_OPERAND (lhs, 1);
  tree addr = build1 (ADDR_EXPR, build_pointer_type (TREE_TYPE (decl)),
                      decl);
  return build2 (MEM_REF, TREE_TYPE (lhs), addr,
                 build_int_cst (TREE_TYPE (off), c + tree_to_shwi (off)));
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

/* Add V, a value stored into a table of elements of type TYPE (an
   integer stored as a pointer is a local address), without its form,
   to the union *R; false when V depends on a PHI being evaluated.  */
static bool
add_stored (struct val *r, struct val v, tree type)
{
  if (v.kind == VAL_INT && POINTER_TYPE_P (type))
    v.kind = VAL_LOCAL;
  ascsync_val_forget_form (&v);
  if (v.cyc)
    return false;
  *r = ascsync_val_union (*r, v);
  return true;
}

/* The tree vector store STMT puts into its lane K: the K-th element of
   the VECTOR_CST it stores, or of the CONSTRUCTOR of scalars defining
   the SSA name it stores ("_5 = {_1, _1}; MEM <vector(2)> [&t] = _5",
   as GCC's basic-block vectorizer writes a table's elements filled
   together); null when not known.  */
static tree
vector_store_lane (gimple *stmt, unsigned k)
{
  tree rhs = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (rhs) == VECTOR_CST)
    return VECTOR_CST_ELT (rhs, k);
  if (TREE_CODE (rhs) != SSA_NAME)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (rhs);
  if (!is_gimple_assign (def) || gimple_assign_rhs_code (def) != CONSTRUCTOR)
    return NULL_TREE;
  tree c = gimple_assign_rhs1 (def);
  if (k >= CONSTRUCTOR_NELTS (c)
      || VECTOR_TYPE_P (TREE_TYPE (CONSTRUCTOR_ELT (c, k)->value)))
    return NULL_TREE;
  return CONSTRUCTOR_ELT (c, k)->value;
}

/* What vector store STMT, writing whole elements CIDX.. of a table of
   elements of type TYPE, one a lane, puts into element IDX (every
   element it writes when IDX < 0): 0 when it writes none of them, 1
   with *V the union of the values of its lanes that do, -1 when one
   of them is not known (see vector_store_lane).  */
static int
vector_store_value (gimple *stmt, tree type, HOST_WIDE_INT cidx,
                    HOST_WIDE_INT idx, int depth, struct val *v)
{
  tree vt = TREE_TYPE (gimple_assign_lhs (stmt));
  unsigned n = TYPE_VECTOR_SUBPARTS (vt).to_constant ();
  if (idx >= 0 && (idx < cidx || idx >= cidx + (HOST_WIDE_INT) n))
    return 0;
  *v = ascsync_val_unknown ();
  v->kind = VAL_NONE;
  for (unsigned k = 0; k < n; k++)
    {
      if (idx >= 0 && (HOST_WIDE_INT) k != idx - cidx)
        continue;
      tree lane = vector_store_lane (stmt, k);
      struct val lv;
      if (lane && (INTEGRAL_TYPE_P (TREE_TYPE (lane))
                   || POINTER_TYPE_P (TREE_TYPE (lane))))
        lv = ascsync_eval (lane, depth + 1);
      else if (!lane && INTEGRAL_TYPE_P (type))
        /* A vector computed as a whole: what any of its lanes holds.  */
        lv = ascsync_vector_lanes (gimple_assign_rhs1 (stmt));
      else
        return -1;
      if (!add_stored (v, lv, type))
        return -1;
    }
  return v->kind == VAL_UNKNOWN ? -1 : 1;
}

/* What store LHS (whose base is the variable of table T) does to T,
   whose elements have type TYPE: 1 when it writes no byte of T, 2 when
   it writes one whole element of T at a constant place, *CIDX ("b.in[1]
   = x", "MEM[&b + 8B] = x"), 3 when it is "A[IX] = X" with A the whole
   of T and IX an SSA name (into *IX), 4 when T is the whole variable
   and the store's place in it is not known ("A[I][J] = X"), 5 when it
   stores a vector whose lanes are whole elements of T from *CIDX on
   (see vector_store_value), 0 when it is any other store touching T.  */
static int
store_shape (const struct table_part &t, tree lhs, tree type,
             HOST_WIDE_INT *cidx, tree *ix)
{
  HOST_WIDE_INT off, size;
  bool reverse;
  if (get_ref_base_and_extent_hwi (lhs, &off, &size, &reverse) == t.decl)
    {
      if (off + size <= t.off || off >= t.off + t.bits)
        return 1;
      HOST_WIDE_INT eb = tree_to_shwi (TYPE_SIZE (type));
      if (reverse || off < t.off || off + size > t.off + t.bits
          || (off - t.off) % eb != 0)
        return 0;
      *cidx = (off - t.off) / eb;
      if (size == eb)
        return 2;
      tree vt = TREE_TYPE (lhs);
      return (VECTOR_TYPE_P (vt) && TYPE_VECTOR_SUBPARTS (vt).is_constant ()
              && operand_equal_p (TYPE_SIZE (TREE_TYPE (vt)),
                                  TYPE_SIZE (type), 0)
              ? 5 : 0);
    }
  if (TREE_CODE (lhs) == ARRAY_REF
      && TREE_CODE (TREE_OPERAND (lhs, 1)) == SSA_NAME
      && same_part (TREE_OPERAND (lhs, 0), t))
    {
      *ix = TREE_OPERAND (lhs, 1);
      return 3;
    }
  poly_int64 poff, psize, pmax;
  HOST_WIDE_INT o, m;
  if (get_ref_base_and_extent (lhs, &poff, &psize, &pmax, &reverse) == t.decl
      && poff.is_constant (&o) && pmax.is_constant (&m) && m >= 0
      && (o + m <= t.off || o >= t.off + t.bits))
    return 1;
  return t.off == 0 && DECL_SIZE (t.decl) && tree_fits_shwi_p (DECL_SIZE (t.decl))
         && t.bits == tree_to_shwi (DECL_SIZE (t.decl)) ? 4 : 0;
}

/* Whether load REF may read bytes of table T (see struct table_part),
   naming its variable; *INSIDE: all it may read is one element of T,
   whose elements are of type TYPE.  */
static bool
table_load_ref_p (tree ref, const struct table_part &t, tree type,
                  bool *inside)
{
  poly_int64 poff, psize, pmax;
  bool reverse;
  *inside = false;
  if (get_ref_base_and_extent (ref, &poff, &psize, &pmax, &reverse)
      != t.decl)
    return false;
  HOST_WIDE_INT off, size, max;
  if (!poff.is_constant (&off) || !pmax.is_constant (&max) || max < 0)
    return true;
  if (off >= t.off + t.bits || off + max <= t.off)
    return false;
  *inside = (!reverse && off >= t.off && off + max <= t.off + t.bits
             && psize.is_constant (&size)
             && tree_fits_shwi_p (TYPE_SIZE (type))
             && size == tree_to_shwi (TYPE_SIZE (type))
             && TYPE_SIZE (TREE_TYPE (ref))
             && operand_equal_p (TYPE_SIZE (TREE_TYPE (ref)),
                                 TYPE_SIZE (type), 0));
  return true;
}

/* A table, the type of its elements, and the values its loads are
   taken to read (self_store_fixpoint).  */
struct table_bind_data
{
  const struct table_part *t;
  tree type;
  uint64_t lo, hi;
};

/* Whether SSA name NAME is a load that may read table DATA (a struct
   table_bind_data).  */
static bool
table_load_p (tree name, const void *data)
{
  const struct table_bind_data *b = (const struct table_bind_data *) data;
  gimple *def = SSA_NAME_DEF_STMT (name);
  bool inside;
  return (gimple_assign_load_p (def)
          && table_load_ref_p (gimple_assign_rhs1 (def), *b->t, b->type,
                               &inside));
}

/* ascsync_enum_bind for the loads of table DATA (a struct
   table_bind_data) reading one element of it: the values taken.  */
static bool
bind_table_load (tree leaf, const void *data, uint64_t *lo, uint64_t *hi)
{
  const struct table_bind_data *b = (const struct table_bind_data *) data;
  gimple *def = SSA_NAME_DEF_STMT (leaf);
  bool inside;
  if (!gimple_assign_load_p (def)
      || !table_load_ref_p (gimple_assign_rhs1 (def), *b->t, b->type,
                            &inside)
      || !inside)
    return false;
  *lo = b->lo;
  *hi = b->hi;
  return true;
}

/* Whether store STMT into table T (elements of integer type TYPE)
   stores a value computed from a load of T itself ("m[b] -= m[b] /
   2"), found within a walk of 64 names (a store whose value is
   computed from T beyond that reads T's values as unknown: T is being
   evaluated).  */
static bool
self_store_p (gimple *stmt, const struct table_part &t, tree type)
{
  tree v = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (v) != SSA_NAME || !INTEGRAL_TYPE_P (type))
    return false;
  struct table_bind_data b = { &t, type, 0, 0 };
  hash_set<tree> visited;
  int budget = 64;
  return ascsync_defs_reach_p (v, table_load_p, &b, &budget, false,
                               &visited);
}

/* R, the values table T (elements of TYPE) gets from its stores other
   than SELFS, joined with what stores SELFS, computed from loads of T
   itself, put there, to a fixpoint: each such store's value at every
   value T may hold so far (ascsync_enum_values, its loads of one
   element of T bound to R's interval; DEPTH as for ascsync_eval),
   round after round until R holds them all.  Unknown when R is no
   interval of integers, a store's values are not found, or R still
   grows after TABLE_SELF_ROUNDS rounds (a counter stepped in a loop).  */
static struct val
self_store_fixpoint (const struct table_part &t, tree type, struct val r,
                     const vec<gimple *> &selfs, int depth)
{
  if (r.kind != VAL_INT || r.cyc || r.lo > r.hi)
    return ascsync_val_unknown ();
  for (int round = 0; round < TABLE_SELF_ROUNDS; round++)
    {
      struct table_bind_data b = { &t, type, r.lo, r.hi };
      uint64_t lo = r.lo, hi = r.hi;
      for (unsigned i = 0; i < selfs.length (); i++)
        {
          uint64_t slo, shi;
          if (!ascsync_enum_values_cycles (gimple_assign_rhs1 (selfs[i]),
                                           depth, bind_table_load, &b, &slo,
                                           &shi))
            return ascsync_val_unknown ();
          lo = MIN (lo, slo);
          hi = MAX (hi, shi);
        }
      if (lo == r.lo && hi == r.hi)
        return r;
      r = ascsync_val_int (lo, hi);
    }
  return ascsync_val_unknown ();
}

/* The union of the values the current function stores into table T
   (see struct table_part) whose elements have type TYPE: every store
   when IDX < 0, else only those that may write element IDX (at a
   constant place, see store_shape, or at an SSA index, see
   indexed_store_value).  Stores into other parts of T's variable are
   left out.  Unknown when a store touching T is neither a plain scalar
   store of the size of TYPE nor a vector store of whole elements of T
   (vector_store_value), a stored value is unknown or depends on a
   PHI being evaluated, or no store is found.  A store through a
   constant view of T's variable is read as the store naming it
   (named_destination).  A call or asm cannot write T: the callers make
   sure its variable's address is never taken but into calls and
   pointers that write none of T, and constant views.  */
static struct val
array_stores (const struct table_part &t, tree type, HOST_WIDE_INT idx,
              int depth)
{
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  auto_vec<gimple *, 4> selfs;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (!gimple_vdef (stmt) || gimple_clobber_p (stmt))
          continue;
        tree lhs = gimple_get_lhs (stmt);
        if (lhs)
          lhs = named_destination (lhs);
        if (!lhs || get_base_address (lhs) != t.decl)
          continue;
        HOST_WIDE_INT cidx = -1;
        tree ix = NULL_TREE;
        int shape = store_shape (t, lhs, type, &cidx, &ix);
        if (shape == 1)
          continue;
        struct val v;
        if (shape == 5)
          {
            int w = (gimple_assign_single_p (stmt)
                     ? vector_store_value (stmt, type, cidx, idx, depth, &v)
                     : -1);
            if (w < 0)
              return ascsync_val_unknown ();
            if (w > 0)
              r = ascsync_val_union (r, v);
            if (r.kind == VAL_UNKNOWN)
              return r;
            continue;
          }
        if (shape == 0 || !gimple_assign_single_p (stmt)
            || !operand_equal_p (TYPE_SIZE (TREE_TYPE (lhs)),
                                 TYPE_SIZE (type), 0)
            || (!POINTER_TYPE_P (TREE_TYPE (lhs))
                && !INTEGRAL_TYPE_P (TREE_TYPE (lhs))))
          return ascsync_val_unknown ();
        if (self_store_p (stmt, t, type))
          {
            /* One element: a store elsewhere adds nothing; else the
               caller takes the whole table's values.  */
            if (idx >= 0 && shape == 2 && cidx != idx)
              continue;
            if (idx >= 0)
              return ascsync_val_unknown ();
            selfs.safe_push (stmt);
            continue;
          }
        if (idx >= 0)
          {
            int w = shape == 2 ? cidx == idx
                    : shape == 3 ? indexed_store_value (stmt, ix, idx, depth,
                                                        &v)
                    : -1;
            if (w > 0 && shape == 2)
              v = ascsync_eval (gimple_assign_rhs1 (stmt), depth + 1);
            if (w < 0)
              return ascsync_val_unknown ();
            if (w == 0)
              continue;
          }
        else
          {
            /* The header PHIs of the loops around first: a value a
               loop keeps in a register and stores here each pass
               ("m[0] = m1 - (m1 >> 1)", m1 its header PHI) is reached
               at the PHI, whose cycle the evaluator closes there.  */
            ascsync_enter_loops_at (gimple_bb (stmt));
            v = ascsync_eval (gimple_assign_rhs1 (stmt), depth + 1);
          }
        if (!add_stored (&r, v, type))
          return ascsync_val_unknown ();
        if (r.kind == VAL_UNKNOWN)
          return r;
      }
  if (!selfs.is_empty ())
    r = self_store_fixpoint (t, type, r, selfs, depth);
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

/* Whether table T is a whole read-only global table of elements of
   TYPE (const_table_p).  */
static bool
const_part_p (const struct table_part &t, tree type)
{
  return t.off == 0 && t.ptype == TREE_TYPE (t.decl)
         && const_table_p (t.decl, type);
}

/* The largest index of table T, an array (0 for a scalar).  */
static uint64_t
part_max_index (const struct table_part &t)
{
  return TREE_CODE (t.ptype) == ARRAY_TYPE
         ? tree_to_uhwi (TYPE_MAX_VALUE (TYPE_DOMAIN (t.ptype))) : 0;
}

/* The values stored into table T by the current function: the union of
   every store (array_stores), memoized; else, when the stores can no
   longer be followed, what the "ascsync-tables" pass recorded; else
   unknown.  */
static struct val
array_values (const struct table_part &t, tree type, int depth)
{
  if (const_part_p (t, type))
    return const_elements (t.decl, type, 0, part_max_index (t));
  if (!part_traceable (t, type))
    {
      const struct table_record *rec = find_record (t, type);
      return rec ? rec->all : ascsync_val_unknown ();
    }
  if (struct table_memo *m = memo_find (array_memo, t))
    return m->all;
  if (!busy_enter (t))
    return ascsync_val_unknown ();
  struct val r = array_stores (t, type, -1, depth);
  busy_leave (t);
  if (r.kind == VAL_UNKNOWN)
    if (const struct table_record *rec = find_record (t, type))
      r = rec->all;
  struct table_memo e = { t.decl, t.off, t.bits, r };
  array_memo->safe_push (e);
  return r;
}

/* The values element IDX of table T (elements of type TYPE) may hold:
   its stores, else the recorded ones (see array_values).  */
static struct val
element_values (const struct table_part &t, tree type, HOST_WIDE_INT idx,
                int depth)
{
  if (const_part_p (t, type))
    return const_element (t.decl, type, idx);
  struct val e = ascsync_val_unknown ();
  if (part_traceable (t, type) && busy_enter (t))
    {
      e = array_stores (t, type, idx, depth);
      busy_leave (t);
    }
  const struct table_record *rec;
  if (e.kind == VAL_UNKNOWN && (rec = find_record (t, type))
      && (uint64_t) idx < rec->n)
    e = rec->elt[idx];
  return e;
}

/* The values of a load of type TYPE from table T, whose values are
   ALL, at an index in [LO, HI]: the union of those elements' values
   (element_values) when they are of ALL's kind, else ALL.  Index K is
   element K * STRIDE + ADD of T (a row of an array of arrays, see
   load_part).  */
static struct val
table_range (const struct table_part &t, tree type, const struct val &all,
             uint64_t lo, uint64_t hi, int depth, uint64_t stride = 1,
             uint64_t add = 0)
{
  if (lo > hi || hi >= TABLE_MAX_ELTS || hi * stride + add >= TABLE_MAX_ELTS)
    return all;
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  for (uint64_t k = lo; k <= hi; k++)
    {
      struct val e = element_values (t, type,
                                     (HOST_WIDE_INT) (k * stride + add),
                                     depth);
      if (e.kind != all.kind || e.param != all.param || e.cyc
          || (ascsync_val_is_ptr (e) && e.hi == OFF_ANY))
        return all;
      ascsync_val_forget_form (&e);
      r = ascsync_val_union (r, e);
    }
  return r.kind == all.kind ? r : all;
}

/* R, the values of the elements of table T (of elements of type TYPE)
   in index value IX's range, given the induction form of a load at IX
   when IX is C + S * T in iteration T of its loop (exact_iv_p) and the
   elements it selects in that range are single addresses or integers
   of one kind moving by one step D ("in[k]" in "for (k = 0; k < 3;
   k++)", the table filled with get_imm (X + k * SLOT)): the value of
   iteration T is then element C + S * T's, E0 + D * T.  Index K is
   element K * STRIDE + ADD of T.  */
static struct val
progression_form (const struct table_part &t, tree type, struct val r,
                  const struct val &ix, int depth, uint64_t stride,
                  uint64_t add)
{
  if (!exact_iv_p (ix) || ix.kind != VAL_INT || r.kind == VAL_UNKNOWN
      || ix.plo[0] > ix.hi || ix.ps <= 0 || ix.lo != ix.plo[0])
    return r;
  uint64_t e0 = 0;
  int64_t d = 0;
  int n = 0;
  for (uint64_t k = ix.plo[0]; k <= ix.hi; k += (uint64_t) ix.ps, n++)
    {
      if (k * stride + add >= TABLE_MAX_ELTS)
        return r;
      struct val e = element_values (t, type,
                                     (HOST_WIDE_INT) (k * stride + add),
                                     depth);
      if (e.kind != r.kind || e.param != r.param || e.cyc || e.lo != e.hi
          || e.lo > ((uint64_t) 1 << 40))
        return r;
      if (n == 0)
        e0 = e.lo;
      else if (n == 1)
        d = (int64_t) e.lo - (int64_t) e0;
      else if ((int64_t) e.lo != (int64_t) e0 + d * n)
        return r;
    }
  if (n < 2 || d == 0)
    return r;
  ascsync_val_forget_form (&r);
  r.pl = ix.pl;
  r.pk = 1;
  r.ps = d;
  r.plo[0] = r.phi[0] = e0;
  return r;
}

/* The value of a load of type TYPE from table T, whose values are ALL,
   at index value IX: when IX has a slot rotation, residue by residue
   the values of the elements it selects; else those of the elements in
   IX's range (table_range), with an induction form when IX has one and
   the elements step evenly (progression_form).  Index K is element
   K * STRIDE + ADD of T (see table_range).  */
static struct val
table_at (const struct table_part &t, tree type, const struct val &all,
          const struct val &ix, int depth, uint64_t stride, uint64_t add)
{
  if (all.kind == VAL_UNKNOWN || ix.cyc)
    return all;
  if (ix.pk < 2 || ix.ps)
    return ix.kind == VAL_INT
           ? progression_form (t, type,
                               table_range (t, type, all, ix.lo, ix.hi,
                                            depth, stride, add),
                               ix, depth, stride, add)
           : all;
  struct val r = all;
  ascsync_val_copy_form (&r, ix);
  for (int k = 0; k < ix.pk; k++)
    {
      if (ix.plo[k] != ix.phi[k] || ix.plo[k] >= TABLE_MAX_ELTS
          || ix.plo[k] * stride + add >= TABLE_MAX_ELTS)
        return all;
      struct val e = element_values (t, type,
                                     (HOST_WIDE_INT) (ix.plo[k] * stride
                                                      + add), depth);
      if (e.kind != all.kind || e.param != all.param
          || (ascsync_val_is_ptr (e) && e.hi == OFF_ANY))
        return all;
      ascsync_val_set_residue (&r, k, e);
    }
  r.onebase = 0;
  return r;
}

/* Find, in an object of type TYPE at bit offset AT of variable DECL,
   the table holding the SIZE bits at bit offset OFF: the innermost
   array of elements of SIZE bits (indexed from zero) containing them,
   into *T, with the element's index into *IDX; else, when TYPE is a
   scalar of SIZE bits at OFF, that scalar (*IDX -1).  Through the
   fields of structures (not unions: a member of a union is no table of
   its own).  */
static bool
part_at (tree decl, tree type, HOST_WIDE_INT at, HOST_WIDE_INT off,
         HOST_WIDE_INT size, struct table_part *t, HOST_WIDE_INT *idx)
{
  if (!TYPE_SIZE (type) || !tree_fits_shwi_p (TYPE_SIZE (type)))
    return false;
  HOST_WIDE_INT bits = tree_to_shwi (TYPE_SIZE (type));
  if (off < at || off + size > at + bits)
    return false;
  uint64_t max;
  if (TREE_CODE (type) == ARRAY_TYPE)
    {
      tree et = TREE_TYPE (type);
      if (!TYPE_SIZE (et) || !tree_fits_shwi_p (TYPE_SIZE (et))
          || tree_to_shwi (TYPE_SIZE (et)) <= 0
          || !zero_based_array_of (type, et, &max))
        return false;
      HOST_WIDE_INT eb = tree_to_shwi (TYPE_SIZE (et));
      if (eb == size && (off - at) % eb == 0)
        {
          *t = { decl, at, bits, type };
          *idx = (off - at) / eb;
          return true;
        }
      HOST_WIDE_INT k = (off - at) / eb;
      return part_at (decl, et, at + k * eb, off, size, t, idx);
    }
  if (TREE_CODE (type) == RECORD_TYPE)
    {
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
        if (TREE_CODE (f) == FIELD_DECL && DECL_SIZE (f)
            && tree_fits_shwi_p (DECL_SIZE (f))
            && tree_fits_shwi_p (bit_position (f)))
          {
            HOST_WIDE_INT fo = at + int_bit_position (f);
            if (off >= fo && off + size <= fo + tree_to_shwi (DECL_SIZE (f)))
              return part_at (decl, TREE_TYPE (f), fo, off, size, t, idx);
          }
      return false;
    }
  if (off != at || size != bits)
    return false;
  *t = { decl, at, bits, type };
  *idx = -1;
  return true;
}

/* Whether load REF of variable BASE is "A[I][C1]...[Cn]" of an array
   of arrays A at a constant place in BASE, I an SSA name and C1 to Cn
   constants: then the table A, I, and the element I * *STRIDE + *ADD
   of A (counted in REF's elements) it reads, into *T, *IX, *STRIDE and
   *ADD ("b[s][1]" of "__ubuf__ half *b[2][2]": element 2 * s + 1).  */
static bool
row_element (tree ref, tree base, struct table_part *t, tree *ix,
             uint64_t *stride, uint64_t *add)
{
  uint64_t max, st = 1, ad = 0;
  tree r = ref;
  while (TREE_CODE (r) == ARRAY_REF
         && TREE_CODE (TREE_OPERAND (r, 1)) == INTEGER_CST)
    {
      tree c = TREE_OPERAND (r, 1);
      if (!zero_based_array_of (TREE_TYPE (TREE_OPERAND (r, 0)),
                                TREE_TYPE (r), &max)
          || !tree_fits_uhwi_p (c) || tree_to_uhwi (c) > max
          || st > TABLE_MAX_ELTS)
        return false;
      ad += tree_to_uhwi (c) * st;
      st *= max + 1;
      r = TREE_OPERAND (r, 0);
    }
  if (r == ref || TREE_CODE (r) != ARRAY_REF
      || TREE_CODE (TREE_OPERAND (r, 1)) != SSA_NAME)
    return false;
  tree obj = TREE_OPERAND (r, 0);
  HOST_WIDE_INT off, size;
  bool reverse;
  if (get_ref_base_and_extent_hwi (obj, &off, &size, &reverse) != base
      || reverse || !zero_based_array_of (TREE_TYPE (obj), TREE_TYPE (r), &max))
    return false;
  *t = { base, off, size, TREE_TYPE (obj) };
  *ix = TREE_OPERAND (r, 1);
  *stride = st;
  *add = ad;
  return true;
}

/* Into *T, variable BASE as one table of elements of type TYPE's size:
   BASE an array (of arrays) of such elements.  False when it is not.  */
static bool
whole_array_part (tree base, tree type, struct table_part *t)
{
  tree et = TREE_TYPE (base);
  while (TREE_CODE (et) == ARRAY_TYPE)
    et = TREE_TYPE (et);
  if (TREE_CODE (TREE_TYPE (base)) != ARRAY_TYPE || !TYPE_SIZE (et)
      || !operand_equal_p (TYPE_SIZE (et), TYPE_SIZE (type), 0)
      || !tree_fits_shwi_p (TYPE_SIZE (TREE_TYPE (base))))
    return false;
  *t = { base, 0, tree_to_shwi (TYPE_SIZE (TREE_TYPE (base))),
         TREE_TYPE (base) };
  return true;
}

/* The table load REF (of variable BASE) reads, into *T: for "A[I]" with
   I an SSA name, the table A (I into *IX); for "A[I][C]" a row of an
   array of arrays (row_element: I into *IX, the element I * *STRIDE +
   *ADD); for a load at a constant place, the one element it reads (its
   index into *IDX) or the scalar it is (*IDX -1); for any other load
   from an array BASE (of arrays) of elements of REF's size, BASE (*IDX
   -1: any element).  False when there is none.  */
static bool
load_part (tree ref, tree base, struct table_part *t, HOST_WIDE_INT *idx,
           tree *ix, uint64_t *stride, uint64_t *add)
{
  *idx = -1;
  *ix = NULL_TREE;
  *stride = 1;
  *add = 0;
  HOST_WIDE_INT off, size;
  bool reverse;
  uint64_t max;
  if (TREE_CODE (ref) == ARRAY_REF
      && TREE_CODE (TREE_OPERAND (ref, 1)) == SSA_NAME)
    {
      tree obj = TREE_OPERAND (ref, 0);
      if (get_ref_base_and_extent_hwi (obj, &off, &size, &reverse) == base
          && !reverse
          && zero_based_array_of (TREE_TYPE (obj), TREE_TYPE (ref), &max))
        {
          *t = { base, off, size, TREE_TYPE (obj) };
          *ix = TREE_OPERAND (ref, 1);
          return true;
        }
    }
  else if (get_ref_base_and_extent_hwi (ref, &off, &size, &reverse) == base
           && !reverse)
    return part_at (base, TREE_TYPE (base), 0, off, size, t, idx);
  else if (row_element (ref, base, t, ix, stride, add))
    return true;
  return whole_array_part (base, TREE_TYPE (ref), t);
}

/* The index value, into *IX, of the element of ES bytes a pointer
   IDX0 elements into a table and moved by O bytes points to: O's
   values divided by ES, its slot rotation too; false when a value is
   not a multiple of ES, or O is no bounded integer.  */
static bool
offset_index (const struct val &o, HOST_WIDE_INT es, HOST_WIDE_INT idx0,
              struct val *ix)
{
  uint64_t e = (uint64_t) es;
  if (o.kind != VAL_INT || o.cyc || es <= 0 || idx0 < 0 || o.lo > o.hi
      || o.hi >= ((uint64_t) 1 << 32) || o.lo % e || o.hi % e)
    return false;
  *ix = o;
  ix->lo = o.lo / e + idx0;
  ix->hi = o.hi / e + idx0;
  ix->tz = 0;
  ix->dtop = 0;
  ix->onebase = 0;
  bool slots = o.pk >= 2 && !o.ps;
  for (int r = 0; slots && r < o.pk; r++)
    slots = o.plo[r] % e == 0 && o.phi[r] % e == 0;
  if (!slots)
    {
      ascsync_val_forget_form (ix);
      return true;
    }
  ix->pone = 0;
  ix->pdt = 0;
  for (int r = 0; r < o.pk; r++)
    {
      ix->plo[r] = o.plo[r] / e + idx0;
      ix->phi[r] = o.phi[r] / e + idx0;
    }
  return true;
}

/* The value, into *OUT, of load REF through a pointer made from the
   address of a local variable's table by pointer arithmetic ("*(&in +
   o)", an inlined function's array parameter indexed by a variable,
   which GCC leaves so): the table's element at the pointer's index
   value (offset_index), as load_value gives for "in[i]"; false when
   REF is no such load.  Only statements that do not let such a
   pointer escape (ascsync_tables_init) leave the table followed.  */
static bool
pointer_table_load (tree ref, int depth, struct val *out)
{
  tree type = TREE_TYPE (ref);
  if (TREE_CODE (ref) != MEM_REF
      || TREE_CODE (TREE_OPERAND (ref, 0)) != SSA_NAME
      || !tree_fits_shwi_p (TREE_OPERAND (ref, 1)) || !TYPE_SIZE (type)
      || !tree_fits_shwi_p (TYPE_SIZE (type)))
    return false;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (TREE_OPERAND (ref,
                                                                        0)));
  if (!def || TREE_CODE (gimple_assign_rhs1 (def)) != ADDR_EXPR
      || (gimple_assign_rhs_code (def) != ADDR_EXPR
          && gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR))
    return false;
  tree off = gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR
             ? gimple_assign_rhs2 (def) : NULL_TREE;
  poly_int64 po;
  HOST_WIDE_INT c, idx;
  tree decl = get_addr_base_and_unit_offset
                (TREE_OPERAND (gimple_assign_rhs1 (def), 0), &po);
  struct table_part t;
  HOST_WIDE_INT eb = tree_to_shwi (TYPE_SIZE (type));
  if (!decl || !VAR_P (decl) || !po.is_constant (&c)
      || eb % BITS_PER_UNIT
      || !part_at (decl, TREE_TYPE (decl), 0,
                   (c + tree_to_shwi (TREE_OPERAND (ref, 1)))
                   * BITS_PER_UNIT, eb, &t, &idx))
    return false;
  struct val all = array_values (t, type, depth);
  struct val ix;
  if (all.kind == VAL_UNKNOWN)
    *out = all;
  else if (!off)
    *out = idx < 0 ? all : table_range (t, type, all, (uint64_t) idx,
                                        (uint64_t) idx, depth);
  else if (idx >= 0
           && offset_index (ascsync_eval (off, depth + 1),
                            eb / BITS_PER_UNIT, idx, &ix))
    *out = table_at (t, type, all, ix, depth, 1, 0);
  else
    *out = all;
  return true;
}

/* Whether P, a pointer or an integer of a pointer's size, is the
   address of local variable *DECL moved by a multiple of ES bytes (ES a
   power of two): P is that address ("&in", "&in + 16"), a conversion
   between pointers and such integers of such a value, such a value
   plus a constant multiple of ES, or a PHI of such values -- the
   pointer induction variable ivopts makes to walk a table
   ("iv = (unsigned long) &in; ... iv = iv + 8").  Names in SEEN are
   taken to be (a cycle of the induction); BUDGET bounds the walk.  */
static bool
stepped_table_pointer (tree p, HOST_WIDE_INT es, tree *decl,
                       hash_set<tree> *seen, int *budget)
{
  if (--*budget < 0)
    return false;
  if (TREE_CODE (p) == ADDR_EXPR)
    {
      poly_int64 po;
      HOST_WIDE_INT c;
      tree b = get_addr_base_and_unit_offset (TREE_OPERAND (p, 0), &po);
      if (!b || !VAR_P (b) || is_global_var (b) || !po.is_constant (&c)
          || c % es || (*decl && *decl != b))
        return false;
      *decl = b;
      return true;
    }
  tree pt = TREE_TYPE (p);
  if (TREE_CODE (p) != SSA_NAME
      || !(POINTER_TYPE_P (pt) || INTEGRAL_TYPE_P (pt))
      || TYPE_PRECISION (pt) != TYPE_PRECISION (ptr_type_node))
    return false;
  if (seen->add (p))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (p);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!stepped_table_pointer (gimple_phi_arg_def (phi, i), es, decl,
                                    seen, budget))
          return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR)
    {
      tree c = gimple_assign_rhs2 (def);
      return (TREE_CODE (c) == INTEGER_CST
              && (TREE_INT_CST_LOW (c) & (es - 1)) == 0
              && stepped_table_pointer (a, es, decl, seen, budget));
    }
  return ((code == ADDR_EXPR || code == SSA_NAME
           || CONVERT_EXPR_CODE_P (code))
          && stepped_table_pointer (a, es, decl, seen, budget));
}

/* Strip from P the conversions between pointers and integers of a
   pointer's size.  */
static tree
strip_pointer_conversions (tree p)
{
  while (TREE_CODE (p) == SSA_NAME)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
      if (!as || !(CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
                   || gimple_assign_rhs_code (as) == SSA_NAME)
          || TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (as)))
             != TYPE_PRECISION (ptr_type_node))
        break;
      p = gimple_assign_rhs1 (as);
    }
  return p;
}

/* The index value, into *IX, of the element of ES bytes of variable
   DECL that pointer P reads, when P is the pointer ivopts makes to walk
   the table ("iv = (unsigned long) &in + C0" on entering loop L, "iv =
   iv + S" on its latch; S a positive multiple of ES): element C0 / ES +
   (S / ES) * T in iteration T of L, at most element MAX.  False when P
   is not so.  */
static bool
walked_index (tree p, HOST_WIDE_INT es, tree decl, uint64_t max,
              struct val *ix)
{
  p = strip_pointer_conversions (p);
  gphi *phi = TREE_CODE (p) == SSA_NAME
              ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (p)) : NULL;
  class loop *loop = phi ? gimple_bb (phi)->loop_father : NULL;
  if (!loop || loop->header != gimple_bb (phi) || !loop_preheader_edge (loop)
      || !loop_latch_edge (loop) || gimple_phi_num_args (phi) != 2)
    return false;
  tree init = strip_pointer_conversions
                (PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop)));
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  gassign *step = TREE_CODE (next) == SSA_NAME
                  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next)) : NULL;
  poly_int64 po;
  HOST_WIDE_INT c0;
  if (TREE_CODE (init) != ADDR_EXPR || !step
      || (gimple_assign_rhs_code (step) != PLUS_EXPR
          && gimple_assign_rhs_code (step) != POINTER_PLUS_EXPR)
      || gimple_assign_rhs1 (step) != p
      || !tree_fits_shwi_p (gimple_assign_rhs2 (step))
      || get_addr_base_and_unit_offset (TREE_OPERAND (init, 0), &po) != decl
      || !po.is_constant (&c0) || c0 < 0 || c0 % es)
    return false;
  HOST_WIDE_INT s = tree_to_shwi (gimple_assign_rhs2 (step));
  if (s <= 0 || s % es || (uint64_t) (c0 / es) > max)
    return false;
  *ix = ascsync_val_int ((uint64_t) (c0 / es), max);
  ix->pl = loop->num;
  ix->pk = 1;
  ix->ps = s / es;
  ix->plo[0] = ix->phi[0] = (uint64_t) (c0 / es);
  return true;
}

/* Move index value *IX by K elements (K of either sign): its range and
   every residue of its form; false when a value may go below 0.  */
static bool
shift_index (struct val *ix, int64_t k)
{
  if (ix->kind != VAL_INT || ix->cyc || ix->hi > ((uint64_t) 1 << 40)
      || (k < 0 && ix->lo < (uint64_t) -k))
    return false;
  for (int r = 0; r < ix->pk; r++)
    {
      if (k < 0 && ix->plo[r] < (uint64_t) -k)
        return false;
      ix->plo[r] += (uint64_t) k;
      ix->phi[r] += (uint64_t) k;
    }
  ix->lo += (uint64_t) k;
  ix->hi += (uint64_t) k;
  ix->tz = 0;
  ix->dtop = 0;
  ix->pdt = 0;
  return true;
}

/* The value, into *OUT, of load REF through a pointer that walks the
   elements of a local table (stepped_table_pointer): when REF is
   "MEM[&in + I * ES]" (a TARGET_MEM_REF of the table's address, index
   I scaled by the element's size) or reads through the pointer ivopts
   walks the table with (walked_index), the elements at that index
   (table_at); else any element's value (array_values of the table of
   elements of REF's size that is the whole variable: its stores or
   what the "ascsync-tables" pass recorded them to be).  False when
   REF is no such load.  REF is a MEM_REF or a TARGET_MEM_REF, whose
   constant offset and scaled index move the pointer by multiples of
   the element's size.  */
static bool
stepped_table_load (tree ref, int depth, struct val *out)
{
  tree type = TREE_TYPE (ref);
  if (!TYPE_SIZE_UNIT (type) || !tree_fits_shwi_p (TYPE_SIZE_UNIT (type)))
    return false;
  HOST_WIDE_INT es = tree_to_shwi (TYPE_SIZE_UNIT (type));
  tree ptr, off, index = NULL_TREE;
  if (TREE_CODE (ref) == MEM_REF)
    ptr = TREE_OPERAND (ref, 0), off = TREE_OPERAND (ref, 1);
  else if (TREE_CODE (ref) == TARGET_MEM_REF && !TMR_INDEX2 (ref)
           && (!TMR_INDEX (ref)
               || (TMR_STEP (ref) && tree_fits_shwi_p (TMR_STEP (ref))
                   && tree_to_shwi (TMR_STEP (ref)) % es == 0)))
    {
      ptr = TMR_BASE (ref), off = TMR_OFFSET (ref);
      if (TMR_INDEX (ref) && tree_to_shwi (TMR_STEP (ref)) == es)
        index = TMR_INDEX (ref);
    }
  else
    return false;
  HOST_WIDE_INT o;
  if (es <= 0 || (es & (es - 1)) || !ascsync_signed_cst (off, &o) || o % es)
    return false;
  tree decl = NULL_TREE;
  hash_set<tree> seen;
  int budget = 32;
  if (!stepped_table_pointer (ptr, es, &decl, &seen, &budget))
    return false;
  struct table_part t;
  if (!whole_array_part (decl, type, &t))
    return false;
  *out = array_values (t, type, depth);
  uint64_t max = part_max_index (t);
  struct val ix;
  if (TREE_CODE (TREE_TYPE (t.ptype)) == ARRAY_TYPE)
    return true;
  if (index && TREE_CODE (ptr) == ADDR_EXPR
      && TREE_OPERAND (ptr, 0) == decl
      && shift_index (&(ix = ascsync_eval (index, depth + 1)), o / es))
    *out = table_at (t, type, *out, ix, depth, 1, 0);
  else if (!index && walked_index (ptr, es, decl, max, &ix)
           && shift_index (&ix, o / es))
    *out = table_at (t, type, *out, ix, depth, 1, 0);
  return true;
}

/* The value of load REF from a table (see struct table_part): its
   elements' values (array_values); those of the one element it reads
   when that is at a constant place; at index value IX (null: the
   evaluator's value of REF's index) when REF is "A[I]" with I an SSA
   name, or "A[I][C]" (the evaluator's value of I).  A read-only table's load at another place is what GCC folds
   it to, else unknown (it may straddle elements).  */
static struct val
load_value (tree ref, const struct val *ix, int depth)
{
  tree base = get_base_address (ref);
  struct val tv;
  if (base && base == ref
      && (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF))
    return pointer_table_load (ref, depth, &tv) ? tv
           : stepped_table_load (ref, depth, &tv) ? tv
           : ascsync_entry_load (ref, depth, &tv) ? tv
           : ascsync_local_load_value (ref, depth);
  /* Through a pointer parameter: what its calls' objects hold.  */
  if (base && TREE_CODE (base) == MEM_REF
      && ascsync_entry_load (ref, depth, &tv))
    return tv;
  if (!base || !DECL_P (base))
    return ascsync_val_unknown ();
  /* "MEM[&in + I * 8]": the table's address with a scaled index.  */
  if (TREE_CODE (ref) == TARGET_MEM_REF && stepped_table_load (ref, depth, &tv))
    return tv;
  struct table_part t;
  HOST_WIDE_INT idx;
  tree ixt;
  uint64_t stride, add;
  bool found = load_part (ref, base, &t, &idx, &ixt, &stride, &add);
  struct val all;
  if (const_table_p (base, TREE_TYPE (ref))
      && (!found || !ixt || !const_part_p (t, TREE_TYPE (ref))))
    return folded_load (ref);
  /* A variable a call fills ("init (&op)"): what it is ever given.  */
  if (!found || (all = array_values (t, TREE_TYPE (ref), depth)).kind
                == VAL_UNKNOWN)
    return ascsync_object_load (ref, base, depth, &tv) ? tv
           : ascsync_val_unknown ();
  if (idx >= 0)
    return table_range (t, TREE_TYPE (ref), all, (uint64_t) idx,
                        (uint64_t) idx, depth);
  if (!ixt)
    return all;
  /* IX is the value of REF's own index: not the row's of "A[I][C]".  */
  struct val iv = ix && ixt == TREE_OPERAND (ref, 1) ? *ix
                  : ascsync_eval (ixt, depth + 1);
  return table_at (t, TREE_TYPE (ref), all, iv, depth, stride, add);
}

/* See gimple_val.h.  */
struct val
ascsync_eval_var_bytes (tree decl, uint64_t byte, tree type, int depth)
{
  struct table_part t;
  HOST_WIDE_INT idx;
  if (!decl || !VAR_P (decl) || !TYPE_SIZE (type)
      || !tree_fits_shwi_p (TYPE_SIZE (type)) || byte >= ((uint64_t) 1 << 32)
      || !part_at (decl, TREE_TYPE (decl), 0, (HOST_WIDE_INT) byte * 8,
                   tree_to_shwi (TYPE_SIZE (type)), &t, &idx)
      || !part_traceable (t, type))
    return ascsync_val_unknown ();
  struct val all = array_values (t, type, depth);
  if (all.kind == VAL_UNKNOWN || idx < 0)
    return all;
  return table_range (t, type, all, (uint64_t) idx, (uint64_t) idx, depth);
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

/* Push onto OUT the tables (struct table_part) of an object of type
   TYPE at bit offset AT of local variable VAR whose elements the
   "ascsync-tables" pass records: arrays of at most TABLE_MAX_ELTS
   pointer or integer elements, the object itself or fields of
   structures in it, at any depth.  */
static void
collect_parts (tree var, tree type, HOST_WIDE_INT at, vec<table_part> *out)
{
  uint64_t max;
  if (TREE_CODE (type) == ARRAY_TYPE)
    {
      tree et = TREE_TYPE (type);
      if (TYPE_SIZE (type) && tree_fits_shwi_p (TYPE_SIZE (type))
          && TYPE_SIZE (et) && tree_fits_uhwi_p (TYPE_SIZE (et))
          && zero_based_array_of (type, et, &max) && max < TABLE_MAX_ELTS)
        {
          table_part t = { var, at, tree_to_shwi (TYPE_SIZE (type)), type };
          if (part_traceable (t, et))
            out->safe_push (t);
        }
      return;
    }
  if (TREE_CODE (type) != RECORD_TYPE)
    return;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && tree_fits_shwi_p (bit_position (f)))
      collect_parts (var, TREE_TYPE (f), at + int_bit_position (f), out);
}

/* Note the run-time multiples the elements of table T (of type TYPE),
   a table of pointers, hold (ascsync_note_symbolic_element).  */
static void
note_symbolic_elements (const struct table_part &t, tree type)
{
  tree tsz = TYPE_SIZE_UNIT (type);
  if (!POINTER_TYPE_P (type) || !tsz || !tree_fits_uhwi_p (tsz)
      || t.off % BITS_PER_UNIT)
    return;
  HOST_WIDE_INT es = (HOST_WIDE_INT) tree_to_uhwi (tsz);
  for (uint64_t k = 0; k <= part_max_index (t); k++)
    ascsync_note_symbolic_element (t.decl, t.off / BITS_PER_UNIT + k * es,
                                   (unsigned) es);
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
    any |= VAR_P (var) && (TREE_CODE (TREE_TYPE (var)) == ARRAY_TYPE
                           || TREE_CODE (TREE_TYPE (var)) == RECORD_TYPE);
  if (!any || !uses_local_memory_p (fun))
    return;
  if (current_loops)
    ascsync_note_ranges (fun);
  ascsync_eval_init (fun);
  /* After ascsync_eval_init: which variables' addresses are taken.  */
  auto_vec<table_part> parts;
  FOR_EACH_LOCAL_DECL (fun, i, var)
    if (VAR_P (var))
      collect_parts (var, TREE_TYPE (var), 0, &parts);
  for (unsigned p = 0; p < parts.length (); p++)
    {
      const table_part &t = parts[p];
      tree type = TREE_TYPE (t.ptype);
      if (find_record (t, type))
        continue;
      note_symbolic_elements (t, type);
      struct table_record *rec = XCNEW (struct table_record);
      rec->uid = DECL_UID (t.decl);
      rec->off = t.off;
      rec->pbits = t.bits;
      rec->bits = tree_to_uhwi (TYPE_SIZE (type));
      rec->all = array_values (t, type, 0);
      if (rec->all.kind == VAL_UNKNOWN)
        {
          free (rec);
          continue;
        }
      rec->n = part_max_index (t) + 1;
      for (unsigned k = 0; k < rec->n; k++)
        rec->elt[k] = element_values (t, type, k, 0);
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
