#!/usr/bin/env bash
# podman as scripts/deploy-test.sh's podman-compose calls it. podman-compose 1.0.3 (Debian
# bookworm's) adds its project network (`--net …_default --network-alias <service>`) to every
# container, also to one whose network_mode is host, and podman refuses the pair; this drops the
# project network from those containers and passes everything else on unchanged.
args=()
host=0
prev=""
for a in "$@"; do
  if [ "$prev" = "--network" ] && [ "$a" = "host" ]; then host=1; fi
  prev=$a
done
skip=0
for a in "$@"; do
  if [ "$skip" = 1 ]; then skip=0; continue; fi
  if [ "$host" = 1 ] && { [ "$a" = "--net" ] || [ "$a" = "--network-alias" ]; }; then skip=1; continue; fi
  args+=("$a")
done
exec podman "${args[@]}"
