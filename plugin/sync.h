/* sync.h -- the GCC-independent sync insertion algorithm of ascsync.

   The GCC plugin describes one function as an abstract CFG (struct
   sync_func): basic blocks in reverse post order, each holding the
   function's pipe operations in program order (intrinsic calls with
   their memory footprints, scalar accesses of local memory, existing
   set_flag/wait_flag/pipe_barrier calls, and calls of functions that
   themselves issue pipe operations).  sync_plan_function computes where
   set_flag, wait_flag and pipe_barrier calls must be inserted so that
   every dependence (RAW, WAR, WAW, same-pipe or cross-pipe, loop-carried
   or not) is ordered on every path, every flag is set and waited
   alternately on every path, and at most the allowed physical event ids
   are used per pipe pair.  The result (struct sync_plan) names anchors
   (before or after an operation, the end of a block, or a CFG edge) that
   the plugin turns into calls.  Plain C11; unit-testable without GCC.  */

#ifndef ASCSYNC_SYNC_H
#define ASCSYNC_SYNC_H

#include <stdint.h>
#include <stdio.h>
#include "ascsync/asc_common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Bytes of each local space on 910A (GM is unbounded).  */
extern const uint64_t sync_space_size[ASC_NSPACES];

/* One memory access of an operation.  EXACT accesses carry the precise
   strided pattern ACC; inexact ones cover the byte range [LO, HI).
   BASE identifies the object the offsets are relative to: for GM the
   index of the kernel pointer parameter (>= 0), or -1 when unknown (may
   alias any GM); for local spaces always 0.  */
#define SYNC_MAXK 8           /* largest period of a slot rotation */
#define SYNC_XNE 4            /* most row disequalities of an access */
#define SYNC_PERIOD 24        /* every period of a rotation divides it
                                 (2, 3, 4, 6 or 8), so two rotations
                                 repeat together within it */

/* GM bases from SYNC_GM_HELD on stand, within a helper, for the GM
   objects the object one of its pointer parameters points to holds
   pointers into, whatever its calls pass (the plugin's gimple_entry.cc):
   each a distinct object, as a kernel's GM parameters are.  */
#define SYNC_GM_HELD 64

struct sync_access
{
  uint8_t space;             /* enum asc_space */
  uint8_t write;
  uint8_t exact;
  uint8_t operand1;          /* 1 + the intrinsic's argument (a pointer)
                                it is made through, its footprint
                                computed (from the pointer on); 0: none
                                or not known */
  int32_t base;              /* GM: the kernel pointer parameter (or
                                SYNC_GM_HELD + N) the access is in, -1:
                                see GMSET; local spaces: 0 */
  uint32_t gmset;            /* GM, BASE -1: bit I for each kernel
                                pointer parameter I < 32 the access may
                                be in (a pointer chosen at run time among
                                them), any offset; 0: any GM */
  uint64_t lo, hi;
  uint64_t bytes;            /* payload of one execution at the largest
                                counts; 0: not known (see LO, HI) */
  struct asc_access acc;
  /* Slot rotation: when PK >= 2, the access covers [PLO[R], PHI[R]) in
     the iterations T of loop PLOOP with T mod PK == R (T counted from
     0 at each entry of the loop), and [LO, HI) is the union of those
     ranges.  Ping-pong buffers indexed by i & 1 give PK 2.  */
  int32_t ploop;             /* index in sync_func.loops */
  int32_t pk;
  int32_t pphase;            /* > 0: T counted from an unknown start,
                                the same for every access with this
                                PPHASE (slots of accesses with different
                                PPHASE are not comparable) */
  int32_t pkey;              /* PPHASE > 0: a multiple K of every
                                period J for which (S + T) mod J is the
                                residue in iteration T, S the value of
                                SSA version PPHASE - 1 (the start of a
                                counter moving by 1 modulo K); 0:
                                none */
  uint64_t plo[SYNC_MAXK], phi[SYNC_MAXK];
  /* Iteration form: when IBASE > 0, the access moves by ISTEP bytes per
     iteration of loop ILOOP (its innermost loop): in iteration T (of
     one run of the loop, counted from any fixed iteration) it covers at
     most [ILO + ISTEP * T, IHI + ISTEP * T) relative to symbolic base
     IBASE, whose value does not change during the run.  Two accesses
     with the same IBASE are relative to the same value.  */
  int32_t ibase;
  int32_t iloop;             /* index in sync_func.loops */
  /* ISELF > 0: in different iterations of one run of loop ISELF - 1
     (an index in sync_func.loops) this access touches disjoint bytes (a
     pointer moving by a step that is not constant but never less than
     the access's length); 0: not known.  */
  int32_t iself;
  int64_t iwin;              /* ISELF > 0: the window the access stays
                                in within an iteration, as the pointer
                                (its SSA version + 1) << 32 | the repeat
                                stride of an interleaved access (an SSA
                                version + 1, or 1 << 31 | a constant; 0:
                                the pointer's step); 0: unknown.  Two
                                accesses with one window (interleaved:
                                of one operation) are disjoint across
                                iterations too */
  int64_t istep;
  int64_t ilo, ihi;
  /* Outer iteration form: when OBASE > 0, likewise in loop OLOOP, the
     loop enclosing the access's innermost loop: in iteration U of one
     run of OLOOP the access covers at most [OLO + OSTEP * U, OHI + OSTEP
     * U) relative to symbolic base OBASE (numbered with IBASE), over
     the whole run of the inner loop that iteration makes (a vector op
     per chunk of a row in a loop over the rows).  */
  int32_t obase;
  int32_t oloop;
  int64_t ostep;
  int64_t olo, ohi;
  /* Split form: when RSYM > 0, the access lies in [P + RLO0 + RLO1 * Y,
     P + RHI0 + RHI1 * Y) for a value Y in [0, RYMAX] (key RSYM: an SSA
     value shifted right) and a base pointer value P (key RBASE), each
     the same wherever it is used within one iteration of loop RLOOP
     (-1: anywhere in the function).  Two accesses with the same keys
     are compared exactly there: the main part of a tile, NREP repeats,
     ends where its tail at NREP * 256 bytes starts.  */
  int64_t rsym, rbase;
  int32_t rloop;
  int64_t rlo0, rlo1, rhi0, rhi1;
  uint64_t rymax;
  /* Run-time slot form (local spaces): when SNAME > 0, in the
     iterations with residue R (PK >= 2; every execution when PK < 2, R
     0) the access lies from SBASE + SSLOT[R] * SUNIT * X on and, when
     SEND[R] > 0, below SBASE + SEND[R] * SUNIT * X: a slot of a rotation
     whose slot size is known only at run time (SEND[R] the next slot,
     none for the highest slot the rotation selects), or a buffer whose
     start get_imm is given as a multiple of a value known only at run
     time (SEND[R] the next such start the function declares): the
     layout assumption, gimple_runslot.cc.  X > 0 is the value of SSA
     version SNAME - 1, one value in a run of loop PLOOP, and in a run
     of the function when SWHOLE.  */
  int32_t sname;
#define SYNC_FOREIGN_SNAME 0x40000000 /* SNAME above: a value of another
                                         function (gimple_symparam.cc) */
#define SYNC_CHAIN_SNAME 0x3fffffff /* SNAME: SSLOT and SEND are positions
                                       in the function's chain of buffer
                                       starts in several run-time values
                                       (gimple_startchain.cc), SBASE 0,
                                       SUNIT 1 */
  int64_t sunit;
  uint64_t sbase;
  uint8_t sslot[SYNC_MAXK];
  uint8_t send[SYNC_MAXK];
  uint8_t swhole;
  /* SNAME > 0, SRHI > 0: in every residue the access is derived from
     the one start SSLOT[R] names (not a range of them), and lies in
     [SRLO, SRHI) from it: two accesses from one start whose ranges do
     not meet are apart (the halves of a tile loaded by two DMAs).  */
  uint64_t srlo, srhi;
  /* Congruence (local spaces): when MPER > 0, every byte X of the
     access, in every execution, has X mod MPER in the MLEN residues
     from MLO on (round MPER; MLEN < MPER): the blocks (or the runs of
     adjacent blocks of one repeat) of a strided transfer or vector
     operation whose strides and pointer are known modulo MPER.  A DMA that writes rows of 63 blocks one row (64
     blocks) apart and a vector_dup of the 64th block of each row lie
     apart in this form whatever the counts.  */
  uint64_t mper, mlo, mlen;
  /* Moving congruence (local spaces, with the iteration form IBASE):
     when NPER > 0, every byte X of the access in iteration T of loop
     ILOOP has (X - IBASE) mod NPER in the NLEN residues from (NLO +
     ISTEP * T) mod NPER on (NLEN < NPER): the strided pattern of one
     execution (strides multiples of NPER) relative to a pointer that
     moves by ISTEP, which need not be known modulo NPER (1-block bursts
     8 blocks apart, the pointer moving by a block each iteration).
     NIBASE and NILO: the IBASE and ILO it was computed with (used only
     while they hold).  */
  uint64_t nper, nlo, nlen;
  int32_t nibase;
  int64_t nilo;
  /* Relative congruence (local spaces): when QPER > 0, every byte X of
     the access, in every execution within one iteration of loop QLOOP
     (-1: anywhere in the function), has (X - B) mod QPER in the QLEN
     residues from QLO on (QLEN < QPER), B the value of the symbolic
     base QBASE (numbered with IBASE), one value in such an iteration.
     Two accesses with the same QBASE and QLOOP are compared there even
     when B is not known modulo QPER (a ping-pong buffer whose slots
     are not a row apart): the two column parts of a tile's rows.  */
  int32_t qbase, qloop;
  uint64_t qper, qlo, qlen;
  /* QPER > 0, QSYM[0] > 0: the residues are not QLO's QLEN but move
     with the values Y0 and Y1 of two run-time sizes (SSA versions
     QSYM[0] - 1 and QSYM[1] - 1; QSYM[1] 0: none), each one value
     through a run of the function: every byte X has (X - B) mod QPER
     in the residues of [QL[0] + QL[1] * Y0 + QL[2] * Y1, QH[0] + QH[1]
     * Y0 + QH[2] * Y1), whose ends are at least QLMIN and at most QHMAX
     over the values the kernel's checks allow (gimple_sizepair.cc): a
     tile's rows filled in two parts whose widths are kernel
     arguments.  */
  int32_t qsym[2];
  int64_t ql[3], qh[3];
  int64_t qlmin, qhmax;
  /* Loop congruence (local spaces): when LPER > 0, in iteration T of
     loop LLOOP (of one run, T counted from any fixed iteration) every
     byte X of the access has X mod LPER in the LLEN residues from (LLO +
     LSTEP * T) mod LPER on (LLEN < LPER): a pointer known modulo LPER,
     moving by LSTEP per iteration plus multiples of LPER not known
     ("bag + (c * 8 + i) * 256" for a count c the kernel keeps from
     data).  LSTEP's period modulo LPER is at most SYNC_MAXK.  */
  int32_t lloop;
  uint64_t lper, llo, llen, lstep;
  /* Value form (local spaces): when VKEY > 0, the access covers
     [VLO[I], VHI[I]) in a run of the function where a value that keeps
     its value through the run (a parameter, or its residue "s & 1"),
     named by VKEY, is its I-th value, I < VN.  Two accesses with the
     same VKEY are compared value by value.  */
  int32_t vkey, vn;
  int64_t vv0;               /* VKEY > 0: the value I = 0 stands for */
  uint64_t vlo[SYNC_MAXK], vhi[SYNC_MAXK];
  /* Counter slots (local spaces): when CK >= 2, the access lies in
     [CLO[R], CHI[R]) in the executions where a version V of a counter
     of loop CLOOP (CCTR: 1 + the SSA version of the counter, its header
     PHI) is R modulo CK.  The counter steps by a constant on some paths
     of an iteration only (gimple_ctrslot.cc): V minus the counter at
     the start of the iteration is in [CHMIN, CHMAX], the counter at the
     latch minus V in [CTMIN, CTMAX] when the iteration goes round, and
     the counter moves by [CDMIN, CDMAX] per iteration.  */
  int32_t ck, cloop, cctr;
  int32_t chmin, chmax, ctmin, ctmax, cdmin, cdmax;
  uint64_t clo[SYNC_MAXK], chi[SYNC_MAXK];
  /* Row form (GM): when XROW > 0, the access lies in [P + XLO, P +
     XHI), P = B + XADDUNIT * K + XUNIT * F (I), where I is the value of
     SSA version XROW - 1 (the row), B and K values fixed through a run
     of the function (keys XBASE and XADD, 0: K none) and F the
     conversions of signature XSIG, each a function keeping distinct
     values distinct (F (I) - F (I') below 2^63 / XUNIT in magnitude;
     else, a 64-bit row, XUNIT a power of two and no XNE: only offsets
     XUNIT * F (I) that differ modulo 2^64 lie apart, as a row guard
     compares them).
     The access lies directly in loop XLOOP (-1: in none), where the
     row and the values of XNE are each defined once per iteration or
     fixed.  XNE[J] for J < XNN: I differs from the value of SSA version
     XNE[J] & 0xffffffff, minus 1, that XNE[J] >> 32 iterations of XLOOP
     before (0: the same iteration; a guard "row != prev" dominating the
     access, PREV the header value the previous iteration's row passes
     on).  Two accesses of one XBASE, XADD, XADDUNIT, XSIG and XUNIT
     within one row's bytes lie apart when their rows differ.  XSUNIT >
     0: a row's size is XUNIT times the value S of SSA version XSUNIT -
     1, fixed through the run and at least 1, known only at run time
     (gimple_rowsize.cc); no XADD, and P + XLO is where the access
     starts, its bytes within [P + XLO, P + XLO + XUNIT * S) (XHI =
     XLO).  */
  int32_t xrow, xloop, xnn;
  int32_t xsunit;
  int32_t xbase, xadd;
  uint64_t xsig, xunit;
  uint64_t xaddunit;
  int64_t xlo, xhi;
  int64_t xne[SYNC_XNE];
  /* Row guards (sync_rowguard.c): with a row form in loop XLOOP, bit
     SYNC_XG_RECORD of XGUARD when the access runs in every iteration of
     XLOOP that goes round (its block dominates the latch), so its row
     can be kept for the iterations after; bit SYNC_XG_GUARD when a guard
     comparing rows at run time may stand right before it.  Both only
     where the plugin emits code (gimple_rows.cc).  XSEQ: the index of
     its operation, which orders the operations of one iteration.
     XANCHOR (bit SYNC_XG_GUARD): the operation a guard for it stands
     before, the first of the iteration with an access of this row (the
     same SSA value) whose block dominates this one's; an access of a
     later operation than XANCHOR (XSEQ above it) in earlier iterations
     is what the guard compares with.  */
  int32_t xguard, xseq, xanchor;
  int32_t xval;              /* SSA version + 1 of the row's 64-bit value
                                F (I), which XUNIT multiplies */
};

#define SYNC_XG_RECORD 1
#define SYNC_XG_GUARD 2
/* A row guard compares a row with the rows of the SYNC_ROWGUARD - 1
   iterations before.  */
#define SYNC_ROWGUARD 4

/* The VKEY of parameter P (an index; M -1), of "parameter P & M" (M
   >= 0, M < 500) or of "parameter P % -M" (M from -SYNC_MAXK to -2,
   the parameter never negative), and back.  A pointer parameter's key
   (SYNC_VKEY_PTR) is which of the local buffers its calls pass it
   points into, by address, its I-th value the I-th lowest buffer (the
   key's "value" is that index, V0 0); SYNC_VKEY_PARAM gives its
   parameter too.  */
#define SYNC_VKEY_PTR_BIT 0x4000
#define SYNC_VKEY(P, M) (1 + (P) * 512 + (M) + SYNC_MAXK + 1)
#define SYNC_VKEY_PTR(P) SYNC_VKEY ((P) + SYNC_VKEY_PTR_BIT, -1)
#define SYNC_VKEY_IS_PTR(K) ((((K) - 1) / 512) >= SYNC_VKEY_PTR_BIT)
#define SYNC_VKEY_PARAM(K) ((((K) - 1) / 512) % SYNC_VKEY_PTR_BIT)
#define SYNC_VKEY_MASK(K) (((K) - 1) % 512 - SYNC_MAXK - 1)
/* The modulus of a key's mask M (SYNC_VKEY_MASK), 0 when none.  */
#define SYNC_VKEY_MODULUS(M) ((M) < -1 ? -(M) : 0)

enum sync_op_kind
{
  SYNC_OP_PIPE,              /* a pipe instruction or scalar access */
  SYNC_OP_SET,               /* existing set_flag */
  SYNC_OP_WAIT,              /* existing wait_flag */
  SYNC_OP_BARRIER,           /* existing pipe_barrier */
  SYNC_OP_CALL               /* call of a function issuing pipe work */
};

struct sync_op
{
  enum sync_op_kind kind;
  int block;
  int pipe;                  /* executing pipe; SET/WAIT: source pipe;
                                BARRIER: the pipe (ASC_PIPE_ALL too) */
  int tpipe;                 /* SET/WAIT: destination pipe */
  int ev_lo, ev_hi;          /* SET/WAIT: possible event ids */
  int vague;                 /* BARRIER: its pipe is no known constant
                                (PIPE is then ASC_PIPE_ALL, the pipes it
                                may wait for; it orders none for sure) */
  int ev_var;                /* SET/WAIT: 1 + the SSA version of a
                                variable event id, 0: none (two
                                operations of one block with the same
                                ev_var take the same id) */
  int ev_def;                /* EV_VAR > 0: the block where that value
                                is defined, -1 before every block (a
                                parameter's), -2 not known */
  int ev_pk;                 /* SET/WAIT, >= 2: in iteration T of loop
                                EV_PLOOP (counted as EV_PPHASE says, see
                                sync_access.pphase) the event id is
                                EV_SLOT[T mod EV_PK] (ping-pong ids
                                "i & 1"); 0: no such form */
  int ev_ploop, ev_pphase;
  int ev_slot[SYNC_MAXK];
  int ev_sym;                /* SET/WAIT, > 0: the class of its id, one
                                function of a parameter that keeps its
                                value through a run of the function
                                ("(event_t) s" in a helper given its
                                slot): operations of one class take one
                                id in any one run; 0: none */
  int naccess;
  struct sync_access acc[ASC_MAX_ACCESSES];
  /* SYNC_OP_PIPE standing for a hand-written flag's reuse (modes keep
     and lint): +1 for the wait_flag just before it (its PIPE the
     wait's, TPIPE), -1 for the set_flag just after it (its PIPE the
     set's); 0: none.  Its one access, in no memory space, is the
     flag's ids (sync_flag_part_access): the wait writes them and the
     set reads them, so a set depends on every earlier wait of an id it
     may set again -- it must not run before that wait has taken the
     set before it.  (gimple_ops.cc)  */
  int flagpart;
  /* A call whose callee has a summary (its pipe operations, see
     sync_calls.c) is three runs of operations at the call: one
     SYNC_OP_PIPE per summarised operation with role SYNC_ROLE_ENTRY
     (the callee's work as it meets what came before: consumers only),
     one SYNC_OP_CALL with NOFENCE set (where the callee runs), and one
     SYNC_OP_PIPE per summarised operation with role SYNC_ROLE_EXIT (its
     work as what comes after meets it: producers only).  */
  int role;                  /* enum sync_role */
  int nofence;               /* SYNC_OP_CALL: no pipe_barrier (PIPE_ALL)
                                around it: the operations around it
                                stand for the callee's work */
  const uint32_t *call_ids;  /* NOFENCE: the ids the callee's planned
                                sync (its own and its callees') may use,
                                bit K of CALL_IDS[P * ASC_NPIPES + Q]
                                for id K of pair (P, Q); null: any */
  const uint32_t *call_hand_ids; /* NOFENCE: likewise, the ids its
                                hand-written sync (mode keep) may use */
  unsigned char call_ord[ASC_NPIPES]; /* NOFENCE: the callee's
                                sync_plan.exit_ord */
  unsigned char entry_ord;   /* SYNC_ROLE_ENTRY: bit X when the callee's
                                sync, on every path from its entry to
                                this operation, orders the work pipe X
                                issued before the call before it (a
                                pipe_barrier of its pipe before it in the
                                callee): no dependence of it on such work
                                (sync_roles_may_depend) */
  unsigned char entry_via;   /* SYNC_ROLE_ENTRY: bit X when the callee's
                                sync, on every path from its entry to
                                this operation, orders before it the
                                instruction of pipe X that its boundary
                                waits preceding this copy (of pipe X or
                                S) let issue next: a flow that, at the
                                copy, has A ordered before the next
                                instruction of pipe X has it ordered
                                before the copy (sync_hb.c) */
  unsigned char work_ord;    /* SYNC_ROLE_EXIT: bit Q when the callee's
                                sync orders the work this copies (its
                                operation's, or those merged into it)
                                before the next instruction of pipe Q
                                after it returns (sync_plan.op_exit_ord) */
  int line;
  const char *name;
};

/* The part an operation plays for a call (sync_op.role).  */
enum sync_role
{
  SYNC_ROLE_NONE,
  SYNC_ROLE_ENTRY,           /* never a producer */
  SYNC_ROLE_EXIT             /* never a consumer */
};

struct sync_block
{
  int first_op, nops;        /* ops[first_op .. first_op + nops - 1] */
  int idom, ipdom;           /* immediate (post-)dominator, -1: none
                                (entry / exit); valid when HAVE_CFG */
  int loop;                  /* innermost loop (index in LOOPS), -1 */
  int nsucc, npred;
  int *succ, *pred;          /* block indices */
  int exits;                 /* has an edge to the function exit */
  int from_entry;            /* has an edge from the function entry */
  int64_t freq;              /* estimated executions (GCC's profile,
                                relative), -1: unknown */
  /* Edges no code can be inserted on (GCC's abnormal and EH edges: a
     longjmp, a non-local goto, a thrown exception, and the abnormal
     dispatcher GCC routes them through).  SFIX[K] / PFIX[K] nonzero:
     the edge to SUCC[K] / from PRED[K] is one; null: none is.  The
     planner never places sync on such an edge; it keeps every flag
     clear where control leaves or enters through one and orders the
     work still in flight there by a pipe_barrier (PIPE_ALL) where it
     enters (see sync_plan.c).  */
  unsigned char *sfix, *pfix;
  /* SONCE[K] > 0: the edge to SUCC[K] is taken in the first iteration
     of a run of loop SONCE[K] - 1 only (T = 0, T counted from 0 at the
     loop's entry; a test on its counter: gimple_once.cc); null: no such
     edge.  */
  int *sonce;
  /* SLAST[K] != 0 (sync_last_code): taking the edge to SUCC[K] in an
     iteration of loop sync_last_loop (SLAST[K]) makes that iteration,
     or one at most sync_last_more (SLAST[K]) rounds later, its last:
     the loop exits before going round (gimple_once.cc); < 0: likewise,
     but it goes round to its header and exits there; null: no such
     edge.  */
  int *slast;
  /* SMONO[K] >= 0: taking the edge to SUCC[K] means test SMONO[K] >> 1
     of sync_func.MONO_LOOP (SMONO[K] >> 1) has outcome SMONO[K] & 1: a
     test of that loop's iteration number whose outcome changes at most
     once in a run of the loop (gimple_once.cc); -1 or SMONO null:
     none.  */
  int *smono;
  /* Branch correlation (gimple_ops.cc, fill_branch_facts): what a path
     knows of the conditions of its branches, so that a flow along it
     (sync_hb.c) does not follow an edge whose condition an earlier
     branch of the path decided the other way.  SPRED[K] >= 0: taking
     the edge to SUCC[K] makes predicate SPRED[K] >> 1 (below
     SYNC_NPREDS) hold with value SPRED[K] & 1; -1 or SPRED null:
     nothing known.  PKILL: the predicates one of whose operands this
     block defines (an SSA value changes only at its definition), not
     known from its entry on.  PCOPY (NPCOPY triples K, DST, SRC):
     entering from PRED[K], predicate DST takes the value SRC had at the
     end of PRED[K] (a PHI of this block passing an operand on), SRC
     -2 / -3: DST is false / true.  */
  int *spred;
  uint32_t pkill;
  uint32_t plive;            /* the predicates whose value at the end of
                                this block a later branch may still use
                                (the others a flow forgets) */
  int npcopy;
  int *pcopy;
  int abn_in;                /* enum sync_abn_in: where control entering
                                through such an edge arrives */
  int abn_out;               /* enum sync_abn_out: where control leaves
                                through one */
};

/* The code of sync_block.slast for loop LOOP, at most MORE rounds
   after the edge's iteration (0: it is the last), AT_HEADER: the loop
   exits at its header's test.  */
static inline int
sync_last_code (int loop, int more, int at_header)
{
  int v = loop + 1 + (more << 16);
  return at_header ? -v : v;
}

/* The loop of sync_block.slast code V (nonzero).  */
static inline int
sync_last_loop (int v)
{
  return ((v < 0 ? -v : v) & 0xffff) - 1;
}

/* The rounds the loop of sync_block.slast code V may still go after
   the edge's iteration.  */
static inline int
sync_last_more (int v)
{
  return (v < 0 ? -v : v) >> 16;
}

/* Where a block entered through an edge no code can go on is entered
   (sync_block.abn_in).  */
enum sync_abn_in
{
  SYNC_ABN_IN_NONE,
  SYNC_ABN_IN_START,         /* at its start (after its labels and a
                                receiver statement that is no operation) */
  SYNC_ABN_IN_AFTER_FIRST    /* right after its first operation: a call
                                that returns twice (setjmp), which
                                control entering normally executes and
                                control entering abnormally returns from */
};

/* Where a block left through an edge no code can go on is left
   (sync_block.abn_out).  */
enum sync_abn_out
{
  SYNC_ABN_OUT_NONE,
  SYNC_ABN_OUT_END,          /* from its end: a statement after its
                                operations that is no operation (a call,
                                a computed goto); the end of the block
                                (SYNC_BLOCK_END) is on every path */
  SYNC_ABN_OUT_LAST_OP       /* from within its last operation (a call
                                that may longjmp or throw, which ends the
                                block): what is placed after it
                                (SYNC_AFTER_OP, SYNC_BLOCK_END) runs
                                only when it returns normally */
};

/* Facts derived from a function's CFG (sync_cfgindex.c).  */
struct sync_cfg_index;

/* A natural loop (from GCC's loop tree).  */
struct sync_loop
{
  int header, latch;         /* latch -1: several latches */
  int parent;                /* enclosing loop, -1 */
  int pre_from;              /* source of the single edge entering the
                                header from outside (-1: function entry),
                                -2 when there are several */
  int nexits;
  int *exit_from, *exit_to;  /* exit edges; exit_to -1: function exit */
  int maxiter;               /* most iterations one run makes, 0: not
                                known to be small */
  int niter;                 /* iterations (runs of its header) every
                                run makes, 0: not known to be one
                                constant */
};

/* Most branch predicates a function tracks (sync_block.spred).  */
#define SYNC_NPREDS 32

/* Most tests of a loop's iteration number a function tracks
   (sync_block.smono).  */
#define SYNC_NMONO 32

struct sync_func
{
  const char *name;
  int entry_clean;           /* no flag is pending where it starts: a
                                kernel's entry, which no device code
                                calls (a helper's caller may leave a
                                flag set for it to wait for) */
  int nblocks, nops;
  struct sync_block *blocks; /* in reverse post order; 0 is the entry */
  struct sync_op *ops;
  int have_cfg;              /* idom, ipdom, loop and LOOPS are filled */
  int nloops;
  struct sync_loop *loops;
  int npreds;                /* predicates of sync_block.spred (at most
                                SYNC_NPREDS) */
  int nmono;                 /* tests of sync_block.smono */
  int mono_loop[SYNC_NMONO]; /* the loop (index in LOOPS) of each */
  struct sync_cfg_index *cfgx; /* facts derived from the CFG, made on
                                  first use (sync_cfgindex.c); null
                                  before */
};

/* Where an inserted call goes.  */
enum sync_where
{
  SYNC_BEFORE_OP,            /* immediately before ops[op] */
  SYNC_AFTER_OP,             /* immediately after ops[op] */
  SYNC_BLOCK_END,            /* end of block BLOCK (before its control
                                statement) */
  SYNC_ON_EDGE,              /* on the edge BLOCK -> TO (BLOCK -1: the
                                edge from the function entry) */
  SYNC_BLOCK_START           /* start of block BLOCK (after labels) */
};

enum sync_action
{
  SYNC_SET, SYNC_WAIT, SYNC_BARRIER
};

/* Why an insertion exists (for dumps and statistics).  */
enum sync_reason
{
  SYNC_R_DEP,                /* covers a dependence */
  SYNC_R_REUSE,              /* wait before re-setting a live flag */
  SYNC_R_JOIN,               /* balances the flag at a join or loop entry */
  SYNC_R_DRAIN,              /* clears the flag at function exit */
  SYNC_R_CALL,               /* around a call issuing pipe work */
  SYNC_R_FALLBACK,           /* no event id left: barrier */
  SYNC_R_ABNORMAL            /* clears the flags, or orders the work in
                                flight, where control leaves or enters
                                through an abnormal or EH edge */
};

struct sync_insn
{
  enum sync_where where;
  int op;                    /* BEFORE/AFTER_OP */
  int block, to;             /* BLOCK_END, ON_EDGE */
  enum sync_action action;
  int pipe, tpipe, event;    /* BARRIER uses PIPE only */
  int rot, rloop;            /* ROT >= 2: the event is EVENT + (the
                                iteration number of loop RLOOP plus
                                ROFF, mod ROT), ids EVENT .. EVENT + ROT
                                - 1 */
  int roff;
  int rkey;                  /* ROT >= 2, > 0: the event is EVENT + I
                                for the I-th value RV0 + I of the
                                function's parameter named by RKEY (a
                                sync_access.VKEY), instead of a loop's
                                iteration (RLOOP, ROFF, RPHASE unused) */
  int64_t rv0;
  int rphase;                /* ROT >= 2, > 0: the iteration number
                                counted from the value of SSA version
                                RPHASE - 1 at the loop's entry (the slot
                                a counter running across runs selects,
                                see sync_access.PKEY), not from 0 */
  int clears_rot;            /* WAIT, ROT >= 2: no id of the rotation
                                is left set once it has run (with the
                                other waits at its point): the wait of
                                an intra pair, taking the id its set
                                gave in the same iteration; a drain of
                                a loop-carried pair on an exit, which
                                takes every id its loop left set */
  int topup;                 /* SET, ROT >= 2, > 0: issued only when
                                the iteration number of loop RLOOP is
                                below TOPUP: on an exit of a prologue
                                loop, a prime its iterations did not
                                issue (see sync_prologue.c) */
  int guard;                 /* BARRIER, > 0: left out in the first
                                iteration of each run of loop GUARD - 1
                                (the hand-written "if (k > 0)") */
  int period;                /* BARRIER with GUARD, > 1: also left out
                                in the iterations of loop GUARD - 1
                                whose number in the run is not a
                                multiple of PERIOD */
  int rguard;                /* > 0: issued only when row guard RGUARD -
                                1 of the plan finds a row equal (see
                                struct sync_rowguard) */
  enum sync_reason reason;
  int cause;                 /* op index of the dependence's producer,
                                or -1 */
  int peer;                  /* REASON DEP or FALLBACK: op index of the
                                dependence's consumer, or -1 */
  int line;                  /* source line for the emitted call */
  long key;                  /* position order, for sorting */
};

/* Sections of the per-function dump, in the order they appear
   (-fplugin-arg-ascsync-dump=STAGE,...; sync_dump_stage_names).  GCC
   itself ends the dump with the function after the pass.  */
enum sync_dump_stage
{
  SYNC_DUMP_OPS = 1,         /* blocks and operations with footprints */
  SYNC_DUMP_DEPS = 2,        /* each dependence and what ordered it */
  SYNC_DUMP_VIRTUAL = 4,     /* pairs placed, before redundancy removal */
  SYNC_DUMP_REDUNDANCY = 8,  /* pairs removed, barriers, pairs added */
  SYNC_DUMP_ALLOC = 16,      /* event ids per pair and per pipe pair */
  SYNC_DUMP_PLAN = 32,       /* the insertions and the summary */
  SYNC_DUMP_ALL = 63
};

#define SYNC_DUMP_NSTAGES 6

struct sync_options
{
  int nflags;                /* event ids per pipe pair (910A: 4) */
  int structured_max;        /* most operations, and most blocks, of a
                                function the structured placement plans
                                (larger: the data-flow planner) */
  /* reserved[p][q] bit K: id K of pair (p, q) must not be used.  */
  uint32_t reserved[ASC_NPIPES][ASC_NPIPES];
  unsigned dump;             /* enum sync_dump_stage bits to dump */
  /* Plan only points the source can hold (source output and fix-it
     hints): no barrier at the start of a loop's iteration, which at
     -O0 is the loop's test, run once more than the body.  */
  int source_points;
};

struct sync_stats
{
  int deps;                  /* dependent operation pairs */
  int sets, waits, barriers, fallbacks;
  int pairs_used;            /* pipe pairs given an event id */
  int ids_used[ASC_NPIPES][ASC_NPIPES];
};

/* A run-time guard before operation B: the row offset of B's iteration
   (UNIT times SSA version ROWB - 1, modulo 2^64) against those of
   operation A (UNIT times version ROWA - 1) in the DEPTH iterations of
   loop LOOP before (sync_plan_row_guards).
   The plan's insertions with RGUARD naming it run only when one is
   equal: they order the work of A's pipe PIPE issued so far before B
   and everything after it (before the work of PIPE after it, when that
   is all the guard orders).  */
struct sync_rowguard
{
  int a, b, loop, depth, pipe;
  int32_t rowa, rowb;
  uint64_t unit;
  int cross;                 /* an operation it orders is on another pipe
                                than PIPE (else a pipe_barrier (PIPE)
                                does) */
};

struct sync_plan
{
  int n, cap;
  struct sync_insn *v;
  int nguards;
  struct sync_rowguard *guards;
  struct sync_stats stats;
  /* Bit Y of EXIT_ORD[X]: the function's sync, on every path from its
     entry to a return, orders the work pipe X issued before the entry
     before the next instruction of pipe Y after the return (the
     structured planner's plans; 0 for the data-flow planner's).  */
  unsigned char exit_ord[ASC_NPIPES];
  /* Per operation of the function (null: none known), bit X: its sync,
     on every path from the entry to the operation, orders the work
     pipe X issued before the entry before the operation (see
     sync_op.entry_ord; the structured planner's plans).  */
  unsigned char *entry_ord;
  /* Per operation of the function (null: none known), bit X: its sync
     orders before the operation the next instruction of pipe X after
     the last boundary wait of pipe X or S that precedes it (see
     sync_op.entry_via; the structured planner's plans).  */
  unsigned char *entry_via;
  /* Per operation of the function (null: none known), bit Y: its
     sync, on every path from the operation (and its callees' work it
     stands for) to a return, orders the operation's work before the
     next instruction of pipe Y after the return (see sync_op.work_ord;
     the structured planner's plans).  */
  unsigned char *op_exit_ord;
};

/* Most pipe operations of a function whose orders at its entry and at
   its return (sync_plan.entry_ord, op_exit_ord) are computed, a flow
   each; past them an operation gets none.  */
#define SYNC_ORDERS_MAXOPS 64

/* Default options for target 910A.  */
void sync_options_default (struct sync_options *opts);

/* Whether loop L of FN contains block B (L -1: none does).
   (sync_cfgindex.c)  */
int sync_in_loop (const struct sync_func *fn, int l, int b);

/* Whether block A of FN reaches block B through at least one edge in
   one iteration of loop L (-1: the function body): by a path inside L
   that does not enter L's header (it may take the back edges of loops
   nested in L).  (sync_cfgindex.c)  */
int sync_reaches_in_iteration (const struct sync_func *fn, int l, int a,
                               int b);

/* Whether block A of FN reaches block B as sync_reaches_in_iteration
   says by a path that does not enter block AVOID either (-1: none).
   (sync_cfgindex.c)  */
int sync_reaches_avoiding (const struct sync_func *fn, int l, int a,
                           int avoid, int b);

/* Whether block B of FN runs in consecutive iterations of its
   innermost loop L, in each run of L: in every iteration (B dominates
   L's latch), or exactly in those where a test of L's iteration number
   (sync_block.smono) has one outcome, but perhaps the last.
   (sync_cfgindex.c)  */
int sync_runs_consecutive (const struct sync_func *fn, int b);

/* Free FN's index of CFG facts (sync_func.cfgx), if it has one; FN's
   CFG may change after this.  (sync_cfgindex.c)  */
void sync_func_release_index (struct sync_func *fn);

/* Whether block B of FN runs in the first iteration of a run of loop L
   only: B lies in L, and every path from L's header to B within one
   iteration takes an edge of L's first iteration only
   (sync_block.sonce).  (sync_points.c)  */
int sync_first_iteration_only (const struct sync_func *fn, int l, int b);

/* Block reachability of FN: a bit set of BW (stored in *BWP) 64-bit
   words per block, the set of block X (at X * BW) holding the blocks
   reachable from X through at least one edge.  Free it with free.
   (sync_points.c)  */
uint64_t *sync_reach_sets (const struct sync_func *fn, int *bwp);

/* The greatest common divisor of A and B (gcd (A, 0) = A).  */
uint64_t sync_gcd (uint64_t a, uint64_t b);

/* Whether K may be the period of a slot rotation: 2 <= K <= SYNC_MAXK
   and K divides SYNC_PERIOD.  */
int sync_period_ok (int64_t k);

/* The least common multiple of periods A and B (each 1 or allowed by
   sync_period_ok): at most SYNC_PERIOD.  */
int sync_lcm (int a, int b);

/* Whether operation accesses A and B may touch a common byte.  */
int sync_access_overlap (const struct sync_access *a,
                         const struct sync_access *b);

/* Whether access X of an operation and access Y of one running after
   it stand for a dependence when they may touch a common byte: one of
   them writes; for the accesses of a flag's reuse (sync_op.flagpart),
   only a wait's before a set's.  */
int sync_access_kinds_depend (const struct sync_access *x,
                              const struct sync_access *y);

/* Whether access X of an operation and access Y of one running after
   it stand for a dependence: their kinds do (sync_access_kinds_depend)
   and they may touch a common byte (sync_access_overlap).  */
int sync_accesses_depend (const struct sync_access *x,
                          const struct sync_access *y);

/* Into A, the access of the part of hand-written set_flag or wait_flag
   F (two known pipes, ids EV_LO .. EV_HI below 32) that stands for its
   flag's reuse (sync_op.flagpart): the bytes of its ids in no memory
   space, one per pipe pair and id, rotating as its ids do; written
   for a wait.  (sync_flagparts.c)  */
void sync_flag_part_access (const struct sync_op *f,
                            struct sync_access *a);

/* Move each insertion of PLAN placed next to a part of FN standing for
   a flag's reuse next to its flag: after the wait, before the set
   (sync_flagparts.c).  */
void sync_plan_anchor_flag_parts (const struct sync_func *fn,
                                  struct sync_plan *plan);

/* Whether operation A and operation B, running after it, conflict:
   some pair of their accesses overlaps and at least one of the two is a
   write, and their roles stand for a dependence (sync_roles_may_depend;
   so in sync_ops_conflict_dist, sync_ops_min_dist and sync_dep_kinds
   too).  */
int sync_ops_conflict (const struct sync_op *a, const struct sync_op *b);

/* Whether the instance of operation A in some iteration T of loop LOOP
   (an index in the function's loops) and the instance of B in iteration
   T + DIST conflict.  Slot rotations of LOOP are used; other accesses
   count with their whole range.  */
int sync_ops_conflict_dist (const struct sync_op *a, const struct sync_op *b,
                            int loop, int dist);

/* The same, SAME_OP saying whether A and B stand for one operation
   (copies of it narrowed alike: see sync_ops_conflict_dist_within).  */
int sync_ops_conflict_dist_as (const struct sync_op *a,
                               const struct sync_op *b, int loop, int dist,
                               int same_op);

/* Whether the instances of operation A and B in loop LOOP of FN, within
   one run of it, conflict DIST iterations apart (A first): as
   sync_ops_conflict_dist, and, where their accesses' slots rotate with
   a loop enclosing LOOP, in some one slot of that rotation (every
   iteration of a run of LOOP lies in one iteration of the enclosing
   loop, so both take the slot of that iteration).  (sync_within.c)  */
int sync_ops_conflict_dist_within (const struct sync_func *fn,
                                   const struct sync_op *a,
                                   const struct sync_op *b, int loop,
                                   int dist);

/* Whether operations A and B in loop LOOP, which within one run of it
   conflict at no distance slot by slot (sync_ops_conflict_dist_within,
   sync_ops_min_dist_within), may still meet from one run of LOOP to a
   later one, in other slots of the loops around it: the plain tests
   find a conflict.  (sync_within.c)  */
int sync_ops_meet_across_runs (const struct sync_op *a,
                               const struct sync_op *b, int loop);

/* Narrow access X, when its slots rotate with loop LOOP counted from 0
   at each entry, to the slot of iteration ITER: its bytes and its
   run-time slot form there, the rotation dropped.  */
void sync_access_narrow_to_slot (struct sync_access *x, int loop, int iter);

/* Whether operation A, run before a run of loop LOOP (outside it),
   conflicts with the instance of B in iteration ITER of that run
   (counted from 0 at the loop's entry): B's slot rotations of LOOP
   counted from each entry give the slot of ITER; other accesses count
   with their whole range.  */
int sync_ops_conflict_iter (const struct sync_op *a, const struct sync_op *b,
                            int loop, int iter);

/* The same for A's instance in iteration AITER of loop ALOOP (before
   LOOP, counted from 0 at ALOOP's entry): A's slot rotations of ALOOP
   counted from each entry give the slot of AITER.  */
int sync_ops_conflict_iters (const struct sync_op *a, int aloop, int aiter,
                             const struct sync_op *b, int loop, int iter);

/* The smallest distance D >= 1 at which A in iteration T of LOOP
   conflicts with B in iteration T + D (see sync_ops_conflict_dist),
   capped at SYNC_MAXK, or 0 when none does: the dependence then does
   not cross LOOP's back edge within one run of LOOP (when iteration
   forms of LOOP decided it, it may still cross the back edge of an
   enclosing loop: see sync_ops_iter_form).  */
int sync_ops_min_dist (const struct sync_op *a, const struct sync_op *b,
                       int loop);

/* The same, not capped (at most INT_MAX): a dependence whose distance
   is at least the iterations one run of LOOP makes does not cross its
   back edge within a run (sync_loop_dist_possible).  */
int sync_ops_min_dist_exact (const struct sync_op *a,
                             const struct sync_op *b, int loop);

/* The same, SAME_OP as for sync_ops_conflict_dist_as.  */
int sync_ops_min_dist_as (const struct sync_op *a, const struct sync_op *b,
                          int loop, int same_op);

/* The same within one run of LOOP of FN, slot by slot of the rotations
   of loops enclosing LOOP (see sync_ops_conflict_dist_within): the
   smallest over the slots.  (sync_within.c)  */
int sync_ops_min_dist_within (const struct sync_func *fn,
                              const struct sync_op *a,
                              const struct sync_op *b, int loop);

/* The most iterations of one run of loop LOOP of FN that run block B
   (B in LOOP, or -1: the loop's MAXITER): MAXITER, less one when every
   exit of LOOP leaves before B in the iteration (the test at the
   header of a loop at -O0, whose last run of the header leaves); 0: not
   known to be small.  */
int sync_loop_block_runs (const struct sync_func *fn, int loop, int b);

/* Whether one run of loop LOOP of FN may run block B in an iteration
   DIST >= 1 after another: LOOP's MAXITER allows two iterations DIST
   apart, and B runs in more than LOOP's first iteration
   (sync_first_iteration_only).  A dependence on an operation of B
   that is impossible so crosses LOOP's back edge only from one run of
   LOOP to a later one.  */
int sync_loop_dist_possible (const struct sync_func *fn, int loop,
                             int dist, int b);

/* Narrow the byte range of every access of FN that rotates over PK
   slots with a loop (counted from its entry) that runs its block fewer
   than PK times a run (sync_loop_block_runs) to the slots of the
   iterations that run it: a prologue loading the first K - 1 slots of
   a K-slot rotation never touches the last one.  Once FN's loops and
   blocks are known.  (sync_access.c)  */
void sync_short_rotations (struct sync_func *fn);

/* Narrow the byte range of every access of FN of a local space that
   has a congruence (MPER), and of each of its slots, to the bytes whose
   residues the congruence allows: a masked half of a row that starts
   a half row before a buffer (the pointer moved down by a half row, its
   mask leaving the low half unread) touches nothing below the buffer.
   (sync_access.c)  */
void sync_congruence_ranges (struct sync_func *fn);

/* Whether access X has an iteration form in LOOP (IBASE, or ISELF).  */
int sync_access_iter_form (const struct sync_access *x, int loop);

/* Whether some access of A or B has an iteration form in LOOP.  */
int sync_ops_iter_form (const struct sync_op *a, const struct sync_op *b,
                        int loop);

/* The depth of the row guard operation B needs before it against
   operation A, A after B in an iteration of loop LOOP: the largest D
   below SYNC_ROWGUARD such that A in iteration T and B in T + D may
   touch a common byte that only the guard keeps apart (the rest of the
   plan orders A before B from sync_ops_min_dist's distance on); 0: no
   guard.  (sync_access.c)  */
int sync_row_guard_depth (const struct sync_op *a, const struct sync_op *b,
                          int loop);

/* Whether access X of an operation after operation Y's access Y in an
   iteration of LOOP stands for a dependence of Y on X that a row guard
   before Y orders at distances 1 to SYNC_ROWGUARD - 1: their rows are
   what the guard compares.  (sync_access.c)  */
int sync_rows_guarded (const struct sync_access *x,
                       const struct sync_access *y, int loop);

/* Add to PLAN of FN the row guards its dependences rely on (see
   sync_row_guard_depth), each with the sync it runs: a back-to-back
   pair from the producer's pipe into S on an id of that pair nothing
   else in the function (nor OPTS, nor hand-written sync) uses, else a
   pipe_barrier (PIPE_ALL); a pipe_barrier on the producer's pipe when
   every operation the guard orders is on that pipe.  In a loop inside
   another, the same sync, always, on the edge entering it.
   (sync_rowguard.c)  */
void sync_plan_row_guards (const struct sync_func *fn,
                           const struct sync_options *opts,
                           struct sync_plan *plan);

/* Whether the edge from block B of FN to its K-th successor (K-th
   predecessor when PRED) is one no code can go on (see
   sync_block.sfix).  (sync_access.c)  */
int sync_edge_fixed (const struct sync_func *fn, int b, int k, int pred);

/* Whether some block of FN is entered or left through such an edge.  */
int sync_has_fixed_edges (const struct sync_func *fn);

/* Plan the sync of FN under OPTS into PLAN (which must be zeroed or
   freshly released).  Writes a readable trace of the decisions to DUMP
   when it is non-null.  Returns 0, or -1 on an internal inconsistency
   (the plan is then empty).  */
int sync_plan_function (const struct sync_func *fn,
                        const struct sync_options *opts,
                        struct sync_plan *plan, FILE *dump);

/* Producer bits of FN's operations: PROD[A] (one byte per operation)
   gets bit Q when a pipe operation on pipe Q != A's pipe that conflicts
   with pipe operation A may run after it, bit ASC_NPIPES when one on
   A's own pipe may.  Returns the number of bits set.  Costs N log N in
   the number of accesses plus the candidates passed before the first
   dependent of each operation and pipe.  (sync_producers.c)  */
int sync_op_producers (const struct sync_func *fn, uint8_t *prod);

/* The event ids of FN's hand-written set_flag and wait_flag, per pipe
   pair: bit K of HANDIDS[P][Q] when one of them may use id K of pair
   (P, Q) (a pipe that is not a constant stands for every pipe, an id
   that is not one for its whole range).  Returns whether FN holds
   hand-written sync, a pipe_barrier included.  (sync_ids.c)  */
int sync_hand_ids (const struct sync_func *fn,
                   uint32_t handids[ASC_NPIPES][ASC_NPIPES]);

/* The first-stage planner (a forward data-flow over FN; needs no
   dominator or loop information).  Same contract as
   sync_plan_function, which uses it when FN->have_cfg is 0.  */
int sync_plan_dataflow (const struct sync_func *fn,
                        const struct sync_options *opts,
                        struct sync_plan *plan, FILE *dump);

/* The first operation SYNC_OP_CALL of FN at which a flag PLAN sets may
   still be pending (set and not yet waited for) with an id the callee's
   own sync may use, or -1 when there is none.  (sync_calls.c)  */
int sync_plan_flags_at_call (const struct sync_func *fn,
                             const struct sync_plan *plan);

/* Whether the callee of call operation CALL may use id ID of pipe pair
   P -> Q: always for a fenced call or one whose ids are not known, and
   for an ID out of range (< 0: a pair without an id).  (sync_calls.c)  */
int sync_call_uses_id (const struct sync_op *call, int p, int q, int id);

/* Add to IDS[P][Q] the ids set_flag or wait_flag O may take, for every
   pipe pair it may be of.  (sync_ids.c)  */
void sync_flag_op_ids (const struct sync_op *o,
                       uint32_t ids[ASC_NPIPES][ASC_NPIPES]);

/* Into IDS the ids of every hand-written flag a call of FN touches
   inside the call: those of its sets and waits other than the boundary
   flags WAITS[NW] and SETS[NS] (which stand at the call), and those its
   own calls' callees touch (sync_boundary.c).  */
void sync_inside_hand_ids (const struct sync_func *fn, const int *waits,
                           int nw, const int *sets, int ns,
                           uint32_t ids[ASC_NPIPES][ASC_NPIPES]);

/* Most boundary waits, and most boundary sets, a caller's summary of
   a function keeps (gimple_summary.cc), the levels of its copies
   entering a call counted among them (sync_hb_entry_orders).  */
#define SYNC_MAX_BFLAGS 8

/* The hand-written flags FN passes to its callers, which its calls
   stand in for (sync_boundary.c): the ops indices of its boundary
   waits into WAITS[*NW] and of its boundary sets into SETS[*NS], each
   in the order they run, at most MAX of each.  */
void sync_boundary_flags (const struct sync_func *fn, int max, int *waits,
                          int *nw, int *sets, int *ns);

/* How many of FN's boundary waits WAITS[NW] come before operation J on
   every path (a copy of J entering a call follows those).  */
int sync_boundary_wait_level (const struct sync_func *fn, const int *waits,
                              int nw, int j);

/* The index of the first of FN's boundary sets SETS[NS] that comes
   after operation J on every path to the return, NS when none does (a
   copy of J leaving a call precedes that one and those after it).  */
int sync_boundary_set_level (const struct sync_func *fn, const int *sets,
                             int ns, int j);

/* Whether operation A (running first) and B (running after it) stand
   for a dependence at all by their roles: A is no call's entry, B no
   call's exit, and A no wait of the scalar unit (sync_op.flagpart).
   (sync_calls.c)  */
int sync_roles_may_depend (const struct sync_op *a, const struct sync_op *b);

/* Which ids sync_callee_ids collects.  */
enum sync_callee_idset
{
  SYNC_IDS_ANY,              /* any the callee's sync may use */
  SYNC_IDS_PLANNED,          /* its planned sync's (sync_op.call_ids) */
  SYNC_IDS_HAND              /* its hand-written sync's */
};

/* Bit K of IDS[P][Q] for every id K of pair (P, Q) the callee of some
   summarised call of FN may use, of set WHICH.  Returns whether FN has
   such a call.  */
int sync_callee_ids (const struct sync_func *fn,
                     enum sync_callee_idset which,
                     uint32_t ids[ASC_NPIPES][ASC_NPIPES]);


/* Move each insertion PLAN places before or after an operation standing
   for a callee's work (sync_op.role) to the call: before the call for
   its entry, after it for its exit, keeping their order.  */
void sync_plan_anchor_calls (const struct sync_func *fn,
                             struct sync_plan *plan);

/* What the flag check of hand-written sync finds (sync_lint.c).  */
enum sync_flag_finding_kind
{
  SYNC_FLAG_WAIT_UNSET,      /* a wait_flag no set may precede on some
                                path */
  SYNC_FLAG_SET_TWICE,       /* a set_flag of a flag that may still be
                                set on some path */
  SYNC_FLAG_LEFT_SET,        /* a flag that may still be set at a
                                return (OP: its first set_flag, BLOCK:
                                the block returning) */
  SYNC_FLAG_BAD_ID,          /* an event id beyond the target's range */
  SYNC_FLAG_BARRIER_S        /* pipe_barrier (PIPE_S) */
};

struct sync_flag_finding
{
  enum sync_flag_finding_kind kind;
  int op, block;
  int pipe, tpipe;           /* the flag's pipe pair */
  int event;                 /* its id, -1: ids vary (the pair's count
                                of pending sets was checked) */
};

/* The first hand-written wait_flag of FN, a kernel's entry, whose
   source pipe is PIPE_S and that may run, on some path, when no set of
   its flag is pending: the scalar unit may set it later in program
   order, the waiting pipe standing still until then (so sync the
   scalar unit waits for in between, for work queued after the wait,
   never comes); -1 when there is none (sync_lint.c).  */
int sync_hand_wait_before_set (const struct sync_func *fn);

/* Check the hand-written set_flag, wait_flag and pipe_barrier of FN
   (see sync_lint.c): ENTRY when FN is a kernel's entry (its flags are
   all clear when it starts; otherwise they are not known and only the
   per-operation checks apply).  Stores a malloc'ed vector of findings
   in *OUT (free it) and returns their number, in the order of the
   operations they name, LEFT_SET after the others.  */
int sync_check_hand_flags (const struct sync_func *fn,
                           const struct sync_options *opts, int entry,
                           struct sync_flag_finding **out);

/* Which hand-written sync of FN is redundant under OPTS, BASE being
   FN's plan: when BASE covers no dependence, GROUP[I] (FN->NOPS ints)
   gets, for each redundant pipe_barrier (with GCC's copies of its call)
   and for the sets and waits of each redundant flag together, one group
   number, -1 elsewhere.  With all the groups deleted together, the
   planner still covers no dependence.  Returns the number of groups.
   Plans FN once per candidate.  */
int sync_lint_redundant (const struct sync_func *fn,
                         const struct sync_options *opts,
                         const struct sync_plan *base, int *group);

/* A new insertion at the end of PLAN, zeroed (grows PLAN->V).
   (sync_access.c)  */
struct sync_insn *sync_plan_new_insn (struct sync_plan *plan);

/* Add to IDS the ids PLAN's set_flag and wait_flag calls use, bit K of
   IDS[P * ASC_NPIPES + Q] for id K of pair (P, Q).  (sync_access.c)  */
void sync_plan_ids (const struct sync_plan *plan, uint32_t *ids);

/* Count an insertion of ACTION for reason WHY in PLAN's statistics.
   (sync_access.c)  */
void sync_plan_count (struct sync_plan *plan, enum sync_action act,
                      enum sync_reason why);

/* Release the memory of PLAN.  */
void sync_plan_release (struct sync_plan *plan);

/* The dump (sync_dump.c).  Stage names, indexed by bit number of enum
   sync_dump_stage: "ops", "deps", "virtual", ...  */
extern const char *const sync_dump_stage_names[SYNC_DUMP_NSTAGES];

/* The stage bits named by the comma-separated LIST ("all" or names
   from sync_dump_stage_names), or 0 when an item is unknown, empty or
   repeated, or the list is empty.  */
unsigned sync_dump_parse (const char *list);

/* DUMP when OPTS select STAGE (a single bit) for the dump, after
   printing the section's heading to it; else null.  */
FILE *sync_dump_section (FILE *dump, const struct sync_options *opts,
                         unsigned stage);

/* Print FN's blocks and operations (one per line, with pipe, footprint
   and source line), then its loops, to OUT.  */
void sync_dump_func (const struct sync_func *fn, FILE *out);

/* Print PLAN (insertions in position order) to OUT.  */
void sync_dump_plan (const struct sync_func *fn,
                     const struct sync_plan *plan, FILE *out);

/* Print the summary line of PLAN for FN to OUT.  */
void sync_dump_summary (const struct sync_func *fn,
                        const struct sync_plan *plan, FILE *out);

/* Bits of the kinds of dependence from operation A to B, for the dump:
   1 read after write, 2 write after read, 4 write after write; within
   one iteration, or when LOOP >= 0 from iteration T of LOOP to
   iteration T + DIST.  (sync_access.c)  */
int sync_dep_kinds (const struct sync_op *a, const struct sync_op *b,
                    int loop, int dist);

/* Name of action A ("set_flag", ...), of reason R.  */
const char *sync_action_name (enum sync_action a);
const char *sync_reason_name (enum sync_reason r);

#ifdef __cplusplus
}
#endif

#endif /* ASCSYNC_SYNC_H */
