import { runShard } from './src/simulation/property';
const t = Date.now();
const r = runShard(0, 40);
console.log(JSON.stringify(r, null, 1), Date.now() - t, 'ms');
