#!/bin/sh
# Empties the shop's nginx page cache: nginx takes a missing cache file for a miss and fetches the page again.
# Run it (as the user nginx runs as, or root) after an on-demand revalidation that must show at once; see README.md.
set -eu
cache_dir="${1:-/var/cache/nginx/shop}"
find "$cache_dir" -type f -delete
echo "Emptied $cache_dir"
