#!/bin/sh
# A checkout of an earlier commit for the benchmarks' --baseline: `bench/make-baseline.sh <commit> <dir>`.
# The exported tree shares this checkout's installed packages, except the workspace links (node_modules/@dawanow),
# which must point into the export's own apps and packages: linked as a whole, the baseline would build and run
# with this checkout's packages/shared and compare a change in it with itself.
set -eu
commit=$1
dir=$2
here=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dir"
mkdir -p "$dir/node_modules/@dawanow"
git -C "$here" archive "$commit" | tar -x -C "$dir"
for entry in "$here"/node_modules/* "$here"/node_modules/.bin; do
  [ "$(basename "$entry")" = "@dawanow" ] || ln -s "$entry" "$dir/node_modules/"
done
for link in "$here"/node_modules/@dawanow/*; do
  ln -s "$(readlink "$link")" "$dir/node_modules/@dawanow/$(basename "$link")"
done
for workspace in apps/api apps/web packages/shared bench e2e; do
  if [ -d "$here/$workspace/node_modules" ]; then ln -s "$here/$workspace/node_modules" "$dir/$workspace/node_modules"; fi
done
(cd "$dir" && npm run build --silent >/dev/null)
echo "baseline $(git -C "$here" rev-parse --short "$commit") in $dir, built"
