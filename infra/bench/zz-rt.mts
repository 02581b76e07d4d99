import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/hearth_bench_lists' });
await c.connect();
const q = { name: 's1', text: 'select 1' };
for (let i = 0; i < 2000; i++) await c.query(q);
const xs: number[] = [];
const t0 = performance.now();
while (performance.now() - t0 < 20000) { const s = performance.now(); await c.query(q); xs.push(performance.now() - s); }
xs.sort((a, b) => a - b);
const p = (f: number) => xs[Math.floor(xs.length * f)].toFixed(3);
console.log('n', xs.length, 'p50', p(0.5), 'p90', p(0.9), 'p99', p(0.99), 'p999', p(0.999), 'max', xs[xs.length - 1].toFixed(2), '>1ms', xs.filter((x) => x > 1).length, '>3ms', xs.filter((x) => x > 3).length);
await c.end();
