# gen-names.awk -- generate ascsync/cce_names.h from intrinsics.def.
#
# Emits one user-facing macro per table row, e.g.
#   #define vadd(...) ASC_CHECKED_CALL (TYPED, VBIN, vadd, __VA_ARGS__)
# so that cce.h needs no hand-kept list of intrinsic names.
# ASC_CHECKED_CALL (asc_args.h) checks the argument count against the
# row's form.
BEGIN {
  FS = "[(), \t]+"
  print "/* cce_names.h -- generated from intrinsics.def by gen-names.awk."
  print "   Do not edit.  */"
}
$1 == "ASC_TYPED" {
  printf "#define %s(...) ASC_CHECKED_CALL (TYPED, %s, %s, __VA_ARGS__)\n", \
    $2, $3, $2
}
$1 == "ASC_PLAIN" {
  printf "#define %s(...) ASC_CHECKED_CALL (PLAIN, %s, %s, __VA_ARGS__)\n", \
    $2, $3, $2
}
