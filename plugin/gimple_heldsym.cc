/* gimple_heldsym.cc -- buffers whose start is known only at run time,
   read from the object a pointer parameter points to (ascsync).

   An operator class whose tiling comes at run time lays its buffers
   out from the tile length and keeps their addresses in the object:

     Init:     tb = tile * sizeof (half);
               for (s = 0; s < 2; s++) xb[s] = get_imm (s * tb); ...
     Process:  for (t = 0; t < n; t++)
                 copy_gm_to_ubuf (xb[t & 1], ...);  vadd (zb[t & 1], ...)

   With Process left out of line (at -O2 it is an inline member
   function too large to inline), its operands are loads through
   "this": gimple_entry.cc knows what the object holds only when those
   are constants, so each was any byte of UB, and the load of tile t + 1
   waited for the vector work on tile t.

   gimple_heldval.cc follows such values as multiples of a value X of
   the function that owns the object (struct held HELD_SUB: X its tile
   length, a parameter or a name defined on no cycle, one value in a
   run), through the calls given the object's address (an Init left
   out of line: what its stores hold at each call, gimple_heldstore.cc).
   This file

   - notes, when the interprocedural passes end (every body there, a
     ranger of the function's own), at each call passing the address of
     a local object, the largest value of each such X of the object's
     contents, where GCC's range says X is at least 1 there, or the
     layout assumption takes it to be (unchecked, with a warning:
     ascsync_run_length_bounds) (ascsync_heldsym_note;
     ascsync_heldsym_range reads it back: X is then at least 1 wherever
     the callee runs, and computed exactly);
   - gives an access through a pointer loaded from the object at entry
     (a place that is a constant, or an index whose values the
     evaluator bounds, residue by residue of its rotation) the run-time
     slot form of gimple_symstart.cc: from COEF * X up to the next start
     above it among the multiples of X the object holds (the layout
     assumption: a start left out only makes the buffer reach further),
     keyed by X as a value of another function (ascsync_foreign_key),
     the same key wherever the object's X is met.  Two accesses whose
     ranges of coefficients do not meet touch no common byte, X being
     one value for the whole run of the function reading it.  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "gimple-range.h"
#include "cgraph.h"
#include "gimple_val.h"
#include "gimple_held.h"
#include "gimple_runslot.h"

/* Largest object whose contents are read (bytes).  */
#define HELDSYM_OBJECT_MAX 512
/* Most coefficients of X kept as starts: one per pointer of the
   largest object.  */
#define HELDSYM_STARTS (HELDSYM_OBJECT_MAX / 8)

/* X, a value of the function making the call of edge EDGE (kept
   when GCC replaces the call's statement by one of a clone), is at
   least 1 and at most HI there.  */
struct sym_range
{
  cgraph_edge *edge;
  tree x;
  uint64_t hi;
};
static vec<sym_range> sym_ranges;

/* See gimple_held.h.  */
bool
ascsync_heldsym_range (cgraph_edge *edge, tree x, uint64_t *hi)
{
  for (unsigned i = 0; i < sym_ranges.length (); i++)
    if (sym_ranges[i].edge == edge && sym_ranges[i].x == x)
      {
        *hi = sym_ranges[i].hi;
        return true;
      }
  /* A clone not made yet: its call is a statement of the function it
     copies (ascsync_call_edge_fn), X's range noted at that function's
     call, which covers the clone's.  */
  for (cgraph_node *n = edge->caller->clone_of; n && edge->call_stmt;
       n = n->clone_of)
    if (cgraph_edge *orig = n->get_edge (edge->call_stmt))
      return orig != edge && ascsync_heldsym_range (orig, x, hi);
  return false;
}

/* Note X's range at the call of EDGE of the current function (struct
   sym_range), once; START: X is a value buffer starts the object holds
   are multiples of.  */
static void
note_range (cgraph_edge *edge, tree x, bool start)
{
  uint64_t hi;
  if (ascsync_heldsym_range (edge, x, &hi)
      || !ascsync_run_length_bounds (x, edge->call_stmt, start, &hi))
    return;
  sym_range r = { edge, x, hi };
  sym_ranges.safe_push (r);
}

/* See ascsync-gcc.h.  */
void
ascsync_heldsym_reset (void)
{
  sym_ranges.release ();
}

/* The values X whose multiples the local variable OBJ of FN holds,
   each once, into XS (at most one per pointer of OBJ); into STARTS, at
   the same index, whether some of those multiples are buffer starts.  */
static void
object_values (function *fn, tree obj, vec<tree> *xs, vec<bool> *starts)
{
  const unsigned psize = tree_to_uhwi (TYPE_SIZE_UNIT (ptr_type_node));
  tree sz = DECL_SIZE_UNIT (obj);
  if (!sz || !tree_fits_uhwi_p (sz) || tree_to_uhwi (sz) > HELDSYM_OBJECT_MAX)
    return;
  for (uint64_t b = 0; b + psize <= tree_to_uhwi (sz); b += psize)
    {
      struct held h;
      if (ascsync_object_held (fn, obj, (HOST_WIDE_INT) b, psize, &h)
          && (h.kind == HELD_SINT || h.kind == HELD_SUB) && !h.sxj)
        {
          unsigned i = 0;
          while (i < xs->length () && (*xs)[i] != h.sx)
            i++;
          if (i == xs->length ())
            {
              xs->safe_push (h.sx);
              starts->safe_push (false);
            }
          (*starts)[i] |= h.kind == HELD_SUB;
        }
    }
}

/* See ascsync-gcc.h.  Each object's values are found once, their
   ranges taken at each call passing its address.  */
void
ascsync_heldsym_note (function *fn)
{
  auto_vec<tree> objs;
  auto_vec<vec<tree> > values;
  auto_vec<vec<bool> > starts;
  cgraph_node *node = cgraph_node::get (fn->decl);
  for (cgraph_edge *e = node ? node->callees : NULL; e; e = e->next_callee)
    {
      gcall *call = e->call_stmt;
      for (unsigned i = 0; call && i < gimple_call_num_args (call); i++)
        {
          tree arg = gimple_call_arg (call, i);
          poly_int64 po;
          tree obj = TREE_CODE (arg) == ADDR_EXPR
                     ? get_addr_base_and_unit_offset (TREE_OPERAND (arg, 0),
                                                      &po)
                     : NULL_TREE;
          if (!obj || !VAR_P (obj) || !po.is_constant ())
            continue;
          int k = objs.length () - 1;
          while (k >= 0 && objs[k] != obj)
            k--;
          if (k < 0)
            {
              objs.safe_push (obj);
              values.safe_push (vec<tree> ());
              starts.safe_push (vec<bool> ());
              k = objs.length () - 1;
              object_values (fn, obj, &values[k], &starts[k]);
            }
          for (unsigned j = 0; j < values[k].length (); j++)
            note_range (e, values[k][j], starts[k][j]);
        }
    }
  for (unsigned k = 0; k < values.length (); k++)
    {
      values[k].release ();
      starts[k].release ();
    }
}

/* The pointer SSA name B is loaded by, through copies and conversions
   that keep it whole, or null.  */
static gassign *
pointer_load (tree b)
{
  for (int depth = 0; depth < 8 && TREE_CODE (b) == SSA_NAME; depth++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
      if (!as)
        return NULL;
      tree rhs = gimple_assign_rhs1 (as);
      enum tree_code code = gimple_assign_rhs_code (as);
      if (gimple_assign_load_p (as) && gimple_assign_single_p (as))
        return as;
      if (code != SSA_NAME
          && !(CONVERT_EXPR_CODE_P (code)
               && TYPE_PRECISION (TREE_TYPE (rhs)) >= 32
               && TYPE_PRECISION (TREE_TYPE (b)) >= 32))
        return NULL;
      b = rhs;
    }
  return NULL;
}

/* Whether SSA name X is one of the current function's.  */
static bool
own_value_p (tree x)
{
  return SSA_NAME_VERSION (x) < num_ssa_names
         && ssa_name (SSA_NAME_VERSION (x)) == x;
}

/* Where the object read lies: what pointer parameter PARAM of the
   current function points to (OBJ null), or the current function's
   local variable OBJ, whose address CALL passes.  */
struct held_src
{
  int param;
  tree obj;
  gimple *call;
};

/* What the object of SRC holds at bytes [BYTE, BYTE + SIZE), into *H;
   of a multiple of a value X, X's largest value too.  */
static bool
src_held (const struct held_src &src, HOST_WIDE_INT byte, unsigned size,
          struct held *h)
{
  if (!src.obj)
    return ascsync_entry_held (src.param, byte, size, h);
  if (!ascsync_object_held (cfun, src.obj, byte, size, h))
    return false;
  if (h->kind != HELD_SINT && h->kind != HELD_SUB)
    return true;
  /* X a value of the current function (the object is its variable):
     its bounds at the call (for a start's, unchecked, the layout
     assumption's).  */
  return !h->sxj && own_value_p (h->sx)
         && ascsync_run_length_bounds (h->sx, src.call,
                                         h->kind == HELD_SUB, &h->sxhi);
}

/* The size of the object of SRC, or 0 when not known.  */
static uint64_t
src_size (const struct held_src &src)
{
  tree type = NULL_TREE;
  if (src.obj)
    type = TREE_TYPE (src.obj);
  else
    {
      tree parm = ascsync_param_at (current_function_decl, src.param);
      if (parm && POINTER_TYPE_P (TREE_TYPE (parm)))
        type = TREE_TYPE (TREE_TYPE (parm));
    }
  tree sz = type ? TYPE_SIZE_UNIT (type) : NULL_TREE;
  return sz && tree_fits_uhwi_p (sz) ? tree_to_uhwi (sz) : 0;
}

/* A buffer start read from the object: X (XJ not 0: joined call by
   call, struct held) and the coefficients [CLO[R], CHI[R]] per residue
   R of K (1: one range), the largest multiple computed on the way
   (SMAX) and X's largest value (XHI).  */
struct held_start
{
  tree x;
  int xj;
  int k;
  uint64_t clo[SYNC_MAXK], chi[SYNC_MAXK];
  uint64_t smax, xhi;
};

/* Join into residue R of *F what the object of SRC holds at
   bytes C + VMUL * I, SIZE of them, for I in [LO, HI].  */
static bool
residue_held (const struct held_src &src, HOST_WIDE_INT c,
              HOST_WIDE_INT vmul, uint64_t lo, uint64_t hi, unsigned size,
              int r, struct held_start *f)
{
  bool has = false;
  struct held all;
  if (hi < lo || hi - lo >= 16)
    return false;
  for (uint64_t i = lo; i <= hi; i++)
    {
      struct held h;
      if (!src_held (src, c + vmul * (HOST_WIDE_INT) i, size, &h)
          || !(h.kind == HELD_SUB ? h.sxhi != 0
               : h.kind == HELD_UB && h.lo == 0 && h.hi == 0)
          || !ascsync_held_join (&all, &has, h))
        return false;
    }
  /* The UB address 0 alone: the start 0 of any X's multiples.  */
  if (all.kind == HELD_UB)
    {
      f->clo[r] = f->chi[r] = 0;
      return true;
    }
  if (f->x && (f->x != all.sx || f->xj != all.sxj))
    return false;
  f->x = all.sx;
  f->xj = all.sxj;
  f->clo[r] = all.lo;
  f->chi[r] = all.hi;
  f->smax = MAX (f->smax, all.smax);
  f->xhi = MAX (f->xhi, all.sxhi);
  return true;
}

/* The start memory reference REF, a load from the object of SRC (PDEF:
   the parameter's default definition, or the variable), reads, into *F
   (residue by residue of its index's rotation, *IX the index's value
   when it has one).  */
static bool
load_start (tree ref, const struct held_src &src, tree pdef,
            struct held_start *f, struct val *ix)
{
  HOST_WIDE_INT c, vmul;
  tree var;
  tree tsz = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  if (!tsz || !tree_fits_uhwi_p (tsz)
      || ascsync_ref_place (ref, pdef, &c, &var, &vmul) != 1)
    return false;
  unsigned size = tree_to_uhwi (tsz);
  memset (f, 0, sizeof *f);
  f->k = 1;
  ix->pk = 0;
  if (!var)
    return residue_held (src, c, 0, 0, 0, size, 0, f);
  *ix = ascsync_eval (var, 0);
  if (ix->kind != VAL_INT || ix->cyc)
    return false;
  if (ix->pk < 2 || ix->ps)
    {
      ix->pk = 0;
      return residue_held (src, c, vmul, ix->lo, ix->hi, size, 0, f);
    }
  f->k = ix->pk;
  for (int r = 0; r < ix->pk; r++)
    if (!residue_held (src, c, vmul, ix->plo[r], ix->phi[r], size, r, f))
      return false;
  return true;
}

/* The coefficients of X (XJ as in struct held), in increasing order, of
   the starts the object of SRC holds (each one value; the UB address 0
   the start 0 of X's multiples), exact at X's largest XHI,
   into C; their number.  */
static int
object_starts (const struct held_src &src, tree x, int xj, uint64_t xhi,
               uint64_t *c)
{
  const unsigned psize = tree_to_uhwi (TYPE_SIZE_UNIT (ptr_type_node));
  uint64_t size = src_size (src);
  if (size > HELDSYM_OBJECT_MAX)
    return 0;
  int n = 0;
  for (uint64_t b = 0; b + psize <= size; b += psize)
    {
      struct held h;
      if (!src_held (src, b, psize, &h))
        continue;
      if (h.kind == HELD_SUB && h.sx == x && h.sxj == xj
          && h.lo == h.hi && h.smax * xhi < ASCSYNC_SLOT_TERM_LIMIT)
        n = ascsync_add_start (c, n, HELDSYM_STARTS, h.lo);
      else if (h.kind == HELD_UB && h.lo == 0 && h.hi == 0)
        n = ascsync_add_start (c, n, HELDSYM_STARTS, 0);
    }
  return n;
}

/* Give access S the run-time slot form of F, the starts the object of
   SRC holds where S's pointer is read (residue by residue
   of loop LOOP's rotation, PPHASE as in struct val, when F->K >= 2).  */
static bool
held_form (const struct held_src &src, struct held_start *f, int loop,
           int pphase, struct sync_access *s)
{
  if (!f->x || f->smax * f->xhi >= ASCSYNC_SLOT_TERM_LIMIT)
    return false;
  uint64_t starts[HELDSYM_STARTS];
  int nstarts = object_starts (src, f->x, f->xj, f->xhi, starts);
  if (nstarts < 2)
    return false;
  /* The access's own rotation must be F's (or a multiple of it) for
     the residues to select the element; else one range.  */
  if (f->k >= 2 && s->pk >= 2
      && (s->ploop != loop || s->pphase != pphase || s->pk % f->k))
    {
      for (int r = 1; r < f->k; r++)
        {
          f->clo[0] = MIN (f->clo[0], f->clo[r]);
          f->chi[0] = MAX (f->chi[0], f->chi[r]);
        }
      f->k = 1;
    }
  if (f->k >= 2 && s->pk < 2)
    ascsync_give_rotation (s, f->k, loop, pphase);
  for (int r = 0; r < (s->pk >= 2 ? s->pk : 1); r++)
    {
      int fr = f->k >= 2 ? r % f->k : 0;
      uint64_t next = ascsync_next_start (starts, nstarts, f->chi[fr]);
      if (f->clo[fr] > 255 || next > 255)
        return false;
      s->sslot[r] = (uint8_t) f->clo[fr];
      s->send[r] = next && next * f->xhi < ASCSYNC_SLOT_TERM_LIMIT
                   ? (uint8_t) next : 0;
    }
  /* X's key: its own when it is the current function's value.  */
  s->sname = !f->xj && own_value_p (f->x)
             ? (int32_t) SSA_NAME_VERSION (f->x) + 1
             : ascsync_foreign_key (f->x, f->xj);
  s->sunit = 1;
  s->sbase = 0;
  s->swhole = 1;
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_held_symbolic (gcall *call, tree ptr, struct sync_access *s)
{
  struct ptr_parts parts;
  if (!ascsync_settings.layout)
    return false;
  ascsync_split_pointer (ptr, &parts);
  gassign *load = parts.bad ? NULL : pointer_load (parts.base);
  tree ref = load ? gimple_assign_rhs1 (load) : NULL_TREE;
  tree pdef = ref ? ascsync_reference_param (ref) : NULL_TREE;
  tree obj = ref && !pdef ? get_base_address (ref) : NULL_TREE;
  if (!pdef && !(obj && VAR_P (obj) && auto_var_in_fn_p (obj, cfun->decl)))
    return false;
  for (int i = 0; i < parts.n; i++)
    if (!ascsync_offset_own_p (parts.off[i], 0)
        || ascsync_maybe_negative_p (parts.off[i]))
      return false;
  struct held_start f;
  struct val ix;
  memset (&ix, 0, sizeof ix);
  struct held_src src = { pdef ? ascsync_param_index (SSA_NAME_VAR (pdef))
                               : -1, pdef ? NULL_TREE : obj, call };
  return load_start (ref, src, pdef ? pdef : obj, &f, &ix)
         && held_form (src, &f, ix.pl, ix.pphase, s);
}

/* See ascsync-gcc.h.  */
bool
ascsync_held_places (gcall *call, tree obj, int param, int k, int loop,
                     int pphase, const HOST_WIDE_INT *byte, unsigned size,
                     struct sync_access *s)
{
  struct held_start f;
  struct held_src src = { param, obj, call };
  if (!ascsync_settings.layout || (!obj && param < 0))
    return false;
  memset (&f, 0, sizeof f);
  f.k = k;
  for (int r = 0; r < k; r++)
    if (!residue_held (src, byte[r], 0, 0, 0, size, r, &f))
      return false;
  return held_form (src, &f, loop, pphase, s);
}
