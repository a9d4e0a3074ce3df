/* gimple_runslot.cc -- slots whose size is known only at run time
   (ascsync).

   Operators take their tiling from the host: the tile length is a
   kernel argument, and so is the distance between the slots of a
   double- (or K-) buffered stream:

     gs = gate16 + (t & 1) * tile;          slot t & 1, TILE elements
     copy_gm_to_ubuf (gs, ...);             tile t into its slot
     vconv_f162f32 (fb + o, gs + o, ...);   its masked tail

   The evaluator gives the slot index T & 1 per residue (0, then 1) but
   TILE only as a range, so slot 1 may start anywhere from 128 bytes
   past slot 0 to 16 KB past it and every footprint covers both slots:
   the load of tile t + 1 waits for the readers of tile t.

   Here the pointer is taken apart into a buffer start B (a get_imm
   address), one slot term INDEX * SIZE * UNIT (INDEX rotating over
   constants with a loop, SIZE an SSA value the loop does not change,
   at least 1 by GCC's range or, unchecked, the layout assumption
   (ascsync_run_length_bounds), UNIT a constant) and offsets that
   do not themselves move by SIZE.  Under the layout assumption a pointer
   derived from a slot's address stays in that slot, as one derived from
   a buffer's address stays in the buffer: slot I is [B + I * SIZE *
   UNIT, B + (I + 1) * SIZE * UNIT) whatever SIZE is, the highest slot
   the rotation selects from its start on.  So two accesses keyed by the
   same B, SIZE and UNIT in different slots are apart, for every SIZE
   those bounds allow (struct sync_access SNAME, SUNIT, SBASE, SSLOT,
   SEND; compared in sync_access.c).  An offset C * SIZE * UNIT moves
   the slots by C ("yb = xb + 2 * tile; yb + s * tile": slots 2 and
   3), and the highest slot ends where the next would start when the
   access's own counts keep it within SIZE * UNIT bytes of its slot's
   start (within_slot_p).  A buffer whose start itself is a multiple of
   such a value is gimple_symstart.cc's.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"
#include "gimple_runslot.h"

#define MAX_WALK 12              /* definitions followed per term */
#define TERM_LIMIT ASCSYNC_SLOT_TERM_LIMIT

/* The assignment defining SSA name T, or NULL.  */
static gassign *
def_assign (tree t)
{
  if (TREE_CODE (t) != SSA_NAME)
    return NULL;
  return dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
}

/* The sum T is SCALE times, when SCALED lets the walk look under a
   product and a conversion: T itself when a sum; X when T is "X * C",
   C a positive constant, and X such a sum (*SCALE times C); X when T is
   a conversion of X to a type at least as wide, X a sum in a type
   whose overflow is undefined (its value, sign-extended or not, is the
   sum of its terms converted, modulo the offset's 2^64).  NULL when T
   is none of these.  */
static gassign *
scaled_sum (tree t, bool scaled, HOST_WIDE_INT *scale, int depth)
{
  gassign *as = def_assign (t);
  if (!as || depth >= MAX_WALK)
    return NULL;
  enum tree_code code = gimple_assign_rhs_code (as);
  if (code == PLUS_EXPR)
    return as;
  if (!scaled)
    return NULL;
  tree x = gimple_assign_rhs1 (as);
  HOST_WIDE_INT c;
  if (code == MULT_EXPR && TREE_CODE (gimple_assign_rhs2 (as)) == INTEGER_CST
      && ascsync_signed_cst (gimple_assign_rhs2 (as), &c) && c > 0
      && c <= 4096 && *scale <= 4096
      && (TYPE_PRECISION (TREE_TYPE (t)) == 64
          || TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (t))))
    {
      HOST_WIDE_INT inner = *scale * c;
      gassign *sum = scaled_sum (x, scaled, &inner, depth + 1);
      if (sum)
        *scale = inner;
      return sum;
    }
  if (CONVERT_EXPR_CODE_P (code) && TREE_CODE (x) == SSA_NAME
      && INTEGRAL_TYPE_P (TREE_TYPE (x))
      && TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (x))
      && TYPE_PRECISION (TREE_TYPE (t)) >= TYPE_PRECISION (TREE_TYPE (x)))
    {
      gassign *sum = def_assign (x);
      return sum && gimple_assign_rhs_code (sum) == PLUS_EXPR ? sum : NULL;
    }
  return NULL;
}

/* Add integer offset T, counting SCALE bytes a unit, to PARTS, split at
   its sums of offsets (scaled_sum, SCALED as there), added by the
   LEVEL-th pointer addition from the outermost.  */
static void
add_offset (struct ptr_parts *parts, tree t, HOST_WIDE_INT scale,
            bool scaled, int level, int depth)
{
  HOST_WIDE_INT inner = scale;
  gassign *as = depth < MAX_WALK ? scaled_sum (t, scaled, &inner, 0) : NULL;
  if (as)
    {
      add_offset (parts, gimple_assign_rhs1 (as), inner, scaled, level,
                  depth + 1);
      add_offset (parts, gimple_assign_rhs2 (as), inner, scaled, level,
                  depth + 1);
      return;
    }
  if (parts->n == ASCSYNC_PTR_TERMS)
    parts->bad = true;
  else
    {
      parts->level[parts->n] = level;
      parts->scale[parts->n] = scale;
      parts->off[parts->n++] = t;
    }
}

/* See gimple_runslot.h.  */
void
ascsync_split_pointer (tree ptr, struct ptr_parts *parts, bool scaled)
{
  memset (parts, 0, sizeof *parts);
  for (int depth = 0, level = 0; depth < MAX_WALK; depth++)
    {
      gassign *as = def_assign (ptr);
      if (!as)
        break;
      enum tree_code code = gimple_assign_rhs_code (as);
      if (code == POINTER_PLUS_EXPR)
        {
          add_offset (parts, gimple_assign_rhs2 (as), 1, scaled, level++, 0);
          ptr = gimple_assign_rhs1 (as);
        }
      else if (CONVERT_EXPR_CODE_P (code)
               && POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as))))
        ptr = gimple_assign_rhs1 (as);
      else
        break;
    }
  parts->base = ptr;
}

/* *T without integer conversions and constant multiplications, the
   factor they multiply it by in *UNIT; false when the factor does not
   stay positive and below 65536 or a conversion narrows below 32
   bits.  */
static bool
strip_scaling (tree *t, HOST_WIDE_INT *unit)
{
  *unit = 1;
  for (int depth = 0; depth < MAX_WALK; depth++)
    {
      if (TYPE_PRECISION (TREE_TYPE (*t)) < 32)
        return false;
      gassign *as = def_assign (*t);
      if (!as)
        return true;
      enum tree_code code = gimple_assign_rhs_code (as);
      tree a = gimple_assign_rhs1 (as);
      if (CONVERT_EXPR_CODE_P (code) && INTEGRAL_TYPE_P (TREE_TYPE (a)))
        *t = a;
      else if ((code == MULT_EXPR || code == LSHIFT_EXPR)
               && tree_fits_uhwi_p (gimple_assign_rhs2 (as)))
        {
          uint64_t c = tree_to_uhwi (gimple_assign_rhs2 (as));
          if (code == LSHIFT_EXPR)
            c = c < 16 ? (uint64_t) 1 << c : 0;
          if (c == 0 || c >= 65536 || *unit * (HOST_WIDE_INT) c >= 65536)
            return false;
          *unit *= (HOST_WIDE_INT) c;
          *t = a;
        }
      else
        return true;
    }
  return false;
}

/* See gimple_runslot.h.  */
bool
ascsync_size_factor (tree t, tree size, HOST_WIDE_INT *unit)
{
  HOST_WIDE_INT ut, us;
  tree rs = size;
  if (!strip_scaling (&t, &ut) || !strip_scaling (&rs, &us))
    return false;
  if (t == size)
    {
      *unit = ut;
      return true;
    }
  if (t != rs || ut % us)
    return false;
  *unit = ut / us;
  return true;
}

/* What a run-time size is computed from: the SSA names on its
   definitions (through assignments and PHIs), and whether a load is
   among them.  */
struct size_sources
{
  hash_set<tree> names;
  bool loads;
};

/* Note SSA name T among the sources of DATA (struct size_sources), a
   load among them too; never a hit, so that the walk of the
   definitions (ascsync_defs_reach_p) visits them all.  */
static bool
note_source (tree t, const void *data)
{
  struct size_sources *src = (struct size_sources *) CONST_CAST (void *, data);
  src->names.add (t);
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  src->loads |= as && gimple_assign_load_p (as);
  return false;
}

/* Whether SSA name T may carry a value the size of DATA (struct
   size_sources) is computed from: one of its names, or a load that may
   read one back (any load when the size itself is loaded; else a load
   of a local variable, which the function may have stored it in).  A
   load of the kernel's data through a pointer is covered by the layout
   assumption, as an index read from data is.  */
static bool
size_source_p (tree t, const void *data)
{
  struct size_sources *src = (struct size_sources *) CONST_CAST (void *, data);
  if (src->names.contains (t))
    return true;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  if (!as || !gimple_assign_load_p (as))
    return false;
  if (src->loads)
    return true;
  tree obj = get_base_address (gimple_assign_rhs1 (as));
  return obj && DECL_P (obj) && !is_global_var (obj);
}

/* See gimple_runslot.h.  */
bool
ascsync_moves_with_size_p (tree t, tree size)
{
  struct size_sources src;
  src.loads = false;
  int budget = 32;
  hash_set<tree> seen;
  if (ascsync_defs_reach_p (size, note_source, &src, &budget, true, &seen))
    return true;            /* more than the budget: it may */
  budget = 32;
  hash_set<tree> visited;
  return ascsync_defs_reach_p (t, size_source_p, &src, &budget, true,
                               &visited);
}

/* Whether integer operand X rotates over constant slot indices with a
   loop: the evaluator's periodic form, each residue one value below
   SYNC_MAXK; its value in *V.  */
static bool
slot_index_p (tree x, struct val *v)
{
  if (TREE_CODE (x) != SSA_NAME)
    return false;
  *v = ascsync_eval (x, 0);
  if (v->kind != VAL_INT || v->cyc || v->pk < 2 || v->pk > SYNC_MAXK
      || v->ps || v->pl < 0)
    return false;
  for (int r = 0; r < v->pk; r++)
    if (v->plo[r] != v->phi[r] || v->plo[r] >= SYNC_MAXK)
      return false;
  return true;
}

/* Whether SSA name SIZE is a slot size for a rotation of GCC loop L at
   CALL: unchanged by the loop, at least 1 and below TERM_LIMIT there
   (ascsync_run_length_bounds); its largest value in *HI.  */
static bool
slot_size_p (tree size, int l, gcall *call, uint64_t *hi)
{
  if (TREE_CODE (size) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (size)))
    return false;
  class loop *loop = get_loop (cfun, l);
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (size));
  if (!loop || (bb && flow_bb_inside_loop_p (loop, bb)))
    return false;
  return ascsync_run_length_bounds (size, call, true, hi);
}

/* Whether integer operand M is INDEX * SIZE with INDEX a slot index
   (value *IV) and SIZE a slot size of its loop at CALL (into *SIZE, its
   largest value into *HI).  */
static bool
slot_product_p (tree m, gcall *call, tree *size, struct val *iv, uint64_t *hi)
{
  gassign *as = def_assign (m);
  if (!as || gimple_assign_rhs_code (as) != MULT_EXPR)
    return false;
  tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
  if (!slot_index_p (a, iv))
    {
      tree x = a;
      a = b;
      b = x;
      if (!slot_index_p (a, iv))
        return false;
    }
  if (!slot_size_p (b, iv->pl, call, hi))
    return false;
  *size = b;
  return true;
}

/* See gimple_runslot.h.  */
bool
ascsync_slot_term (tree t, gcall *call, tree *size, HOST_WIDE_INT *unit,
                   struct val *iv, uint64_t *hi)
{
  tree m = t;
  uint64_t top = 0;
  HOST_WIDE_INT c = 0;
  if (!strip_scaling (&m, unit))
    return false;
  if (!slot_product_p (m, call, size, iv, hi))
    {
      gassign *as = def_assign (m);
      if (!as || gimple_assign_rhs_code (as) != PLUS_EXPR)
        return false;
      tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
      if (!slot_product_p (a, call, size, iv, hi))
        {
          tree x = a;
          a = b;
          b = x;
          if (!slot_product_p (a, call, size, iv, hi))
            return false;
        }
      if (!ascsync_size_factor (b, *size, &c) || c > 16)
        return false;
      for (int r = 0; r < iv->pk; r++)
        {
          iv->plo[r] += c;
          iv->phi[r] += c;
        }
    }
  for (int r = 0; r < iv->pk; r++)
    top = iv->plo[r] > top ? iv->plo[r] : top;
  return *hi * (top + 1) * (uint64_t) *unit < TERM_LIMIT;
}

/* Whether access S through pointer PTR at CALL, a slot's start (slot
   size SIZE at most HI, unit UNIT), stays within SIZE * UNIT bytes from
   it by its own operands: its split form (ascsync_split_form), taken
   relative to PTR (ascsync_split_from_pointer: the form may be on the
   buffer start PTR is computed from), starts at PTR or after, and its
   end, linear in a count at most a fraction of SIZE
   (ascsync_count_fraction: "(tile / 16) & 65535" blocks of 32 bytes),
   is at most SIZE * UNIT for every SIZE from 1 to HI, SIZE taken to be
   at least 1 as a slot size is.  Then the highest slot a rotation
   selects ends too, where the next would start.  */
static bool
within_slot_p (const struct sync_access *s, gcall *call, tree ptr, tree size,
               uint64_t hi, HOST_WIDE_INT unit)
{
  int64_t lo0, lo1, hi0, hi1;
  if (TREE_CODE (ptr) != SSA_NAME
      || !ascsync_split_from_pointer (s, ptr, call, &lo0, &lo1, &hi0, &hi1)
      || lo0 < 0 || lo1 < 0 || hi1 < 0)
    return false;
  tree atom = ssa_name ((unsigned) ((s->rsym >> 8) - 1));
  int shift = (int) (s->rsym & 0xff);
  uint64_t num, den;
  /* Y is a count's (or the count's and the offset's) where the end
     moves with it otherwise than the start.  */
  bool counted = s->rhi1 != s->rlo1;
  if (!atom || shift > 30
      || !ascsync_count_fraction (atom, size, call, true, counted, &num,
                                  &den))
    return false;
  /* Y = ATOM >> SHIFT <= NUM * SIZE / (DEN << SHIFT): the end
     HI0 + HI1 * Y against UNIT * SIZE, scaled by D = DEN << SHIFT,
     is linear in SIZE: checked at 1 and at HI.  */
  __int128 d = (__int128) den << shift;
  __int128 coef = (__int128) hi1 * num - (__int128) unit * d;
  __int128 at1 = (__int128) hi0 * d + coef;
  __int128 athi = (__int128) hi0 * d + coef * (__int128) hi;
  return at1 <= 0 && athi <= 0;
}

/* See gimple_runslot.h.  */
bool
ascsync_maybe_negative_p (tree t)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return !tree_fits_uhwi_p (t) || tree_to_uhwi (t) >= TERM_LIMIT;
  struct val v = ascsync_eval (t, 0);
  return v.kind == VAL_INT && v.hi != OFF_ANY && v.hi >= TERM_LIMIT;
}

/* See gimple_runslot.h.  */
void
ascsync_give_rotation (struct sync_access *s, int k, int loop, int pphase)
{
  s->pk = k;
  s->ploop = loop;
  s->pphase = pphase;
  for (int r = 0; r < k; r++)
    {
      s->plo[r] = s->lo;
      s->phi[r] = s->hi;
    }
  s->exact = 0;
}

/* See gimple_runslot.h.  */
bool
ascsync_start_parts (tree ptr, struct ptr_parts *parts, struct val *b)
{
  if (!ascsync_settings.layout)
    return false;
  ascsync_split_pointer (ptr, parts, true);
  if (parts->bad)
    return false;
  *b = ascsync_eval (parts->base, 0);
  return b->kind == VAL_LOCAL && !b->cyc && b->lo == b->hi && !b->pk;
}

/* Whether offset T (of SCALE bytes a unit), computed from what slot
   size SIZE is, is at most one slot of SIZE times UNIT bytes for every
   SIZE, by its definition (ascsync_count_fraction: "o = (lanes & -64)
   * 2" with "lanes <= tile", the masked tail of a tile in its slot): a
   pointer that far from a slot's address is derived from that slot,
   and stays in it by the layout assumption.  */
static bool
within_one_slot_p (tree t, HOST_WIDE_INT scale, tree size,
                   HOST_WIDE_INT unit)
{
  uint64_t num, den;
  return ascsync_count_fraction (t, size, NULL, true, false, &num, &den)
         && (unsigned __int128) num * (uint64_t) scale
            <= (unsigned __int128) unit * den;
}

/* Whether offset T is a multiple of what SIZE is a multiple of: the
   two, without their conversions and constant multiplications, one
   value (a shift by slots, whole or not).  */
static bool
multiple_of_size_root_p (tree t, tree size)
{
  HOST_WIDE_INT ut, us;
  return strip_scaling (&t, &ut) && strip_scaling (&size, &us) && t == size;
}

/* Whether the offsets of PARTS other than part SLOT (-1: none) keep a
   pointer a whole number of slots of SIZE times UNIT bytes from its
   base, into *SHIFT, plus offsets that do not move with SIZE and are
   never negative, counted into *OTHERS ("yb = xb + 2 * tile" for a
   second stream's slots after the first's).  An offset computed from
   what SIZE is computed from counts among the others when it is at most
   one slot by its definition, or when it is added to the pointer after
   the slot term (derived from the slot's address, "gs + o" for a tile's
   masked tail at "o = (lanes & -64)") and is no plain multiple of the
   size's value; any other may choose another slot.  One that may be
   negative lies below the slot.  */
static bool
whole_slots (const struct ptr_parts *parts, int slot, tree size,
             HOST_WIDE_INT unit, int *shift, int *others)
{
  *shift = *others = 0;
  for (int i = 0; i < parts->n; i++)
    {
      if (i == slot)
        continue;
      HOST_WIDE_INT u2;
      if (ascsync_size_factor (parts->off[i], size, &u2))
        {
          u2 *= parts->scale[i];
          if (u2 % unit || u2 / unit > 16)
            return false;
          *shift += (int) (u2 / unit);
          continue;
        }
      bool outer = slot >= 0 && parts->level[i] < parts->level[slot];
      if ((ascsync_moves_with_size_p (parts->off[i], size)
           && !within_one_slot_p (parts->off[i], parts->scale[i], size,
                                  unit)
           && !(outer && !multiple_of_size_root_p (parts->off[i], size)))
          || ascsync_maybe_negative_p (parts->off[i]))
        return false;
      ++*others;
    }
  return true;
}

/* Whether pointer PARTS, with no slot term, from local buffer start
   BASE, is a whole number of slots from it (a stream's fixed slot, "rb =
   ub + 2 * slot", or the buffer start itself) in the slots the current
   function's rotations lay out from BASE (ascsync_declared_layouts):
   the first size and unit of them that some offset of PARTS is a whole
   multiple of, or the only ones when none is.  Into *SIZE, *UNIT,
   *SHIFT and *OTHERS.  */
static bool
static_slot (const struct ptr_parts *parts, uint64_t base, tree *size,
             HOST_WIDE_INT *unit, int *shift, int *others)
{
  auto_vec<struct slot_layout> layouts;
  ascsync_declared_layouts (base, &layouts);
  for (unsigned i = 0; i < layouts.length (); i++)
    if (whole_slots (parts, -1, layouts[i].size, layouts[i].unit, shift,
                     others)
        && parts->n > *others)
      {
        *size = layouts[i].size;
        *unit = layouts[i].unit;
        return true;
      }
  if (layouts.length () != 1)
    return false;
  *size = layouts[0].size;
  *unit = layouts[0].unit;
  return whole_slots (parts, -1, *size, *unit, shift, others);
}

/* See ascsync-gcc.h.  */
bool
ascsync_runtime_slot (gcall *call, tree ptr, struct sync_access *s)
{
  struct ptr_parts parts;
  struct val b;
  if (!ascsync_start_parts (ptr, &parts, &b))
    return false;
  int slot = -1;
  tree size = NULL_TREE;
  HOST_WIDE_INT unit = 0;
  uint64_t hi = 0;
  struct val iv;
  memset (&iv, 0, sizeof iv);
  for (int i = 0; i < parts.n; i++)
    {
      tree sz;
      HOST_WIDE_INT u;
      uint64_t h;
      struct val v;
      if (ascsync_slot_term (parts.off[i], call, &sz, &u, &v, &h))
        {
          if (slot >= 0)
            return false;
          slot = i;
          size = sz;
          unit = u * parts.scale[i];
          iv = v;
          hi = h;
        }
    }
  int shift, others;
  if (slot >= 0)
    {
      if (!whole_slots (&parts, slot, size, unit, &shift, &others))
        return false;
    }
  else
    {
      if (!static_slot (&parts, b.lo, &size, &unit, &shift, &others)
          || !ascsync_run_length_bounds (size, call, true, &hi))
        return false;
      iv.pk = 1;
    }
  /* The access's own rotation, when it has one, must be the index's
     (or a multiple of it): its residues then select the slot.  */
  if (s->pk >= 2 && iv.pk >= 2
      && (s->ploop != iv.pl || s->pphase != iv.pphase || s->pk % iv.pk))
    return false;
  int top = 0;
  for (int r = 0; r < iv.pk; r++)
    top = MAX (top, (int) iv.plo[r] + shift);
  if (top >= 255 || hi * (uint64_t) (top + 1) * (uint64_t) unit
                    >= TERM_LIMIT)
    return false;
  bool ends = !others && within_slot_p (s, call, ptr, size, hi, unit);
  if (s->pk < 2 && iv.pk >= 2)
    ascsync_give_rotation (s, iv.pk, iv.pl, iv.pphase);
  s->sname = (int32_t) SSA_NAME_VERSION (size) + 1;
  s->sunit = unit;
  s->sbase = b.lo;
  /* The form holds in every iteration when the size has one value in
     a run of the function.  */
  basic_block db = gimple_bb (SSA_NAME_DEF_STMT (size));
  s->swhole = !db || bb_loop_depth (db) == 0;
  for (int r = 0; r < (s->pk >= 2 ? s->pk : 1); r++)
    s->sslot[r] = (uint8_t) (iv.plo[r % iv.pk] + shift);
  /* Each slot a rotation chooses ends where the next starts; the
     highest has no end unless the access's own extent says it stays
     within its slot, or the function declares a slot start above it.
     A fixed slot (no rotation) ends by the access's own extent alone:
     "ub" itself may be given the whole buffer ("vector_dup (ub, 0,
     4 * tile)", every slot zeroed).  */
  int next = ends ? top + 1
             : slot >= 0 ? ascsync_next_declared_slot (b.lo, size, unit, top)
             : 0;
  for (int r = 0; r < (s->pk >= 2 ? s->pk : 1); r++)
    s->send[r] = s->sslot[r] == top ? next : s->sslot[r] + 1;
  return true;
}
