/* gimple_unaliased.cc -- the local variables of the current function
   that only the stores naming them write (ascsync).

   The evaluator reads a local table's values from the stores naming it
   (gimple_tables.cc), which holds only where no other statement can
   write it.  A variable whose address no statement takes is written by
   the stores naming it alone.  Its address may still be taken where no
   write through it reaches the bytes that matter: passed to a call
   whose callee lets it not escape (an operator class's method given
   "&op", a helper given "&bufs"), or made into a pointer that does not
   escape ("p = &in + o", an inlined helper's array parameter), each
   writing through it only at known bytes (gimple_readonly.cc).  Here,
   per function, the variables whose address is taken otherwise, and
   the bytes of the others that such calls and pointers write.  The
   address-taken test is made from the statements, also at -O0, where
   TREE_ADDRESSABLE stays set on every array indexed by a variable; an
   address assigned to a name nothing uses, as ascsync_propagate_copies
   leaves "this_5 = &op" of an inlined method, is not taken.  */

#include "ascsync-gcc.h"
#include "gimple-walk.h"
#include "tree-dfa.h"
#include "gimple_val.h"

/* Variables of the current function whose address some statement
   takes, other than into calls and pointers that let it not escape.
   Looked up only.  */
static hash_set<tree> *addr_taken;

/* The bytes of each local variable of the current function written
   through the pointers made from its address that do not escape: by
   the calls given it (ascsync_arg_writes), and through pointers the
   function computes from it (ascsync_pointer_writes), as offsets in
   the variable.  Looked up only.  */
static hash_map<tree, ascsync_byte_ranges> *addr_writes;

/* The same, less the writes through constant views
   (ascsync_local_view): what the stores naming the variable and those
   through its views do not show.  Looked up only.  */
static hash_map<tree, ascsync_byte_ranges> *hidden_writes;

/* What note_addr_taken fills: the variables whose address a statement
   takes, and what calls write of the others.  */
struct addr_uses
{
  hash_set<tree> *taken;
  hash_map<tree, ascsync_byte_ranges> *writes, *hidden;
};

/* Add the ranges R, moved by C (when KNOWN), to B's in WRITES; false
   when R has ranges and C is not known.  */
static bool
add_writes (hash_map<tree, ascsync_byte_ranges> *writes, tree b,
            const struct ascsync_byte_ranges *r, HOST_WIDE_INT c, bool known)
{
  if (r->n == 0)
    return true;
  if (!known)
    return false;
  bool existed;
  ascsync_byte_ranges &w = writes->get_or_insert (b, &existed);
  if (!existed)
    memset (&w, 0, sizeof w);
  for (int k = 0; k < r->n; k++)
    ascsync_byte_ranges_add (&w, c + r->lo[k], c + r->hi[k]);
  return true;
}

/* Whether address ADDR of variable B, an operand of statement STMT, is
   passed by it only as arguments its callee lets not escape
   (ascsync_arg_writes): then what it writes through them, moved by
   ADDR's offset in B, is added to B's ranges in WRITES.  */
static bool
call_argument_p (gimple *stmt, tree addr, tree b, const struct addr_uses *u)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  poly_int64 po;
  HOST_WIDE_INT c;
  if (!call || TREE_CODE (addr) != ADDR_EXPR
      || get_addr_base_and_unit_offset (TREE_OPERAND (addr, 0), &po) != b
      || !po.is_constant (&c))
    return false;
  struct ascsync_byte_ranges all;
  memset (&all, 0, sizeof all);
  bool any = false;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    if (gimple_call_arg (call, i) == addr)
      {
        struct ascsync_byte_ranges w;
        if (!ascsync_arg_writes (call, i, &w))
          return false;
        for (int k = 0; k < w.n; k++)
          ascsync_byte_ranges_add (&all, c + w.lo[k], c + w.hi[k]);
        any = true;
      }
  return (any && add_writes (u->writes, b, &all, 0, true)
          && add_writes (u->hidden, b, &all, 0, true));
}

/* Whether pointer P is used only as the address of loads and stores
   ("MEM[(int *) p] = x", "y = MEM[(int *) p + 4B]"), not stored,
   passed, compared or moved.  */
static bool
used_as_address_only_p (tree p)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, p)
    {
      if (is_gimple_debug (use))
        continue;
      gassign *as = dyn_cast <gassign *> (use);
      if (!as || !gimple_assign_single_p (as))
        return false;
      tree lhs = gimple_assign_lhs (as), rhs = gimple_assign_rhs1 (as);
      bool store = TREE_CODE (lhs) == MEM_REF && TREE_OPERAND (lhs, 0) == p
                   && rhs != p;
      bool load = TREE_CODE (rhs) == MEM_REF && TREE_OPERAND (rhs, 0) == p
                  && TREE_CODE (lhs) == SSA_NAME;
      if (!store && !load)
        return false;
    }
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_local_view (tree p, tree *decl, HOST_WIDE_INT *off)
{
  if (TREE_CODE (p) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (p)))
    return false;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
  if (!as || TREE_CODE (gimple_assign_rhs1 (as)) != ADDR_EXPR
      || (gimple_assign_rhs_code (as) != ADDR_EXPR
          && (gimple_assign_rhs_code (as) != POINTER_PLUS_EXPR
              || !tree_fits_shwi_p (gimple_assign_rhs2 (as)))))
    return false;
  poly_int64 po;
  HOST_WIDE_INT c;
  tree b = get_addr_base_and_unit_offset
             (TREE_OPERAND (gimple_assign_rhs1 (as), 0), &po);
  if (!b || !VAR_P (b) || is_global_var (b) || !po.is_constant (&c)
      || !used_as_address_only_p (p))
    return false;
  if (gimple_assign_rhs_code (as) == POINTER_PLUS_EXPR)
    c += tree_to_shwi (gimple_assign_rhs2 (as));
  *decl = b;
  *off = c;
  return true;
}

/* Whether address ADDR of variable B is the value or the base of
   pointer arithmetic of assignment STMT ("p = &b", "p = &b + i" of an
   inlined function's array parameter), whose result does not escape
   (ascsync_pointer_writes): then what is written through it, moved by
   its offset in B, is added to B's ranges in WRITES.  */
static bool
pointer_made_p (gimple *stmt, tree addr, tree b, const struct addr_uses *u)
{
  gassign *as = dyn_cast <gassign *> (stmt);
  poly_int64 po;
  HOST_WIDE_INT c;
  if (!as || TREE_CODE (addr) != ADDR_EXPR
      || gimple_assign_rhs1 (as) != addr
      || TREE_CODE (gimple_assign_lhs (as)) != SSA_NAME
      || (gimple_assign_rhs_code (as) != ADDR_EXPR
          && gimple_assign_rhs_code (as) != POINTER_PLUS_EXPR)
      || get_addr_base_and_unit_offset (TREE_OPERAND (addr, 0), &po) != b
      || !po.is_constant (&c))
    return false;
  struct ascsync_byte_ranges w;
  if (!ascsync_pointer_writes (gimple_assign_lhs (as), &w))
    return false;
  bool known = gimple_assign_rhs_code (as) == ADDR_EXPR;
  if (!known && tree_fits_shwi_p (gimple_assign_rhs2 (as)))
    {
      c += tree_to_shwi (gimple_assign_rhs2 (as));
      known = true;
    }
  tree vdecl;
  HOST_WIDE_INT voff;
  if (!ascsync_local_view (gimple_assign_lhs (as), &vdecl, &voff)
      && !add_writes (u->hidden, b, &w, c, known))
    return false;
  return add_writes (u->writes, b, &w, c, known);
}

/* Whether STMT only measures or compares address ADDR: a pointer
   difference ("&m - p", the overlap test GCC's vectorizer adds before
   a loop it versions) or a comparison, whose integer result points
   nowhere (a pointer made from it again takes the object of the
   pointer it is added to, as in GCC's points-to analysis).  */
static bool
address_measured_p (gimple *stmt, tree addr)
{
  if (gcond *c = dyn_cast <gcond *> (stmt))
    return gimple_cond_lhs (c) == addr || gimple_cond_rhs (c) == addr;
  gassign *as = dyn_cast <gassign *> (stmt);
  if (!as || gimple_num_ops (as) != 3
      || (gimple_assign_rhs1 (as) != addr && gimple_assign_rhs2 (as) != addr))
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  return code == POINTER_DIFF_EXPR || TREE_CODE_CLASS (code) == tcc_comparison;
}

/* walk_stmt_load_store_addr_ops callback: note the base of address
   operand OP (the whole operand ADDR) of STMT in DATA (struct
   addr_uses): taken, unless STMT only passes it to a callee that lets
   it not escape (call_argument_p) or makes from it a pointer that does
   not escape (pointer_made_p).  */
static bool
note_addr_taken (gimple *stmt, tree op, tree addr, void *data)
{
  struct addr_uses *u = (struct addr_uses *) data;
  tree b = get_base_address (op);
  if (b && DECL_P (b) && !address_measured_p (stmt, addr)
      && !call_argument_p (stmt, addr, b, u)
      && !pointer_made_p (stmt, addr, b, u))
    u->taken->add (b);
  return false;
}

/* See gimple_val.h.  */
void
ascsync_unaliased_init (function *fun)
{
  addr_taken = new hash_set<tree>;
  addr_writes = new hash_map<tree, ascsync_byte_ranges>;
  hidden_writes = new hash_map<tree, ascsync_byte_ranges>;
  struct addr_uses uses = { addr_taken, addr_writes, hidden_writes };
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
           gsi_next (&gpi))
        walk_stmt_load_store_addr_ops (gpi.phi (), &uses, NULL, NULL,
                                       note_addr_taken);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        {
          /* An address assigned to a name nothing uses is not taken.  */
          gimple *stmt = gsi_stmt (gsi);
          tree lhs = is_gimple_assign (stmt) ? gimple_assign_lhs (stmt)
                                             : NULL_TREE;
          if (is_gimple_debug (stmt)
              || (lhs && TREE_CODE (lhs) == SSA_NAME && has_zero_uses (lhs)
                  && gimple_assign_single_p (stmt)))
            continue;
          walk_stmt_load_store_addr_ops (stmt, &uses, NULL, NULL,
                                         note_addr_taken);
        }
    }
}

/* See gimple_val.h.  */
void
ascsync_unaliased_fini (void)
{
  delete addr_taken;
  delete addr_writes;
  delete hidden_writes;
  addr_taken = NULL;
  addr_writes = NULL;
  hidden_writes = NULL;
}

/* Whether DECL is a local variable of the current function whose
   address no statement takes but into calls and pointers that let it
   not escape (see the file comment).  */
static bool
local_followed_p (tree decl)
{
  return addr_taken && VAR_P (decl) && !is_global_var (decl)
         && !TREE_THIS_VOLATILE (decl) && !addr_taken->contains (decl);
}

/* See gimple_val.h.  */
bool
ascsync_local_unaliased_p (tree decl)
{
  return local_followed_p (decl) && !addr_writes->get (decl);
}

/* See gimple_val.h.  */
bool
ascsync_local_part_unwritten_p (tree decl, HOST_WIDE_INT lo,
                                HOST_WIDE_INT hi)
{
  if (!local_followed_p (decl))
    return false;
  ascsync_byte_ranges *w = addr_writes->get (decl);
  return !w || !ascsync_byte_ranges_meet (w, lo, hi);
}

/* See gimple_val.h.  */
bool
ascsync_local_part_seen_p (tree decl, HOST_WIDE_INT lo, HOST_WIDE_INT hi)
{
  if (!local_followed_p (decl))
    return false;
  ascsync_byte_ranges *w = hidden_writes->get (decl);
  return !w || !ascsync_byte_ranges_meet (w, lo, hi);
}
