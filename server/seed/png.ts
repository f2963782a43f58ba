import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A real PNG drawn pixel by pixel, for demo pictures (cars, receipts, documents) without shipping binaries.
 * `paint(x, y)` returns [r, g, b].
 */
export function renderPng(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (color: string): [number, number, number] => [
  parseInt(color.slice(1, 3), 16),
  parseInt(color.slice(3, 5), 16),
  parseInt(color.slice(5, 7), 16),
];

/** A simple car silhouette on a sky gradient, body in the car's colour. */
export function carPicture(bodyColor: string): Buffer {
  const body = hex(bodyColor);
  return renderPng(320, 200, (x, y) => {
    const inCabin = y > 70 && y < 110 && x > 95 + (110 - y) * 0.6 && x < 225 - (110 - y) * 0.6;
    const inBody = y >= 105 && y < 150 && x > 40 && x < 280;
    const wheel = [90, 230].some((cx) => (x - cx) ** 2 + (y - 150) ** 2 < 22 ** 2);
    if (wheel) return [30, 30, 30];
    if (inCabin) return [170, 210, 235];
    if (inBody) return body;
    if (y >= 165) return [120, 120, 120];
    return [225 - Math.floor(y / 4), 235 - Math.floor(y / 5), 250];
  });
}

/** A document-like picture (receipt, licence, ID card): a pale sheet with grey text lines. */
export function documentPicture(accent: string): Buffer {
  const a = hex(accent);
  return renderPng(300, 190, (x, y) => {
    if (y < 28) return a;
    if (x > 20 && x < 90 && y > 45 && y < 130) return [200, 200, 205];
    const line = (y - 50) % 18 < 5 && y > 45 && y < 170 && x > 110 && x < 280 - ((y * 7) % 60);
    return line ? [150, 150, 155] : [250, 250, 247];
  });
}
