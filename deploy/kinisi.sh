#!/bin/sh
# The operator's commands inside the image, each built into one file (scripts/build-server.ts):
#   kinisi admin promote|demote <email>
#   kinisi backup <file>
#   kinisi restore <file> [--force]
#   kinisi restore-drill <file or folder of backups> [--json]
set -e
command="$1"
case "$command" in
  admin|backup|restore|restore-drill) shift; exec node "/app/dist/server/$command.mjs" "$@" ;;
  *) echo "Usage: kinisi admin|backup|restore|restore-drill ..." >&2; exit 2 ;;
esac
