import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import type { Browser } from 'playwright-core';

export const FRAME = { width: 640, height: 480 };

/**
 * Writes a .y4m video (the format Chromium's --use-file-for-fake-video-capture reads, no ffmpeg
 * needed) showing the QR code of `text`: the QR is rendered by qrcode.react, rasterised in a
 * Chromium canvas, converted to greyscale I420 here.
 */
export async function writeQrVideo(browser: Browser, text: string, file: string, frames = 10) {
  const markup = renderToStaticMarkup(
    createElement(QRCodeSVG, { value: text, size: 300, marginSize: 4, level: 'M' }),
  );
  // As a standalone image the SVG needs its namespace, which React does not write.
  const svg = markup.includes('xmlns=')
    ? markup
    : markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  const page = await browser.newPage();
  const rgba: number[] = await page.evaluate(
    async ({ svg, width, height }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(img, (width - 300) / 2, (height - 300) / 2, 300, 300);
      return Array.from(ctx.getImageData(0, 0, width, height).data);
    },
    { svg, ...FRAME },
  );
  await page.close();
  const { width, height } = FRAME;
  const y = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2]];
    y[i] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F25:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
