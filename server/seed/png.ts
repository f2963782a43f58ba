import { PNG } from 'pngjs';

/**
 * A real PNG drawn pixel by pixel, for demo pictures (cars, receipts, documents) without shipping binaries.
 * `paint(x, y)` returns [r, g, b].
 */
export function renderPng(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
  // Opaque pictures: written as RGB (colour type 2), a quarter smaller than RGBA.
  return PNG.sync.write(png, { colorType: 2 });
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
