/**
 * A real, tagged audio file made in memory: 16-bit mono PCM WAV (a sine tone) with an ID3v2.3
 * chunk holding title, artist, album, track, genre, lyrics (USLT) and a cover (APIC), so
 * audio tests need no binary fixtures and no ffmpeg to create them.
 */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function frame(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

const text = (id: string, value: string) =>
  frame(id, Buffer.concat([Buffer.from([0]), Buffer.from(value, 'latin1')]));

function id3Tag(tags: AudioFixtureTags): Buffer {
  const frames = Buffer.concat([
    text('TIT2', tags.title),
    text('TPE1', tags.artist),
    text('TALB', tags.album),
    text('TRCK', String(tags.track)),
    text('TCON', tags.genre),
    frame(
      'USLT',
      Buffer.concat([
        Buffer.from([0]),
        Buffer.from('eng', 'latin1'),
        Buffer.from([0]),
        Buffer.from(tags.lyrics, 'latin1'),
      ]),
    ),
    frame(
      'APIC',
      Buffer.concat([
        Buffer.from([0]),
        Buffer.from('image/png\0', 'latin1'),
        Buffer.from([3]),
        Buffer.from('Cover\0', 'latin1'),
        TINY_PNG,
      ]),
    ),
  ]);
  const size = frames.length;
  const header = Buffer.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  ]);
  return Buffer.concat([header, frames]);
}

export interface AudioFixtureTags {
  title: string;
  artist: string;
  album: string;
  track: number;
  genre: string;
  lyrics: string;
}

export const DEFAULT_TAGS: AudioFixtureTags = {
  title: 'Test Song',
  artist: 'The Testers',
  album: 'First Album',
  track: 3,
  genre: 'Rock',
  lyrics: 'La la la, the test is passing',
};

export function taggedWav(seconds = 2, tags: AudioFixtureTags = DEFAULT_TAGS): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    // A tone that grows louder, so the waveform has a shape to check.
    const amplitude = (i / samples) * 0.9;
    pcm.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * amplitude * 32767),
      i * 2,
    );
  }
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE(rate * 2, 8);
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  const chunk = (id: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.write(id, 0, 'latin1');
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const body = Buffer.concat([
    Buffer.from('WAVE', 'latin1'),
    chunk('fmt ', fmt),
    chunk('data', pcm),
    chunk('id3 ', id3Tag(tags)),
  ]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}
