/* gimple_entry.cc -- what the object a pointer parameter points to
   holds when its function is entered, from the function's calls
   (ascsync).

   An Ascend C operator class keeps its buffers' addresses and its GM
   pointers in members: the kernel's object is filled ("op.xb[s] =
   get_imm (...)", "op.x = x", by Init or Init inlined), and its
   methods read them through "this" ("copy_gm_to_ubuf (xb[s], x +
   off, ...)").  A method left out of line (Process in mode keep, every
   method at -O0) sees only a pointer parameter: within it every such
   operand could be any byte of UB or GM, and its loop ran one stage at
   a time.  Its calls know better.

   When every call of the function is known (ascsync_calls_all_known)
   and the function writes none of the bytes read through the parameter
   (gimple_readonly.cc, callees included), a load through it reads what
   the object held at the call, at every call:

   - a call passing the address of a local variable of the function
     making it ("&op", at a constant offset in it): the variable's
     values there are those its stores naming it put there (at an index
     that counts up in a loop too, gimple_heldloop.cc), every store
     that touches the bytes writing exactly them, and those the calls
     given its address store there (an Init left out of line:
     gimple_heldstore.cc); its address goes nowhere but into the
     arguments of calls that write those bytes only so or not at all
     (the call itself among them); as gimple_tables.cc does for a local
     table, the value read is one of those stored (reading a variable
     before any store is undefined);
   - a call passing its own pointer parameter on: the same question one
     level up, the function making it writing none of those bytes
     either.

   The calls' values are joined: ranges of constants and addresses
   widen; where the calls name values of their own that play one part
   in each (kernels sharing an operator class, or a kernel and the
   clone IPA-CP made of it: each passes its own "x", its own tile
   length), the value read stands for "the one the call that made this
   run gives", call by call (ascsync_held_join_calls): the same
   parameter of whichever kernel runs, or multiples of one value of
   each caller, the same for every field the same calls fill alike.

   A value stored is known when it is a constant, a get_imm address
   (a UB address, the start of a buffer), a kernel's GM pointer
   parameter moved by any offset (a GM object, the kernel's parameters
   being distinct objects: gimple_distinct.cc), or a multiple of a
   value with one value in a run of the function owning the object
   (gimple_heldval.cc; its largest value at the call passing the
   object's address noted when the interprocedural passes ended,
   gimple_heldsym.cc, which gives the accesses made from such an
   address their buffers).  Within the function
   that GM object is numbered ASCSYNC_HELD_GM + N, N counting the
   objects in the order the function first meets them: a base of its
   own, distinct from the others'.  Only a function none of whose own
   pointer parameters may point into GM gets such bases (its calls pass
   UB buffers or variables' addresses for each: ascsync_param_buffers),
   so none of its own accesses can meet them unseen.

   A load at an index ("xb[s]", s a function of the caller's loop
   counter once the method is inlined into Process) reads one of the
   elements the index's values select, residue by residue of its slot
   rotation when it has one, as a local table's load does.

   The functions' bodies read are those GCC has not compiled yet: the
   callers of a function are compiled after it, their inlining not yet
   carried out (a call inside a function to be inlined is one of that
   function's statements, ascsync_call_edge_fn).  Answers are memoized
   per function, parameter and bytes.  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "gimple-walk.h"
#include "cfgloop.h"
#include "gimple_val.h"
#include "gimple_held.h"

/* A memoized answer.  */
struct held_memo
{
  tree fndecl;
  int param;
  HOST_WIDE_INT byte;
  unsigned size;
  bool known;
  struct held h;
};
static vec<held_memo> held_memos;

/* The GM objects numbered so far in the current function.  */
struct held_object
{
  tree kdecl;
  int kparam;
};
static vec<held_object> held_objects;

/* Largest number of levels of calls followed.  */
#define HELD_LEVELS 4

/* walk_tree callback: whether *TP is the address of (a part of) the
   variable DATA names.  */
static tree
address_of_var (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) == ADDR_EXPR
      && get_base_address (TREE_OPERAND (*tp, 0)) == (tree) data)
    return *tp;
  return NULL_TREE;
}

/* Whether operand *OP mentions the address of variable OBJ.  */
static bool
takes_address (tree *op, tree obj)
{
  return *op && walk_tree (op, address_of_var, obj, NULL) != NULL_TREE;
}

/* Whether argument I of call CALL, a statement of FN, is the address
   of local variable OBJ at a constant offset, into *C, given to a
   callee whose writes through it are known, into *W.  */
static bool
object_arg (function *fn, gcall *call, unsigned i, tree obj,
            HOST_WIDE_INT *c, struct ascsync_byte_ranges *w)
{
  tree arg = gimple_call_arg (call, i);
  poly_int64 po;
  return TREE_CODE (arg) == ADDR_EXPR
         && get_addr_base_and_unit_offset (TREE_OPERAND (arg, 0), &po) == obj
         && po.is_constant (c) && ascsync_call_arg_writes (fn, call, i, w);
}

/* Join into *OUT, *HAS the values call CALL of FN, which may write
   bytes [BYTE, BYTE + SIZE) of OBJ (stmt_on_bytes), stores there
   through the arguments giving it OBJ's address (ascsync_call_stores);
   false when they are not known, or the call's result is stored into
   OBJ.  */
static bool
call_values (function *fn, gcall *call, tree obj, HOST_WIDE_INT byte,
             unsigned size, struct held *out, bool *has)
{
  tree lhs = gimple_call_lhs (call);
  if (lhs && get_base_address (lhs) == obj)
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      HOST_WIDE_INT c;
      struct ascsync_byte_ranges w;
      if (takes_address (&arg, obj)
          && (!object_arg (fn, call, i, obj, &c, &w)
              || (ascsync_byte_ranges_meet (&w, byte - c, byte - c + size)
                  && !ascsync_call_stores (fn, call, i, byte - c, size, out,
                                           has))))
        return false;
    }
  return true;
}

/* Whether LHS is a pointer (an SSA name) that does not escape and is
   only read through.  */
static bool
read_pointer_p (tree lhs)
{
  struct ascsync_byte_ranges w;
  return lhs && TREE_CODE (lhs) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (lhs))
         && ascsync_pointer_writes (lhs, &w) && w.n == 0;
}

/* What statement G of FN does to bytes [BYTE, BYTE + SIZE) of its local
   variable OBJ: 0 nothing; 1 it may write them (a
   store naming OBJ there, a call given OBJ's address that writes them);
   2 it lets OBJ's address go where it is not followed (elsewhere than
   into the argument of a call whose writes through it are known).  */
static int
stmt_on_bytes (function *fn, gimple *g, tree obj, HOST_WIDE_INT byte,
               unsigned size)
{
  if (is_gimple_debug (g) || gimple_clobber_p (g))
    return 0;
  if (gimple_code (g) == GIMPLE_ASM)
    return 2;
  int r = 0;
  if (gcall *call = dyn_cast <gcall *> (g))
    {
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
        {
          tree arg = gimple_call_arg (call, i);
          HOST_WIDE_INT c;
          struct ascsync_byte_ranges w;
          if (!takes_address (&arg, obj))
            continue;
          if (!object_arg (fn, call, i, obj, &c, &w))
            return 2;
          if (ascsync_byte_ranges_meet (&w, byte - c, byte - c + size))
            r = 1;
        }
      tree lhs = gimple_call_lhs (call);
      if (lhs && takes_address (&lhs, obj))
        return 2;
      return lhs && get_base_address (lhs) == obj ? 1 : r;
    }
  /* An assignment's destination naming OBJ is a store, not an escape;
     nor is a pointer into OBJ that goes nowhere and is only read
     through ("&ib + s * 8", a helper's table parameter inlined).  */
  gassign *as = dyn_cast <gassign *> (g);
  for (unsigned i = as ? 1 : 0; i < gimple_num_ops (g); i++)
    if (takes_address (gimple_op_ptr (g, i), obj)
        && !read_pointer_p (as ? gimple_assign_lhs (as) : NULL_TREE))
      return 2;
  if (!as || get_base_address (gimple_assign_lhs (as)) != obj)
    return 0;
  poly_int64 pos, sz, msz;
  bool reverse;
  HOST_WIDE_INT p, s;
  get_ref_base_and_extent (gimple_assign_lhs (as), &pos, &sz, &msz, &reverse);
  if (!pos.is_constant (&p) || !msz.is_constant (&s))
    return 1;
  return (p / BITS_PER_UNIT < byte + (HOST_WIDE_INT) size
          && (p + s + BITS_PER_UNIT - 1) / BITS_PER_UNIT > byte) ? 1 : 0;
}

/* Whether store AS of FN into OBJ at an index that is a loop's counter
   ("op.xb[s] = get_imm (X + s * SLOT)", Init's loop inlined) writes
   [BYTE, BYTE + SIZE) exactly or not at all, for each value the
   counter takes where AS runs (ascsync_counter_values_of); the values
   it stores there joined into *OUT, *HAS.  */
static bool
counter_stores (function *fn, gassign *as, tree obj, HOST_WIDE_INT byte,
                unsigned size, struct held *out, bool *has)
{
  HOST_WIDE_INT c, vmul, vals[ASCSYNC_COUNTER_VALUES];
  tree var;
  int n;
  tree lhs = gimple_assign_lhs (as);
  tree tsz = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
  if (!gimple_assign_single_p (as) || !tsz || !tree_fits_uhwi_p (tsz)
      || ascsync_ref_place (lhs, obj, &c, &var, &vmul) != 1 || !var
      || !ascsync_counter_values_of (fn, var, as, vals, &n))
    return false;
  HOST_WIDE_INT s = (HOST_WIDE_INT) tree_to_uhwi (tsz);
  struct held_ctx ctx;
  memset (&ctx, 0, sizeof ctx);
  ctx.var = var;
  for (int i = 0; i < n; i++)
    {
      HOST_WIDE_INT p = c + vmul * vals[i];
      if (p + s <= byte || p >= byte + (HOST_WIDE_INT) size)
        continue;
      struct held v;
      ctx.val = vals[i];
      if (p != byte || s != (HOST_WIDE_INT) size
          || !ascsync_stored_value (fn, gimple_assign_rhs1 (as), &ctx, &v, 0)
          || !ascsync_held_join (out, has, v))
        return false;
    }
  return true;
}

/* Whether statement G of FN keeps OBJ's bytes [BYTE, BYTE + SIZE)
   (stmt_on_bytes) or stores into exactly them what is known (then
   joined into *OUT, *HAS): a call through the arguments giving it
   OBJ's address (call_values), an assignment at a constant place or at
   a loop's counter (counter_stores).  */
static bool
stmt_keeps_or_stores (function *fn, gimple *g, tree obj, HOST_WIDE_INT byte,
                      unsigned size, struct held *out, bool *has)
{
  int r = stmt_on_bytes (fn, g, obj, byte, size);
  if (r != 1)
    return r == 0;
  if (gcall *call = dyn_cast <gcall *> (g))
    return call_values (fn, call, obj, byte, size, out, has);
  gassign *as = as_a <gassign *> (g);
  tree lhs = gimple_assign_lhs (as);
  poly_int64 pos, sz, msz;
  bool reverse;
  HOST_WIDE_INT p, s;
  get_ref_base_and_extent (lhs, &pos, &sz, &msz, &reverse);
  /* A place that varies (an index): the counter of a loop.  */
  if (!pos.is_constant (&p) || !known_eq (sz, msz))
    return counter_stores (fn, as, obj, byte, size, out, has);
  if (!sz.is_constant (&s) || p % BITS_PER_UNIT || s % BITS_PER_UNIT)
    return false;
  struct held v;
  return p / BITS_PER_UNIT == byte && s / BITS_PER_UNIT == (HOST_WIDE_INT) size
         && !reverse && gimple_assign_single_p (as)
         && ascsync_stored_value (fn, gimple_assign_rhs1 (as), NULL, &v, 0)
         && ascsync_held_join (out, has, v);
}

/* The bytes of a local object a walk over its function's statements
   asks about, and what it gathers.  */
struct object_walk
{
  tree obj;
  HOST_WIDE_INT byte;
  unsigned size;
  struct held *out;             /* object_bytes: the values stored */
  bool has;
  class loop *loop;             /* ascsync_object_kept_in_loop */
  vec<gassign *> *stores;       /* ascsync_object_stores */
};

/* Whether VISIT accepts every statement of FN, none of whose PHIs takes
   the address of W->obj.  */
static bool
each_object_stmt (function *fn, struct object_walk *w,
                  bool (*visit) (function *, gimple *, struct object_walk *))
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
           gsi_next (&pi))
        for (unsigned i = 0; i < gimple_phi_num_args (pi.phi ()); i++)
          if (takes_address (gimple_phi_arg_def_ptr (pi.phi (), i), w->obj))
            return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        if (!visit (fn, gsi_stmt (gsi), w))
          return false;
    }
  return true;
}

/* each_object_stmt's visit of object_bytes.  */
static bool
visit_stores (function *fn, gimple *g, struct object_walk *w)
{
  return stmt_keeps_or_stores (fn, g, w->obj, w->byte, w->size, w->out,
                               &w->has);
}

/* What bytes [BYTE, BYTE + SIZE) of local variable OBJ of FN hold, into
   *OUT (file comment).  */
static bool
object_bytes (function *fn, tree obj, HOST_WIDE_INT byte, unsigned size,
              struct held *out)
{
  if (!VAR_P (obj) || !auto_var_in_fn_p (obj, fn->decl)
      || TREE_THIS_VOLATILE (obj) || byte < 0 || !fn->cfg)
    return false;
  struct object_walk w = { obj, byte, size, out, false, NULL, NULL };
  return each_object_stmt (fn, &w, visit_stores) && w.has;
}

/* each_object_stmt's visit of ascsync_object_kept_in_loop.  */
static bool
visit_loop_writes (function *, gimple *g, struct object_walk *w)
{
  int r = stmt_on_bytes (cfun, g, w->obj, w->byte, w->size);
  return r == 0 || (r == 1 && !flow_bb_inside_loop_p (w->loop, gimple_bb (g)));
}

/* See gimple_val.h.  */
bool
ascsync_object_kept_in_loop (tree obj, HOST_WIDE_INT byte, unsigned size,
                             class loop *loop)
{
  if (!VAR_P (obj) || !auto_var_in_fn_p (obj, current_function_decl)
      || TREE_THIS_VOLATILE (obj) || !loop)
    return false;
  struct object_walk w = { obj, byte, size, NULL, false, loop, NULL };
  return each_object_stmt (cfun, &w, visit_loop_writes);
}

/* each_object_stmt's visit of ascsync_object_stores: a statement that
   may write the bytes is a store of one operand, into exactly them or
   at a place that varies.  */
static bool
visit_plain_stores (function *fn, gimple *g, struct object_walk *w)
{
  int r = stmt_on_bytes (fn, g, w->obj, w->byte, w->size);
  if (r != 1)
    return r == 0;
  gassign *as = dyn_cast <gassign *> (g);
  if (!as || !gimple_assign_single_p (as))
    return false;
  poly_int64 pos, sz, msz;
  bool reverse;
  HOST_WIDE_INT p, n;
  get_ref_base_and_extent (gimple_assign_lhs (as), &pos, &sz, &msz,
                           &reverse);
  /* A place that varies has its extent larger than its size.  */
  if (reverse
      || (pos.is_constant (&p) && known_eq (sz, msz)
          && (!sz.is_constant (&n) || p != w->byte * BITS_PER_UNIT
              || n != (HOST_WIDE_INT) w->size * BITS_PER_UNIT)))
    return false;
  w->stores->safe_push (as);
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_object_stores (tree obj, HOST_WIDE_INT byte, unsigned size,
                       vec<gassign *> *stores)
{
  if (!VAR_P (obj) || !auto_var_in_fn_p (obj, current_function_decl)
      || TREE_THIS_VOLATILE (obj) || byte < 0)
    return false;
  stores->truncate (0);
  struct object_walk w = { obj, byte, size, NULL, false, NULL, stores };
  return each_object_stmt (cfun, &w, visit_plain_stores)
         && !stores->is_empty ();
}

static bool entry_bytes (tree fndecl, int param, HOST_WIDE_INT byte,
                         unsigned size, struct held *out, int level);

/* What argument ARG of the call of edge CALL, in FN, points to holds at bytes
   [BYTE, BYTE + SIZE) from it, into *OUT: the address of a local
   variable of FN, or FN's own pointer parameter (LEVEL as in
   entry_bytes).  */
static bool
arg_bytes (function *fn, cgraph_edge *call, tree arg, HOST_WIDE_INT byte,
           unsigned size, struct held *out, int level)
{
  if (TREE_CODE (arg) == ADDR_EXPR)
    {
      poly_int64 po;
      HOST_WIDE_INT c;
      tree obj = get_addr_base_and_unit_offset (TREE_OPERAND (arg, 0), &po);
      if (!obj || !po.is_constant (&c)
          || !object_bytes (fn, obj, c + byte, size, out))
        return false;
      /* A multiple of a value of FN's: at least 1 at the call, at most
         what it was found to be then.  */
      return (out->kind != HELD_SINT && out->kind != HELD_SUB)
             || ascsync_heldsym_range (call, out->sx, &out->sxhi);
    }
  if (TREE_CODE (arg) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (arg))
    return false;
  tree parm = SSA_NAME_VAR (arg);
  if (!parm || TREE_CODE (parm) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (parm)))
    return false;
  int idx = ascsync_param_index_of (fn->decl, parm);
  return idx >= 0 && entry_bytes (fn->decl, idx, byte, size, out, level + 1);
}

/* What the object pointer parameter PARAM of FNDECL points to holds at
   bytes [BYTE, BYTE + SIZE) whenever FNDECL runs, into *OUT (file
   comment); LEVEL counts the calls followed up.  */
static bool
entry_bytes (tree fndecl, int param, HOST_WIDE_INT byte, unsigned size,
             struct held *out, int level)
{
  for (unsigned i = 0; i < held_memos.length (); i++)
    {
      const held_memo &m = held_memos[i];
      if (m.fndecl == fndecl && m.param == param && m.byte == byte
          && m.size == size)
        {
          *out = m.h;
          return m.known;
        }
    }
  cgraph_node *node = cgraph_node::get (fndecl);
  function *f = DECL_STRUCT_FUNCTION (fndecl);
  tree parm = ascsync_param_at (fndecl, param);
  struct ascsync_byte_ranges w;
  if (level > HELD_LEVELS || !f || !parm || byte < 0
      || !ascsync_parm_kept_p (f, parm)
      || !ascsync_calls_all_known (node, fndecl)
      || !ascsync_param_writes (fndecl, param, &w)
      || ascsync_byte_ranges_meet (&w, byte, byte + size))
    return false;
  /* Call by call, then joined (the calls' own names playing one part
     in each: ascsync_held_join_calls).  */
  struct held calls[ASCSYNC_JOINED_MAX];
  unsigned n = 0;
  bool known = true;
  for (cgraph_edge *e = node->callers; e && known; e = e->next_caller)
    {
      function *fn = ascsync_call_edge_fn (e);
      tree arg = e->call_stmt
                 ? ascsync_call_arg_for_param (e->call_stmt, fndecl, param)
                 : NULL_TREE;
      memset (&calls[n], 0, sizeof calls[n]);
      known = (n < ASCSYNC_JOINED_MAX && fn && arg && fn->decl != fndecl
               && arg_bytes (fn, e, arg, byte, size, &calls[n], level));
      n++;
    }
  memset (out, 0, sizeof *out);
  known = known && ascsync_held_join_calls (calls, n, out);
  /* An answer cut short by LEVEL is not the function's own.  */
  if (level > 0)
    return known;
  held_memo m;
  m.fndecl = fndecl;
  m.param = param;
  m.byte = byte;
  m.size = size;
  m.known = known;
  m.h = *out;
  held_memos.safe_push (m);
  return known;
}

/* Whether no pointer parameter of the current function may point into
   GM: its calls pass each a UB buffer or a variable's address.  */
static bool
own_params_off_gm (void)
{
  int i = 0;
  for (tree p = DECL_ARGUMENTS (current_function_decl); p;
       p = DECL_CHAIN (p), i++)
    {
      struct ascsync_argbufs b;
      if (POINTER_TYPE_P (TREE_TYPE (p))
          && !ascsync_param_buffers (current_function_decl, i, &b))
        return false;
    }
  return true;
}

/* The base standing for the GM object of H within the current function
   (file comment), or -1.  */
static int
held_gm_base (const struct held &h)
{
  if (!ascsync_settings.gm_distinct || !own_params_off_gm ())
    return -1;
  /* A kernel's parameter, or (KDECL null) the same parameter of
     whichever kernel runs: one base for each, none when both are met
     (they may be one object).  */
  for (unsigned i = 0; i < held_objects.length (); i++)
    if (held_objects[i].kparam == h.kparam)
      {
        if (held_objects[i].kdecl == h.kdecl)
          return ASCSYNC_HELD_GM + (int) i;
        if (!held_objects[i].kdecl || !h.kdecl)
          return -1;
      }
  if (held_objects.length () >= ASCSYNC_HELD_GM_MAX)
    return -1;
  held_object o = { h.kdecl, h.kparam };
  held_objects.safe_push (o);
  return ASCSYNC_HELD_GM + (int) held_objects.length () - 1;
}

/* H as a value of the evaluator (gimple_val.h), into *OUT.  */
static bool
held_val (const struct held &h, struct val *out)
{
  if (h.kind == HELD_ARG || h.kind == HELD_SINT || h.kind == HELD_SUB)
    return false;
  if (h.kind == HELD_GM)
    {
      /* The kernel's own parameter, in the kernel.  */
      int base = h.kdecl == current_function_decl ? h.kparam
                 : held_gm_base (h);
      if (base < 0)
        return false;
      *out = ascsync_val_gm (base);
      out->lo = h.lo;
      out->hi = h.hi;
      return true;
    }
  *out = ascsync_val_int (h.lo, h.hi);
  if (h.kind == HELD_UB)
    {
      out->kind = VAL_LOCAL;
      out->onebase = h.lo == h.hi;
      out->base0 = h.lo;
    }
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_entry_bytes (int param, HOST_WIDE_INT byte, unsigned size,
                     struct val *out)
{
  struct held h;
  return entry_bytes (current_function_decl, param, byte, size, &h, 0)
         && held_val (h, out);
}

/* See gimple_held.h: by copies, conversions and pointer
   arithmetic.  */
tree
ascsync_reference_param (tree ref)
{
  tree base = get_base_address (ref);
  if (!base || TREE_CODE (base) != MEM_REF)
    return NULL_TREE;
  tree p = TREE_OPERAND (base, 0);
  for (int depth = 0; depth < 12 && TREE_CODE (p) == SSA_NAME; depth++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (p))
        {
          tree parm = SSA_NAME_VAR (p);
          return parm && TREE_CODE (parm) == PARM_DECL
                 && POINTER_TYPE_P (TREE_TYPE (parm)) ? p : NULL_TREE;
        }
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
      if (!as || (gimple_assign_rhs_code (as) != POINTER_PLUS_EXPR
                  && gimple_assign_rhs_code (as) != SSA_NAME
                  && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))))
        return NULL_TREE;
      p = gimple_assign_rhs1 (as);
    }
  return NULL_TREE;
}

/* Where an object's values come from: what the object pointer
   parameter PARAM of the current function points to holds at entry
   (OBJ null), or what local variable OBJ of it is ever given.  */
struct held_source
{
  int param;
  tree obj;
};

/* What the bytes [C + VMUL * I, ... + SIZE) of the object of SRC hold,
   joined over the indices I in [LO, HI], into *OUT.  */
static bool
held_over (const struct held_source &src, HOST_WIDE_INT c,
           HOST_WIDE_INT vmul, uint64_t lo, uint64_t hi, unsigned size,
           struct held *out)
{
  bool has = false;
  if (hi < lo || hi - lo >= 16 || hi >= ((uint64_t) 1 << 20))
    return false;
  for (uint64_t i = lo; i <= hi; i++)
    {
      struct held h;
      HOST_WIDE_INT byte = c + vmul * (HOST_WIDE_INT) i;
      if (!(src.obj ? object_bytes (cfun, src.obj, byte, size, &h)
                    : entry_bytes (current_function_decl, src.param, byte,
                                   size, &h, 0))
          || !ascsync_held_join (out, &has, h))
        return false;
    }
  return has;
}

/* Narrow *IX, the values of index VAR of load REF, to the elements of
   REF's array when REF is "A[VAR]" of an array of N elements from 0
   that is not the last member of its structure (C's bound on array
   subscripts: an index outside it is undefined, as GCC's optimizers
   take it too; a trailing array may be used as a flexible one).  An
   index the evaluator does not know at all then takes every element:
   "this->xb[this->s]" with S a member its caller steps.  */
static void
index_within_array (tree ref, tree var, struct val *ix)
{
  if (TREE_CODE (ref) != ARRAY_REF || TREE_OPERAND (ref, 1) != var
      || !integer_zerop (array_ref_low_bound (ref))
      || array_at_struct_end_p (ref))
    return;
  tree up = array_ref_up_bound (ref);
  if (!up || !tree_fits_uhwi_p (up) || tree_to_uhwi (up) >= 16)
    return;
  uint64_t n1 = tree_to_uhwi (up);
  if (ix->kind != VAL_INT || ix->cyc)
    {
      *ix = ascsync_val_unknown ();
      ix->kind = VAL_INT;
      ix->lo = 0;
      ix->hi = n1;
      return;
    }
  /* An unsigned reading of a negative index is past every bound.  */
  if (ix->lo > ix->hi || ix->hi > n1)
    {
      ix->lo = ix->lo <= n1 && ix->lo <= ix->hi ? ix->lo : 0;
      ix->hi = n1;
      ix->pk = 0;
    }
}

/* The value of load REF from the object of SRC, whose place REF is a
   part of (ROOT: its pointer parameter's default definition, or the
   variable), into *OUT (ascsync_entry_load).  */
static bool
held_load (tree ref, tree root, const struct held_source &src, int depth,
           struct val *out)
{
  tree type = TREE_TYPE (ref);
  HOST_WIDE_INT c, vmul;
  tree var;
  if (!TYPE_SIZE_UNIT (type) || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
      || ascsync_ref_place (ref, root, &c, &var, &vmul) != 1)
    return false;
  unsigned size = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  struct held all;
  if (!var)
    return held_over (src, c, 0, 0, 0, size, &all) && held_val (all, out);
  struct val ix = ascsync_eval (var, depth + 1);
  index_within_array (ref, var, &ix);
  if (ix.kind != VAL_INT || ix.cyc
      || !held_over (src, c, vmul, ix.lo, ix.hi, size, &all)
      || !held_val (all, out))
    return false;
  if (ix.pk < 2 || ix.ps || all.kind == HELD_GM)
    return true;
  /* Residue by residue of the index's slot rotation: the values of
     the elements it selects.  */
  struct val r = *out;
  ascsync_val_copy_form (&r, ix);
  r.pone = 0;
  for (int k = 0; k < ix.pk; k++)
    {
      struct held e;
      struct val ev;
      if (!held_over (src, c, vmul, ix.plo[k], ix.phi[k], size, &e)
          || !held_val (e, &ev))
        return true;
      ascsync_val_set_residue (&r, k, ev);
    }
  r.onebase = 0;
  *out = r;
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_entry_load (tree ref, int depth, struct val *out)
{
  tree pdef = ascsync_reference_param (ref);
  struct held_source src = { -1, NULL_TREE };
  if (!pdef)
    return false;
  src.param = ascsync_param_index (SSA_NAME_VAR (pdef));
  return held_load (ref, pdef, src, depth, out);
}

/* See gimple_val.h.  */
bool
ascsync_object_load (tree ref, tree obj, int depth, struct val *out)
{
  struct held_source src = { -1, obj };
  return held_load (ref, obj, src, depth, out);
}

/* See gimple_held.h.  */
bool
ascsync_object_held (function *fn, tree obj, HOST_WIDE_INT byte,
                     unsigned size, struct held *out)
{
  return object_bytes (fn, obj, byte, size, out);
}

/* See gimple_held.h.  */
bool
ascsync_entry_held (int param, HOST_WIDE_INT byte, unsigned size,
                    struct held *out)
{
  return param >= 0
         && entry_bytes (current_function_decl, param, byte, size, out, 0);
}

/* See gimple_val.h.  */
bool
ascsync_object_bytes (tree obj, HOST_WIDE_INT byte, unsigned size,
                      struct val *out)
{
  struct held h;
  return object_bytes (cfun, obj, byte, size, &h) && held_val (h, out);
}

/* See ascsync-gcc.h.  */
bool
ascsync_entry_values (tree ref, struct ascsync_param_fn *f)
{
  tree type = TREE_TYPE (ref);
  tree parm = ascsync_param_place (ref, f);
  if (!parm || !TYPE_SIZE_UNIT (type) || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type)))
    return false;
  unsigned size = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  int param = ascsync_param_index (parm);
  for (int i = 0; i < (f->n ? f->n : 1); i++)
    {
      struct held h;
      if (!entry_bytes (current_function_decl, param,
                        (HOST_WIDE_INT) f->val[i], size, &h, 0)
          || (h.kind != HELD_INT && h.kind != HELD_UB) || h.lo != h.hi)
        return false;
      f->val[i] = h.lo;
    }
  return true;
}

/* See ascsync-gcc.h.  */
void
ascsync_entry_reset (void)
{
  held_objects.truncate (0);
  ascsync_counter_memo_reset ();
}
