/* gimple_readonly.cc -- the bytes a function of the unit writes through
   its pointer parameters, when it lets them not escape (ascsync).

   A kernel keeps its slots' addresses in a local object and passes the
   object's address to functions left out of line: an Ascend C operator
   class's methods ("op.Compute (t)" is "KernelAdd::Compute (&op, t)"),
   or a C helper given "&bufs".  The evaluator reads a local table's
   values from the stores naming it (gimple_tables.cc), which holds only
   when nothing else can write the table: once the address is taken, a
   call might.  A call cannot write a byte of the object its argument
   points to when that byte lies outside what the callee writes through
   the parameter, as found here:

   - every use of the parameter, and of every pointer derived from it
     (copies, conversions, pointer arithmetic, PHIs, addresses of
     references through it), is the address of a load, a comparison, a
     difference of pointers, the address of a store, or an argument of
     a call to a function of the unit that lets that parameter not
     escape in turn;
   - none is stored, returned, passed to any other function (an
     intrinsic, a builtin, a function without a body here), or used by
     an asm;
   - the bytes written are those of each store through such a pointer
     at a constant offset from the parameter, with a known extent (a
     field, "this->cur = c"), and those the callees write, moved by the
     argument's offset; a store into an element of an array member at
     an index not known writes the whole array (an array of two
     elements or more ending the structure too: it is no flexible
     array, whatever GCC assumes of a trailing one); a store at an
     offset not known otherwise writes the whole object, and the
     parameter is then not followed.

   The function, and every function it calls with such a pointer, then
   writes the object only at those bytes: it has no other way to reach
   it, since the caller passes its address nowhere else (the caller's
   statements are checked by ascsync_tables_init).  A parameter with no
   bytes written is read-only.  A recursive chain is decided as not
   followed.

   The answers are computed once per unit for every function with a
   GIMPLE body, with ascsync_confined_init's (before the first function
   is expanded), and do not depend on the order functions are compiled
   in.  Before then (the "ascsync-tables" pass of the first function
   compiled) no parameter is followed.  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"

/* Parameters followed per function.  */
#define WRITES_MAX_PARAMS 8

/* What a function does through its parameters: per parameter I, whether
   it is followed (bit I of OK) and the bytes it writes, W[I].  */
struct fn_writes
{
  bool busy;
  unsigned ok;
  struct ascsync_byte_ranges w[WRITES_MAX_PARAMS];
};

static hash_map<tree, fn_writes *> *writes_memo;

static const struct fn_writes *function_writes (tree decl);

/* An offset from the parameter that is not known.  */
#define OFF_UNKNOWN HOST_WIDE_INT_MIN

/* See ascsync-gcc.h.  */
bool
ascsync_byte_ranges_meet (const struct ascsync_byte_ranges *r,
                          HOST_WIDE_INT lo, HOST_WIDE_INT hi)
{
  for (int i = 0; i < r->n; i++)
    if (lo < r->hi[i] && hi > r->lo[i])
      return true;
  return false;
}

/* See ascsync-gcc.h: a range of its own while there is room, else the
   hull with the last.  */
void
ascsync_byte_ranges_add (struct ascsync_byte_ranges *r, HOST_WIDE_INT lo,
                         HOST_WIDE_INT hi)
{
  for (int i = 0; i < r->n; i++)
    if (lo <= r->hi[i] && hi >= r->lo[i])
      {
        r->lo[i] = MIN (r->lo[i], lo);
        r->hi[i] = MAX (r->hi[i], hi);
        return;
      }
  if (r->n < ASCSYNC_MAX_BYTE_RANGES)
    {
      r->lo[r->n] = lo;
      r->hi[r->n++] = hi;
      return;
    }
  int k = r->n - 1;
  r->lo[k] = MIN (r->lo[k], lo);
  r->hi[k] = MAX (r->hi[k], hi);
}

/* Add to *W the bytes store LHS, through NAME at offset OFF from the
   parameter, writes; false when they are not known (an unknown
   offset, extent or base).  */
static bool
note_store (tree lhs, tree name, HOST_WIDE_INT off,
            struct ascsync_byte_ranges *w)
{
  poly_int64 pbo, psize, pmax;
  HOST_WIDE_INT bo, mx;
  bool reverse;
  tree base = get_ref_base_and_extent (lhs, &pbo, &psize, &pmax, &reverse);
  /* An element of an array member at an index not known: GCC leaves
     the extent open when the array ends its structure (it may be
     flexible); one of two elements or more is not, and the store
     writes within it (C's rule for an array's elements).  */
  tree arr = TREE_CODE (lhs) == ARRAY_REF ? TREE_OPERAND (lhs, 0) : NULL_TREE;
  tree dom = arr ? TYPE_DOMAIN (TREE_TYPE (arr)) : NULL_TREE;
  if ((!pmax.is_constant (&mx) || mx < 0) && dom && TYPE_MIN_VALUE (dom)
      && TYPE_MAX_VALUE (dom) && integer_zerop (TYPE_MIN_VALUE (dom))
      && tree_fits_shwi_p (TYPE_MAX_VALUE (dom))
      && tree_to_shwi (TYPE_MAX_VALUE (dom)) >= 1)
    base = get_ref_base_and_extent (arr, &pbo, &psize, &pmax, &reverse);
  if (off == OFF_UNKNOWN || !base || TREE_CODE (base) != MEM_REF
      || TREE_OPERAND (base, 0) != name
      || !tree_fits_shwi_p (TREE_OPERAND (base, 1))
      || !pbo.is_constant (&bo) || !pmax.is_constant (&mx) || mx < 0
      || bo < 0)
    return false;
  HOST_WIDE_INT lo = off + tree_to_shwi (TREE_OPERAND (base, 1))
                     + bo / BITS_PER_UNIT;
  HOST_WIDE_INT bits = bo % BITS_PER_UNIT + mx;
  ascsync_byte_ranges_add (w, lo,
                           lo + (bits + BITS_PER_UNIT - 1) / BITS_PER_UNIT);
  return true;
}

/* Whether call CALL passes pointer NAME (at offset OFF from the
   parameter) only in argument positions its callee follows (adding
   what the callee writes there to *W), and not in its result's place
   or its static chain.  */
static bool
call_use (gcall *call, tree name, HOST_WIDE_INT off,
          struct ascsync_byte_ranges *w)
{
  tree callee = gimple_call_fndecl (call);
  if (gimple_call_internal_p (call) || !callee || gimple_call_chain (call)
      || ascsync_header_decl_p (callee))
    return false;
  tree body = ascsync_body_decl (callee);
  if (!ascsync_unit_body_p (body))
    return false;
  const struct fn_writes *fw = function_writes (body);
  tree lhs = gimple_call_lhs (call);
  if (!fw || (lhs && TREE_CODE (lhs) != SSA_NAME))
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (arg == name)
        {
          if (i >= WRITES_MAX_PARAMS || !((fw->ok >> i) & 1)
              || (fw->w[i].n && off == OFF_UNKNOWN))
            return false;
          for (int k = 0; k < fw->w[i].n; k++)
            ascsync_byte_ranges_add (w, off + fw->w[i].lo[k],
                                     off + fw->w[i].hi[k]);
        }
      else if (TREE_CODE (arg) != SSA_NAME && !is_gimple_min_invariant (arg))
        return false;       /* an aggregate read through it, say */
    }
  return true;
}

/* Whether NAME, a pointer, is the base address of REF, a reference
   through it (a MEM_REF or TARGET_MEM_REF on NAME).  */
static bool
reference_through_p (tree ref, tree name)
{
  if (!ref)
    return false;
  tree base = get_base_address (ref);
  return base && (TREE_CODE (base) == MEM_REF
                  || TREE_CODE (base) == TARGET_MEM_REF)
         && TREE_OPERAND (base, 0) == name;
}

/* Whether assignment AS, a use of pointer NAME at offset OFF from the
   parameter, reads or writes through it (the bytes written into *W) or
   derives another pointer from it (pushed on WORK with its offset on
   OFFS).  */
static bool
assign_use (gassign *as, tree name, HOST_WIDE_INT off, vec<tree> *work,
            vec<HOST_WIDE_INT> *offs, struct ascsync_byte_ranges *w)
{
  tree lhs = gimple_assign_lhs (as);
  tree rhs1 = gimple_assign_rhs1 (as);
  enum tree_code code = gimple_assign_rhs_code (as);
  if (TREE_CODE (lhs) != SSA_NAME)
    {
      /* A store through NAME, or an aggregate copy reading through it;
         NAME (or an address made from it) stored is an escape.  */
      bool lthrough = reference_through_p (lhs, name);
      bool rthrough = reference_through_p (rhs1, name);
      if (!gimple_assign_single_p (as) || (!lthrough && !rthrough)
          || (!rthrough && (rhs1 == name || TREE_CODE (rhs1) == ADDR_EXPR)))
        return false;
      return !lthrough || note_store (lhs, name, off, w);
    }
  if (gimple_assign_load_p (as))
    return reference_through_p (rhs1, name)
           && gimple_assign_rhs2 (as) == NULL_TREE;
  if (TREE_CODE_CLASS (code) == tcc_comparison || code == POINTER_DIFF_EXPR)
    return true;
  if (code == POINTER_PLUS_EXPR && rhs1 != name)
    return false;               /* NAME as an offset */
  HOST_WIDE_INT noff = off;
  if (code == POINTER_PLUS_EXPR)
    {
      tree c = gimple_assign_rhs2 (as);
      noff = off != OFF_UNKNOWN && tree_fits_shwi_p (c)
             ? off + tree_to_shwi (c) : OFF_UNKNOWN;
    }
  else if (code == ADDR_EXPR)
    {
      /* "&MEM[name + C].f": GCC's offset of the address leaves out the
         MEM_REF's own C, a pointer's base being no object.  */
      poly_int64 po;
      HOST_WIDE_INT c;
      tree base = get_addr_base_and_unit_offset (TREE_OPERAND (rhs1, 0), &po);
      if (!reference_through_p (TREE_OPERAND (rhs1, 0), name))
        return false;
      noff = off != OFF_UNKNOWN && base && TREE_CODE (base) == MEM_REF
             && TREE_OPERAND (base, 0) == name
             && tree_fits_shwi_p (TREE_OPERAND (base, 1))
             && po.is_constant (&c)
             ? off + tree_to_shwi (TREE_OPERAND (base, 1)) + c : OFF_UNKNOWN;
    }
  else if (code != SSA_NAME
           && !(CONVERT_EXPR_CODE_P (code)
                && POINTER_TYPE_P (TREE_TYPE (lhs))))
    return false;
  work->safe_push (lhs);
  offs->safe_push (noff);
  return true;
}

/* Whether pointer START (an SSA name of the current function's, or of
   the function whose parameter it is) does not escape and is written
   through only at known bytes, offsets from START into *W (file
   comment).  */
static bool
pointer_writes (tree start, struct ascsync_byte_ranges *w)
{
  tree ddef = start;
  auto_vec<tree> work;
  auto_vec<HOST_WIDE_INT> offs;
  hash_set<tree> seen;
  work.safe_push (ddef);
  offs.safe_push (0);
  seen.add (ddef);
  while (!work.is_empty ())
    {
      tree name = work.pop ();
      HOST_WIDE_INT off = offs.pop ();
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, name)
        {
          bool ok;
          auto_vec<tree> derived;
          auto_vec<HOST_WIDE_INT> doffs;
          if (is_gimple_debug (use) || gimple_code (use) == GIMPLE_COND)
            ok = true;
          else if (gphi *phi = dyn_cast <gphi *> (use))
            {
              /* Another argument may come from elsewhere.  */
              derived.safe_push (gimple_phi_result (phi));
              doffs.safe_push (OFF_UNKNOWN);
              ok = true;
            }
          else if (gassign *as = dyn_cast <gassign *> (use))
            ok = assign_use (as, name, off, &derived, &doffs, w);
          else if (gcall *call = dyn_cast <gcall *> (use))
            ok = call_use (call, name, off, w);
          else
            ok = false;         /* a return, an asm, a switch */
          if (!ok)
            return false;
          for (unsigned i = 0; i < derived.length (); i++)
            if (!seen.add (derived[i]))
              {
                work.safe_push (derived[i]);
                offs.safe_push (doffs[i]);
              }
        }
    }
  return true;
}

/* Whether FN lets its pointer parameter PARM not escape and writes
   through it only at known bytes, into *W (file comment).  */
static bool
param_writes (function *fn, tree parm, struct ascsync_byte_ranges *w)
{
  memset (w, 0, sizeof *w);
  tree ddef = ssa_default_def (fn, parm);
  return !ddef || pointer_writes (ddef, w);
}

/* See ascsync-gcc.h.  */
bool
ascsync_pointer_writes (tree name, struct ascsync_byte_ranges *w)
{
  memset (w, 0, sizeof *w);
  return TREE_CODE (name) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (name))
         && pointer_writes (name, w);
}

/* What DECL, a function of the unit, does through its parameters (see
   struct fn_writes): computed once; null while it is being decided (a
   recursive chain) or when its body is not GIMPLE in SSA form.  */
static const struct fn_writes *
function_writes (tree decl)
{
  if (!writes_memo)
    return NULL;
  if (fn_writes **known = writes_memo->get (decl))
    return (*known)->busy ? NULL : *known;
  fn_writes *fw = XCNEW (struct fn_writes);
  fw->busy = true;
  writes_memo->put (decl, fw);
  function *fn = DECL_STRUCT_FUNCTION (decl);
  if (fn && fn->cfg && !(fn->curr_properties & PROP_rtl)
      && gimple_in_ssa_p (fn))
    {
      unsigned i = 0;
      for (tree p = DECL_ARGUMENTS (decl); p && i < WRITES_MAX_PARAMS;
           p = DECL_CHAIN (p), i++)
        if (POINTER_TYPE_P (TREE_TYPE (p)) && param_writes (fn, p, &fw->w[i]))
          fw->ok |= 1u << i;
    }
  fw->busy = false;
  return fw;
}

/* See ascsync-gcc.h.  */
void
ascsync_readonly_init (void)
{
  if (!writes_memo)
    writes_memo = new hash_map<tree, fn_writes *>;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (ascsync_unit_body_p (node->decl))
      function_writes (node->decl);
}

/* See ascsync-gcc.h.  */
bool
ascsync_param_writes (tree fndecl, int i, struct ascsync_byte_ranges *w)
{
  if (i < 0 || i >= WRITES_MAX_PARAMS)
    return false;
  if (!writes_memo)
    writes_memo = new hash_map<tree, fn_writes *>;
  const struct fn_writes *fw = function_writes (ascsync_body_decl (fndecl));
  if (!fw || !((fw->ok >> i) & 1))
    return false;
  *w = fw->w[i];
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_arg_writes (gcall *call, unsigned i, struct ascsync_byte_ranges *w)
{
  tree callee = gimple_call_fndecl (call);
  return callee && !gimple_call_internal_p (call) && !gimple_call_chain (call)
         && ascsync_param_writes (callee, (int) i, w);
}

/* See ascsync-gcc.h.  */
bool
ascsync_call_arg_writes (function *fn, gcall *call, unsigned i,
                         struct ascsync_byte_ranges *w)
{
  int j;
  tree callee = ascsync_call_body (fn, call, i, &j);
  return callee && !gimple_call_internal_p (call)
         && !gimple_call_chain (call) && ascsync_param_writes (callee, j, w);
}
