import { openSqlite } from './sqlite';
const db = openSqlite(process.argv[2]!, { readonly: true });
const qs = ['bel', 'sha', 'tra', 'mou', 'dri', 'kai', 'pro', 'sto', 'lea', 'gou'];
const time = (label: string, sql: string, f: (q: string) => string) => {
  const st = db.prepare(sql);
  for (const q of qs) st.all(f(q));
  const t0 = performance.now();
  for (let r = 0; r < 3; r++) for (const q of qs) st.all(f(q));
  console.log(label.padEnd(40), ((performance.now() - t0) / qs.length / 3).toFixed(2), 'ms');
};
time(
  'name prefix desc limit 500',
  `select rowid from tracks_fts where tracks_fts match ? order by rowid desc limit 500`,
  (q) => `name : ("${q}"*)`,
);
time(
  'any prefix desc limit 500',
  `select rowid from tracks_fts where tracks_fts match ? order by rowid desc limit 500`,
  (q) => `"${q}"*`,
);
time(
  'name prefix asc limit 500',
  `select rowid from tracks_fts where tracks_fts match ? limit 500`,
  (q) => `name : ("${q}"*)`,
);
time(
  'any prefix limit 500',
  `select rowid from tracks_fts where tracks_fts match ? limit 500`,
  (q) => `"${q}"*`,
);
time(
  'any prefix limit 100',
  `select rowid from tracks_fts where tracks_fts match ? limit 100`,
  (q) => `"${q}"*`,
);
time(
  'any prefix limit 20',
  `select rowid from tracks_fts where tracks_fts match ? limit 20`,
  (q) => `"${q}"*`,
);
time('count matches', `select count(*) from tracks_fts where tracks_fts match ?`, (q) => `"${q}"*`);
time(
  'ranked limit 20',
  `select rowid from tracks_fts where tracks_fts match ? order by rank limit 20`,
  (q) => `"${q}"*`,
);
