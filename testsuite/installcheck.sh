#! /bin/sh
# installcheck.sh -- "make installcheck": test an installed ascsync.
#
# Run by the top-level Makefile after "make install", with the
# installation directories in the environment (bindir, libdir,
# includedir, pkgincludedir, plugindir, infodir, man1dir, docdir), CC,
# PACKAGE_VERSION, ASCSYNC_SRCDIR (the source tree, for the demo
# kernel) and DEMO_KERNEL (default: kernels/softmax.c, as "make demo").
# Each check is one behaviour and prints "PASS: NAME" or "FAIL: NAME";
# the last line is "N passed, M failed", and the exit status is 1 when
# a check failed.
#
# The plugin is loaded by name, gcc -fplugin=ascsync, as a user would
# with it in GCC's plugin directory.  When it was installed elsewhere
# (configure --with-gcc-plugindir, as "make distcheck" does),
# -iplugindir=DIR tells GCC where to look up names.

: "${CC:=gcc}"
: "${DEMO_KERNEL:=$ASCSYNC_SRCDIR/kernels/softmax.c}"
passed=0
failed=0
work=`mktemp -d "${TMPDIR:-/tmp}/ascsync-installcheck.XXXXXX"` || exit 1
trap 'rm -rf "$work"' 0
log=$work/log

pass ()
{
  echo "PASS: $1"
  passed=`expr $passed + 1`
}

fail ()
{
  echo "FAIL: $1"
  if test -s "$log"; then
    sed 's/^/  | /' "$log" | tail -n 20
  fi
  failed=`expr $failed + 1`
}

# check NAME COMMAND...: pass NAME when COMMAND exits 0.
check ()
{
  name=$1
  shift
  if "$@" > "$log" 2>&1; then
    pass "$name"
  else
    fail "$name"
  fi
}

# check_clean NAME PROGRAM: PROGRAM runs, exits 0 and reports no finding.
check_clean ()
{
  if "$2" > "$log" 2>&1 \
     && grep '0 findings, 0 failed checks: PASS' "$log" > /dev/null; then
    pass "$1"
  else
    fail "$1"
  fi
}

: > "$log"

# The layout.
for f in "$bindir/ascsync-cc" "$libdir/libascsim.a" \
         "$pkgincludedir/cce.h" "$pkgincludedir/ascsim.h" \
         "$pkgincludedir/ascsync/intrinsics.def" \
         "$plugindir/ascsync.so" "$infodir/ascsync.info" \
         "$man1dir/ascsync-cc.1" "$docdir/examples/vadd.c" \
         "$docdir/examples/Makefile"
do
  check "installed: $f" test -f "$f"
done
check "installed: no cce.h at the top of $includedir" \
  test ! -e "$includedir/cce.h"

# The version is configure's.
if "$bindir/ascsync-cc" --version > "$log" 2>&1 \
   && test "`sed 1q "$log"`" = "ascsync-cc (ascsync) $PACKAGE_VERSION"; then
  pass "ascsync-cc --version gives $PACKAGE_VERSION"
else
  fail "ascsync-cc --version gives $PACKAGE_VERSION"
fi

# The plugin by name.
gcc_plugindir=`$CC -print-file-name=plugin`
plugin_flags=-fplugin=ascsync
if test "x$gcc_plugindir" != "x$plugindir"; then
  plugin_flags="-iplugindir=$plugindir -fplugin=ascsync"
fi

# The demo kernel without its hand-written sync, the sync inserted by
# the installed plugin loaded by name, with the installed headers and
# library.
check "gcc $plugin_flags builds the sync-free demo kernel" \
  $CC -std=gnu11 -O2 $plugin_flags -I"$pkgincludedir" -include cce.h \
    -DASCSYNC_NO_HAND_SYNC "$DEMO_KERNEL" -o "$work/demo-gcc" \
    -L"$libdir" -lascsim -lm
check_clean "the demo kernel built by gcc -fplugin=ascsync runs clean" \
  "$work/demo-gcc"

# The same with the installed driver.
check "ascsync-cc builds the sync-free demo kernel" \
  "$bindir/ascsync-cc" -O2 -DASCSYNC_NO_HAND_SYNC "$DEMO_KERNEL" \
    -o "$work/demo-cc"
check_clean "the demo kernel built by ascsync-cc runs clean" \
  "$work/demo-cc"

# The installed example, copied as a user would, with its Makefile.
mkdir "$work/example" && cp "$docdir/examples/"* "$work/example/" || exit 1
check "the installed example builds and runs clean with ascsync-cc" \
  make -C "$work/example" check ASCSYNC_DRIVER="$bindir/ascsync-cc"
check "the installed example builds and runs clean with gcc $plugin_flags" \
  make -C "$work/example" check-gcc CC="$CC" includedir="$includedir" \
    libdir="$libdir" PLUGIN="$plugin_flags"

echo "$passed passed, $failed failed"
test $failed -eq 0
