#!/usr/bin/env bash
# Renders public/icon.svg to the committed PNG icons with headless Chromium (no image tools needed).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
sed 's/rx="96"/rx="0"/' public/icon.svg > "$tmp/mask.svg"
page() { printf '<!doctype html><style>html,body{margin:0;background:transparent;overflow:hidden}img{display:block;width:100vw;height:100vh}</style><img src="file://%s">' "$1" > "$2"; }
page "$PWD/public/icon.svg" "$tmp/icon.html"
page "$tmp/mask.svg" "$tmp/mask.html"
shot() { chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
  --window-size="$1,$1" --screenshot="$2" "file://$3" 2>/dev/null; }
shot 512 public/icon-512.png "$tmp/icon.html"
shot 192 public/icon-192.png "$tmp/icon.html"
shot 512 public/icon-maskable-512.png "$tmp/mask.html"
rm -rf "$tmp"
ls -l public/*.png
