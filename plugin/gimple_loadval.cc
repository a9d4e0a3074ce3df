/* gimple_loadval.cc -- the values a scalar load of local memory may
   read, for the evaluator of gimple_val.cc: what the kernel's writers
   of that buffer put there.

   The property used: a vector reduction that writes (value, index)
   pairs (vcmax, vcmin) bounds the index fields it writes, and a scalar
   load that reads only such fields reads a bounded value, which may
   then address the next operation:

     k = bu[2 * i + 1] / 16;                     (an index field)
     vcmax (p + i * ROW + k * 16, in + i * CPAD + k * 128, 1, ...);

   An index read from memory is data to GCC and to the evaluator, so
   every such operation was taken to reach anywhere in its buffer, and
   the operations of different rows to overlap.  But the intrinsic table
   says what such a writer stores: the index of a pair is the position
   of the extreme within its repeat, below the lanes of one repeat (128
   half or 64 float elements), written as an unsigned integer of the
   element's width right after the value; a pair is twice the element's
   width and a destination is 32-byte aligned (the simulator faults an
   operand that is not), so index fields lie at the element's width
   modulo twice it.

   So a load of local memory takes the values every writer of its buffer
   may leave at the bytes it reads, when they are all known:
   - the buffer: the get_imm address the load's pointer is derived from
     by integer arithmetic (ascsync_imm_base); a writer whose pointer is
     derived from another get_imm address writes another buffer (the
     layout assumption of gimple_ops.cc: pointer arithmetic and
     transfers stay in the buffer they start in; off with layout=no),
     unless it is moved down from that address by a constant ("b[-1]",
     "b - 64": it may write the buffer below);
   - an intrinsic writing that buffer: a (value, index) reduction gives
     [0, lanes - 1] when the load reads within an index field (its
     address modulo twice the element's width is the width, or the
     load is narrower and starts there), anything else any value;
   - a scalar store into it: the value stored, when it has the load's
     size;
   - a call that may write local memory (a call of a function not
     confined, or of a confined one given a pointer that may reach the
     buffer: not a variable's address, such as a C++ constructor's
     "this"), or a store through a pointer not derived from a get_imm
     address: any value.
   And the memory before the first write holds nothing the kernel
   reads: the function is a kernel's entry (ascsync_kernel_entry_p:
   called only by host code, and launched by it or declared __global__,
   which the header makes "used"), so
   nothing wrote its local memory before it started, and it reads none
   it did not write (the simulator's checker reports such a read as
   uninitialised-read).  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* What may write one buffer: a writer of unknown values (ANY), the
   element sizes of the (value, index) reductions into it (bit E), the
   scalar stores into it.  */
struct buffer_writers
{
  uint64_t start;
  bool any;
  unsigned pair_sizes;
  vec<gimple *> stores;
};

static vec<buffer_writers> writers_memo;
/* The buffers whose loads are being evaluated (a stored value may
   depend on a load of the same buffer).  */
static vec<uint64_t> busy;
/* 1: the current function is a kernel's entry, 0 not, -1 not known.  */
static int entry_state = -1;

/* See gimple_val.h.  */
void
ascsync_loadval_reset (void)
{
  for (unsigned i = 0; i < writers_memo.length (); i++)
    writers_memo[i].stores.release ();
  writers_memo.release ();
  busy.release ();
  entry_state = -1;
}

/* Whether the current function is a kernel's entry
   (ascsync_kernel_entry_p), memoized.  */
static bool
kernel_entry_p (void)
{
  if (entry_state < 0)
    entry_state = ascsync_kernel_entry_p (current_function_decl);
  return entry_state == 1;
}

/* Whether address (or memory reference base) X is derived by integer
   arithmetic from get_imm addresses given as constants, through PHIs
   and conditional values of such pointers: every one of them into
   STARTS (with SEEN, the names walked).  */
static bool
imm_starts (tree x, vec<uint64_t> *starts, hash_set<tree> *seen, int depth)
{
  int64_t off;
  tree base = ascsync_imm_base (x, &off);
  /* Moved down from its base by a constant ("b[-1]", "b - 64"): it may
     lie in the buffer below, whose address is not known here.  */
  if (!base || depth > 8 || off < 0)
    return false;
  if (seen->add (base))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (base);
  if (ascsync_get_imm_p (def))
    {
      tree arg = gimple_call_arg (def, 0);
      if (TREE_CODE (arg) != INTEGER_CST || !tree_fits_uhwi_p (arg))
        return false;
      starts->safe_push (tree_to_uhwi (arg));
      return true;
    }
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!imm_starts (gimple_phi_arg_def (phi, i), starts, seen,
                         depth + 1))
          return false;
      return true;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (as && gimple_assign_rhs_code (as) == COND_EXPR)
    return imm_starts (gimple_assign_rhs2 (as), starts, seen, depth + 1)
           && imm_starts (gimple_assign_rhs3 (as), starts, seen, depth + 1);
  return false;
}

/* Whether X may point into the buffer at get_imm address START: true
   unless every get_imm address it may be derived from is known and
   none is START.  */
static bool
may_reach (tree x, uint64_t start)
{
  auto_vec<uint64_t, 4> starts;
  hash_set<tree> seen;
  if (!imm_starts (x, &starts, &seen, 0))
    return true;
  for (unsigned i = 0; i < starts.length (); i++)
    if (starts[i] == start)
      return true;
  return false;
}

/* Whether address (or memory reference base) X is derived by integer
   arithmetic from the one get_imm address given as a constant, into
   *C.  */
static bool
imm_start (tree x, uint64_t *c)
{
  auto_vec<uint64_t, 4> starts;
  hash_set<tree> seen;
  if (!imm_starts (x, &starts, &seen, 0) || starts.length () != 1)
    return false;
  *c = starts[0];
  return true;
}

/* Whether address (or memory reference base) X is derived by integer
   arithmetic from a pointer parameter: global memory, in a kernel's
   entry.  Not by the evaluator, which may come back to the load being
   evaluated.  */
static bool
param_pointer_p (tree x)
{
  int64_t off;
  tree base = ascsync_imm_base (x, &off);
  return base && SSA_NAME_IS_DEFAULT_DEF (base) && SSA_NAME_VAR (base)
         && TREE_CODE (SSA_NAME_VAR (base)) == PARM_DECL;
}

/* Whether X is the address of a variable (or of a part of one), which
   holds no local memory.  */
static bool
variable_address_p (tree x)
{
  if (TREE_CODE (x) != ADDR_EXPR)
    return false;
  tree base = get_base_address (TREE_OPERAND (x, 0));
  return base && DECL_P (base);
}

/* Note in W what intrinsic call CALL (op OPNUM, variant VAR) writes
   into buffer W->START.  */
static void
note_intrinsic (gcall *call, int opnum, enum asc_variant var,
                struct buffer_writers *w)
{
  const struct asc_op_info *info = &asc_ops[opnum];
  if (info->dst_space == ASC_SPACE_NONE || info->dst_space == ASC_SPACE_GM)
    return;
  if (gimple_call_num_args (call) < 3)
    {
      w->any = true;
      return;
    }
  if (!may_reach (gimple_call_arg (call, 2), w->start))
    return;
  int e = asc_variant_size (var);
  if (info->form == ASC_FORM_VRED_PAIR && e > 0 && e < 32)
    w->pair_sizes |= 1u << e;
  else
    w->any = true;
}

/* Note in W what statement STMT may write into buffer W->START.  */
static void
note_writer (gimple *stmt, struct buffer_writers *w)
{
  if (gimple_code (stmt) == GIMPLE_ASM)
    {
      w->any = true;
      return;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      tree fndecl = gimple_call_fndecl (call);
      enum asc_variant var = ASC_VAR_NONE;
      int opnum = fndecl ? ascsync_intrinsic_of (fndecl, &var) : -1;
      if (ascsync_get_imm_p (call))
        return;
      if (opnum >= 0)
        note_intrinsic (call, opnum, var, w);
      else if (gimple_call_internal_p (call)
               || !fndecl || !ascsync_confined_callee_p (fndecl))
        w->any = true;
      else
        /* A confined callee may write what it is given: not local
           memory through a variable's address (a C++ constructor's
           "this"), nor a buffer the pointer is not derived from.  */
        for (unsigned i = 0; i < gimple_call_num_args (call); i++)
          {
            tree a = gimple_call_arg (call, i);
            if (POINTER_TYPE_P (TREE_TYPE (a)) && !variable_address_p (a)
                && may_reach (a, w->start))
              w->any = true;
          }
      return;
    }
  if (!gimple_vdef (stmt) || gimple_clobber_p (stmt))
    return;
  tree lhs = gimple_get_lhs (stmt);
  tree base = lhs ? get_base_address (lhs) : NULL_TREE;
  if (!base || DECL_P (base) || ascsync_stack_reference (base))
    return;                     /* a variable: no local memory */
  if (param_pointer_p (base))
    return;                     /* global memory */
  uint64_t c;
  if (!imm_start (base, &c))
    {
      if (may_reach (base, w->start))
        w->any = true;
    }
  else if (c == w->start)
    w->stores.safe_push (stmt);
}

/* The writers of the buffer at get_imm address START in the current
   function, memoized.  */
static struct buffer_writers *
writers_of (uint64_t start)
{
  for (unsigned i = 0; i < writers_memo.length (); i++)
    if (writers_memo[i].start == start)
      return &writers_memo[i];
  struct buffer_writers w;
  memset (&w, 0, sizeof w);
  w.start = start;
  w.stores = vNULL;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
         !gsi_end_p (gsi) && !w.any; gsi_next (&gsi))
      note_writer (gsi_stmt (gsi), &w);
  writers_memo.safe_push (w);
  return &writers_memo.last ();
}

/* A PHI being walked by residue: its residue when assumed (KNOWN).  */
struct walked
{
  tree name;
  bool known;
  uint64_t m, r;             /* its residue R modulo M */
};

static bool residue (tree t, uint64_t m, int depth, vec<walked> *stack,
                     uint64_t *r);

/* The residue of PHI (defining T) for residue: the one of an argument
   that does not come back to T, when every argument has it with T
   taken to have it too.  */
static bool
phi_residue (gphi *phi, tree t, uint64_t m, int depth, vec<walked> *stack,
             uint64_t *r)
{
  unsigned n = gimple_phi_num_args (phi), len = stack->length ();
  walked w = { t, false, m, 0 };
  stack->safe_push (w);
  bool have = false;
  for (unsigned i = 0; i < n && !have; i++)
    have = residue (gimple_phi_arg_def (phi, i), m, depth + 1, stack, r);
  (*stack)[len].known = true;
  (*stack)[len].r = *r;
  bool ok = have;
  for (unsigned i = 0; i < n && ok; i++)
    {
      uint64_t x;
      ok = residue (gimple_phi_arg_def (phi, i), m, depth + 1, stack, &x)
           && x == *r;
    }
  stack->truncate (len);
  return ok;
}

/* The residue modulo M (a power of two, at most 2^16) of integer or
   address T into *R: constants, get_imm addresses given as constants,
   conversions to at least 16 bits, sums, differences and products, and
   PHIs whose arguments all agree (STACK: the PHIs being walked).  */
static bool
residue (tree t, uint64_t m, int depth, vec<walked> *stack, uint64_t *r)
{
  if (TREE_CODE (t) == INTEGER_CST || m == 1)
    {
      *r = TREE_CODE (t) == INTEGER_CST ? TREE_INT_CST_LOW (t) & (m - 1) : 0;
      return true;
    }
  if (TREE_CODE (t) != SSA_NAME || depth > 16
      || SSA_NAME_IS_DEFAULT_DEF (t))
    return false;
  for (unsigned i = 0; i < stack->length (); i++)
    if ((*stack)[i].name == t)
      {
        /* Taken modulo M when M divides the modulus it was assumed for. */
        *r = (*stack)[i].r & (m - 1);
        return (*stack)[i].known && m <= (*stack)[i].m;
      }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (ascsync_get_imm_p (def))
    return residue (gimple_call_arg (def, 0), m, depth + 1, stack, r);
  if (gphi *phi = dyn_cast <gphi *> (def))
    return phi_residue (phi, t, m, depth, stack, r);
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || gimple_assign_load_p (as))
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  tree b = gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as) : NULL_TREE;
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    {
      tree ta = TREE_TYPE (a);
      if ((!POINTER_TYPE_P (ta) && !INTEGRAL_TYPE_P (ta))
          || (!POINTER_TYPE_P (ta) && TYPE_PRECISION (ta) < 16)
          || (!POINTER_TYPE_P (TREE_TYPE (t))
              && TYPE_PRECISION (TREE_TYPE (t)) < 16))
        return false;
      return residue (a, m, depth + 1, stack, r);
    }
  uint64_t ra, rb;
  if ((code == MULT_EXPR || code == LSHIFT_EXPR) && TREE_CODE (b) == INTEGER_CST
      && tree_fits_uhwi_p (b))
    {
      /* A * C modulo M needs A only modulo M / G, G the power of two
         dividing both.  */
      uint64_t c = tree_to_uhwi (b);
      if (code == LSHIFT_EXPR)
        c = c < 16 ? (uint64_t) 1 << c : 0;
      uint64_t g = c & -c;
      if (c == 0 || g >= m)
        {
          *r = 0;
          return true;
        }
      if (!residue (a, m / g, depth + 1, stack, &ra))
        return false;
      *r = (ra * c) & (m - 1);
      return true;
    }
  if (!b || !residue (a, m, depth + 1, stack, &ra)
      || !residue (b, m, depth + 1, stack, &rb))
    return false;
  switch (code)
    {
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      *r = (ra + rb) & (m - 1);
      return true;
    case MINUS_EXPR:
    case POINTER_DIFF_EXPR:
      *r = (ra - rb) & (m - 1);
      return true;
    case MULT_EXPR:
      *r = (ra * rb) & (m - 1);
      return true;
    default:
      return false;
    }
}

/* The residue modulo M of the address memory reference REF (a MEM_REF
   or TARGET_MEM_REF) reads, into *R.  */
static bool
ref_residue (tree ref, uint64_t m, uint64_t *r)
{
  auto_vec<walked, 8> stack;
  uint64_t x, acc;
  if (!residue (TREE_OPERAND (ref, 0), m, 0, &stack, &acc))
    return false;
  if (TREE_CODE (ref) == MEM_REF)
    {
      if (!residue (TREE_OPERAND (ref, 1), m, 0, &stack, &x))
        return false;
      *r = (acc + x) & (m - 1);
      return true;
    }
  if (TMR_INDEX (ref))
    {
      uint64_t s = 1;
      if (TMR_STEP (ref) && !residue (TMR_STEP (ref), m, 0, &stack, &s))
        return false;
      if (!residue (TMR_INDEX (ref), m, 0, &stack, &x))
        return false;
      acc += x * s;
    }
  if (TMR_INDEX2 (ref))
    {
      if (!residue (TMR_INDEX2 (ref), m, 0, &stack, &x))
        return false;
      acc += x;
    }
  if (!residue (TMR_OFFSET (ref), m, 0, &stack, &x))
    return false;
  *r = (acc + x) & (m - 1);
  return true;
}

/* The values of the (value, index) reductions of element sizes SIZES
   (bit E) at a load of SZ bytes REF reads: [0, lanes - 1] of each,
   when REF reads within an index field of every one; else unknown.  */
static struct val
index_values (tree ref, unsigned sizes, uint64_t sz)
{
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  for (unsigned e = 1; e < 32; e++)
    {
      if (!((sizes >> e) & 1))
        continue;
      uint64_t res;
      if ((e & (e - 1)) || sz > e || !ref_residue (ref, 2 * e, &res)
          || res != e)
        return ascsync_val_unknown ();
      uint64_t hi = 256 / e - 1;
      if (sz < 8 && hi > ((uint64_t) 1 << (8 * sz - 1)) - 1)
        hi = ((uint64_t) 1 << (8 * sz - 1)) - 1;
      r = ascsync_val_union (r, ascsync_val_int (0, hi));
    }
  return r;
}

/* The union of the values scalar stores STORES put into a buffer, each
   of SZ bytes and not negative in SZ bytes; unknown when one is not.  */
static struct val
stored_values (const vec<gimple *> &stores, uint64_t sz, int depth)
{
  struct val r = ascsync_val_unknown ();
  r.kind = VAL_NONE;
  for (unsigned i = 0; i < stores.length (); i++)
    {
      gimple *st = stores[i];
      tree lhs = gimple_get_lhs (st), size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
      if (!gimple_assign_single_p (st) || !size || !tree_fits_uhwi_p (size)
          || tree_to_uhwi (size) != sz
          || !INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
        return ascsync_val_unknown ();
      struct val v = ascsync_eval (gimple_assign_rhs1 (st), depth + 1);
      if (v.kind != VAL_INT || v.cyc || v.lo > v.hi
          || (sz < 8 && v.hi >= ((uint64_t) 1 << (8 * sz - 1))))
        return ascsync_val_unknown ();
      ascsync_val_forget_form (&v);
      r = ascsync_val_union (r, v);
    }
  return r;
}

/* See gimple_val.h.  */
struct val
ascsync_local_load_value (tree ref, int depth)
{
  tree type = TREE_TYPE (ref), size = TYPE_SIZE_UNIT (type);
  uint64_t start;
  if (!ascsync_settings.layout || !INTEGRAL_TYPE_P (type) || !size
      || !tree_fits_uhwi_p (size) || tree_to_uhwi (size) == 0
      || tree_to_uhwi (size) > 8
      || (TREE_CODE (ref) != MEM_REF && TREE_CODE (ref) != TARGET_MEM_REF)
      || !kernel_entry_p () || !imm_start (ref, &start))
    return ascsync_val_unknown ();
  for (unsigned i = 0; i < busy.length (); i++)
    if (busy[i] == start)
      return ascsync_val_unknown ();
  /* Copied: evaluating a stored value may add to WRITERS_MEMO.  */
  const struct buffer_writers *w = writers_of (start);
  if (w->any)
    return ascsync_val_unknown ();
  unsigned sizes = w->pair_sizes;
  auto_vec<gimple *, 8> stores;
  stores.safe_splice (w->stores);
  uint64_t sz = tree_to_uhwi (size);
  struct val r = index_values (ref, sizes, sz);
  if (r.kind == VAL_UNKNOWN || stores.is_empty ())
    return r.kind == VAL_NONE ? ascsync_val_unknown () : r;
  busy.safe_push (start);
  struct val s = stored_values (stores, sz, depth);
  busy.pop ();
  r = ascsync_val_union (r, s);
  return r.kind == VAL_NONE ? ascsync_val_unknown () : r;
}
