// `npm run build`'s last step: the files the server reads at start-up beside the built modules
// (tsc copies none): the viewer's and the home pages' assets, and the guide (docs/) that
// `/docs/…` serves.
const fs = require('node:fs');

for (const [from, to] of [
  ['apps/api/src/viewer/assets', 'dist/apps/api/src/viewer/assets'],
  ['apps/api/src/home/assets', 'dist/apps/api/src/home/assets'],
  ['docs', 'dist/apps/api/src/home/docs'],
]) {
  fs.cpSync(from, to, { recursive: true });
}
