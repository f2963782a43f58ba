#!/bin/sh
for p in $(pgrep -f "server/main.ts"); do
  if [ "$(readlink /proc/$p/cwd)" = "/work/wt-scanner" ] && tr '\0' '\n' < /proc/$p/environ | grep -q '^PORT=3401$'; then kill $p; fi
done
sleep 2
cd /work/wt-scanner && (PORT=3401 DATA_DIR=/tmp/data-scanner HOST=127.0.0.1 npx tsx server/main.ts > /tmp/scanner-server.log 2>&1 &)
sleep 8; grep ready /tmp/scanner-server.log
