#!/usr/bin/env node
// Renders an nginx template like the nginx image's envsubst step does: ${NAME} becomes the environment
// variable NAME; nginx's own $variables are left alone. A placeholder without a value is an error.
//   node gateway/render.mjs templates/gateway.conf.template out.conf
import { readFileSync, writeFileSync } from 'node:fs';

export function render(template, env = process.env) {
  const missing = new Set();
  const text = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name) => {
    if (env[name] === undefined || env[name] === '') missing.add(name);
    return env[name] ?? '';
  });
  if (missing.size > 0) throw new Error(`Missing values for: ${[...missing].join(', ')}`);
  return text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) {
    console.error('usage: render.mjs <template> <output>');
    process.exit(2);
  }
  try {
    writeFileSync(output, render(readFileSync(input, 'utf8')));
  } catch (err) {
    console.error(`render.mjs: ${err.message}`);
    process.exit(1);
  }
}
