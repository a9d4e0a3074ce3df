/* gimple_spans.cc -- interval arithmetic on integer values (ascsync).

   An int_span is an interval [LO, HI] of integers within
   [-ASCSYNC_SPAN_INF, ASCSYNC_SPAN_INF].  These are the operations the
   count assumption's evaluation (gimple_lengths.cc) and a helper's
   recorded results (gimple_retval.cc) compute with: a type's values, a
   conversion (wrapping to every value of the type when it does not
   hold the interval), and the binary operations of sizes and counts.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* See gimple_val.h.  */
struct int_span
ascsync_span_of_type (int prec, bool uns)
{
  struct int_span s;
  uint64_t m = prec >= 64 ? (uns ? UINT64_MAX : INT64_MAX)
               : ((uint64_t) 1 << (prec - !uns)) - 1;
  s.hi = m >= (uint64_t) ASCSYNC_SPAN_INF ? ASCSYNC_SPAN_INF : (int64_t) m;
  s.lo = uns ? 0 : -s.hi;
  return s;
}

/* See gimple_val.h.  */
struct int_span
ascsync_span_fit (struct int_span s, int prec, bool uns)
{
  struct int_span t = ascsync_span_of_type (prec, uns);
  if (s.lo >= t.lo && s.hi <= t.hi)
    return s;
  /* One value: the type holds it modulo 2^PREC ("(unsigned) x + 256"
     of a negative X, GCC's form of "256 - y").  */
  if (s.lo == s.hi && prec < 64)
    {
      uint64_t m = ((uint64_t) 1 << prec) - 1, w = (uint64_t) s.lo & m;
      int64_t v = !uns && (w >> (prec - 1) & 1)
                  ? (int64_t) w - ((int64_t) 1 << (prec - 1)) * 2
                  : (int64_t) w;
      if (v >= t.lo && v <= t.hi)
        {
          s.lo = s.hi = v;
          return s;
        }
    }
  return t;
}

/* The quotients of A by B, B > 0 or B < 0, C's division rounding
   toward zero: monotone in A, and in B away from zero, so taken at the
   corners.  */
static void
span_quotients (struct int_span a, struct int_span b, __int128 *lo, __int128 *hi)
{
  int64_t q[4] = { a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi };
  *lo = *hi = q[0];
  for (int i = 1; i < 4; i++)
    {
      *lo = q[i] < *lo ? q[i] : *lo;
      *hi = q[i] > *hi ? q[i] : *hi;
    }
}

/* See gimple_val.h.  */
struct int_span
ascsync_span_combine (enum tree_code code, struct int_span a,
                      struct int_span b, int prec, bool uns)
{
  struct int_span any = ascsync_span_of_type (prec, uns);
  /* Bounds within 2^62 in magnitude: their sums and products hold in
     128 bits.  */
  __int128 lo, hi, c = b.lo;
  bool cst = b.lo == b.hi;
  switch (code)
    {
    case PLUS_EXPR:
      lo = (__int128) a.lo + b.lo, hi = (__int128) a.hi + b.hi;
      break;
    case MINUS_EXPR:
      lo = (__int128) a.lo - b.hi, hi = (__int128) a.hi - b.lo;
      break;
    case MULT_EXPR:
      if (cst && c >= 0)
        lo = a.lo * c, hi = a.hi * c;
      else if (a.lo >= 0 && b.lo >= 0)
        lo = (__int128) a.lo * b.lo, hi = (__int128) a.hi * b.hi;
      else
        return any;
      break;
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
      if (b.lo <= 0 && b.hi >= 0)
        return any;
      span_quotients (a, b, &lo, &hi);
      break;
    case RSHIFT_EXPR:
      if (!cst || c < 0 || c > 62 || a.lo < 0)
        return any;
      lo = a.lo >> c, hi = a.hi >> c;
      break;
    case LSHIFT_EXPR:
      if (!cst || c < 0 || c > 62 || a.lo < 0)
        return any;
      lo = (__int128) a.lo << c, hi = (__int128) a.hi << c;
      break;
    case MIN_EXPR:
      lo = a.lo < b.lo ? a.lo : b.lo;
      hi = a.hi < b.hi ? a.hi : b.hi;
      break;
    case MAX_EXPR:
      lo = a.lo > b.lo ? a.lo : b.lo;
      hi = a.hi > b.hi ? a.hi : b.hi;
      break;
    case BIT_AND_EXPR:
      if (!cst || c < 0)
        return any;
      /* "X & 65535" is GCC's form of a conversion to uint16_t: the
         assumption holds for X as at a conversion.  */
      if ((c & (c + 1)) == 0 && a.lo < 0 && a.hi >= 0)
        a.lo = 0;
      lo = 0, hi = a.lo >= 0 && a.hi < c ? a.hi : c;
      break;
    default:
      return any;
    }
  if (lo < -ASCSYNC_SPAN_INF || hi > ASCSYNC_SPAN_INF || lo > hi)
    return any;
  struct int_span r = { (int64_t) lo, (int64_t) hi };
  return ascsync_span_fit (r, prec, uns);
}

/* See gimple_val.h.  */
struct int_span
ascsync_span_convert (struct int_span s, bool from_signed, int prec,
                      bool uns, bool counts)
{
  /* The assumption: a signed value converted is not negative (one
     value is what the type makes of it).  */
  if (counts && from_signed && s.lo < 0 && s.lo != s.hi)
    {
      if (s.hi < 0)
        return ascsync_span_of_type (prec, uns);
      s.lo = 0;
    }
  return ascsync_span_fit (s, prec, uns);
}
