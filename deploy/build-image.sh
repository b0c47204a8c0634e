#!/usr/bin/env bash
# Builds the service's container image with docker, or with podman where docker has no engine.
#   deploy/build-image.sh [TAG]          default TAG: tute-rules:<version in pyproject.toml>
# Environment: CONTAINER_ENGINE=docker|podman forces one; BUILD_ARGS adds flags to the build
# command (e.g. BUILD_ARGS="--isolation chroot --storage-driver vfs" for rootless podman).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' pyproject.toml | head -n 1)
tag=${1:-tute-rules:${version:-latest}}

pick_engine() {
  if [ -n "${CONTAINER_ENGINE:-}" ]; then
    echo "$CONTAINER_ENGINE"
  # The docker CLI alone is not enough: `docker info` fails when no engine answers.
  elif command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
    echo docker
  elif command -v podman >/dev/null 2>&1; then
    echo podman
  fi
}

engine=$(pick_engine)
if [ -z "$engine" ]; then
  echo "build-image.sh: no container engine found (need a running docker, or podman)" >&2
  exit 1
fi

set -x
# shellcheck disable=SC2086  # BUILD_ARGS is a list of flags on purpose
"$engine" build ${BUILD_ARGS:-} --file Dockerfile --tag "$tag" .
