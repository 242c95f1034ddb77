#!/usr/bin/env bash
# Builds into a private dist dir and runs the given Playwright specs on a private port, so
# several people can run browser tests in one checkout at once.
# Usage: scripts/e2e-isolated.sh <name> <port> [playwright args...]
set -euo pipefail
name=$1; port=$2; shift 2
out=/tmp/dist-$name
# The full build (client, server-rendering bundle, prerendered pages) into the private dir.
DIST_DIR="$out" npx tsx scripts/build.ts >/dev/null
DIST_DIR="$out" E2E_PORT="$port" npx playwright test --output "/tmp/test-results-$name" "$@"
