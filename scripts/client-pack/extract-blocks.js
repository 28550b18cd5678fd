// Writes each ```ts block of the given Markdown files as a module of its own (block-<file>-<n>.ts)
// for scripts/check-client-pack.sh to type-check against the packed client. A block of statements
// (top-level await) becomes the body of `main()`, its imports and `declare`s hoisted; a block with
// no import of its own gets the examples' declarations (docs/client.md: pz, seat, referee, gameId).
const fs = require('fs');
const path = require('path');

const PRELUDE = [
  "import { PratzenClient } from '@pratzen/client';",
  'declare const pz: PratzenClient;',
  'declare const seat: PratzenClient;',
  'declare const referee: PratzenClient;',
  'declare const gameId: string;',
];

let count = 0;
for (const file of process.argv.slice(2)) {
  const text = fs.readFileSync(file, 'utf8');
  const name = path.basename(file, '.md');
  [...text.matchAll(/```ts\n([\s\S]*?)```/g)].forEach((m, i) => {
    const lines = m[1].split('\n');
    const hoisted = (l) => /^(import |declare )/.test(l);
    const head = lines.some((l) => l.startsWith('import ')) ? [] : PRELUDE;
    const body = /^export /m.test(m[1])
      ? [...head, m[1]].join('\n')
      : [
          ...head,
          ...lines.filter(hoisted),
          'export async function main(): Promise<void> {',
          ...lines.filter((l) => !hoisted(l)),
          '}',
        ].join('\n');
    fs.writeFileSync(`block-${name}-${i}.ts`, `${body}\nexport {};\n`);
    count++;
  });
}
console.log(`${count} ts blocks from ${process.argv.length - 2} files`);
