/** Saves a rendered QR canvas as security-agent-{agentId}-qr.png (SPEC §2). Throws when it cannot. */
export function qrFileName(agentId: string): string {
  return `security-agent-${agentId}-qr.png`;
}

export function downloadQrCanvas(canvas: HTMLCanvasElement | null, agentId: string): void {
  if (!canvas) throw new Error('QR code not rendered');
  const url = canvas.toDataURL('image/png');
  if (!url.startsWith('data:image/png')) throw new Error('QR code could not be encoded');
  const link = document.createElement('a');
  link.href = url;
  link.download = qrFileName(agentId);
  document.body.appendChild(link);
  link.click();
  link.remove();
}
