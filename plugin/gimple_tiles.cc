/* gimple_tiles.cc -- an access of a tile loop checked disjoint between
   iterations by computing it at every value of the loop's counter
   (ascsync).

   A cube kernel shares a grid of output tiles among the blocks:

     for (t = block_idx; t < 48; t += block_num)
       {
         mf = t / 6 * 8;  nf = t % 6 * 8;
         mcnt = MIN (63 - mf, 8);  ncnt = MIN (45 - nf, 8);
         ...
         copy_ubuf_to_gm (c + (nf * 63 + mf) * 256, ub, 0, ncnt,
                          mcnt * 32, 0, (63 - mcnt) * 32);
       }

   The last row and column of tiles are smaller, so the store's shape
   changes with T, and the step is the launch's block count:
   gimple_divmod.cc, which needs a fixed shape and a step of 1, cannot
   tell that two tiles' stores never meet.  Here the counter T (a
   header PHI moving up by a step of at least 1, so no two iterations
   of one run see the same value, and not wrapping) takes its values in
   the body from a short interval: its start's smallest value (the
   evaluator's) up to GCC's bound on it at the call.  The call's
   arguments are computed at each value from T and constants, the
   access taken from the intrinsic table at those arguments, and the
   accesses of all values checked pairwise disjoint, burst by burst,
   sorted by address.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimple-range.h"
#include "gimple_val.h"

/* Most counter values, and bursts over all of them, checked.  */
#define TILES_MAX_VALUES 1024
#define TILES_MAX_BURSTS 32768

/* A pointer operand's offset at one counter value is kept within
   +- TILES_MAX_OFFSET bytes; TILES_BIAS (above it) stands for the
   pointer's value where the offset is 0.  */
#define TILES_MAX_OFFSET ((HOST_WIDE_INT) 1 << 40)
#define TILES_BIAS ((uint64_t) 1 << 42)

/* Bytes [LO, HI) of the access at counter value number TILE.  */
struct tile_burst
{
  uint64_t lo, hi;
  int tile;
};

/* qsort order of bursts: by start, end, then value (deterministic).  */
static int
burst_cmp (const void *pa, const void *pb)
{
  const struct tile_burst *a = (const struct tile_burst *) pa;
  const struct tile_burst *b = (const struct tile_burst *) pb;
  if (a->lo != b->lo)
    return a->lo < b->lo ? -1 : 1;
  if (a->hi != b->hi)
    return a->hi < b->hi ? -1 : 1;
  return a->tile - b->tile;
}

/* Whether bursts B[0 .. N - 1] of different tiles share no byte (bursts
   of one tile may overlap).  Sorts B.  */
static bool
bursts_disjoint (struct tile_burst *b, int n)
{
  qsort (b, n, sizeof *b, burst_cmp);
  /* The furthest end so far (TOP, of tile TOPT) and the furthest end of
     a tile other than TOPT (TOP2).  */
  uint64_t top = 0, top2 = 0;
  int topt = -1;
  for (int i = 0; i < n; i++)
    {
      if (b[i].lo < (b[i].tile == topt ? top2 : top))
        return false;
      if (b[i].hi > top)
        {
          if (b[i].tile != topt)
            top2 = top;
          top = b[i].hi;
          topt = b[i].tile;
        }
      else if (b[i].tile != topt && b[i].hi > top2)
        top2 = b[i].hi;
    }
  return true;
}

/* Whether header PHI CTR of LOOP is a counter that never repeats a
   value in one run and, in the body at statement STMT, lies in [*LO,
   *HI] with at most TILES_MAX_VALUES values: it starts at a value the
   evaluator bounds below by *LO >= 0 and is CTR + X on the latch edge
   for an X the evaluator puts at 1 or more ("t += block_num", the
   launch's block count read in the loop), without wrapping (signed
   arithmetic where overflow is undefined, or a type wide enough for
   CTR's bound where X is added, which iterations that skip STMT may
   have carried past the bound at STMT, plus X), and GCC's range query
   bounds it above by *HI at STMT.  */
static bool
counter_values (class loop *loop, tree ctr, gimple *stmt, HOST_WIDE_INT *lo,
                HOST_WIDE_INT *hi)
{
  tree type = TREE_TYPE (ctr);
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (ctr));
  if (!INTEGRAL_TYPE_P (type) || TYPE_PRECISION (type) > 64 || !loop->latch
      || gimple_phi_num_args (phi) != 2)
    return false;
  tree start = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop));
  gassign *as;
  tree x = ascsync_latch_addend (loop, ctr, &as);
  if (!x)
    return false;
  struct val step = ascsync_eval (x, 0);
  struct val b = ascsync_eval (start, 0);
  if (step.kind != VAL_INT || step.lo < 1 || b.kind != VAL_INT
      || b.lo >= ((uint64_t) 1 << 40))
    return false;
  value_range r;
  if (!get_range_query (cfun)->range_of_expr (r, ctr, stmt)
      || r.undefined_p () || r.varying_p ())
    return false;
  wide_int top = r.upper_bound ();
  if (wi::neg_p (top, TYPE_SIGN (type)) || !wi::fits_shwi_p (top))
    return false;
  *lo = (HOST_WIDE_INT) b.lo;
  *hi = top.to_shwi ();
  if (*hi < *lo || *hi - *lo >= TILES_MAX_VALUES)
    return false;
  if (TYPE_OVERFLOW_UNDEFINED (type))
    return true;
  value_range ri;
  if (!get_range_query (cfun)->range_of_expr (ri, ctr, as)
      || ri.undefined_p () || ri.varying_p ())
    return false;
  wide_int itop = ri.upper_bound ();
  return !wi::neg_p (itop, TYPE_SIGN (type)) && wi::fits_uhwi_p (itop)
         && step.hi < ((uint64_t) 1 << 62)
         && itop.to_uhwi () < ((uint64_t) 1 << 62)
         && itop.to_uhwi () + step.hi <= ascsync_type_max (type);
}

/* The byte offset of pointer operand P from the pointer it is made
   from outside LOOP (*ROOT), where header PHI CTR holds V, into *OFF:
   conversions and POINTER_PLUS_EXPRs with offsets ascsync_value_at_counter
   computes.  */
static bool
pointer_offset (class loop *loop, tree p, tree ctr, HOST_WIDE_INT v,
                tree *root, HOST_WIDE_INT *off)
{
  *off = 0;
  for (int depth = 0; depth < 8; depth++)
    {
      if (TREE_CODE (p) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (p)))
        return false;
      gimple *def = SSA_NAME_DEF_STMT (p);
      if (SSA_NAME_IS_DEFAULT_DEF (p) || !gimple_bb (def)
          || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
        {
          *root = p;
          return true;
        }
      gassign *as = dyn_cast <gassign *> (def);
      if (!as)
        return false;
      enum tree_code code = gimple_assign_rhs_code (as);
      if (code == POINTER_PLUS_EXPR)
        {
          HOST_WIDE_INT d;
          tree o = gimple_assign_rhs2 (as);
          /* The offset is of sizetype: its value modulo 2^64 is the
             signed byte offset.  */
          if (!ascsync_value_at_counter (loop, ctr, v, o, &d)
              || d >= TILES_MAX_OFFSET || d <= -TILES_MAX_OFFSET)
            return false;
          *off += d;
          if (*off >= TILES_MAX_OFFSET || *off <= -TILES_MAX_OFFSET)
            return false;
        }
      else if (!CONVERT_EXPR_CODE_P (code) && code != SSA_NAME)
        return false;
      p = gimple_assign_rhs1 (as);
    }
  return false;
}

/* The arguments of intrinsic call CALL (form FORM) where header PHI CTR
   of LOOP holds V, into A2 (ARGS as for asc_footprint): pointer operand
   OPD at TILES_BIAS plus its offset from *ROOT, the other pointers and
   the scalar as in ARGS, every integer argument computed (an init flag
   that cannot be is left as ARGS has it: 0, the superset).  */
static bool
args_at (gcall *call, class loop *loop, const struct asc_form_info *form,
         const uint64_t *args, int opd, tree ctr, HOST_WIDE_INT v,
         tree *root, uint64_t *a2)
{
  memcpy (a2, args, ASC_MAX_ARGS * sizeof *a2);
  for (int j = 0; j < form->nargs; j++)
    {
      tree a = gimple_call_arg (call, j + 2);
      HOST_WIDE_INT x;
      if (j == form->scalar_arg)
        continue;
      if (j == opd)
        {
          if (!pointer_offset (loop, a, ctr, v, root, &x))
            return false;
          a2[j] = TILES_BIAS + (uint64_t) x;
        }
      else if (POINTER_TYPE_P (TREE_TYPE (a)))
        continue;
      else if (ascsync_value_at_counter (loop, ctr, v, a, &x) && x >= 0)
        a2[j] = (uint64_t) x;
      else if (j != form->init_arg)
        return false;
    }
  return true;
}

/* Access K of CALL, through pointer operand OPD, at every value of
   counter CTR in [LO, HI] as bursts, into B (*NB of them); false when
   an argument cannot be computed, the access changes operand, the
   bursts are too many, or the first burst of a value meets that of the
   first value.  */
static bool
tile_bursts (gcall *call, class loop *loop, int opnum, enum asc_variant var,
             const struct asc_form_info *form, const uint64_t *args,
             int na, int k, int opd, tree ctr, HOST_WIDE_INT lo,
             HOST_WIDE_INT hi, struct tile_burst *b, int *nb)
{
  tree root0 = NULL_TREE;
  *nb = 0;
  for (HOST_WIDE_INT v = lo; v <= hi; v++)
    {
      uint64_t a2[ASC_MAX_ARGS];
      struct asc_access acc[ASC_MAX_ACCESSES];
      const char *err = NULL;
      tree root = NULL_TREE;
      if (!args_at (call, loop, form, args, opd, ctr, v, &root, a2)
          || (root0 && root != root0)
          || asc_footprint ((enum asc_op) opnum, var, a2, acc, &err) != na
          || acc[k].operand != opd || acc[k].base < TILES_BIAS / 2)
        return false;
      root0 = root;
      const struct asc_access *x = &acc[k];
      if (x->nrep == 0 || x->nblk == 0)
        continue;
      if (*nb + (int) x->nrep > TILES_MAX_BURSTS)
        return false;
      uint64_t len = (uint64_t) (x->nblk - 1) * x->blk_stride + x->blk_bytes;
      /* The first burst meeting the first value's first burst ends it
         early (an access the counter does not move).  */
      if (*nb > 0 && x->base < b[0].hi && b[0].lo < x->base + len)
        return false;
      for (uint32_t r = 0; r < x->nrep; r++)
        {
          struct tile_burst *t = &b[(*nb)++];
          t->lo = x->base + (uint64_t) r * x->rep_stride;
          t->hi = t->lo + len;
          t->tile = (int) (v - lo);
        }
    }
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_tiles_disjoint (gcall *call, int opnum, enum asc_variant var,
                        const struct asc_form_info *form,
                        const uint64_t *args, int na, int k, int opd,
                        int *loopnum)
{
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  if (!loop || !loop_outer (loop) || !scev_initialized_p () || na <= k
      || opd >= form->nargs)
    return false;
  /* The header PHIs in order; the first counter every argument is
     computed from.  */
  struct tile_burst *b = NULL;
  bool ok = false;
  for (gphi_iterator gsi = gsi_start_phis (loop->header);
       !gsi_end_p (gsi) && !ok; gsi_next (&gsi))
    {
      tree ctr = gimple_phi_result (gsi.phi ());
      HOST_WIDE_INT lo, hi;
      int nb;
      if (virtual_operand_p (ctr)
          || !counter_values (loop, ctr, call, &lo, &hi))
        continue;
      if (!b)
        b = XNEWVEC (struct tile_burst, TILES_MAX_BURSTS);
      ok = tile_bursts (call, loop, opnum, var, form, args, na, k, opd, ctr,
                        lo, hi, b, &nb)
           && bursts_disjoint (b, nb);
    }
  XDELETEVEC (b);
  if (ok)
    *loopnum = loop->num;
  return ok;
}
