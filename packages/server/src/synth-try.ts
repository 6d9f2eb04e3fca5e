import fs from 'node:fs';
import { renderSong } from './seed/demo/synth';
const styles = ['synthwave', 'lofi', 'rock', 'ambient', 'jazz', 'folk', 'house'] as const;
const t0 = Date.now();
let total = 0;
for (let i = 0; i < 42; i++) {
  const s = renderSong({ seed: 1000 + i, style: styles[i % 7]!, seconds: 36 });
  total += s.wav.length;
  if (i < 7) fs.writeFileSync(`/tmp/synth-${styles[i]}.wav`, s.wav);
}
console.log('ms', Date.now() - t0, 'MB', (total / 1e6).toFixed(1));
