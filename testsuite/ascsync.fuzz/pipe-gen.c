/* pipe-gen.c -- random double-buffered pipelines with hand-written
   ping-pong sync, some of it left out, for ascsync.fuzz/fuzz.exp.

   Usage: pipe-gen SEED.  Writes to stdout a kernel k (x, y) and a host
   program that launches it on two blocks and prints a checksum of y.
   Each block runs a tile loop (2 or 3 tiles, by block), alone or inside
   a loop over 2 or 3 rows with a step counter that goes on from row to
   row or starts again: per tile a load of X into slot S of IN (one DMA
   or two in a loop), a vadds from IN[S] into OUT[S], in some kernels a
   vadd of IN[S] into OUT[S] on one branch and a running sum ACC (one
   buffer for every tile), and a store of OUT[S] to Y.  The slot S and
   the event id of the hand-written sync follow the tile count or the
   step counter, not always the same one.  The hand-written sync is
   what the suite's kernels write: V -> MTE2 and MTE3 -> V primed for
   both ids before the loops, waited for first and set last in a tile,
   drained after the loops; MTE2 -> V and V -> MTE3 set and waited in
   the tile; a pipe_barrier (V) before the branch's vadd.  Each piece is
   left out at random (a pair whole, with its primes and drains; a pair
   within the tile along with the rotating pair that re-arms it), and
   the running sum has no sync of its own, so the kernel as written may
   race and the plugin in keep mode must add what is missing, trusting
   only the hand-written sync that orders what it claims to order.
   Some kernels also have: a V -> S pair in each tile before a scalar
   read of the tile's result (the scalar unit waits for V, so all later
   work follows the vadds); no pipe_barrier after the running sum's
   initialisation before the loops; and, in a tile loop alone, a
   prefetch as Softmax writes it: the first tile loaded before the loop,
   tile T + 1 loaded in tile T into the other slot, MTE2 -> V set on the
   next tile's id there and waited on the tile's own, V -> MTE2 set on
   the tile's id after the vadds and waited on the next tile's before
   the prefetch (ids rotating with an offset between two tiles).  From
   a second stream, some prefetching kernels are software-pipelined in
   one loop instead, "for (t = -1; t < nt; t++) { if (t + 1 < nt)
   prefetch (t + 1); if (t < 0) continue; ... }" with both ids primed:
   GCC's jump threading may make that loop irreducible, so the plugin
   plans it with its data-flow planner, in keep mode, before the
   kernel's hand-written drains (a tail call).  Also from the second
   stream, some kernels buffer over K = 3 or 4 slots instead of two
   (triple and quadruple buffering): slots and ids "t % K", "step % K",
   "(t + 1) % K", or a counter "if (++c == K) c = 0" (one kept per row
   or restarted), K ids primed and drained, and K + 1 or K + 2 tiles a
   block, so that the slots come round again.  From a third stream, in
   two kernels of three, the slots are addressed through local tables
   of their addresses, "ib[s]" and "ob[s]", filled by a loop from IN and
   OUT or from get_imm (each slot then a buffer of its own).  From a
   fourth stream, some kernels without a row loop prefetch D = 1 to K - 1
   tiles ahead into the slot of a load counter of their own ("lc",
   stepped with each load): tiles 0 to D - 1 loaded by a loop before the
   tile loop ("p < D && p < nt"), tile T + D in tile T while there is
   one ("t + D < nt", or "nt - t > D"), the tile computed from slot "t %
   K" or the slot of a compute counter; the ids follow the slots.  From
   a fifth stream, in a third of the other kernels without tables, the
   slots and ids are swapped by value instead ("ti = pi0; pi0 = pi1;
   pi1 = ti" for IN's and OUT's slot pointers and the ids, rotated by
   one each tile over K), the ids starting at any offset from the
   slots, and in some kernels with rows rotated once more after each
   row (then no longer with the slots); and, in a third of all the
   kernels with a tile body, the wait V -> MTE2 written in both arms of
   a branch (each arm with scalar work of its own, so that GCC does not
   merge them).  From a sixth stream, half the kernels of the fourth
   write the loads of tiles 0 to D - 1 out instead of looping, each
   under its own guard "if (P < nt)", stepping the load counter, and
   from a twenty-first stream half of the other half loop over them D
   times, "p < D", every block having more than D tiles (GCC then knows
   the trip count and may find the counter an induction variable too).
   From a seventh stream, a third of the kernels with tables hold them in
   array fields of a local structure, "tb.ib[s]", beside a scalar field
   stored in the kernel, and a third in one array of arrays, "tb2[s][0]"
   for IN's slot S and "tb2[s][1]" for OUT's.  From an eighth stream,
   two of three kernels holding their tables in a structure (and not
   swapping slots) do a tile's first vadds in a helper left out of line,
   "tile_v (&tb, s)", that reads the slots' addresses through the
   pointer it is given, "b->ob[s]" and "b->ib[s]", and in half of them
   also stores the slot into the structure's scalar field (a write
   through the pointer beside the tables); and half the kernels with
   local tables of their own do it in a helper given the tables as
   arrays, "tile_a (ib, ob, s)", left out of line or inlined (then its
   "ob[s]" is pointer arithmetic on the table's address).  From a ninth
   stream, a third of the kernels with no helper do a tile's first vadds
   in a helper given the slots' pointers, "tile_p (out + s * T, in + s *
   T)", which first stores a zero into the output slot with the scalar
   unit (a UB write through a pointer parameter, which the vadds
   overwrites), in half of those with no tables given the slots as
   "get_imm (OUT + s * 0x400)" (two to four buffers its calls pass, by
   which its flags' ids go); and a helper left out of line is, in a
   third of the kernels each, public or, compiled as C++, an inline
   function (of vague linkage: static in C), and in half of them
   defined after the kernel, which a prototype declares; and a third of
   all the kernels store each tile through a helper given the GM
   pointer, "put_t (y + off, OUT slot)".  From a tenth stream, a third
   of the kernels calling "tile_v (&tb, s)" call it through a relay
   given the structure's address, "tile_r (&tb, s)", which passes its
   own parameter on: left out of line, or left to GCC (which may inline
   it into the kernel after tile_v is planned, the call then a statement
   of the relay's body).  Of the kernels holding their tables in a
   structure's fields "tb.ib", "tb.ob", half fill them through a helper
   left out of line given the structure, "tb_fill (&tb, ...)" (a loop
   storing through the pointer: what the object holds, for the helpers
   reading it, comes from the helper's stores), and half of those with
   "tile_v" also keep x in a field "tb.gx" and load each tile (one DMA)
   through "tile_l (&tb, slot, offset)", a helper reading the GM pointer
   from the structure.  From an eleventh stream, half the kernels that
   fill tables of get_imm addresses themselves take the slots' size as
   a kernel argument "sz" (checked to lie in 0x400 .. 0x800, a multiple
   of 32; 0x400 at run time) and fill "get_imm (j * sz)" and "get_imm
   ((j + K) * sz)": buffers whose starts are known only at run time.
   From a twelfth stream, half of those holding their tables in a
   structure also keep the size in a field, "tb.sz = sz", and fill the
   tables from "tb.sz" (at -O0 a load of what the store left there).
   From a thirteenth stream, half the kernels whose tables of get_imm
   addresses "tb_fill (&tb, ...)" fills take the slots' size as a kernel
   argument "sz" too and give it to tb_fill, which fills "get_imm (j *
   sz)": the helpers reading the structure read buffer starts that are
   multiples of the kernel's run-time value.  From a fourteenth stream,
   half the kernels taking "sz" do not check it: the plugin's layout
   assumption then takes it to be at least 1 and its multiples to lie
   in local memory.  From a fifteenth stream, half the kernels taking
   "sz" step their tiles through GM by "th = (uint32_t) sz / 2" halves
   instead of T (the same at run time) in a tile loop alone or with
   rows, and store "(uint16_t) (th / 16)" blocks: a store whose step
   and count are known only at run time.  From a sixteenth stream, half
   the double-buffered kernels addressing their slots as "in + s * T"
   choose the slot's address by a condition instead, "(s) ? in + T :
   in" (a ping-pong buffer chosen by the slot's parity).  From a
   seventeenth stream, a third of the kernels are written twice, as k
   and k2, both launched one after the other on the same data: the
   helpers' calls then come from two kernels, each passing values of
   its own.  From an eighteenth stream, half the kernels loading a tile
   as two DMAs in a loop run it "parts" times, "parts = (int) (left < 2
   ? left : 2)" of a 64-bit "left" known only at run time (3): a count
   that is the truncation of a MIN, bounded where the loop is entered
   or by the count assumption.  From a nineteenth stream, half the
   kernels whose helper is given its slots as get_imm addresses give it
   the slot's number instead, "tile_k ((uint32_t) s)", from which it
   computes them, "key % K": a key that is a remainder.  From a
   twentieth stream, half the kernels filling their tables of get_imm
   addresses from "sz" lay them out as a bump allocator does, each
   size rounded up on its own: IN's slots "j * rin" and OUT's "K * rin
   + j * rout", "rin = (sz + 31) & ~31" and "rout = (sz + 63) & ~63"
   (both "sz" at run time): buffer starts made of two values known only
   at run time.  From a twenty-third stream, a third of the kernels
   doing a tile's vadds in the kernel itself treat one tile in three as
   an edge tile ("e"), whose first half is zeros: "vector_dup" writes
   them on the edge's branch and the vadds starts and ends by the same
   condition, "+ sk" with "sk = e ? T / 2 : 0" and "nr = e ? T / 256 :
   T / 128" repeats (taken apart, the two seem to run half a tile into
   the next slot).  From a twenty-fourth stream, a third of the kernels
   with the branch's vadd run a chain of three vmuls on OUT[S] after it
   on that arm (each after a pipe_barrier (V) where the branch has one),
   the running sum, if any, added before the branch: vector work after
   the last read of IN[S] on that arm, so the V -> MTE2 set that frees
   IN[S] is split over the arms (right after the vadd on one, where the
   other leaves the branch point), with the slot rotations and the
   prefetches of the other streams.  From a twenty-fifth stream, half
   the kernels calling "tile_k" also give it an element offset "e" that
   it adds to both slots' addresses, "get_imm (X + s * 0x400) + e": 0 at
   run time (the kernels run on two blocks), "block_num > 64 ?
   block_num : 0" where it is given, which no analysis bounds (the
   helper is left out of line, and each slot's bytes end where the next
   slot's get_imm address starts).  From a twenty-sixth stream, a third
   of the kernels without a prefetch and loading a tile as one DMA from
   a fixed step add their tiles into rows of y picked by data, "off =
   blk + (int64_t) ((xb[t * 5 + r * 3 + block_idx] >> 8) & 3) * T" for
   XB the bits of x: the tile loads the row from y and stores it back,
   two tiles of one row often a tile or two apart, which only the data
   tell (the plugin's row guards).  From a twenty-seventh stream, one
   kernel in twenty has a long tile body: after its vector work the tile
   runs 300 to 500 more vector steps on OUT[S] written out one by one
   ("vmuls (o, o, 1.0)" and "vadds (o, o, 0.0)" taking turns, which
   leave it as it was), so that the function has several hundred
   operations (large functions, which the structured planner plans up
   to its limit and the data-flow planner above it).  From a
   twenty-eighth stream, half the kernels with a running sum set it up
   from a load instead of a vector_dup: "copy_gm_to_ubuf (acc, x + blk,
   ...)", then "vmuls (acc, acc, 0.0)" (no hand-written sync orders the
   two): work before the loops that waits for a load, above which the
   plugin may issue the primes of its tile loop's pairs, and that the
   tiles' running sum reads (sync_prologue.c); and a third of all the
   kernels set up a scratch buffer the same way, "sc", doubled by
   "vmuls" and stored to y after the loops, which no tile touches.  From a twenty-ninth
   stream, half the helpers given the slots' pointers, "tile_p (o, i)",
   do their vadds as its full repeats and then a tail repeat at "o +
   full * 128", from "n = T + (block_num > 64 ? block_num : 0)" (T at
   run time): an offset from a pointer parameter that the helper knows
   only from its type, past the end of UB, which each call places
   from the slots it passes.  From a thirtieth stream, half the
   kernels that load a tile as "parts" DMAs into a slot S they name
   (slots not swapped by value) gather its halves by
   indices instead: the tile's indices loaded into slot S of an int32
   index buffer "ix" (from the bits of x), then "for (j = 0; j <
   parts; j++)" the scalar unit reads "ixs[j]" and the half "j ^
   (ixs[j] & 1)" of the tile's row is loaded into half J of IN[S] (no
   hand-written sync orders the index load before the reads, nor the
   reads before the next index load into that slot): a scalar read
   through a pointer GCC may step to an end address, in its slot of
   the index buffer.  From a thirty-first stream, a third of the
   kernels with a tile loop of their own (no prefetch) whose tile is a
   load and a vadds without a helper load it and do that vadds in one
   helper left out of line, "tile_lc (o, i, x + off, ev)", a k-step's
   shape: the load into I (one DMA), the hand-written MTE2 -> V pair
   (when kept) inside, the vadds from I into O; the waits V -> MTE2
   and MTE3 -> V before the call, the rest of the tile after it (what
   orders the vadds of tile T + K after that of tile T into one slot
   is a chain through the helper's own pair).  From a thirty-second
   stream, half the kernels with local tables "ib" and "ob" of their
   own (no structure, no run-time size) declare them with their
   addresses as initialisers ("ib[3] = { in, in + T, in + 2 * T }",
   which GCC may store as vectors), and half of all the kernels with
   local tables zero OUT's slots through "ob" in a loop before the
   primes ("vector_dup (ob[j], ...)"), then a pipe_barrier (V).  From
   a thirty-third stream, half the kernels adding their tiles into rows
   of y picked by data space those rows by a length known only at run
   time, "rl" (T or 2 * T, read from the bits of x; the stores of rl /
   16 blocks), and half skip the store of row 3 ("if (ri != 3)").  From
   a thirty-fourth stream, half the kernels prefetching through a load
   counter load tiles 0 to D - 1 in the tile loop instead, "for (t =
   -D; t < nt; t++) { if (t + D < nt) { load tile t + D; if (++lc == K)
   lc = 0; } if (t < 0) continue; ... }" (GCC's jump threading copies
   the "continue" into the arm where the counter wraps); and a third of
   all the kernels first return unless "block_num % 2 == 0" (2 at run
   time): GCC's un-propagation of constants may then start the slot
   counters, and set them back, from that remainder, a name known to be
   0, instead of a literal 0.  From a thirty-fifth stream, half the
   kernels loading tiles 0 to D - 1 in the tile loop first scale the
   tile from its input slot into a buffer of its own, "vmuls (pre, ...)",
   before the wait MTE3 -> V: vector work in the loop's stage ahead of
   the vadds that overwrite the output slot the store of tile T - K
   reads.  From a thirty-sixth stream, a third of the kernels loading a
   tile as one DMA from x take its shape as two kernel arguments, "pr"
   rows of "pc" halves (2 and 256 at run time, T in all), which they
   check one by one and by their product ("pr * pc > T": return), and
   load "(uint16_t) (pr * (pc / 16))" blocks: a count whose bound on
   each size alone runs eight times past the slot, and that only the
   product check keeps in it.  From a thirty-seventh stream, half of
   those load it in two DMAs of "pr * (pc / 32)" blocks (0 for some
   pairs of values the check allows), the second to "slot + pr * (pc /
   2)" or, through a pointer to the slot, "ts + pr * (pc / 2)": a
   pointer moved by an offset computed from the two sizes, with a count
   computed from them; a quarter load "pr" rows 256 halves apart (also
   checking "pr * 256 <= T" and "pc % 32 == 0") in two DMAs, the first
   "pc / 2" halves of each row and then, from "ts + pc / 2", the rest:
   residues that move with a size.  From a thirty-eighth stream, a
   half of the kernels whose tile is a plain vadds sum OUT[S] after it
   as one or two bags of one or two rows by halving levels in a loop
   that runs until a flag its body sets stays clear ("for (;;) { any =
   0; for (b ...) if (fm[b] > 1) { vadd ...; any = 1; } if (!any)
   break; ... }"), the bags and rows by tile and block: GCC's late
   threaders may copy the paths on which "any" is known into the loop
   (see Jump threading in the manual).  From a thirty-ninth stream, a
   third of the kernels with a plain load load a tile with a halo: "lp"
   rows of 128 halves zeroed before it in the slot and "rp" after it
   (one row each for tiles 0 and 3 modulo 4), the load at "slot + lp *
   128" of "4 - lp - rp" rows (or that count computed in unsigned, or,
   in a quarter of them, "4 - lq - rp" with "lq" the same value as "lp"
   computed otherwise: the load's end then does not cancel "lp"), "lp"
   and "rp" known to GCC only as wide ranges (from the tile's offset
   plus the block count less 2, which GCC cannot see is not negative):
   where the load ends is known only from one affine form of its
   pointer and its count.  From a fortieth stream, half of the kernels
   of the thirty-eighth sum two bags of up to four rows of 64 halves
   instead, each bag's row count "fm[b]" clamped to [0, 4] from the
   tile and block and halved in place ("fm[b] -= fm[b] / 2": a local
   array's values follow from its own), the rows added "(fm[b] - h) *
   64" halves up while "fm[b] > 2", a whole repeat when "h / 2 > 0"
   and the odd row as the 64 lanes under "set_vector_mask (0, ~0ull)"
   when "h" is odd (the bytes of each bag known only under those
   conditions); in half of them each level also stores the second bag
   of the slot before, "if (t > 0) copy_ubuf_to_gm (y + blk + 8192 + t
   * 256, OUT[previous slot] + 256, ...)": apart from the level's vadds
   within a tile, but meeting them from one tile to the next.  From a
   forty-first stream, half the prefetching kernels and a quarter of the
   others whose tile is a plain vadds (no helper, no tile loaded
   through a helper, no pointers swapped by value, no scatter) load
   with each tile eight int32 of x
   into the tile's slot of a selector buffer, "get_imm (0x34000) +
   SLOT * 8", and add "(half) (float) (sel[0] & 3)" instead of 1.0, the
   scalar unit reading it just before the vadds: in a prefetching
   kernel, data a load issued one or more iterations before put there,
   read after this iteration's prefetch is issued (no hand-written sync
   orders either the load before the read or the read before the next
   load into that slot).  From a forty-second stream, half of the
   kernels of the thirty-eighth first scale each bag's rows by a vadds
   a row in a loop bounded by the bag's count ("j < fm[b]") and halve
   the count right after the bag's vadd in a level ("fm[b] -= h"): at
   -O0 a loop bound and a count loaded again after a call.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng, rng2, rng3, rng4, rng5, rng6, rng7, rng8, rng9;
static uint64_t rng10, rng11, rng12, rng13, rng14, rng15, rng16, rng17;
static uint64_t rng18, rng19, rng20, rng21, rng22, rng23, rng24, rng25;
static uint64_t rng26, rng27, rng28, rng29, rng30, rng31, rng32, rng33;
static uint64_t rng34, rng35, rng36, rng37, rng38, rng39, rng40, rng41;
static uint64_t rng42;

/* A random number in [0, N) from the stream whose state is *STATE
   (splitmix64).  */
static int
draw (uint64_t *state, int n)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return (int) (z % (uint64_t) n);
}

/* A random number in [0, N) from the seed's stream.  */
static int
rnd (int n)
{
  return draw (&rng, n);
}

/* A random number in [0, N) from the second stream, which draws the
   shapes added later (so that a seed's first draws, and its kernel
   without them, stay what they were).  */
static int
rnd2 (int n)
{
  return draw (&rng2, n);
}

/* A random number in [0, N) from the third stream (slot tables).  */
static int
rnd3 (int n)
{
  return draw (&rng3, n);
}

/* A random number in [0, N) from the fourth stream (deep prefetch
   through a load counter).  */
static int
rnd4 (int n)
{
  return draw (&rng4, n);
}

/* A random number in [0, N) from the fifth stream (swapped slots and
   ids, copied waits).  */
static int
rnd5 (int n)
{
  return draw (&rng5, n);
}

/* A random number in [0, N) from the sixth stream (prologues written
   out).  */
static int
rnd6 (int n)
{
  return draw (&rng6, n);
}

/* A random number in [0, N) from the seventh stream (tables in a
   structure).  */
static int
rnd7 (int n)
{
  return draw (&rng7, n);
}

/* A random number in [0, N) from the eighth stream (a helper reading
   the tables through a pointer).  */
static int
rnd8 (int n)
{
  return draw (&rng8, n);
}

/* A random number in [0, N) from the ninth stream (a helper given
   pointers; helpers' linkage and place).  */
static int
rnd9 (int n)
{
  return draw (&rng9, n);
}

static int
rnd10 (int n)
{
  return draw (&rng10, n);
}

/* A random number in [0, N) from the eleventh stream (slot sizes known
   at run time).  */
static int
rnd11 (int n)
{
  return draw (&rng11, n);
}

/* A random number in [0, N) from the twelfth stream (a slot size kept
   in a structure's field).  */
static int
rnd12 (int n)
{
  return draw (&rng12, n);
}

/* A random number in [0, N) from the thirteenth stream (a slot size
   given to the helper filling the tables).  */
static int
rnd13 (int n)
{
  return draw (&rng13, n);
}

/* A random number in [0, N) from the fourteenth stream (a slot size
   the kernel does not check).  */
static int
rnd14 (int n)
{
  return draw (&rng14, n);
}

/* A random number in [0, N) from the fifteenth stream (a GM step
   known only at run time).  */
static int
rnd15 (int n)
{
  return draw (&rng15, n);
}

/* A random number in [0, N) from the sixteenth stream (slots chosen by
   a condition).  */
static int
rnd16 (int n)
{
  return draw (&rng16, n);
}

/* A random number in [0, N) from the seventeenth stream (the kernel
   written twice).  */
static int
rnd17 (int n)
{
  return draw (&rng17, n);
}

/* A random number in [0, N) from the eighteenth stream (a split load's
   count the truncation of a MIN).  */
static int
rnd18 (int n)
{
  return draw (&rng18, n);
}

/* A random number in [0, N) from the nineteenth stream (a helper given
   the slot's number).  */
static int
rnd19 (int n)
{
  return draw (&rng19, n);
}

/* A random number in [0, N) from the twentieth stream (starts laid out
   by a bump allocator).  */
static int
rnd20 (int n)
{
  return draw (&rng20, n);
}

/* A random number in [0, N) from the twenty-first stream (prologue
   loops of a constant trip count).  */
static int
rnd21 (int n)
{
  return draw (&rng21, n);
}

/* A random number in [0, N) from the twenty-second stream (prologues
   as deep as the slots allow).  */
static int
rnd22 (int n)
{
  return draw (&rng22, n);
}

/* A random number in [0, N) from the twenty-third stream (edge tiles
   whose offset and length one condition chooses).  */
static int
rnd23 (int n)
{
  return draw (&rng23, n);
}

/* A random number in [0, N) from the twenty-fourth stream (a chain on
   the branch's arm).  */
static int
rnd24 (int n)
{
  return draw (&rng24, n);
}

/* A random number in [0, N) from the twenty-fifth stream (an offset
   given to the slots' helper).  */
static int
rnd25 (int n)
{
  return draw (&rng25, n);
}

/* A random number in [0, N) from the twenty-sixth stream (rows of y
   picked by data).  */
static int
rnd26 (int n)
{
  return draw (&rng26, n);
}

/* A random number in [0, N) from the twenty-seventh stream (long tile
   bodies).  */
static int
rnd27 (int n)
{
  return draw (&rng27, n);
}

/* A random number in [0, N) from the twenty-eighth stream (a running
   sum set up from a load).  */
static int
rnd28 (int n)
{
  return draw (&rng28, n);
}

/* A random number in [0, N) from the twenty-ninth stream (a helper's
   tail at an offset known from its type).  */
static int
rnd29 (int n)
{
  return draw (&rng29, n);
}

/* A random number in [0, N) from the thirtieth stream (halves of a
   tile gathered by indices the scalar unit reads).  */
static int
rnd30 (int n)
{
  return draw (&rng30, n);
}

/* A random number in [0, N) from the thirty-first stream (a tile's
   load and vadds in one helper).  */
static int
rnd31 (int n)
{
  return draw (&rng31, n);
}

/* A random number in [0, N) from the thirty-second stream (tables
   initialised at their declaration, slots zeroed through a table).  */
static int
rnd32 (int n)
{
  return draw (&rng32, n);
}

/* A random number in [0, N) from the thirty-third stream (rows of y
   of a length known at run time; a row's store skipped).  */
static int
rnd33 (int n)
{
  return draw (&rng33, n);
}

/* A random number in [0, N) from the thirty-fourth stream (deep
   prefetch software-pipelined; the early return on "block_num").  */
static int
rnd34 (int n)
{
  return draw (&rng34, n);
}

/* A random number in [0, N) from the thirty-fifth stream (V work
   first in a software-pipelined stage).  */
static int
rnd35 (int n)
{
  return draw (&rng35, n);
}

/* A random number in [0, N) from the thirty-sixth stream (a tile's
   shape as two run-time sizes checked by their product).  */
static int
rnd36 (int n)
{
  return draw (&rng36, n);
}

/* A random number in [0, N) from the thirty-seventh stream (the tile
   of two run-time sizes loaded in two halves).  */
static int
rnd37 (int n)
{
  return draw (&rng37, n);
}

/* A random number in [0, N) from the thirty-eighth stream (a loop that
   runs until a flag its body sets stays clear).  */
static int
rnd38 (int n)
{
  return draw (&rng38, n);
}

/* A random number in [0, N) from the thirty-ninth stream (a load with
   a halo).  */
static int
rnd39 (int n)
{
  return draw (&rng39, n);
}

/* A random number in [0, N) from the fortieth stream (halving levels
   over row counts in a local array, an odd row under the mask).  */
static int
rnd40 (int n)
{
  return draw (&rng40, n);
}

/* A random number in [0, N) from the forty-first stream (a selector
   the scalar unit reads from the tile's slot).  */
static int
rnd41 (int n)
{
  return draw (&rng41, n);
}

/* A random number in [0, N) from the forty-second stream (a bag's rows
   touched in a loop bounded by its count, the count halved after each
   vadd).  */
static int
rnd42 (int n)
{
  return draw (&rng42, n);
}

/* The pieces of one kernel.  */
struct shape
{
  int rows;                     /* 0: no row loop; else 2 or 3 */
  int restart;                  /* the step counter restarts each row */
  int slot, id;                 /* index into SLOTS and IDS */
  int split_load;               /* the load as two DMAs in a loop */
  int split_tail;               /* SPLIT_LOAD: the loop runs "parts"
                                   times, "(int) MIN (left, 2)" */
  int gather_idx;               /* SPLIT_TAIL: the halves gathered by
                                   indices read from slot S of IX */
  int lc;                       /* the load and the vadds in tile_lc */
  int table_init;               /* local tables given by initialisers */
  int zero_out;                 /* local tables: OUT's slots zeroed
                                   through "ob" before the primes */
  int scatter_rt;               /* SCATTER: rows "rl" halves apart */
  int scatter_skip;             /* SCATTER: row 3's store skipped */
  int branch;                   /* the second vadd on a branch */
  int branch_barrier;           /* the pipe_barrier (V) before it */
  int chain;                    /* three vmuls on OUT[S] after it */
  int key_off;                  /* KEY_SLOTS: "tile_k" given an offset */
  int acc;                      /* the running sum */
  int acc_load;                 /* ACC set up from a load of x */
  int scratch;                  /* SC set up so and stored at the end */
  int tail_off;                 /* tile_p's vadds as full repeats and a
                                   tail at "o + full * 128" */
  int longbody;                 /* vector steps on OUT[S] after the
                                   tile's work, 0: none */
  int v_mte2, mte2_v, v_mte3, mte3_v;  /* hand-written pairs kept */
  int v_s;                      /* V -> S pair and a scalar read per tile */
  int init_barrier;             /* pipe_barrier after the sum's vector_dup */
  int prefetch;                 /* tile T + 1 loaded in tile T (rows 0) */
  int pslot, pid;               /* then: index into P_SLOTS and P_IDS */
  int in_loop;                  /* prefetch: tile 0 loaded in the loop at
                                   t = -1 (software-pipelined) */
  int k;                        /* slots (and ids): 2, 3 or 4 */
  int counter;                  /* K > 2: the slot a counter "c" */
  int table;                    /* slots through tables IB and OB of
                                   their addresses: 1 filled from IN and
                                   OUT, 2 from get_imm in a loop */
  int table_struct;             /* TABLE: 1 IB and OB fields of "tb", 2
                                   rows "tb2[s][0]" and "tb2[s][1]" */
  int deep;                     /* prefetch DEEP tiles ahead through a
                                   load counter (0: none) */
  int guard_rev;                /* DEEP: the guard as "nt - t > D" */
  int written_out;              /* DEEP: tiles 0 to D - 1 loaded by D
                                   guarded copies, not a loop */
  int const_trips;              /* DEEP, not WRITTEN_OUT: the loop over
                                   tiles 0 to D - 1 tests "p < D" only */
  int deep_in_loop;             /* DEEP: tiles 0 to D - 1 loaded in the
                                   tile loop at t = -D .. -1
                                   (software-pipelined; WRITTEN_OUT and
                                   CONST_TRIPS then unused) */
  int zero_guard;               /* return unless "block_num % 2 == 0" */
  int pair_split;               /* SIZE_PAIR: the load in two halves,
                                   the second from "pr * (pc / 2)" past
                                   the slot (1) or past a pointer "ts"
                                   to it (2); or (3) "pr" rows 256
                                   halves apart in two parts, the first
                                   "pc / 2" halves wide */
  int size_pair;                /* the one-DMA load's count "pr * (pc /
                                   16)" from two kernel arguments */
  int stage_pre;                /* DEEP_IN_LOOP: the tile first scaled
                                   from IN[S] into PRE (V) */
  int swap;                     /* slots and ids swapped by value */
  int swap_off;                 /* SWAP: the ids' offset from the slots */
  int swap_drift;               /* SWAP: ids rotated once more a row */
  int wait_copies;              /* the V -> MTE2 wait in both arms */
  int helper;                   /* TABLE_STRUCT 1: the first vadds in
                                   "tile_v (&tb, s)", 2 storing into
                                   "b->n" too; local tables: 3 in
                                   "tile_a (ib, ob, s)" out of line, 4
                                   inlined; no tables needed: 5 in
                                   "tile_p (OUT slot, IN slot)" (0:
                                   none) */
  int put;                      /* the tile's store in "put_t" */
  int imm_slots;                /* HELPER 5: the slots as get_imm
                                   addresses, not "in + s * T" */
  int key_slots;                /* IMM_SLOTS: the helper "tile_k" given
                                   the slot's number, "key % K" */
  int helper_link;              /* a noinline helper: 0 static, 1 public,
                                   2 inline in C++ (static in C) */
  int helper_late;              /* the helper defined after the kernel */
  int fill;                     /* TABLE_STRUCT 1: "tb_fill (&tb)" out
                                   of line fills the tables */
  int gm_field;                 /* FILL, HELPER 1 or 2, no split load:
                                   "tb.gx" and "tile_l" */
  int rt_size;                  /* TABLE 2 filled by the kernel: the
                                   slots' size a kernel argument "sz",
                                   "get_imm (j * sz)" */
  int fill_rt;                  /* FILL, TABLE 2: tb_fill given "sz" fills
                                   "get_imm (j * sz)" */
  int sz_unchecked;             /* RT_SIZE: the kernel does not check
                                   "sz" */
  int gm_step_rt;               /* RT_SIZE: tiles "th" halves apart in
                                   GM, "th / 16" blocks stored */
  int bump;                     /* RT_SIZE, filled by the kernel: IN's
                                   slots "get_imm (j * rin)", OUT's
                                   "get_imm (K * rin + j * rout)", each
                                   size "sz" rounded up on its own */
  int sz_field;                 /* RT_SIZE, TABLE_STRUCT 1: "tb.sz = sz"
                                   and the tables filled from "tb.sz" */
  int cond_slot;                /* K 2, "in + s * T" form: "(s) ? in + T
                                   : in" instead */
  int twin;                     /* the kernel written twice, k and k2 */
  int edge;                     /* HELPER 0: one tile in three an edge
                                   tile, its first half zeros and its
                                   vadds "+ sk", "nr" repeats */
  int scatter;                  /* tiles added into rows of y picked
                                   by data: loaded from y, stored back */
  int relay;                    /* HELPER 1 or 2 called through
                                   "tile_r (&tb, s)": 1 noinline, 2 left
                                   to GCC (0: none) */
  int flagloop;                 /* OUT[S]'s bags summed by halving
                                   levels until a flag stays clear: 1
                                   rows of 128 halves, 2 of 64 with an
                                   odd row under the mask */
  int flag_inplace;             /* FLAGLOOP 1: each bag's rows scaled
                                   one vadds each in "j < fm[b]" first,
                                   and "fm[b] -= h" right after the
                                   level's vadd */
  int sel_read;                 /* each tile's load also loads its
                                   selector, which the scalar unit
                                   reads for the tile's vadds */
  int level_store;              /* FLAGLOOP 2: each level stores the
                                   second bag of the previous slot */
  int padded;                   /* the load with a halo: 1 its count
                                   "4 - lp - rp", 2 that in unsigned,
                                   3 "4 - lq - rp" (0: none) */
};

/* The kernel being written (the period K of its slots, see struct
   shape).  */
static const struct shape *cur;

/* Prefetch kernels: slot and id of tile T, "%s" standing for T or for
   the slot variable (P_IDS[0]); with K slots, "& 1" is "% K".  */
static const char *const p_slots[] = { "(%s) & 1", "((%s) + 1) & 1" };
static const char *const p_ids[] = { "(event_t) %s", "(event_t) ((%s) & 1)" };

static const char *const slots[] = {
  "t & 1", "t % 2", "step & 1", "(t + 1) & 1"
};
static const char *const ids[] = {
  "(event_t) s", "s ? EVENT_ID1 : EVENT_ID0", "(event_t) (step & 1)",
  "(event_t) (t & 1)"
};

/* Print the C expression FMT (with "%s" standing for ARG) for the
   current kernel: "& 1" and "% 2" become "% K" when it has K > 2
   slots.  */
static void
expr (const char *fmt, const char *arg)
{
  char buf[256], out[256];
  snprintf (buf, sizeof buf, fmt, arg);
  if (cur->k == 2)
    {
      fputs (buf, stdout);
      return;
    }
  size_t o = 0;
  for (const char *p = buf; *p && o + 8 < sizeof out; )
    if (!strncmp (p, "& 1", 3) || !strncmp (p, "% 2", 3))
      {
        o += (size_t) snprintf (out + o, sizeof out - o, "%% %d", cur->k);
        p += 3;
      }
    else
      out[o++] = *p++;
  out[o] = 0;
  fputs (out, stdout);
}

/* Print a hand-written flag call.  */
static void
flag (const char *ind, const char *what, const char *p, const char *q,
      const char *id)
{
  printf ("%s%s_flag (PIPE_%s, PIPE_%s, %s);\n", ind, what, p, q, id);
}

/* Print the primes (SET) or drains (!SET) of the rotating pairs.  */
static void
prime_or_drain (const struct shape *sh, int set)
{
  const char *w = set ? "set" : "wait";
  if (sh->prefetch && !sh->in_loop && set && sh->v_mte2)
    {
      /* Tile 0 loads before the loop: only the prefetches of tiles 1
         to K - 1 wait for a slot before any V -> MTE2 set.  */
      for (int j = 1; j < sh->k; j++)
        {
          char id[64], e[32];
          if (sh->k == 2)
            snprintf (e, sizeof e, "%s",
                      sh->pid || !sh->pslot ? "1 & 1" : "2 & 1");
          else
            snprintf (e, sizeof e, "%d %% %d",
                      j + (sh->pid || !sh->pslot ? 0 : 1), sh->k);
          snprintf (id, sizeof id, "(event_t) (%s)", e);
          flag ("  ", w, "V", "MTE2", id);
        }
    }
  for (int e = 0; e < sh->k; e++)
    {
      char idk[32];
      snprintf (idk, sizeof idk, "(event_t) %d", e);
      const char *id = sh->k > 2 ? idk : e ? "EVENT_ID1" : "EVENT_ID0";
      if (sh->v_mte2 && !(sh->prefetch && !sh->in_loop && set))
        flag ("  ", w, "V", "MTE2", id);
      if (sh->mte3_v)
        flag ("  ", w, "MTE3", "V", id);
    }
}

/* The address of slot SLOT (a variable) of IN (BUF "in") or OUT
   ("out"): "in + SLOT * T", or "ib[SLOT]" through a table.  */
static const char *
slot_addr (const char *buf, const char *slot)
{
  static char r[2][64];
  static int n;
  char *o = r[n++ & 1];
  if (cur->swap)
    snprintf (o, sizeof r[0], "p%c0", buf[0]);
  else if (cur->table && cur->table_struct == 2)
    snprintf (o, sizeof r[0], "tb2[%s][%d]", slot, buf[0] == 'o');
  else if (cur->table)
    snprintf (o, sizeof r[0], "%s%cb[%s]", cur->table_struct ? "tb." : "",
              buf[0], slot);
  else if (cur->cond_slot)
    snprintf (o, sizeof r[0], "((%s) ? %s + T : %s)", slot, buf, buf);
  else
    snprintf (o, sizeof r[0], "%s + %s * T", buf, slot);
  return o;
}

/* Print at indentation IND the load of the tile at X + OFF into slot
   SLOT with a halo (SH->padded, see the file comment).  */
static void
padded_load (const struct shape *sh, const char *ind, const char *slot,
             const char *off)
{
  const char *at = slot_addr ("in", slot);
  static const char *const counts[] = {
    "", "(uint16_t) ((4 - lp - rp) * 8)",
    "(uint16_t) (((unsigned) 4 - (unsigned) rp - (unsigned) lp) * 8)",
    "(uint16_t) ((4 - lq - rp) * 8)" };
  printf ("%s{\n"
          "%s  int r0 = (int) (((int64_t) (%s) / T + (int64_t) "
          "get_block_num () - 2) %% 4);\n"
          "%s  int lp = 1 - r0 > 0 ? 1 - r0 : 0, lq = r0 == 0;\n"
          "%s  int rp = r0 - 2 > 0 ? r0 - 2 : 0;\n"
          "%s  if (lp > 0)\n"
          "%s    vector_dup (%s, (half) 0.0f, (uint8_t) lp, 1, 1, 8, 8);\n",
          ind, ind, off, ind, ind, ind, ind, at);
  printf ("%s  if (rp > 0)\n"
          "%s    vector_dup (%s + (4 - rp) * 128, (half) 0.0f, (uint8_t) rp, "
          "1, 1, 8, 8);\n", ind, ind, at);
  printf ("%s  copy_gm_to_ubuf (%s + lp * 128, x + %s + lp * 128, 0, 1, "
          "%s, 0, 0);\n%s}\n", ind, at, off, counts[sh->padded], ind);
}

/* Print the load of a tile into slot SLOT (a C expression) from
   x + OFF at indentation IND: one DMA, or two in a loop.  */
static void
load (const struct shape *sh, const char *ind, const char *slot,
      const char *off)
{
  if (sh->gm_field)
    printf ("%stile_l (&tb, %s, %s);\n", ind, slot, off);
  else if (sh->split_load && sh->split_tail && sh->gather_idx)
    printf ("%s{\n"
            "%s  int64_t left = (int64_t) get_block_num () + 1;\n"
            "%s  int parts = (int) (left < 2 ? left : 2);\n"
            "%s  __ubuf__ int32_t *ixs = (__ubuf__ int32_t *) "
            "get_imm (0x30000) + (%s) * 64;\n"
            "%s  copy_gm_to_ubuf (ixs, (__gm__ int32_t *) (x + %s), 0, 1, "
            "8, 0, 0);\n"
            "%s  for (int j = 0; j < parts; j++)\n"
            "%s    copy_gm_to_ubuf (%s + j * (T / 2), x + %s + "
            "(int64_t) (j ^ (ixs[j] & 1)) * (T / 2), 0, 1, T / 32, 0, 0);"
            "\n%s}\n", ind, ind, ind, ind, slot, ind, off, ind, ind,
            slot_addr ("in", slot), off, ind);
  else if (sh->split_load && sh->split_tail)
    printf ("%s{\n"
            "%s  int64_t left = (int64_t) get_block_num () + 1;\n"
            "%s  int parts = (int) (left < 2 ? left : 2);\n"
            "%s  for (int j = 0; j < parts; j++)\n"
            "%s    copy_gm_to_ubuf (%s + j * (T / 2), "
            "x + %s + j * (T / 2), 0, 1, T / 32, 0, 0);\n%s}\n", ind, ind,
            ind, ind, ind, slot_addr ("in", slot), off, ind);
  else if (sh->split_load)
    printf ("%sfor (int j = 0; j < 2; j++)\n"
            "%s  copy_gm_to_ubuf (%s + j * (T / 2), "
            "x + %s + j * (T / 2), 0, 1, T / 32, 0, 0);\n", ind, ind,
            slot_addr ("in", slot), off);
  else if (sh->pair_split == 3)
    printf ("%s{\n"
            "%s  __ubuf__ half *ts = %s;\n"
            "%s  copy_gm_to_ubuf (ts, x + %s, 0, pr, pc / 32, "
            "(256 - pc / 2) / 16, (256 - pc / 2) / 16);\n"
            "%s  copy_gm_to_ubuf (ts + pc / 2, x + %s + pc / 2, 0, pr, "
            "(256 - pc / 2) / 16, pc / 32, pc / 32);\n%s}\n", ind, ind,
            slot_addr ("in", slot), ind, off, ind, off, ind);
  else if (sh->pair_split)
    {
      const char *at = slot_addr ("in", slot);
      if (sh->pair_split == 2)
        {
          printf ("%s{\n%s  __ubuf__ half *ts = %s;\n", ind, ind, at);
          at = "ts";
        }
      for (int j = 0; j < 2; j++)
        printf ("%s%scopy_gm_to_ubuf (%s%s, x + %s%s, 0, 1, "
                "(uint16_t) (pr * (pc / 32)), 0, 0);\n", ind,
                sh->pair_split == 2 ? "  " : "", at,
                j ? " + pr * (pc / 2)" : "", off, j ? " + pr * (pc / 2)" : "");
      if (sh->pair_split == 2)
        printf ("%s}\n", ind);
    }
  else if (sh->padded)
    padded_load (sh, ind, slot, off);
  else
    printf ("%scopy_gm_to_ubuf (%s, %s + %s, 0, 1, %s, 0, 0);\n",
            ind, slot_addr ("in", slot), sh->scatter ? "y" : "x", off,
            sh->size_pair ? "(uint16_t) (pr * (pc / 16))" : "T / 16");
  if (sh->sel_read)
    printf ("%scopy_gm_to_ubuf ((__ubuf__ int32_t *) get_imm (0x34000) + "
            "(%s) * 8,\n%s                 (__gm__ int32_t *) (x + %s), 0, "
            "1, 1, 0, 0);\n", ind, slot, ind, off);
}

/* Print at indentation IND the halving levels of the stream of flag
   loops (FLAGLOOP): OUT[S] as "fn" bags (1 or 2, by tile and block) of
   two rows of 128 halves, bag B holding "fm[B]" rows (1 or 2, by tile,
   block and bag); each level adds the upper half of each bag's rows
   onto the lower, "any" set when some bag had more than one row, until
   a level finds none.  INPLACE (the forty-second stream): each bag's
   rows are first scaled by one vadds a row in a loop bounded by the
   bag's count ("j < fm[b]", at -O0 a bound loaded in every test), and
   a level halves the count right after the bag's vadd ("fm[b] -= h",
   at -O0 fm[b] loaded again after the call).  */
static void
flag_levels (const char *ind, int inplace)
{
  const char *o = slot_addr ("out", "s");
  printf ("%s{\n"
          "%s  int fn = 1 + ((t + (int) block_idx) & 1), fm[2];\n"
          "%s  for (int b = 0; b < fn; b++)\n"
          "%s    fm[b] = 1 + ((t + b + (int) block_idx) %% 3 != 0);\n",
          ind, ind, ind, ind);
  if (inplace)
    printf ("%s  for (int b = 0; b < fn; b++)\n"
            "%s    for (int j = 0; j < fm[b]; j++)\n"
            "%s      vadds (%s + b * 256 + j * 128, %s + b * 256 + j * 128,"
            "\n%s             (half) 0.5f, 1, 1, 1, 8, 8);\n",
            ind, ind, ind, o, o, ind);
  printf ("%s  for (;;)\n"
          "%s    {\n"
          "%s      int any = 0;\n"
          "%s      for (int b = 0; b < fn; b++)\n"
          "%s        if (fm[b] > 1)\n"
          "%s          {\n"
          "%s            int h = fm[b] / 2;\n",
          ind, ind, ind, ind, ind, ind, ind);
  printf ("%s            vadd (%s + b * 256, %s + b * 256, ", ind, o, o);
  printf ("%s + b * 256 + (fm[b] - h) * 128,\n"
          "%s                  (uint8_t) h, 1, 1, 1, 8, 8, 8);\n"
          "%s%s"
          "%s            any = 1;\n"
          "%s          }\n"
          "%s      if (!any)\n"
          "%s        break;\n",
          o, ind, inplace ? ind : "",
          inplace ? "            fm[b] -= h;\n" : "", ind, ind, ind, ind);
  if (!inplace)
    printf ("%s      for (int b = 0; b < fn; b++)\n"
            "%s        fm[b] -= fm[b] / 2;\n", ind, ind);
  printf ("%s    }\n"
          "%s}\n", ind, ind);
}

/* Print at indentation IND the halving levels of the fortieth stream
   (FLAGLOOP 2): OUT[S] as two bags of up to four rows of 64 halves,
   bag B holding "fm[b]" rows (clamped to [0, 4], by tile, bag and
   block); each level (which with SH->level_store also stores the
   second bag of the previous slot) adds rows [fm[b] - h, fm[b]) onto
   rows [0, h), h
   = fm[b] / 2, as h / 2 whole repeats and, when h is odd, the last row
   under a 64-lane mask, until no bag has more than two rows (the rows
   added then start a whole repeat after those they are added to, as
   the ISA asks of a repeat's operands).  */
static void
masked_levels (const struct shape *sh, const char *ind)
{
  static const char *const lines[] = {
    "{",
    "  int fm[2];",
    "  for (int b = 0; b < 2; b++)",
    "    {",
    "      int v = (int) ((t * 5 + b * 3 + (int) block_idx) % 7) - 1;",
    "      fm[b] = v < 0 ? 0 : v > 4 ? 4 : v;",
    "    }",
    "  for (;;)",
    "    {",
    "      int any = 0, odd = 0;",
    "      for (int b = 0; b < 2; b++)",
    "        if (fm[b] > 2)",
    "          {",
    "            int h = fm[b] / 2;",
    "            if (h / 2 > 0)",
    "              vadd (@ + b * 256, @ + b * 256,",
    "                    @ + b * 256 + (fm[b] - h) * 64,",
    "                    (uint8_t) (h / 2), 1, 1, 1, 8, 8, 8);",
    "            any = 1;",
    "            odd |= h & 1;",
    "          }",
    "      if (!any)",
    "        break;",
    "      if (odd)",
    "        {",
    "          set_vector_mask (0, ~0ull);",
    "          for (int b = 0; b < 2; b++)",
    "            if (fm[b] > 2 && (fm[b] / 2) % 2 == 1)",
    "              {",
    "                int h = fm[b] / 2, e = h / 2 * 128;",
    "                vadd (@ + b * 256 + e, @ + b * 256 + e,",
    "                      @ + b * 256 + (fm[b] - h) * 64 + e,",
    "                      1, 1, 1, 1, 8, 8, 8);",
    "              }",
    "          set_vector_mask (~0ull, ~0ull);",
    "        }",
    "%",
    "      for (int b = 0; b < 2; b++)",
    "        if (fm[b] > 2)",
    "          fm[b] -= fm[b] / 2;",
    "    }",
    "}" };
  const char *o = slot_addr ("out", "s");
  char prev[32];
  snprintf (prev, sizeof prev, "((s + %d) %% %d)", sh->k - 1, sh->k);
  for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
    {
      if (lines[i][0] == '%')
        {
          if (sh->level_store)
            printf ("%s      if (t > 0)\n"
                    "%s        copy_ubuf_to_gm (y + blk + 8192 + (int64_t) t "
                    "* 256, %s + 256,\n"
                    "%s                         0, 1, 16, 0, 0);\n", ind, ind,
                    slot_addr ("out", prev), ind);
          continue;
        }
      fputs (ind, stdout);
      for (const char *p = lines[i]; *p; p++)
        if (*p == '@')
          fputs (o, stdout);
        else
          putchar (*p);
      putchar ('\n');
    }
}

/* Print the vector work of a tile (slot s) at indentation IND, then its
   V -> MTE2 set and V -> S pair with the scalar read.  */
static void
compute (const struct shape *sh, const char *ind)
{
  if (sh->helper == 5 && sh->key_slots)
    printf ("%stile_k ((uint32_t) s%s);\n", ind,
            sh->key_off ? ", (uint32_t) (block_num > 64 ? block_num : 0)"
                                : "");
  else if (sh->helper == 5 && sh->imm_slots)
    printf ("%stile_p ((__ubuf__ half *) get_imm (0x%x + s * 0x400),\n"
            "%s        (__ubuf__ half *) get_imm (s * 0x400));\n", ind,
            sh->k * 0x400, ind);
  else if (sh->helper == 5)
    printf ("%stile_p (%s, %s);\n", ind, slot_addr ("out", "s"),
            slot_addr ("in", "s"));
  else if (sh->helper >= 3)
    printf ("%stile_a (ib, ob, s);\n", ind);
  else if (sh->helper)
    printf ("%stile_%c (&tb, s);\n", ind, sh->relay ? 'r' : 'v');
  else if (sh->edge)
    {
      const char *o = slot_addr ("out", "s");
      printf ("%s{\n%s  int e = (t + (int) block_idx) %% 3 == 0;\n"
              "%s  int sk = e ? T / 2 : 0;\n"
              "%s  int nr = e ? T / 256 : T / 128;\n"
              "%s  if (e)\n"
              "%s    vector_dup (%s, (half) 0.0f, T / 256, 1, 1, 8, 8);\n",
              ind, ind, ind, ind, ind, ind, o);
      printf ("%s  vadds (%s + sk, ", ind, o);
      printf ("%s + sk, (half) 1.0f, (uint8_t) nr, 1, 1, 8, 8);\n%s}\n",
              slot_addr ("in", "s"), ind);
    }
  else if (sh->sel_read)
    printf ("%s{\n"
            "%s  int sv = ((__ubuf__ int32_t *) get_imm (0x34000) + s * 8)[0] "
            "& 3;\n"
            "%s  vadds (%s, %s, (half) (float) sv, T / 128, 1, 1, 8, 8);\n"
            "%s}\n", ind, ind, ind, slot_addr ("out", "s"),
            slot_addr ("in", "s"), ind);
  else if (!sh->lc)
    printf ("%svadds (%s, %s, (half) 1.0f, T / 128, 1, 1, 8, 8);\n", ind,
            slot_addr ("out", "s"), slot_addr ("in", "s"));
  if (sh->flagloop == 1)
    flag_levels (ind, sh->flag_inplace);
  else if (sh->flagloop == 2)
    masked_levels (sh, ind);
  /* With a chain, the running sum reads IN[S] before the branch: the
     branch's vadd is then its last reader on that arm.  */
  if (sh->acc && sh->chain)
    printf ("%svadd (acc, acc, %s, T / 128, 1, 1, 1, 8, 8, 8);\n",
            ind, slot_addr ("in", "s"));
  if (sh->branch)
    {
      printf ("%sif (((t + (int) block_idx) & 1) == 0)\n%s  {\n", ind, ind);
      if (sh->branch_barrier)
        printf ("%s    pipe_barrier (PIPE_V);\n", ind);
      printf ("%s    vadd (%s, ", ind, slot_addr ("out", "s"));
      printf ("%s, %s, T / 128, 1, 1, 1, 8, 8, 8);\n",
              slot_addr ("out", "s"), slot_addr ("in", "s"));
      for (int i = 0; sh->chain && i < 3; i++)
        {
          if (sh->branch_barrier)
            printf ("%s    pipe_barrier (PIPE_V);\n", ind);
          printf ("%s    vmuls (%s, ", ind, slot_addr ("out", "s"));
          printf ("%s, (half) 1.0f, T / 128, 1, 1, 8, 8);\n",
                  slot_addr ("out", "s"));
        }
      printf ("%s  }\n", ind);
    }
  if (sh->acc && !sh->chain)
    printf ("%svadd (acc, acc, %s, T / 128, 1, 1, 1, 8, 8, 8);\n",
            ind, slot_addr ("in", "s"));
  for (int i = 0; i < sh->longbody; i++)
    printf ("%s%s (%s, %s, (half) %s, T / 128, 1, 1, 8, 8);\n", ind,
            i % 2 ? "vadds" : "vmuls", slot_addr ("out", "s"),
            slot_addr ("out", "s"), i % 2 ? "0.0f" : "1.0f");
  if (sh->v_mte2)
    flag (ind, "set", "V", "MTE2", "ev");
  if (sh->v_s)
    {
      flag (ind, "set", "V", "S", "EVENT_ID0");
      flag (ind, "wait", "V", "S", "EVENT_ID0");
      if (sh->swap)
        printf ("%ssink += (float) po0[t];\n", ind);
      else if (sh->table)
        printf ("%ssink += (float) %s[t];\n", ind, slot_addr ("out", "s"));
      else
        printf ("%ssink += (float) out[s * T + t];\n", ind);
    }
}

/* Print the store of a tile and its sync at indentation IND.  */
static void
store (const struct shape *sh, const char *ind)
{
  if (sh->v_mte3)
    {
      flag (ind, "set", "V", "MTE3", "ev");
      flag (ind, "wait", "V", "MTE3", "ev");
    }
  if (sh->scatter_skip)
    printf ("%sif (ri != 3)\n  ", ind);
  if (sh->put)
    printf ("%sput_t (y + off, %s);\n", ind, slot_addr ("out", "s"));
  else
    printf ("%scopy_ubuf_to_gm (y + off, %s, 0, 1, %s, 0, 0);\n",
            ind, slot_addr ("out", "s"),
            sh->gm_step_rt ? "(uint16_t) (th / 16)"
            : sh->scatter_rt ? "(uint16_t) (rl / 16)" : "T / 16");
  if (sh->mte3_v)
    flag (ind, "set", "MTE3", "V", "ev");
}

/* Print the body of one tile of a prefetching loop at indentation
   IND (see the file comment).  */
static void
tile_prefetch (const struct shape *sh, const char *ind)
{
  char ex[64];
  printf ("%sint s = ", ind);
  expr (p_slots[sh->pslot], "t");
  printf (", sn = ");
  expr (p_slots[sh->pslot], "t + 1");
  printf (";\n%sevent_t ev = ", ind);
  expr (p_ids[sh->pid], sh->pid ? "t" : "s");
  printf (", evn = ");
  expr (p_ids[sh->pid], sh->pid ? "t + 1" : "sn");
  printf (";\n%sint64_t off = blk + (int64_t) t * T;\n", ind);
  printf ("%sif (t + 1 < nt)\n%s  {\n", ind, ind);
  snprintf (ex, sizeof ex, "%s    ", ind);
  if (sh->v_mte2)
    flag (ex, "wait", "V", "MTE2", "evn");
  load (sh, ex, "sn", "off + T");
  if (sh->mte2_v)
    flag (ex, "set", "MTE2", "V", "evn");
  printf ("%s  }\n", ind);
  if (sh->in_loop)
    printf ("%sif (t < 0)\n%s  continue;\n", ind, ind);
  if (sh->mte2_v)
    flag (ind, "wait", "MTE2", "V", "ev");
  if (sh->mte3_v)
    flag (ind, "wait", "MTE3", "V", "ev");
  compute (sh, ind);
  store (sh, ind);
}

/* Print the load of tile OFF into the slot of the load counter "lc",
   with its hand-written sync, then the counter's step, at indentation
   IND.  */
static void
load_lc (const struct shape *sh, const char *ind, const char *off)
{
  if (sh->v_mte2)
    flag (ind, "wait", "V", "MTE2", "(event_t) lc");
  load (sh, ind, "lc", off);
  if (sh->mte2_v)
    flag (ind, "set", "MTE2", "V", "(event_t) lc");
  printf ("%sif (++lc == %d)\n%s  lc = 0;\n", ind, sh->k, ind);
}

/* Print the loads of tiles 0 to D - 1 of a kernel prefetching D tiles
   ahead through a load counter, before its tile loop: D guarded copies
   (WRITTEN_OUT) or a loop.  */
static void
deep_prologue (const struct shape *sh)
{
  int d = sh->deep;
  char off[64];
  if (sh->written_out)
    for (int p = 0; p < d; p++)
      {
        snprintf (off, sizeof off, "blk + (int64_t) %d * T", p);
        printf ("  if (%d < nt)\n    {\n", p);
        load_lc (sh, "      ", off);
        printf ("    }\n");
      }
  else
    {
      printf ("  for (int p = 0; p < %d%s; p++)\n    {\n", d,
              sh->const_trips ? "" : " && p < nt");
      load_lc (sh, "      ", "blk + (int64_t) p * T");
      printf ("    }\n");
    }
}

/* Print the load of tile T + D at OFF in tile T of the tile loop, while
   there is one: guarded by "t + D < nt", or by "nt - t > D" (REV).  */
static void
deep_prefetch (const struct shape *sh, const char *off, int rev)
{
  if (rev)
    printf ("      if (nt - t > %d)\n        {\n", sh->deep);
  else
    printf ("      if (t + %d < nt)\n        {\n", sh->deep);
  load_lc (sh, "          ", off);
  printf ("        }\n");
}

/* Print the loads of tiles 0 to D - 1 and the tile loop of a kernel
   prefetching D tiles ahead through a load counter (see the file
   comment).  */
static void
deep_loops (const struct shape *sh)
{
  int d = sh->deep;
  char off[64];
  printf ("  int lc = 0;\n");
  if (sh->deep_in_loop)
    {
      /* The load of tile T + D first; then the tile, from T = 0.  */
      printf ("  for (int t = -%d; t < nt; t++)\n    {\n", d);
      snprintf (off, sizeof off, "blk + (int64_t) (t + %d) * T", d);
      deep_prefetch (sh, off, 0);
      printf ("      if (t < 0)\n        continue;\n");
    }
  else
    {
      deep_prologue (sh);
      printf ("  for (int t = 0; t < nt; t++, step++)\n    {\n");
    }
  printf ("      int s = ");
  if (sh->counter)
    printf ("c");
  else
    printf ("t %% %d", sh->k);
  printf (";\n      event_t ev = (event_t) s;\n"
          "      int64_t off = blk + (int64_t) t * T;\n");
  if (!sh->deep_in_loop)
    {
      snprintf (off, sizeof off, "off + %d * T", d);
      deep_prefetch (sh, off, sh->guard_rev);
    }
  if (sh->mte2_v)
    flag ("      ", "wait", "MTE2", "V", "ev");
  if (sh->stage_pre)
    printf ("      vmuls (pre, %s, (half) 2.0f, T / 128, 1, 1, 8, 8);\n",
            slot_addr ("in", "s"));
  if (sh->mte3_v)
    flag ("      ", "wait", "MTE3", "V", "ev");
  compute (sh, "      ");
  store (sh, "      ");
  if (sh->counter)
    printf ("      if (++c == %d)\n        c = 0;\n", sh->k);
  if (sh->deep_in_loop)
    printf ("      step++;\n");
  printf ("    }\n");
}

/* Print at indentation IND the rotation by one of the K variables
   NAME0 ... NAME<K-1> of type TYPE (see SWAP).  */
static void
rotate (const char *ind, const char *type, const char *name, int k)
{
  printf ("%s{\n%s  %st%s = %s0;\n", ind, ind, type, name, name);
  for (int j = 0; j + 1 < k; j++)
    printf ("%s  %s%d = %s%d;\n", ind, name, j, name, j + 1);
  printf ("%s  %s%d = t%s;\n%s}\n", ind, name, k - 1, name, ind);
}

/* Print the hand-written wait V -> MTE2 of a tile at indentation IND:
   in both arms of a branch with WAIT_COPIES.  */
static void
wait_v_mte2 (const struct shape *sh, const char *ind)
{
  char in2[64];
  if (!sh->wait_copies)
    {
      flag (ind, "wait", "V", "MTE2", "ev");
      return;
    }
  snprintf (in2, sizeof in2, "%s    ", ind);
  printf ("%sif ((t + (int) block_idx) %% 3 == 0)\n%s  {\n", ind, ind);
  flag (in2, "wait", "V", "MTE2", "ev");
  printf ("%ssink += 1.0f;\n%s  }\n%selse\n%s  {\n", in2, ind, ind,
          ind);
  printf ("%ssink -= (float) t;\n", in2);
  flag (in2, "wait", "V", "MTE2", "ev");
  printf ("%s  }\n", ind);
}

/* Print the body of one tile at indentation IND.  */
static void
tile (const struct shape *sh, const char *ind)
{
  if (sh->swap)
    printf ("%sevent_t ev = e0;\n", ind);
  else
    {
      printf ("%sint s = ", ind);
      if (sh->counter)
        printf ("c");
      else
        expr ("%s", slots[sh->slot]);
      printf (";\n%sevent_t ev = ", ind);
      expr ("%s", ids[sh->id]);
      printf (";\n");
    }
  if (sh->scatter)
    printf ("%sint ri = (int) ((((__gm__ uint16_t *) x)"
            "[t * 5 + r * 3 + (int) block_idx] >> 8) & 3);\n"
            "%sint64_t off = blk + (int64_t) ri * %s;\n", ind, ind,
            sh->scatter_rt ? "rl" : "T");
  else
    printf ("%sint64_t off = blk + ((int64_t) r * %d + t) * %s;\n", ind,
            sh->k > 2 ? 8 : 4, sh->gm_step_rt ? "th" : "T");
  if (sh->v_mte2)
    wait_v_mte2 (sh, ind);
  if (!sh->lc)
    load (sh, ind, "s", "off");
  if (sh->mte2_v && !sh->lc)
    {
      flag (ind, "set", "MTE2", "V", "ev");
      flag (ind, "wait", "MTE2", "V", "ev");
    }
  if (sh->mte3_v)
    flag (ind, "wait", "MTE3", "V", "ev");
  if (sh->lc)
    printf ("%stile_lc (%s, %s, x + off, %s);\n", ind,
            slot_addr ("out", "s"), slot_addr ("in", "s"),
            sh->swap ? "e0" : "ev");
  compute (sh, ind);
  store (sh, ind);
  if (sh->counter && !sh->swap)
    printf ("%sif (++c == %d)\n%s  c = 0;\n", ind, sh->k, ind);
  if (sh->swap)
    {
      rotate (ind, "__ubuf__ half *", "pi", sh->k);
      rotate (ind, "__ubuf__ half *", "po", sh->k);
      rotate (ind, "event_t ", "e", sh->k);
    }
}

/* Print the helper of SH, if any: its prototype (PROTO), or its
   definition.  */
static void
helper (const struct shape *sh, int proto)
{
  static const char *const links[] = { "static ", "", "HLINK " };
  const char *link = links[sh->helper_link];
  const char *end = proto ? ";\n\n" : "\n{\n";
  if (sh->helper == 5 && sh->key_slots)
    printf ("%s__attribute__ ((noinline)) void\n"
            "tile_k (uint32_t key%s)%s", link,
            sh->key_off ? ", uint32_t e" : "", end);
  else if (sh->helper == 5)
    printf ("%s__attribute__ ((noinline)) void\n"
            "tile_p (__ubuf__ half *o, __ubuf__ half *i)%s", link, end);
  else if (sh->helper >= 3)
    printf ("%s%s void\n"
            "tile_a (__ubuf__ half *const *ib, __ubuf__ half *const *ob, "
            "int s)%s", sh->helper == 3 ? "__attribute__ ((noinline)) "
                        : "__attribute__ ((always_inline)) inline ",
            sh->helper == 3 ? link : "static ", end);
  else if (sh->helper)
    printf ("%s__attribute__ ((noinline)) void\n"
            "tile_v (%sstruct tbs *b, int s)%s", link,
            sh->helper == 1 ? "const " : "", end);
  if (proto || !sh->helper)
    return;
  if (sh->helper == 5 && sh->key_slots)
    printf ("  uint32_t s = key %% %d;\n"
            "  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x%x + s * "
            "0x400)%s;\n"
            "  __ubuf__ half *i = (__ubuf__ half *) get_imm (s * 0x400)%s;\n",
            sh->k, sh->k * 0x400, sh->key_off ? " + e" : "",
            sh->key_off ? " + e" : "");
  if (sh->helper == 5 && sh->tail_off)
    printf ("  o[0] = (half) 0.0f;\n"
            "  uint32_t n = T + (uint32_t) (block_num > 64 ? block_num : 0);\n"
            "  uint32_t full = (n - 1) / 128;\n"
            "  vadds (o, i, (half) 1.0f, (uint8_t) full, 1, 1, 8, 8);\n"
            "  vadds (o + full * 128, i + full * 128, (half) 1.0f, 1, 1, 1, "
            "8, 8);\n");
  else if (sh->helper == 5)
    printf ("  o[0] = (half) 0.0f;\n"
            "  vadds (o, i, (half) 1.0f, T / 128, 1, 1, 8, 8);\n");
  else if (sh->helper >= 3)
    printf ("  vadds (ob[s], ib[s], (half) 1.0f, T / 128, 1, 1, 8, 8);\n");
  else
    printf ("  vadds (b->ob[s], b->ib[s], (half) 1.0f, T / 128, 1, 1, 8, "
            "8);\n%s", sh->helper == 2 ? "  b->n = s;\n" : "");
  printf ("}\n\n");
}

/* Print the helper that loads a tile and computes it (SH->LC), with
   the hand-written MTE2 -> V pair between when SH keeps it.  */
static void
lc_helper (const struct shape *sh)
{
  printf ("__attribute__ ((noinline)) static void\n"
          "tile_lc (__ubuf__ half *o, __ubuf__ half *i, __gm__ half *src, "
          "event_t e)\n{\n"
          "  copy_gm_to_ubuf (i, src, 0, 1, T / 16, 0, 0);\n");
  if (sh->mte2_v)
    {
      flag ("  ", "set", "MTE2", "V", "e");
      flag ("  ", "wait", "MTE2", "V", "e");
    }
  printf ("  vadds (o, i, (half) 1.0f, T / 128, 1, 1, 8, 8);\n}\n\n");
}

/* Print the start of kernel NAME: its declarations, tables and the
   hand-written primes.  */
static void
kernel_setup (const struct shape *sh, const char *name)
{
  /* IN's slots, then OUT's, then ACC (0x800 and 0x1000 for two).  */
  printf ("__global__ __aicore__ void\n%s (__gm__ half *x, __gm__ half *y%s%s)"
          "\n{\n", name, sh->rt_size ? ", int64_t sz" : "",
          sh->size_pair ? ", int pr, int pc" : "");
  if (sh->size_pair)
    printf ("  if (pr < 1 || pr > 8 || pc < 16 || pc > 512 || pc %% 16 != 0"
            "\n      || pr * pc > T%s)\n    return;\n",
            sh->pair_split == 3 ? " || pr * 256 > T || pc % 32 != 0" : "");
  if (sh->rt_size && !sh->sz_unchecked)
    printf ("  if (sz < 0x400 || sz > 0x800 || sz %% 32 != 0)\n"
            "    return;\n");
  if (sh->zero_guard)
    printf ("  if (block_num %% 2 != 0)\n    return;\n");
  if (sh->gm_step_rt)
    printf ("  uint32_t th = (uint32_t) sz / 2;\n");
  if (sh->scatter_rt)
    printf ("  int64_t rl = T * (1 + (((__gm__ uint16_t *) x)[7] >> 15));"
            "\n");
  printf ("  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0);\n"
          "  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x%x);\n"
          "  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x%x);\n"
          "  int64_t blk = block_idx * GM_HALVES;\n"
          "  int nt = %d + (int) (block_idx & 1);\n"
          "  int step = 0;\n"
          "  float sink = 0;\n", sh->k * 0x400, 2 * sh->k * 0x400,
          sh->deep ? sh->k + 1 : sh->k == 2 ? 2 : sh->k + 1);
  if (sh->counter && !sh->swap)
    printf ("  int c = 0;\n");
  if (sh->swap)
    for (int j = 0; j < sh->k; j++)
      printf ("  __ubuf__ half *pi%d = in + %d * T, *po%d = out + %d * T;\n"
              "  event_t e%d = (event_t) %d;\n", j, j, j, j, j,
              (j + sh->swap_off) % sh->k);
  if (sh->table_struct == 1)
    printf ("  struct tbs tb;\n  tb.n = nt;\n%s",
            sh->sz_field ? "  tb.sz = sz;\n" : "");
  else if (sh->table_struct == 2)
    printf ("  __ubuf__ half *tb2[%d][2];\n", sh->k);
  else if (sh->table && sh->table_init)
    for (int t = 0; t < 2; t++)
      {
        printf ("  __ubuf__ half *%cb[%d] = {", t ? 'o' : 'i', sh->k);
        for (int j = 0; j < sh->k; j++)
          if (sh->table == 1)
            printf ("%s %s + %d * T", j ? "," : "", t ? "out" : "in", j);
          else
            printf ("%s (__ubuf__ half *) get_imm (0x%x)", j ? "," : "",
                    (j + t * sh->k) * 0x400);
        printf (" };\n");
      }
  else if (sh->table)
    printf ("  __ubuf__ half *ib[%d], *ob[%d];\n", sh->k, sh->k);
  if (sh->fill)
    printf ("  tb_fill (&tb, in, out%s%s);\n", sh->gm_field ? ", x" : "",
            sh->fill_rt ? ", sz" : "");
  else if (sh->table && !sh->table_init)
    {
      if (sh->bump)
        printf ("  uint64_t rin = ((uint64_t) %s + 31) & ~(uint64_t) 31;\n"
                "  uint64_t rout = ((uint64_t) %s + 63) & ~(uint64_t) 63;\n",
                sh->sz_field ? "tb.sz" : "sz", sh->sz_field ? "tb.sz" : "sz");
      printf ("  for (int j = 0; j < %d; j++)\n    {\n      %s = ", sh->k,
              slot_addr ("in", "j"));
      if (sh->table == 1)
        printf ("in + j * T;\n      %s = out + j * T;\n",
                slot_addr ("out", "j"));
      else if (sh->bump)
        printf ("(__ubuf__ half *) get_imm (j * rin);\n      %s = "
                "(__ubuf__ half *) get_imm (%d * rin + j * rout);\n",
                slot_addr ("out", "j"), sh->k);
      else
        printf ("(__ubuf__ half *) get_imm (j * %s);\n      %s = "
                "(__ubuf__ half *) get_imm ((j + %d) * %s);\n",
                sh->sz_field ? "tb.sz" : sh->rt_size ? "sz" : "0x400",
                slot_addr ("out", "j"), sh->k,
                sh->sz_field ? "tb.sz" : sh->rt_size ? "sz" : "0x400");
      printf ("    }\n");
    }
  if (sh->zero_out)
    printf ("  for (int j = 0; j < %d; j++)\n"
            "    vector_dup (ob[j], (half) 0.0f, T / 128, 1, 1, 8, 8);\n"
            "  pipe_barrier (PIPE_V);\n", sh->k);
  if (sh->stage_pre)
    printf ("  __ubuf__ half *pre = (__ubuf__ half *) get_imm (0x28000);\n");
  if (sh->scratch)
    printf ("  __ubuf__ half *sc = (__ubuf__ half *) get_imm (0x20000);\n"
            "  copy_gm_to_ubuf (sc, x + blk, 0, 1, T / 16, 0, 0);\n"
            "  vmuls (sc, sc, (half) 2.0f, T / 128, 1, 1, 8, 8);\n");
  if (sh->acc && sh->acc_load)
    printf ("  copy_gm_to_ubuf (acc, x + blk, 0, 1, T / 16, 0, 0);\n"
            "  vmuls (acc, acc, (half) 0.0f, T / 128, 1, 1, 8, 8);\n%s",
            sh->init_barrier ? "  pipe_barrier (PIPE_V);\n" : "");
  else if (sh->acc)
    printf ("  vector_dup (acc, (half) 0.0f, T / 128, 1, 1, 8, 8);\n%s",
            sh->init_barrier ? "  pipe_barrier (PIPE_V);\n" : "");
  prime_or_drain (sh, 1);
}

/* Print the rest of the kernel: its loops, drains and final stores.  */
static void
kernel_loops (const struct shape *sh)
{
  if (sh->deep)
    deep_loops (sh);
  else if (sh->prefetch)
    {
      /* Tile 0, before the loop (or at t = -1 in it).  */
      if (!sh->in_loop)
        {
          printf ("  {\n    int s0 = ");
          expr (p_slots[sh->pslot], "0");
          printf (";\n");
          load (sh, "    ", "s0", "blk");
          if (sh->mte2_v)
            {
              printf ("    set_flag (PIPE_MTE2, PIPE_V, ");
              expr (p_ids[sh->pid], sh->pid ? "0" : "s0");
              printf (");\n");
            }
          printf ("  }\n");
        }
      printf ("  for (int t = %d; t < nt; t++, step++)\n    {\n",
              sh->in_loop ? -1 : 0);
      tile_prefetch (sh, "      ");
      printf ("    }\n");
    }
  else if (sh->rows)
    {
      printf ("  for (int r = 0; r < %d; r++)\n    {\n", sh->rows);
      if (sh->restart && !sh->swap)
        printf ("      step = 0;\n%s", sh->counter ? "      c = 0;\n" : "");
      printf ("      for (int t = 0; t < nt; t++, step++)\n        {\n");
      tile (sh, "          ");
      printf ("        }\n");
      if (sh->swap && sh->swap_drift)
        rotate ("      ", "event_t ", "e", sh->k);
      printf ("    }\n");
    }
  else
    {
      printf ("  const int r = 0;\n"
              "  for (int t = 0; t < nt; t++, step++)\n    {\n");
      tile (sh, "      ");
      printf ("    }\n");
    }
  prime_or_drain (sh, 0);
  if (sh->v_s || sh->wait_copies)
    printf ("  y[blk + GM_HALVES - 2 * T] = (half) sink;\n");
  if (sh->acc)
    printf ("  copy_ubuf_to_gm (y + blk + GM_HALVES - T, acc, 0, 1, T / 16, "
            "0, 0);\n");
  if (sh->scratch)
    printf ("  copy_ubuf_to_gm (y + blk + GM_HALVES - 3 * T, sc, 0, 1, "
            "T / 16, 0, 0);\n");
  printf ("}\n\n");
}

/* Print kernel NAME.  */
static void
kernel (const struct shape *sh, const char *name)
{
  kernel_setup (sh, name);
  kernel_loops (sh);
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: pipe-gen SEED\n");
      return 2;
    }
  unsigned long seed = strtoul (argv[1], NULL, 10);
  rng = seed * 0x2545f4914f6cdd1dull + 7;
  rng2 = seed * 0x94d049bb133111ebull + 11;
  rng3 = seed * 0xd1b54a32d192ed03ull + 13;
  rng4 = seed * 0x9e3779b97f4a7c15ull + 17;
  rng5 = seed * 0xbf58476d1ce4e5b9ull + 19;
  rng6 = seed * 0x8cb92ba72f3d8dd7ull + 23;
  rng7 = seed * 0xa0761d6478bd642full + 29;
  rng8 = seed * 0xe7037ed1a0b428dbull + 31;
  rng9 = seed * 0x9fb21c651e98df25ull + 37;
  rng10 = seed * 0xc2b2ae3d27d4eb4full + 41;
  rng11 = seed * 0x165667b19e3779f9ull + 43;
  rng12 = seed * 0x27d4eb2f165667c5ull + 47;
  rng13 = seed * 0x85ebca6b27d4eb2full + 53;
  rng14 = seed * 0xc2b2ae3d27d4eb4full + 59;
  rng15 = seed * 0x165667b19e3779f9ull + 61;
  rng16 = seed * 0x9e3779b97f4a7c15ull + 67;
  rng17 = seed * 0xbf58476d1ce4e5b9ull + 71;
  rng18 = seed * 0x94d049bb133111ebull + 73;
  rng19 = seed * 0xd6e8feb86659fd93ull + 79;
  rng20 = seed * 0xa0761d6478bd642full + 83;
  rng21 = seed * 0xe7037ed1a0b428dbull + 89;
  rng22 = seed * 0x8ebc6af09c88c6e3ull + 97;
  rng23 = seed * 0x9fb21c651e98df25ull + 101;
  rng24 = seed * 0xd1b54a32d192ed03ull + 103;
  rng25 = seed * 0x9e3779b97f4a7c15ull + 107;
  rng26 = seed * 0xbf58476d1ce4e5b9ull + 109;
  rng27 = seed * 0x94d049bb133111ebull + 113;
  rng28 = seed * 0xd6e8feb86659fd93ull + 127;
  rng29 = seed * 0xa0761d6478bd642full + 131;
  rng30 = seed * 0xe7037ed1a0b428dbull + 137;
  rng31 = seed * 0x9e3779b97f4a7c15ull + 139;
  rng32 = seed * 0xbf58476d1ce4e5b9ull + 149;
  rng33 = seed * 0x94d049bb133111ebull + 151;
  rng34 = seed * 0xd6e8feb86659fd93ull + 157;
  rng35 = seed * 0xa0761d6478bd642full + 163;
  rng36 = seed * 0xe7037ed1a0b428dbull + 167;
  rng37 = seed * 0x8ebc6af09c88c6e3ull + 173;
  rng38 = seed * 0xc2b2ae3d27d4eb4full + 179;
  rng39 = seed * 0x9fb21c651e98df25ull + 181;
  rng40 = seed * 0xd1b54a32d192ed03ull + 191;
  rng41 = seed * 0xa24baed4963ee407ull + 193;
  rng42 = seed * 0x9fb21c651e98df25ull + 197;
  struct shape sh;
  sh.rows = rnd (2) ? 2 + rnd (2) : 0;
  sh.restart = rnd (2);
  sh.slot = rnd (4);
  sh.id = rnd (3) ? (int) (sh.slot == 2 ? 2 : rnd (2)) : rnd (4);
  sh.split_load = rnd (2);
  sh.branch = rnd (2);
  sh.branch_barrier = rnd (4) != 0;
  sh.acc = rnd (3) == 0;
  sh.v_mte2 = rnd (4) != 0;
  sh.mte2_v = rnd (4) != 0;
  sh.v_mte3 = rnd (4) != 0;
  sh.mte3_v = rnd (4) != 0;
  /* A pair within the tile is re-armed by the rotating pair back to its
     source pipe (its next set follows that pair's wait, which follows
     its own wait): without that pair the hand-written flags would be
     set again before their wait, which no sync added can mend.  */
  sh.mte2_v &= sh.v_mte2;
  sh.v_mte3 &= sh.mte3_v;
  sh.v_s = rnd (2);
  sh.init_barrier = rnd (3) != 0;
  sh.prefetch = !sh.rows && rnd (3) == 0;
  sh.pslot = rnd (2);
  sh.pid = rnd (2);
  sh.in_loop = sh.prefetch && rnd2 (2);
  sh.k = rnd2 (3) ? 2 : 3 + rnd2 (2);
  sh.counter = sh.k > 2 && !sh.prefetch && rnd2 (3) == 0;
  sh.table = rnd3 (3);
  sh.table_struct = sh.table ? rnd7 (3) : 0;
  sh.deep = !sh.rows && !sh.prefetch && rnd4 (3) == 0 ? 1 + rnd4 (sh.k - 1)
            : 0;
  /* Half the kernels prefetching through a load counter use three or
     four slots and keep as many tiles in flight as the slots allow:
     their prologues load two or three tiles (where the primes of the
     tile loop's first iterations go, see sync_prologue.c).  */
  if (sh.deep && rnd22 (2))
    {
      sh.k = 3 + rnd22 (2);
      sh.deep = sh.k - 1;
    }
  sh.guard_rev = rnd4 (2);
  if (sh.deep)
    sh.counter = rnd4 (2);
  sh.written_out = sh.deep && rnd6 (2);
  sh.const_trips = sh.deep && !sh.written_out && rnd21 (2);
  sh.swap = !sh.prefetch && !sh.deep && !sh.table && rnd5 (3) == 0;
  sh.swap_off = rnd5 (sh.k);
  sh.swap_drift = sh.rows && rnd5 (3) == 0;
  sh.wait_copies = !sh.prefetch && rnd5 (3) == 0;
  sh.helper = sh.table_struct == 1 && !sh.swap && rnd8 (3) ? 1 + rnd8 (2)
              : 0;
  if (sh.table && !sh.table_struct && !sh.swap && rnd8 (2))
    sh.helper = 3 + rnd8 (2);
  if (!sh.helper && rnd9 (3) == 0)
    sh.helper = 5;
  sh.helper_link = sh.helper == 4 ? 0 : rnd9 (3);
  sh.helper_late = sh.helper && rnd9 (2);
  sh.imm_slots = sh.helper == 5 && !sh.table && !sh.swap && rnd9 (2);
  sh.put = rnd9 (3) == 0;
  sh.relay = sh.helper >= 1 && sh.helper <= 2 && rnd10 (3) == 0
             ? 1 + rnd10 (2) : 0;
  sh.fill = sh.table_struct == 1 && rnd10 (2);
  sh.gm_field = sh.fill && sh.helper >= 1 && sh.helper <= 2
                && !sh.split_load && rnd10 (2);
  sh.fill_rt = sh.fill && sh.table == 2 && rnd13 (2);
  sh.rt_size = (sh.table == 2 && !sh.fill && rnd11 (2)) || sh.fill_rt;
  sh.sz_field = sh.rt_size && !sh.fill && sh.table_struct == 1 && rnd12 (2);
  sh.sz_unchecked = sh.rt_size && rnd14 (2);
  sh.bump = sh.rt_size && !sh.fill && rnd20 (2);
  sh.gm_step_rt = sh.rt_size && rnd15 (2);
  sh.cond_slot = sh.k == 2 && !sh.table && !sh.swap && rnd16 (2);
  sh.twin = rnd17 (3) == 0;
  sh.split_tail = sh.split_load && rnd18 (2);
  sh.key_slots = sh.imm_slots && rnd19 (2);
  sh.key_off = sh.key_slots && rnd25 (2);
  sh.edge = !sh.helper && rnd23 (3) == 0;
  sh.chain = sh.branch && rnd24 (3) == 0;
  sh.scatter = !sh.prefetch && !sh.deep && !sh.split_load && !sh.gm_field
               && !sh.gm_step_rt && rnd26 (3) == 0;
  sh.longbody = rnd27 (20) == 0 ? 300 + rnd27 (201) : 0;
  sh.acc_load = sh.acc && rnd28 (2);
  sh.scratch = rnd28 (3) == 0;
  sh.tail_off = sh.helper == 5 && !sh.key_slots && rnd29 (2);
  sh.gather_idx = sh.split_tail && !sh.swap && rnd30 (2);
  sh.lc = !sh.helper && !sh.edge && !sh.gm_field && !sh.scatter
          && !sh.prefetch && !sh.deep && rnd31 (3) == 0;
  sh.table_init = sh.table && !sh.table_struct && !sh.rt_size && !sh.bump
                  && rnd32 (2);
  sh.zero_out = sh.table && !sh.table_struct && rnd32 (2);
  sh.scatter_rt = sh.scatter && !sh.put && rnd33 (2);
  sh.scatter_skip = sh.scatter && rnd33 (2);
  sh.deep_in_loop = sh.deep && rnd34 (2);
  sh.zero_guard = rnd34 (3) == 0;
  sh.stage_pre = sh.deep_in_loop && rnd35 (2);
  sh.size_pair = !sh.gm_field && !sh.split_load && !sh.scatter && !sh.lc
                 && rnd36 (3) == 0;
  sh.pair_split = sh.size_pair ? rnd37 (4) : 0;
  sh.flagloop = !sh.helper && !sh.edge && !sh.lc && rnd38 (2) == 0
                ? 1 + (rnd40 (2) == 0) : 0;
  sh.level_store = sh.flagloop == 2 && rnd40 (2);
  sh.flag_inplace = sh.flagloop == 1 && rnd42 (2);
  sh.sel_read = !sh.helper && !sh.edge && !sh.lc && !sh.gm_field
                && !sh.swap && !sh.scatter
                && rnd41 (sh.prefetch || sh.deep ? 2 : 4) == 0;
  sh.padded = !sh.gm_field && !sh.split_load && !sh.pair_split
              && !sh.size_pair && !sh.scatter && rnd39 (3) == 0
              ? (rnd39 (4) == 0 ? 3 : 1 + rnd39 (2)) : 0;
  cur = &sh;

  if (sh.k == 2)
    printf ("/* Generated by pipe-gen %lu: a double-buffered pipeline with "
            "some of its\n   hand-written ping-pong sync left out.  */\n",
            seed);
  else
    printf ("/* Generated by pipe-gen %lu: a pipeline buffered over %d "
            "slots with some of\n   its hand-written sync left out.  */\n",
            seed, sh.k);
  printf ("#include <ascsim.h>\n#include <stdio.h>\n\n#define T 512\n"
          "#define GM_HALVES 16384\n\n");
  if (sh.table_struct == 1)
    printf ("struct tbs\n{\n  __ubuf__ half *ib[%d];\n  int n;\n"
            "  __ubuf__ half *ob[%d];\n%s%s};\n\n", sh.k, sh.k,
            sh.gm_field ? "  __gm__ half *gx;\n" : "",
            sh.sz_field ? "  int64_t sz;\n" : "");
  if (sh.helper_link == 2)
    printf ("#ifdef __cplusplus\n#define HLINK inline\n#else\n"
            "#define HLINK static\n#endif\n\n");
  helper (&sh, sh.helper_late);
  if (sh.lc)
    lc_helper (&sh);
  if (sh.gm_field)
    printf ("__attribute__ ((noinline)) static void\n"
            "tile_l (const struct tbs *b, int s, int64_t off)\n{\n"
            "  copy_gm_to_ubuf (b->ib[s], b->gx + off, 0, 1, T / 16, 0, 0);"
            "\n}\n\n");
  if (sh.fill)
    {
      printf ("__attribute__ ((noinline)) static void\n"
              "tb_fill (struct tbs *b, __ubuf__ half *in, __ubuf__ half "
              "*out%s%s)\n{\n  for (int j = 0; j < %d; j++)\n    {\n",
              sh.gm_field ? ", __gm__ half *x" : "",
              sh.fill_rt ? ", int64_t sz" : "", sh.k);
      if (sh.table == 1)
        printf ("      b->ib[j] = in + j * T;\n      b->ob[j] = out + j * T;"
                "\n");
      else
        printf ("      b->ib[j] = (__ubuf__ half *) get_imm (j * %s);\n"
                "      b->ob[j] = (__ubuf__ half *) get_imm ((j + %d) * "
                "%s);\n", sh.fill_rt ? "sz" : "0x400", sh.k,
                sh.fill_rt ? "sz" : "0x400");
      printf ("    }\n%s}\n\n", sh.gm_field ? "  b->gx = x;\n" : "");
    }
  if (sh.relay)
    printf ("static %svoid\n"
            "tile_r (%sstruct tbs *b, int s)\n{\n  tile_v (b, s);\n}\n\n",
            sh.relay == 1 ? "__attribute__ ((noinline)) " : "",
            sh.helper == 1 ? "const " : "");
  if (sh.put)
    printf ("__attribute__ ((noinline)) static void\n"
            "put_t (__gm__ half *dst, __ubuf__ half *src)\n{\n"
            "  copy_ubuf_to_gm (dst, src, 0, 1, T / 16, 0, 0);\n}\n\n");
  kernel (&sh, "k");
  if (sh.twin)
    kernel (&sh, "k2");
  if (sh.helper_late)
    helper (&sh, 0);
  /* The run-time arguments: declared volatile, passed to k (and k2).  */
  char decls[128], largs[32], twin_launch[96];
  snprintf (decls, sizeof decls, "%s%s",
            sh.rt_size ? "  volatile int64_t sz = 0x400;\n" : "",
            sh.size_pair ? "  volatile int pr = 2, pc = 256;\n" : "");
  snprintf (largs, sizeof largs, "%s%s", sh.rt_size ? ", sz" : "",
            sh.size_pair ? ", pr, pc" : "");
  snprintf (twin_launch, sizeof twin_launch,
            sh.twin ? "  ASCSIM_LAUNCH (2, k2 (x, y%s));\n" : "%.0s", largs);
  printf ("int\nmain (int argc, char **argv)\n{\n"
          "  ascsim_init (&argc, argv);\n"
          "  size_t n = 2 * (size_t) GM_HALVES;\n"
          "  half *x = (half *) ascsim_gm_alloc (n * sizeof (half));\n"
          "  half *y = (half *) ascsim_gm_alloc (n * sizeof (half));\n"
          "  for (size_t i = 0; i < n; i++)\n"
          "    x[i] = (half) ((float) ((int) (i %% 13) - 6) * 0.25f);\n"
          "%s"
          "  ASCSIM_LAUNCH (2, k (x, y%s));\n%s"
          "  double sum = 0;\n"
          "  for (size_t i = 0; i < n; i++)\n"
          "    sum += (double) (float) y[i] * (double) (i %% 7 + 1);\n"
          "  printf (\"checksum %%.9g\\n\", sum);\n"
          "  return ascsim_finish ();\n}\n",
          decls, largs, twin_launch);
  return 0;
}
