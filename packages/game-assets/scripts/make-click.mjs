// Synthesises the navigation click: a 40 ms, softly decaying 1.8 kHz + 3.1 kHz tick,
// 16-bit mono PCM at 22.05 kHz. Run once; the output is committed.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rate = 22050;
const samples = Math.round(rate * 0.04);
const data = Buffer.alloc(samples * 2);
for (let i = 0; i < samples; i++) {
  const t = i / rate;
  const envelope = Math.exp(-t * 140) * Math.min(1, i / 20);
  const value = envelope * (0.6 * Math.sin(2 * Math.PI * 1800 * t) + 0.3 * Math.sin(2 * Math.PI * 3100 * t));
  data.writeInt16LE(Math.round(value * 0.5 * 32767), i * 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'latin1');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'latin1');
header.write('fmt ', 12, 'latin1');
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36, 'latin1');
header.writeUInt32LE(data.length, 40);
writeFileSync(fileURLToPath(new URL('../public/sounds/click.wav', import.meta.url)), Buffer.concat([header, data]));
